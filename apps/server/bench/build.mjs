// Bundles the bench (apps/server/bench/run.ts) as apps/server/build.mjs bundles the server:
// esbuild, our sources inlined, npm packages left to node_modules, nothing else done to the
// code. tsx, which ran the bench before, keeps every function's name by wrapping each function
// in a call where it is created; the closures made for every request then cost about a tenth
// of the throughput, a cost the shipped server (`node dist/main.js`) never pays.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
export const benchBundle = path.join(here, "dist", "run.mjs");

export async function buildBench() {
  await build({
    entryPoints: [path.join(here, "run.ts")],
    outfile: benchBundle,
    bundle: true,
    platform: "node",
    target: "node22",
    format: "esm",
    sourcemap: true,
    logLevel: "warning",
    // The bench's helpers (the load generator, the SMTP sink) are beside its sources.
    define: { "import.meta.dirname": JSON.stringify(here) },
    plugins: [
      {
        name: "external-npm-packages",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@scalemsp/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return benchBundle;
}
