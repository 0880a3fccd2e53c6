import boundaries from "eslint-plugin-boundaries";

/**
 * Which code may import which (docs/ARCHITECTURE.md "Import rules"):
 * - a package never imports an app: apps sit over packages, every import points down;
 * - a feature of the web app never imports another feature: routes compose features, and what
 *   several features use lives in a folder named for what it is (`components`, `lib`, `session`,
 *   `layout`; `features/admin/shared` for the admin's own pieces), which imports no feature;
 * - the api's `domain/admin` is the admin's alone: only it and `routers/admin` import it, and what
 *   member code shares with the admin lives in a neutral folder (`domain/site`, `domain/shared`).
 */
const otherFeature = (type) => ({
  to: { element: { type, captured: { feature: "!{{ from.element.captured.feature }}" } } },
});
const anyOf = (...types) => types.map((type) => ({ to: { element: { type } } }));
/** A file belongs to the most specific element that matches it: each of these is part of an app. */
const APP_PARTS = ["app", "web-shared", "web-feature", "web-admin-feature", "web-admin-shared"];
/** ... and each of these is part of a package. */
const PACKAGE_PARTS = ["package", "api-admin-domain", "api-admin-routers"];
const policiesFrom = (types, disallow) => types.map((type) => ({ from: { element: { type } }, disallow }));

export const importBoundaries = {
  files: ["apps/**/*.{ts,tsx,js,mjs}", "packages/**/*.{ts,tsx,js,mjs}"],
  plugins: { boundaries },
  settings: {
    "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
    "boundaries/elements": [
      { type: "api-admin-domain", pattern: "packages/api/src/domain/admin" },
      { type: "api-admin-routers", pattern: "packages/api/src/routers/admin" },
      { type: "web-admin-shared", pattern: "apps/web/src/features/admin/shared" },
      { type: "web-admin-feature", pattern: "apps/web/src/features/admin/*", capture: ["feature"] },
      { type: "web-feature", pattern: "apps/web/src/features/*", capture: ["feature"] },
      { type: "web-shared", pattern: "apps/web/src/{components,lib,session,layout,styles}" },
      { type: "app", pattern: "apps/*", capture: ["app"] },
      { type: "package", pattern: "packages/*", capture: ["package"] },
    ],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "allow",
        message:
          "{{ from.element.types }} may not import {{ to.element.types }} here: see 'Import rules' in docs/ARCHITECTURE.md",
        policies: [
          ...policiesFrom(PACKAGE_PARTS, anyOf(...APP_PARTS)),
          ...policiesFrom(["package", ...APP_PARTS], anyOf("api-admin-domain")),
          {
            from: { element: { type: "web-feature" } },
            disallow: [otherFeature("web-feature"), ...anyOf("web-admin-feature", "web-admin-shared")],
          },
          {
            from: { element: { type: "web-admin-feature" } },
            disallow: [otherFeature("web-admin-feature"), ...anyOf("web-feature")],
          },
          {
            from: { element: { type: "web-admin-shared" } },
            disallow: anyOf("web-feature", "web-admin-feature"),
          },
          {
            from: { element: { type: "web-shared" } },
            disallow: anyOf("web-feature", "web-admin-feature", "web-admin-shared"),
          },
        ],
      },
    ],
  },
};
