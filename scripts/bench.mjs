// `pnpm bench`: the server's speed as its users feel it (apps/server/bench/run.ts), bundled
// first as the server's build bundles it, so the figures are of the code as it ships. Flags
// pass through, e.g. `pnpm bench --only api --duration 10`. See docs/benchmarks.md.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildBench } from "../apps/server/bench/build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2).filter((arg) => arg !== "--");

const bundle = await buildBench();
const bench = spawn(process.execPath, ["--enable-source-maps", bundle, ...args], {
  cwd: root,
  stdio: "inherit",
  // The migrations beside their package: the bundle is not where the sources are.
  // NODE_ENV=production, as the server runs under `pnpm start` and in the image: the libraries'
  // production builds (React renders the pages and the e-mails).
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? "production",
    MIGRATIONS_DIR: process.env.MIGRATIONS_DIR ?? path.join(root, "packages/db/migrations"),
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => bench.kill(signal));
bench.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
