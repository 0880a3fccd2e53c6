/**
 * Libraries through their public entry points only (docs/ARCHITECTURE.md "Import rules"): an
 * `unstable-*` entry point, such as `@trpc/server/unstable-core-do-not-import`, may change in any
 * release, so no app or package imports one.
 */
export const unstableEntryPoints = {
  files: ["apps/**/*.{ts,tsx,js,mjs}", "packages/**/*.{ts,tsx,js,mjs}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: "(^|/)unstable-[^/]*($|/)",
            message: "An unstable-* entry point may change in any release: use the library's public API.",
          },
        ],
      },
    ],
  },
};
