/**
 * The command's name as installed: the `bin` of this package's package.json, which
 * test/cli.test.ts holds it to. In the repository `pnpm cli` runs the same program.
 */
export const PROGRAM = "scalemsp";
