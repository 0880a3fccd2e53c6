import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { declaredDependencies } from "./declared-dependencies.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser } },
    ...declaredDependencies,
  ],
});

/** The undeclared-dependency errors of a file at `file` (under the repo) with `source`. */
async function undeclared(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === "import-x/no-extraneous-dependencies")
    .map((m) => m.message);
}

describe("every runtime import is a dependency of its own package", () => {
  it.each([
    // @oslojs/otp is the root's (for the browser tests) and the auth package's, not this one's.
    [
      "a package only the root declares",
      "packages/validators/src/probe.ts",
      'import { generateHOTP } from "@oslojs/otp";',
    ],
    ["a development dependency", "apps/server/src/probe.ts", 'import { SMTPServer } from "smtp-server";'],
    ["a tool of the root's", "packages/db/src/probe.ts", 'import prettier from "prettier";'],
  ])("refuses %s in production code", async (_case, file, source) => {
    expect(await undeclared(file, `${source}\nexport const probe = 1;\n`)).toHaveLength(1);
  });

  it.each([
    ["a dependency", "packages/auth/src/probe.ts", 'import { generateHOTP } from "@oslojs/otp";'],
    [
      "a development dependency in a test",
      "apps/server/test/probe.test.ts",
      'import { SMTPServer } from "smtp-server";',
    ],
    [
      "a type from a development dependency",
      "packages/client/src/probe.ts",
      'import type { AppRouter } from "@scalemsp/api";',
    ],
    [
      "a workspace package the build inlines",
      "packages/client/src/probe.ts",
      'import { TRPC_MAX_BATCH_SIZE } from "@scalemsp/validators/constants";',
    ],
    ["a Node module", "packages/db/src/probe.ts", 'import path from "node:path";'],
  ])("allows %s", async (_case, file, source) => {
    expect(await undeclared(file, `${source}\nexport const probe = 1;\n`)).toEqual([]);
  });
});
