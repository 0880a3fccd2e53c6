import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * For the import rules' tests: lints a one-line file at `file` (under the repo) importing `from`
 * with `config` alone, and answers the messages of `ruleId`.
 * @param {import("eslint").Linter.Config} config
 * @param {string} ruleId
 * @returns {(file: string, from: string) => Promise<string[]>}
 */
export function importProbe(config, ruleId) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser } }, config],
  });
  return async (file, from) => {
    const [result] = await eslint.lintText(`import * as probe from "${from}";\nexport { probe };\n`, {
      filePath: path.join(root, file),
    });
    return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
  };
}
