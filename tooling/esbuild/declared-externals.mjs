// An esbuild plugin for apps that bundle the workspace's own @scalemsp/* sources and leave every
// npm package to node_modules. The bundle loads those packages from the app's own node_modules,
// so each must be in the app's `dependencies`: a package that only the bundled workspace code
// declares (or that only the repository's root holds) is missing from a production install.
import { readFileSync } from "node:fs";
import { isBuiltin } from "node:module";

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
export function packageNameOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/**
 * @param {string} manifestPath the app's package.json
 * @returns {import("esbuild").Plugin}
 */
export function declaredExternals(manifestPath) {
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const declared = new Set(Object.keys(manifest.dependencies ?? {}));
  return {
    name: "declared-externals",
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith("@scalemsp/")) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const name = packageNameOf(args.path);
        if (declared.has(name)) return { path: args.path, external: true };
        return {
          errors: [
            {
              text: `"${name}" is not in the dependencies of ${manifest.name} (${manifestPath}): the bundle loads it from that app's node_modules, so add it there`,
            },
          ],
        };
      });
    },
  };
}
