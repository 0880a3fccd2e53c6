import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { importBoundaries } from "./import-boundaries.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser } },
    importBoundaries,
  ],
});

/** The boundary errors of a one-line file at `file` (under the repo) importing `from`. */
async function boundaryErrors(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from "${from}";\nexport { probe };\n`, {
    filePath: path.join(root, file),
  });
  return result!.messages.filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

describe("import rules (docs/ARCHITECTURE.md)", () => {
  it.each([
    ["a feature, another feature", "apps/web/src/features/courses/probe.ts", "../dashboard/dashboard-search"],
    ["an admin feature, another", "apps/web/src/features/admin/leads/probe.ts", "../users/users-table"],
    [
      "an admin feature, a member feature",
      "apps/web/src/features/admin/leads/probe.ts",
      "../../courses/course-view",
    ],
    [
      "a member feature, the admin's shared pieces",
      "apps/web/src/features/courses/probe.ts",
      "../admin/shared/query-states",
    ],
    [
      "the admin's shared pieces, an admin feature",
      "apps/web/src/features/admin/shared/probe.ts",
      "../users/users-table",
    ],
    ["a shared folder, a feature", "apps/web/src/lib/probe.ts", "../features/courses/course-view"],
    ["the session, a feature", "apps/web/src/session/probe.ts", "../features/auth/auth-search"],
    ["a package, an app", "packages/api/src/probe.ts", "../../../apps/server/src/config"],
    ["a package's test, an app", "packages/db/test/probe.ts", "../../../apps/web/src/lib/brand"],
  ])("refuses %s", async (_case, file, from) => {
    expect(await boundaryErrors(file, from)).toHaveLength(1);
  });

  it.each([
    ["a feature, its own files", "apps/web/src/features/courses/probe.ts", "./course-view"],
    ["a feature, the shared folders", "apps/web/src/features/courses/probe.ts", "../../session/use-session"],
    ["a feature, the layout", "apps/web/src/features/courses/probe.ts", "../../layout/app-layout"],
    [
      "an admin feature, the admin's shared pieces",
      "apps/web/src/features/admin/leads/probe.ts",
      "../shared/query-states",
    ],
    [
      "an admin feature, the app's shared folders",
      "apps/web/src/features/admin/leads/probe.ts",
      "../../../lib/notify",
    ],
    ["a route, any feature", "apps/web/src/routes/probe.tsx", "../features/admin/users/users-tab"],
    ["an app, a package", "apps/server/src/probe.ts", "@scalemsp/validators"],
    ["a package, another package", "packages/api/src/probe.ts", "@scalemsp/validators"],
  ])("allows %s", async (_case, file, from) => {
    expect(await boundaryErrors(file, from)).toEqual([]);
  });
});
