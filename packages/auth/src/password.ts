import { hash, verify } from "@node-rs/argon2";
import { assertPasswordWorkDeclared } from "./password-declaration";
import { passwordWork } from "./password-work";

/** OWASP's Argon2id parameters: 19 MiB, 2 passes, 1 lane. */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  assertPasswordWorkDeclared();
  return passwordWork.run(() => hash(password, ARGON2ID));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  assertPasswordWorkDeclared();
  return passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/**
 * A hash to verify against when no user matches, so a wrong e-mail costs as much
 * time as a wrong password and does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password-1A").catch((error: unknown) => {
    dummyHash = undefined; // refused while busy: computed on a later call
    throw error;
  });
  return dummyHash;
}
