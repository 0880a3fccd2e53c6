import importX from "eslint-plugin-import-x";

/**
 * Every npm package a file imports is declared by the package that holds the file: in
 * `dependencies` for code that runs in production, where a production install
 * (`pnpm deploy --prod`) holds nothing else; `devDependencies` serve tests, scripts and
 * configuration alone. Type-only imports are left out: they vanish from the built code.
 */
const rule = (devDependencies) => ({
  "import-x/no-extraneous-dependencies": [
    "error",
    { devDependencies, optionalDependencies: false, peerDependencies: false, bundledDependencies: false },
  ],
});

export const declaredDependencies = [
  {
    files: ["apps/*/src/**/*.{ts,tsx,js,mjs}", "packages/*/src/**/*.{ts,tsx,js,mjs}"],
    ignores: ["**/*.test.{ts,tsx}", "**/testing.ts", "**/testing/**"],
    plugins: { "import-x": importX },
    rules: rule(false),
  },
];
