import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { eq, openDatabase, users } from "@scalemsp/db";
import { createPostgresTestDatabase } from "@scalemsp/db/testing";
import { startTestBucket } from "@scalemsp/storage/testing";
import { SHUTDOWN_DEADLINE_MS } from "../src/http/timeouts";
import { freePort, spawnAppProcess, waitForHealth } from "./app-process";
import { validRegistration } from "./helpers";

const children: ChildProcess[] = [];

/** The real entry point on `port`, ended after the file whatever a test left running. */
async function startProcess(port: number, env: Record<string, string>, wrapper: string[] = []) {
  const app = await spawnAppProcess(env, { port, wrapper });
  children.push(app.child);
  return app;
}

afterAll(() => {
  for (const child of children) child.kill(child.spawnfile === "unshare" ? "SIGKILL" : "SIGTERM");
});

describe("one PGlite data directory", () => {
  it("lets a second process refuse to start while the first keeps serving", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-lock-"));
    try {
      const [portA, portB] = [await freePort(), await freePort()];
      const first = await startProcess(portA, { DATA_DIR: dataDir });
      await waitForHealth(first);

      const second = await startProcess(portB, { DATA_DIR: dataDir });
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
      const third = await startProcess(portB, { DATA_DIR: dataDir });
      await waitForHealth(third);
      third.child.kill("SIGTERM");
      await third.exited;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

/** `unshare --pid --fork`, as root: the server runs as PID 1 of its own PID namespace, as in a container. */
const canRunAsPid1 =
  process.getuid?.() === 0 && spawnSync("unshare", ["--pid", "--fork", "true"]).status === 0;

describe("restarts after an unclean stop", () => {
  async function killAndRestart(wrapper: string[]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-kill-"));
    try {
      const port = await freePort();
      const first = await startProcess(port, { DATA_DIR: dataDir }, wrapper);
      await waitForHealth(first);
      first.child.kill("SIGKILL");
      await first.exited;
      // At once: nothing to wait for, nothing to delete by hand.
      const second = await startProcess(port, { DATA_DIR: dataDir }, wrapper);
      await waitForHealth(second);
      expect(second.output()).not.toMatch(/in use by another process/);
      // unshare --fork ignores SIGTERM itself; a kill ends it and, through --kill-child, the server.
      second.child.kill(wrapper.length > 0 ? "SIGKILL" : "SIGTERM");
      await second.exited;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it("starts again at once after SIGKILL", () => killAndRestart([]), 240_000);

  // --kill-child passes the SIGKILL sent to unshare on to the server, PID 1 inside.
  it.runIf(canRunAsPid1)(
    "starts again at once after SIGKILL as PID 1 of its own PID namespace",
    () => killAndRestart(["unshare", "--pid", "--fork", "--kill-child"]),
    240_000,
  );

  it("ends within the shutdown deadline after SIGTERM while a client sends its body a byte a second", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-term-"));
    try {
      const port = await freePort();
      const server = await startProcess(port, { DATA_DIR: dataDir });
      await waitForHealth(server);
      const sockets = Array.from({ length: 10 }, () => {
        const socket = net.connect(port, "127.0.0.1");
        socket.on("error", () => {});
        socket.write(
          "POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n",
        );
        const drip = setInterval(() => socket.writable && socket.write("a"), 1000);
        socket.on("close", () => clearInterval(drip));
        return socket;
      });
      await new Promise((r) => setTimeout(r, 1500));
      const signalled = performance.now();
      server.child.kill("SIGTERM");
      await server.exited;
      const tookMs = performance.now() - signalled;
      for (const socket of sockets) socket.destroy();
      expect(tookMs).toBeLessThan(SHUTDOWN_DEADLINE_MS + 2_000);
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
      const a = await startProcess(portA, { DATABASE_URL: database.url });
      const b = await startProcess(portB, { DATABASE_URL: database.url });
      await Promise.all([waitForHealth(a), waitForHealth(b)]);

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

  it("start together with the same ADMIN_EMAIL: one admin, both serving", async () => {
    const database = await createPostgresTestDatabase("admins");
    const admin = { ADMIN_EMAIL: "Owner@Processes.example", ADMIN_PASSWORD: "Sup3rSecret" };
    try {
      const [portA, portB] = [await freePort(), await freePort()];
      const a = await startProcess(portA, { DATABASE_URL: database.url, SEED_DEMO: "true", ...admin });
      const b = await startProcess(portB, { DATABASE_URL: database.url, SEED_DEMO: "true", ...admin });
      await Promise.race([
        Promise.all([waitForHealth(a), waitForHealth(b)]),
        a.exited.then((code) =>
          Promise.reject(new Error(`the first process stopped (${code}): ${a.output()}`)),
        ),
        b.exited.then((code) =>
          Promise.reject(new Error(`the second process stopped (${code}): ${b.output()}`)),
        ),
      ]);
      for (const port of [portA, portB]) {
        const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "owner@processes.example", password: admin.ADMIN_PASSWORD }),
        });
        expect(login.status).toBe(200);
        expect(((await login.json()) as { user: { role: string } }).user.role).toBe("admin");
      }
      const reader = await openDatabase({ databaseUrl: database.url, maxConnections: 1 });
      const rows = await reader.db.select().from(users).where(eq(users.email, "owner@processes.example"));
      await reader.close();
      expect(rows.map((row) => row.role)).toEqual(["admin"]);

      a.child.kill("SIGTERM");
      b.child.kill("SIGTERM");
      await Promise.all([a.exited, b.exited]);
    } finally {
      await database.drop();
    }
  }, 240_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("two processes on one PostgreSQL and one bucket", () => {
  it("serve a file uploaded through one from the other", async () => {
    const database = await createPostgresTestDatabase("files");
    const bucket = await startTestBucket();
    const admin = { ADMIN_EMAIL: "files-admin@example.com", ADMIN_PASSWORD: "Files-Admin-1" };
    try {
      const [portA, portB] = [await freePort(), await freePort()];
      const shared = { DATABASE_URL: database.url, ...bucket.env, ...admin };
      const a = await startProcess(portA, shared);
      const b = await startProcess(portB, shared);
      await Promise.all([waitForHealth(a), waitForHealth(b)]);

      const login = await fetch(`http://127.0.0.1:${portA}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
      });
      const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
      const png = Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
        "base64",
      );
      const form = new FormData();
      form.append("file", new Blob([png], { type: "image/png" }), "logo.png");
      const uploaded = await fetch(`http://127.0.0.1:${portA}/api/admin/uploads`, {
        method: "POST",
        headers: { cookie, origin: `http://127.0.0.1:${portA}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { fileUrl } = (await uploaded.json()) as { fileUrl: string };

      const fromB = await fetch(`http://127.0.0.1:${portB}${fileUrl}`);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await fromB.arrayBuffer()).equals(png)).toBe(true);

      // Only the bucket holds it: the processes kept no copy of their own.
      const key = fileUrl.replace(/^\//, "");
      const inBucket = await fetch(`${bucket.settings.endpoint}/${bucket.settings.bucket}/${key}`).catch(
        () => null,
      );
      expect(inBucket?.status).toBe(200);

      a.child.kill("SIGTERM");
      b.child.kill("SIGTERM");
      await Promise.all([a.exited, b.exited]);
    } finally {
      await bucket.close();
      await database.drop();
    }
  }, 240_000);
});
