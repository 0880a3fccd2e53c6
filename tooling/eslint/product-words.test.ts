import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { productWords } from "./product-words.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ["**/*.{ts,tsx}"],
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    },
    ...productWords,
  ],
});

/** The product-words errors of a file at `file` (under the repo) with this text. */
async function wordErrors(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe('"email", never "e-mail", in the product\'s texts', () => {
  it.each([
    ["a message", "packages/validators/src/probe.ts", 'export const hint = "Check your e-mail.";'],
    ["a template text", "apps/server/src/probe.ts", "export const hint = `An E-mail to ${1}`;"],
    [
      "an email's words",
      "packages/email/src/templates/probe.tsx",
      "export const p = <p>Ignore this e-mail.</p>;",
    ],
    ["a page's label", "apps/web/src/features/probe.tsx", 'export const p = <input aria-label="E-mail" />;'],
  ])("refuses %s", async (_case, file, text) => {
    expect(await wordErrors(file, text)).toHaveLength(1);
  });

  it.each([
    [
      "the word as the spec writes it",
      "packages/validators/src/probe.ts",
      'export const hint = "Check your email.";',
    ],
    ["a comment", "apps/web/src/features/probe.tsx", "// the e-mail gate\nexport const p = 1;"],
    ["a test's title", "apps/server/src/probe.test.ts", 'export const title = "sends an e-mail";'],
  ])("allows %s", async (_case, file, text) => {
    expect(await wordErrors(file, text)).toEqual([]);
  });
});
