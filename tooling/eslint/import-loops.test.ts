import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, expect, it } from "vitest";
import { importLoops } from "./import-loops.js";

const config = [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } }, importLoops];

/** The loop errors of linting `files` in `cwd`. */
async function loopErrors(cwd: string, files: string[]): Promise<string[]> {
  const eslint = new ESLint({ cwd, overrideConfigFile: true, overrideConfig: config });
  const results = await eslint.lintFiles(files);
  return results.flatMap((result) =>
    result.messages
      .filter((m) => m.ruleId === "import-x/no-cycle")
      .map((m) => `${path.relative(cwd, result.filePath)}: ${m.message}`),
  );
}

// The rule reads every import from disk, so each case is a small tree of its own.
const trees: string[] = [];
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "import-loops-"));
  trees.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

const coaching = "packages/api/src/domain/coaching";

describe("no import loop in domain/coaching (docs/ARCHITECTURE.md)", () => {
  it("refuses two coaching files that import each other", async () => {
    const dir = tree({
      [`${coaching}/booking.ts`]: `import { notify } from "./emails";\nexport const book = () => notify();\n`,
      [`${coaching}/emails.ts`]: `import { book } from "./booking";\nexport const notify = () => book;\n`,
    });
    expect(await loopErrors(dir, [coaching])).toHaveLength(2);
  });

  it("refuses a loop that leaves coaching and comes back", async () => {
    const dir = tree({
      [`${coaching}/booking.ts`]: `import { send } from "../email/send";\nexport const book = () => send();\n`,
      "packages/api/src/domain/email/send.ts": `import { book } from "../coaching/booking";\nexport const send = () => book;\n`,
    });
    expect(await loopErrors(dir, [coaching])).toHaveLength(1);
  });

  it("allows a leaf module both import", async () => {
    const dir = tree({
      [`${coaching}/session-row.ts`]: `export type SessionRow = { id: number };\nexport const none = 0;\n`,
      [`${coaching}/booking.ts`]: `import { none } from "./session-row";\nexport const book = () => none;\n`,
      [`${coaching}/views.ts`]: `import { none } from "./session-row";\nimport { book } from "./booking";\nexport const view = () => book() + none;\n`,
    });
    expect(await loopErrors(dir, [coaching])).toEqual([]);
  });
});
