import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Whether the running API call declared password work (contract §3: one password check per
 * request). A procedure runs inside `withPasswordWorkDeclared`, with what its meta declares;
 * code outside any procedure (start-up, the CLI, seeds) runs outside it and is not checked.
 */
const declaredScope = new AsyncLocalStorage<boolean>();

/** Password work started by a call that did not declare it: a programming error, never a user's. */
export class UndeclaredPasswordWorkError extends Error {
  constructor() {
    super("Password work in a procedure that does not declare it (meta passwordWork)");
    this.name = "UndeclaredPasswordWorkError";
  }
}

export const withPasswordWorkDeclared = <T>(declared: boolean, work: () => T): T =>
  declaredScope.run(declared, work);

/** Throws when the running call declared no password work. */
export function assertPasswordWorkDeclared() {
  if (declaredScope.getStore() === false) throw new UndeclaredPasswordWorkError();
}
