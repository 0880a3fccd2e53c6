import { availableParallelism } from "node:os";

/** Refused because the password work queue is full; the caller answers 503 with Retry-After. */
export class PasswordWorkBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Too many password checks are waiting");
    this.name = "PasswordWorkBusyError";
  }
}

export interface PasswordWorkLimits {
  /** Hashes computed at once: one per core (at least 2), so sign-in never takes every core. */
  concurrency: number;
  /** Hashes that may wait for a slot; past that the work is refused at once. */
  queue: number;
}

export interface PasswordWorkStats {
  running: number;
  queued: number;
  /** Hashes computed or verified since the process started (attempts that reached the hash). */
  completed: number;
  refused: number;
}

/**
 * A bounded queue for Argon2 work. Each hash costs 19 MiB and tens of milliseconds, so an
 * unbounded burst of sign-ins would hold every core and slow everyone's sign-in; here a
 * burst waits in a short queue, and past it is refused with a Retry-After.
 */
export function createPasswordWork(limits: PasswordWorkLimits) {
  let running = 0;
  let completed = 0;
  let refused = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running--;
    completed++;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= limits.concurrency) {
        if (waiting.length >= limits.queue) {
          refused++;
          throw new PasswordWorkBusyError(1);
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats(): PasswordWorkStats {
      return { running, queued: waiting.length, completed, refused };
    },
  };
}

export type PasswordWork = ReturnType<typeof createPasswordWork>;

/** The process's one queue: every hash and verification goes through it. */
export const passwordWork = createPasswordWork({
  concurrency: Math.max(2, availableParallelism()),
  queue: 32,
});
