// `pnpm bench`: the member-area load test (apps/server/bench/run.ts), bundled first as the
// server's build bundles it, so the figures are of the code as it ships. Flags pass through,
// e.g. `pnpm bench --backend pglite --duration 5`; `--forks N` runs it N times, each in a fresh
// process, and judges each layer's share of bare on the median (apps/server/bench/forks.mjs).
// See docs/benchmarks.md.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildBench } from "../apps/server/bench/build.mjs";
import { summarizeForks } from "../apps/server/bench/forks.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const given = process.argv.slice(2).filter((arg) => arg !== "--");
// `--forks N` or `--forks=N` is this script's; every other argument goes to the bench as written.
let forksText = "1";
const args = [];
for (let i = 0; i < given.length; i++) {
  if (given[i] === "--forks") forksText = given[++i] ?? "";
  else if (given[i].startsWith("--forks=")) forksText = given[i].slice("--forks=".length);
  else args.push(given[i]);
}
const forks = Number(forksText);
if (!Number.isInteger(forks) || forks < 1) {
  console.error("--forks must be a whole number of at least 1");
  process.exit(2);
}

const bundle = await buildBench();
let running;
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => running?.kill(signal));

/** One run of the bench in a process of its own; resolves with its exit code. */
function runBench(extra) {
  return new Promise((resolve) => {
    running = spawn(process.execPath, ["--enable-source-maps", bundle, ...args, ...extra], {
      cwd: root,
      stdio: "inherit",
      // The migrations beside their package: the bundle is not where the sources are.
      env: {
        ...process.env,
        MIGRATIONS_DIR: process.env.MIGRATIONS_DIR ?? path.join(root, "packages/db/migrations"),
      },
    });
    running.on("exit", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

if (forks === 1) process.exit(await runBench([]));

const dir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-bench-forks-"));
let failed = 0;
try {
  const results = [];
  for (let fork = 1; fork <= forks && failed === 0; fork++) {
    console.log(`\n## Fork ${fork} of ${forks}`);
    const file = path.join(dir, `fork-${fork}.json`);
    failed = await runBench(["--json", file]);
    if (failed === 0) results.push(JSON.parse(readFileSync(file, "utf8")));
  }
  if (failed === 0) {
    const { table, misses } = summarizeForks(results);
    console.log(
      `\n## Across ${forks} forks\n\nEach layer's share of the bare route in each fresh process, ` +
        `judged on the median.\n\n${table}\n\nShare of bare missed on the median by ${misses} layer(s).`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed);
