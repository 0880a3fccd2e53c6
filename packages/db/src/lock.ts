import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export interface DirectoryLock {
  release(): void;
}

export class DataDirectoryLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another process (pid ${pid}). ` +
        "Embedded PGlite serves one process only: stop that process, choose another DATA_DIR, " +
        "or set DATABASE_URL to use PostgreSQL for several processes.",
    );
    this.name = "DataDirectoryLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes `<dir>/.lock` with an exclusive create. A lock left by a process that has
 * died is taken over; one held by a live process is refused.
 */
export function acquireDirectoryLock(dir: string): DirectoryLock {
  const file = path.join(dir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirectoryLockedError(dir, pid);
      }
      if (pid === process.pid) throw new DataDirectoryLockedError(dir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}
