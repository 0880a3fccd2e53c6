import importX from "eslint-plugin-import-x";

/**
 * No import loop among the coaching files (docs/ARCHITECTURE.md "Import rules"): what two of
 * them share lives in a leaf module both import. The plugin follows imports through any folder,
 * so a loop that leaves coaching and comes back counts too; an `import type` is erased by the
 * compiler and, as the plugin documents, closes no loop.
 */
export const importLoops = {
  files: ["packages/api/src/domain/coaching/**/*.ts"],
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
