// Bundles the server and the workspace packages into dist/main.js; npm packages stay external
// and resolve from this app's node_modules. The SQL migrations are copied beside the bundle.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, "dist");
rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: [path.join(here, "src/main.ts")],
  outfile: path.join(dist, "main.js"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  // Bundle our own @scalemsp/* sources; leave every npm package to node_modules.
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
cpSync(path.join(here, "../../packages/db/migrations"), path.join(dist, "migrations"), { recursive: true });
