import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, expect, it } from "vitest";
import { importLoops } from "./import-loops.js";

const config = [{ files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser } }, importLoops];

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

describe("no import loop in the apps' and packages' source (docs/ARCHITECTURE.md)", () => {
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

  it("refuses a page's lazy chunk that imports its loader back", async () => {
    const pricing = "apps/web/src/features/pricing/components";
    const dir = tree({
      [`${pricing}/plans-section.tsx`]: `import { lazy } from "react";\nexport const Online = lazy(() => import("./online-plans"));\nexport const PlanGrid = () => null;\n`,
      [`${pricing}/online-plans.tsx`]: `import { PlanGrid } from "./plans-section";\nexport default function OnlinePlans() { return PlanGrid(); }\n`,
    });
    expect(await loopErrors(dir, ["apps"])).toHaveLength(2);
  });

  it("does not count a type-only import", async () => {
    const marketing = "apps/web/src/features/marketing/components";
    const dir = tree({
      [`${marketing}/site-header.tsx`]: `import { lazy } from "react";\nexport interface HeaderViewProps { member: null }\nexport const Session = lazy(() => import("./session-header"));\n`,
      [`${marketing}/session-header.tsx`]: `import type { HeaderViewProps } from "./site-header";\nexport default function SessionHeader(props: HeaderViewProps) { return props.member; }\n`,
    });
    expect(await loopErrors(dir, ["apps"])).toEqual([]);
  });
});
