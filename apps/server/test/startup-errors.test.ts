import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, spawnAppProcess, stopAppProcess, type AppProcess } from "./app-process";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-startup-"));
const started: AppProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((app) => stopAppProcess(app, "SIGKILL")));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The entry point's whole output and exit code, for a start expected to stop by itself. */
async function failedStart(env: Record<string, string>, port?: number) {
  const app = await spawnAppProcess({ DATA_DIR: dataDir, ...env }, port === undefined ? {} : { port });
  started.push(app);
  const code = await app.exited;
  return { code, lines: app.output().trim().split("\n") };
}

describe("a start that cannot go on", () => {
  it("says in one line that the port is in use, before opening the database", async () => {
    const port = await freePort();
    const holder = net.createServer().listen(port, "127.0.0.1");
    try {
      const { code, lines } = await failedStart({}, port);
      expect(code).toBe(1);
      expect(lines).toEqual([
        `Port ${port} on 127.0.0.1 is already in use: stop the process that holds it, or set PORT to a free port.`,
      ]);
      // Found before the embedded database was made or migrated.
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      holder.close();
    }
  }, 60_000);

  it("says in one line that the database cannot be reached, before any migration", async () => {
    const closedPort = await freePort();
    const { code, lines } = await failedStart({
      DATABASE_URL: `postgres://scalemsp:secret-password@127.0.0.1:${closedPort}/scalemsp`,
    });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Cannot use the database at 127\\.0\\.0\\.1:${closedPort}/scalemsp \\(ECONNREFUSED.*check DATABASE_URL`,
      ),
    );
    expect(lines[0]).not.toContain("secret-password");
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "names a database PostgreSQL does not have",
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = "/scalemsp_no_such_database";
      const { code, lines } = await failedStart({ DATABASE_URL: url.href });
      expect(code).toBe(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Cannot use the database at .*\/scalemsp_no_such_database \(3D000: /);
    },
    60_000,
  );
});
