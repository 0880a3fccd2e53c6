import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { declaredDependencies } from "./tooling/eslint/declared-dependencies.js";
import { importBoundaries } from "./tooling/eslint/import-boundaries.js";
import { importLoops } from "./tooling/eslint/import-loops.js";
import { unstableEntryPoints } from "./tooling/eslint/unstable-entry-points.js";
import { pageWeight } from "./tooling/eslint/page-weight.js";
import { productWords } from "./tooling/eslint/product-words.js";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.data/**",
      "**/routeTree.gen.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Rules that need the type checker: every TypeScript file is read through its own
    // package's tsconfig (the project service finds it).
    files: ["**/*.{ts,tsx,mts}"],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Files no package's tsconfig holds: read with the default settings.
          allowDefaultProject: ["playwright.config.ts", "tooling/eslint/*.test.ts"],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Async functions that fill a Promise-returning slot (a storage driver, a Fastify hook)
      // are async on purpose.
      "@typescript-eslint/require-await": "off",
      // React's event props take the promise a form's submit handler returns and drop it.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // TanStack Router's way to leave a route is to throw its redirect, and to say that
      // nothing is there its not-found error.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "package", package: "@tanstack/router-core", name: "Redirect" },
            { from: "package", package: "@tanstack/router-core", name: "NotFoundError" },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON answers and parsed e-mails as `any` on purpose: the assertion is the check.
    files: ["**/test/**/*.{ts,tsx}", "**/*.test.{ts,tsx}", "e2e/**/*.ts", "**/bench/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      // `res.json() as Body` names the shape the test expects, where a reader looks for it.
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
    },
  },
  importBoundaries,
  importLoops,
  unstableEntryPoints,
  ...pageWeight,
  ...productWords,
  ...declaredDependencies,
);
