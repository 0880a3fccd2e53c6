// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types; this makes ours visible to every package that compiles this file
/// <reference path="./fs-native-extensions.d.ts" />
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from "node:fs";
import path from "node:path";
import { tryLock, unlock } from "fs-native-extensions";

export interface DirectoryLock {
  release(): void;
}

export class DataDirectoryLockedError extends Error {
  constructor(dir: string, pid: number | undefined) {
    super(
      `The data directory ${dir} is in use by another process${pid ? ` (pid ${pid})` : ""}. ` +
        "Embedded PGlite serves one process only: stop that process, choose another DATA_DIR, " +
        "or set DATABASE_URL to use PostgreSQL for several processes.",
    );
    this.name = "DataDirectoryLockedError";
  }
}

const readPid = (file: string) => {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Holds an exclusive lock of the operating system on `<dir>/.lock` (Linux: an open file
 * description lock, `F_OFD_SETLK`; elsewhere `flock`) for as long as the process lives. The
 * kernel releases it with the process however it ends, SIGKILL included, so a crash never
 * leaves a lock behind and no PID has to be read back (decision 013). The PID written into the
 * file is only for the message a second process shows.
 */
export function acquireDirectoryLock(dir: string): DirectoryLock {
  const file = path.join(dir, ".lock");
  const fd = openSync(file, "a+");
  if (!tryLock(fd)) {
    closeSync(fd);
    throw new DataDirectoryLockedError(dir, readPid(file));
  }
  ftruncateSync(fd, 0);
  writeSync(fd, String(process.pid), 0);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      unlock(fd);
      closeSync(fd);
    },
  };
}
