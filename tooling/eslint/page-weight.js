/**
 * The page-weight rules of docs/performance.md, as import rules:
 * - a route's search module (`*-search.ts`) stays in the first download of its page, so it
 *   imports nothing but its check: types, and the validators' constants;
 * - a public page (a route file outside the signed-in layout, and the marketing parts) brings
 *   no zod and no admin or signed-in page code into its first script: schemas live where a form
 *   is, in the validators' schema files and the forms' hooks.
 */
const SEARCH_MODULE_MESSAGE =
  "A route's search module is in its page's first download: import only types and @scalemsp/validators (docs/performance.md).";
const PUBLIC_PAGE_MESSAGE =
  "A public page's first script carries no zod and no admin or signed-in page code (docs/performance.md).";

export const pageWeight = [
  {
    files: ["apps/web/src/**/*-search.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(?!@scalemsp/validators$)", allowTypeImports: true, message: SEARCH_MODULE_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/src/routes/*.tsx", "apps/web/src/features/marketing/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: PUBLIC_PAGE_MESSAGE }],
          patterns: [
            { regex: "^zod/", message: PUBLIC_PAGE_MESSAGE },
            { regex: "(^|/)admin(/|$)", message: PUBLIC_PAGE_MESSAGE },
            { regex: "(^|/)routes/_app(/|\\.tsx?$|$)|^\\./_app", message: PUBLIC_PAGE_MESSAGE },
          ],
        },
      ],
    },
  },
];
