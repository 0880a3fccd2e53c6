import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresTestDatabase } from "@scalemsp/db/testing";
import { findRepoRoot } from "../src/config";
import { validRegistration } from "./helpers";

const repoRoot = findRepoRoot();
const children: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Starts the real entry point (from source) as its own process. */
function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "apps/server/src/main.ts")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} never became healthy`);
}

afterAll(() => {
  for (const child of children) child.kill("SIGTERM");
});

describe("one PGlite data directory", () => {
  it("lets a second process refuse to start while the first keeps serving", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-lock-"));
    try {
      const [portA, portB] = [await freePort(), await freePort()];
      const first = startProcess({ PORT: String(portA), DATA_DIR: dataDir });
      await waitForHealth(portA);

      const second = startProcess({ PORT: String(portB), DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/in use by another process/);

      const res = await fetch(`http://127.0.0.1:${portA}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validRegistration()),
      });
      expect(res.status).toBe(201);

      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
      // Closed cleanly: the directory opens again, with the data kept.
      const third = startProcess({ PORT: String(portB), DATA_DIR: dataDir });
      await waitForHealth(portB);
      third.child.kill("SIGTERM");
      await third.exited;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("two processes on one PostgreSQL", () => {
  it("migrate together and share sessions", async () => {
    const database = await createPostgresTestDatabase("procs");
    try {
      const [portA, portB] = [await freePort(), await freePort()];
      const a = startProcess({ PORT: String(portA), DATABASE_URL: database.url });
      const b = startProcess({ PORT: String(portB), DATABASE_URL: database.url });
      await Promise.all([waitForHealth(portA), waitForHealth(portB)]);

      const registered = await fetch(`http://127.0.0.1:${portA}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validRegistration()),
      });
      expect(registered.status).toBe(201);
      const cookie = registered.headers.get("set-cookie")!.split(";")[0]!;

      const me = await fetch(`http://127.0.0.1:${portB}/api/user`, { headers: { cookie } });
      expect(me.status).toBe(200);
      const logout = await fetch(`http://127.0.0.1:${portB}/api/logout`, {
        method: "POST",
        headers: { cookie },
      });
      expect(logout.status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${portA}/api/user`, { headers: { cookie } })).status).toBe(401);

      a.child.kill("SIGTERM");
      b.child.kill("SIGTERM");
      await Promise.all([a.exited, b.exited]);
    } finally {
      await database.drop();
    }
  }, 240_000);
});
