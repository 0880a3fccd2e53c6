// Bundles the server and the workspace packages into dist/main.js; npm packages stay external
// and resolve from this app's node_modules. The SQL migrations are copied beside the bundle, and
// a fresh PGlite data directory is made there for a first start to copy.
import { execFileSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { serverBundleOptions } from "./bundle-options.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, "dist");
rmSync(dist, { recursive: true, force: true });

await build({
  ...serverBundleOptions,
  entryPoints: [path.join(here, "src/main.ts"), path.join(here, "src/make-pglite-template.ts")],
  outdir: dist,
});
cpSync(path.join(here, "../../packages/db/migrations"), path.join(dist, "migrations"), { recursive: true });
execFileSync(process.execPath, [path.join(dist, "make-pglite-template.js")], { stdio: "inherit" });
