import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { pageWeight } from "./page-weight.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ["**/*.{ts,tsx}"],
      languageOptions: { parser: tseslint.parser },
      plugins: { "@typescript-eslint": tseslint.plugin },
    },
    ...pageWeight,
  ],
});

/** The page-weight errors of a file at `file` (under the repo) with this import line. */
async function weightErrors(file: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const probe = 1;\n`, {
    filePath: path.join(root, file),
  });
  return result!.messages
    .filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((m) => m.message);
}

const REFUSED = 1;
const ALLOWED = 0;

describe("page-weight rules (docs/performance.md)", () => {
  it.each([
    [
      "a search module, a page",
      "features/courses/course-search.ts",
      'import { x } from "./components/courses-page";',
      REFUSED,
    ],
    [
      "a search module, a library",
      "features/courses/course-search.ts",
      'import { x } from "@mantine/core";',
      REFUSED,
    ],
    ["a search module, zod", "features/auth/auth-search.ts", 'import { z } from "zod";', REFUSED],
    [
      "a search module, the validators",
      "features/resources/resource-search.ts",
      'import { RESOURCE_TYPES } from "@scalemsp/validators";',
      ALLOWED,
    ],
    [
      "a search module, a type",
      "features/courses/course-search.ts",
      'import type { SearchSchemaInput } from "@tanstack/react-router";',
      ALLOWED,
    ],
    ["a public page, zod", "routes/contact.tsx", 'import { z } from "zod";', REFUSED],
    ["a public page, zod's parts", "routes/contact.tsx", 'import { z } from "zod/v4";', REFUSED],
    [
      "a public page, admin code",
      "routes/pricing.tsx",
      'import { x } from "../features/admin/plans/plans-page";',
      REFUSED,
    ],
    [
      "a public page, a signed-in page",
      "routes/about.tsx",
      'import { Route } from "./_app/dashboard";',
      REFUSED,
    ],
    [
      "a public page, its feature",
      "routes/pricing.tsx",
      'import { x } from "../features/pricing/components/plans-section";',
      ALLOWED,
    ],
    [
      "a marketing part, admin code",
      "features/marketing/components/probe.tsx",
      'import { x } from "../../admin/shared/query-states";',
      REFUSED,
    ],
    [
      "a signed-in page, admin code",
      "routes/_app/admin.tsx",
      'import { x } from "../../features/admin/shared/query-states";',
      ALLOWED,
    ],
    ["a form's hook, zod", "features/auth/hooks/probe.ts", 'import { z } from "zod";', ALLOWED],
  ])("%s", async (_case, file, importLine, errors) => {
    expect(await weightErrors(`apps/web/src/${file}`, importLine)).toHaveLength(errors);
  });
});
