// `pnpm start`: build what is not built (turbo skips what is up to date), then serve
// the production site and API from one process. package.json runs this with `exec`, so the
// shell pnpm starts is replaced by this process: Ctrl-C then reaches a process that exits 0
// after the server has closed, and pnpm reports no failure (decision 023).
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = spawnSync("pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"], {
  cwd: root,
  stdio: "inherit",
});
if (built.status !== 0) process.exit(built.status ?? 1);

// Settings in a .env file beside package.json apply, under what the environment already says.
const envFile = path.join(root, ".env");
const args = existsSync(envFile) ? [`--env-file=${envFile}`] : [];
const server = spawn(process.execPath, [...args, path.join(root, "apps/server/dist/main.js")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
