// Bundles the bench (apps/server/bench/run.ts) with the server build's own options
// (../bundle-options.mjs), nothing else done to the code. tsx, which ran the bench before,
// keeps every function's name by wrapping each function in a call where it is created; the
// closures made for every request then cost about a tenth of the throughput, a cost the
// shipped server (`node dist/main.js`) never pays.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { serverBundleOptions } from "../bundle-options.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const benchBundle = path.join(here, "dist", "run.mjs");

export async function buildBench() {
  await build({
    ...serverBundleOptions,
    entryPoints: [path.join(here, "run.ts")],
    outfile: benchBundle,
    // The bench's helpers (the load generator, the SMTP sink) are beside its sources.
    define: { "import.meta.dirname": JSON.stringify(here) },
  });
  return benchBundle;
}
