/** Where a command writes and what it reads; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  cwd: string;
}

/** Exit codes scripts can trust. */
export const EXIT = {
  ok: 0,
  /** The server refused or could not be reached. */
  failed: 1,
  /** The command line itself is wrong: unknown command or option, missing argument. */
  usage: 2,
  /** The input (a course folder, an e-mail…) is invalid; nothing was changed. */
  invalid: 3,
} as const;

export class UsageError extends Error {}
