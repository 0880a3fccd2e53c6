import importX from "eslint-plugin-import-x";

/**
 * No import loop in the apps' and packages' source (docs/ARCHITECTURE.md "Import rules"): what
 * two files share lives in a leaf module both import. A lazy `import()` counts (a page's split
 * chunk that imports its loader back is still a loop to read); an `import type` is erased by the
 * compiler and, as the plugin documents, closes no loop.
 */
export const importLoops = {
  files: ["apps/*/src/**/*.{ts,tsx}", "packages/*/src/**/*.{ts,tsx}"],
  // The route tree is generated, and imports every route as they import it back (`Route`).
  ignores: ["apps/web/src/routeTree.gen.ts"],
  plugins: { "import-x": importX },
  settings: {
    // The plugin reads only the files whose extension it is told, `.js` alone by default.
    "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
    // A loop runs through the workspace's own files; the packages it installs are not read.
    "import-x/ignore": ["node_modules"],
  },
  rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
};
