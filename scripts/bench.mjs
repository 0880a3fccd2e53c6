// `pnpm bench`: the member-area load test (apps/server/bench/run.ts). Flags pass through,
// e.g. `pnpm bench --backend pglite --duration 5`; see docs/benchmarks.md.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2).filter((arg) => arg !== "--");
const bench = spawn("pnpm", ["exec", "tsx", "apps/server/bench/run.ts", ...args], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => bench.kill(signal));
bench.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
