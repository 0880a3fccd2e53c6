/** A command's io with its output kept, for asserting on. */
export function captured(env: Record<string, string | undefined>, cwd = process.cwd()) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t), env, cwd },
    stdout: () => out.join(""),
    stderr: () => err.join(""),
  };
}
