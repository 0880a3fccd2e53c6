import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const startScript = fileURLToPath(new URL("../../scripts/start.mjs", import.meta.url));

/** The modules a file links before any of its code runs: its static imports. */
function staticImportsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^import\s[^;]*?from\s+"([^"]+)";/gms)].map((match) => match[1] ?? "");
}

describe("pnpm start on an older Node.js", () => {
  it("says in one line what to install, and builds nothing", async () => {
    // Node.js reports an older version from the first line of every module.
    const olderNode = `data:text/javascript,Object.defineProperty(process,"version",{value:"v20.11.1"})`;
    const run = promisify(execFile)(process.execPath, ["--import", olderNode, startScript]);
    const failure = (await run.then(
      () => undefined,
      (error: unknown) => error,
    )) as { code: number; stdout: string; stderr: string } | undefined;
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toBe("");
    expect(failure?.stderr).toBe(
      "ScaleMSP needs Node.js 22.12 or newer and this is v20.11.1: install Node.js 22 LTS (https://nodejs.org, or `nvm install 22`) and run `pnpm start` again.\n",
    );
  });

  it("links nothing before the check but what Node.js 18 has", () => {
    // A static import is linked before the check runs; one that needs a newer Node.js
    // (node:util's parseEnv came in 20.12) fails there with a SyntaxError instead.
    expect(staticImportsOf(startScript).sort()).toEqual([
      "../tooling/start/node-version.mjs",
      "node:fs",
      "node:path",
      "node:url",
    ]);
    const check = fileURLToPath(new URL("./node-version.mjs", import.meta.url));
    expect(staticImportsOf(check)).toEqual([]);
  });
});
