import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import importX from "eslint-plugin-import-x";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The workspace's own packages: whatever ships bundles them (esbuild, Vite), so they are build inputs. */
const workspacePackages = ["apps", "packages"].flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .map((name) => path.join(root, folder, name, "package.json"))
    .filter((manifest) => existsSync(manifest))
    .map((manifest) => JSON.parse(readFileSync(manifest, "utf8")).name),
);

/**
 * Every npm package a file imports is declared by the package that holds the file: in
 * `dependencies` for code that runs in production, where a production install
 * (`pnpm deploy --prod`) holds nothing else; `devDependencies` serve tests, scripts and
 * configuration alone. Type-only imports are left out: they vanish from the built code; so are
 * the workspace's own packages, which every build inlines.
 */
const rule = (devDependencies) => ({
  "import-x/no-extraneous-dependencies": [
    "error",
    {
      devDependencies,
      optionalDependencies: false,
      peerDependencies: false,
      bundledDependencies: false,
      whitelist: workspacePackages,
    },
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
