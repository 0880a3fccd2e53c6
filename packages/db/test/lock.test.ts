import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirectoryLockedError, acquireDirectoryLock } from "../src/lock";

const lockModule = path.resolve(import.meta.dirname, "../src/lock.ts");
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-dirlock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another process that takes the lock, says so, and waits to be killed. */
function holdInChild(dir: string) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `import(${JSON.stringify(lockModule)}).then((m) => { m.acquireDirectoryLock(${JSON.stringify(dir)}); console.log("held"); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const held = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("held") && resolve());
    child.on("exit", (code) => reject(new Error(`child exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return { child, held, exited };
}

describe("the data directory lock", () => {
  it("refuses a second holder in the same process, and frees on release", () => {
    const dir = tempDir();
    const lock = acquireDirectoryLock(dir);
    expect(() => acquireDirectoryLock(dir)).toThrow(DataDirectoryLockedError);
    lock.release();
    acquireDirectoryLock(dir).release();
  });

  it("refuses while another process holds it, naming its pid", async () => {
    const dir = tempDir();
    const holder = holdInChild(dir);
    await holder.held;
    try {
      expect(() => acquireDirectoryLock(dir)).toThrow(
        new RegExp(`in use by another process \\(pid ${holder.child.pid}\\)`),
      );
    } finally {
      holder.child.kill("SIGKILL");
      await holder.exited;
    }
  }, 60_000);

  it("is free at once after its holder is killed with SIGKILL", async () => {
    const dir = tempDir();
    const holder = holdInChild(dir);
    await holder.held;
    holder.child.kill("SIGKILL");
    await holder.exited;
    acquireDirectoryLock(dir).release();
  }, 60_000);

  it("takes a directory whose lock file names this very pid (PID 1 in a container restarted)", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, ".lock"), String(process.pid));
    acquireDirectoryLock(dir).release();
  });
});
