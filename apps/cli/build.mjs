// Bundles the command line into dist/scalemsp.js, the package's `bin`: our own @scalemsp/*
// sources inlined, every npm package left to node_modules and so declared in this app's
// dependencies (the build fails otherwise), as the server's bundle does.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { declaredExternals } from "../../tooling/esbuild/declared-externals.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
rmSync(path.join(here, "dist"), { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, "src/main.ts")],
  outfile: path.join(here, "dist/scalemsp.js"),
  bundle: true,
  platform: "node",
  target: "node22",
  format: "esm",
  logLevel: "warning",
  plugins: [declaredExternals(path.join(here, "package.json"))],
});
