// How the server's code is bundled, shared by the build (build.mjs) and the bench
// (bench/build.mjs), so the bench measures the code as it ships: esbuild, our own @scalemsp/*
// sources inlined, every npm package left to this app's node_modules (and so declared in this
// app's dependencies: the build fails otherwise).
import { fileURLToPath } from "node:url";
import { declaredExternals } from "../../tooling/esbuild/declared-externals.mjs";

/** @type {import("esbuild").BuildOptions} */
export const serverBundleOptions = {
  bundle: true,
  platform: "node",
  target: "node22",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [declaredExternals(fileURLToPath(new URL("package.json", import.meta.url)))],
};
