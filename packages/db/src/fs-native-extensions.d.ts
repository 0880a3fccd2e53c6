declare module "fs-native-extensions" {
  interface LockOptions {
    /** A shared (read) lock; an exclusive one by default. */
    shared?: boolean;
  }
  /** Takes an advisory lock on the open file at once; false when another holds it. */
  export function tryLock(fd: number, options?: LockOptions): boolean;
  export function unlock(fd: number): void;
}
