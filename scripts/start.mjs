// `pnpm start`: build what is not built (turbo skips what is up to date), then serve
// the production site and API from one process (tooling/start/serve.mjs). package.json runs
// this with `exec`, so the shell pnpm starts is replaced by this process: Ctrl-C then reaches a
// process that exits 0 after the server has closed, and pnpm reports no failure (decision 023).
//
// Only the version check is imported before the check runs: a module linked here that needs a
// newer Node.js (`node:util`'s parseEnv, say) would stop an older one with a SyntaxError
// before it could say what to install.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nodeVersionProblem } from "../tooling/start/node-version.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// An older Node.js installs and half runs; say what it needs before anything else happens.
const { engines } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const problem = nodeVersionProblem(process.version, engines?.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const { serve } = await import("../tooling/start/serve.mjs");
await serve(root);
