// How the server's code is bundled, shared by the build (build.mjs) and the bench
// (bench/build.mjs), so the bench measures the code as it ships: esbuild, our own @scalemsp/*
// sources inlined, every npm package left to this app's node_modules.
/** @type {import("esbuild").BuildOptions} */
export const serverBundleOptions = {
  bundle: true,
  platform: "node",
  target: "node22",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
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
};
