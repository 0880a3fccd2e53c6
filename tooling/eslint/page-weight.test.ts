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

describe("page-weight rules (docs/performance.md)", () => {
  it.each([
    ["a search module, a page", "apps/web/src/features/courses/course-search.ts", 'import { x } from "./components/courses-page";'],
    ["a search module, a library", "apps/web/src/features/courses/course-search.ts", 'import { x } from "@mantine/core";'],
    ["a search module, zod", "apps/web/src/features/auth/auth-search.ts", 'import { z } from "zod";'],
    ["a public page, zod", "apps/web/src/routes/contact.tsx", 'import { z } from "zod";'],
    ["a public page, zod's parts", "apps/web/src/routes/contact.tsx", 'import { z } from "zod/v4";'],
    ["a public page, admin code", "apps/web/src/routes/pricing.tsx", 'import { x } from "../features/admin/plans/plans-page";'],
    ["a public page, a signed-in page", "apps/web/src/routes/about.tsx", 'import { Route } from "./_app/dashboard";'],
    ["a marketing part, admin code", "apps/web/src/features/marketing/components/probe.tsx", 'import { x } from "../../admin/shared/query-states";'],
  ])("refuses %s", async (_case, file, importLine) => {
    expect(await weightErrors(file, importLine)).toHaveLength(1);
  });

  it.each([
    ["a search module, the validators", "apps/web/src/features/resources/resource-search.ts", 'import { RESOURCE_TYPES } from "@scalemsp/validators";'],
    ["a search module, a type", "apps/web/src/features/courses/course-search.ts", 'import type { SearchSchemaInput } from "@tanstack/react-router";'],
    ["a public page, its feature", "apps/web/src/routes/pricing.tsx", 'import { x } from "../features/pricing/components/plans-section";'],
    ["a signed-in page, admin code", "apps/web/src/routes/_app/admin.tsx", 'import { x } from "../../features/admin/shared/query-states";'],
    ["a form's hook, zod", "apps/web/src/features/auth/hooks/probe.ts", 'import { z } from "zod";'],
  ])("allows %s", async (_case, file, importLine) => {
    expect(await weightErrors(file, importLine)).toEqual([]);
  });
});
