import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { isAtLeast, minimumOf, nodeVersionProblem } from "./node-version.mjs";

const engines = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    engines: { node: string };
  }
).engines.node;

describe("pnpm start's Node.js check", () => {
  it("reads the minimum from package.json's engines", () => {
    expect(minimumOf(engines)).toBe("22.12");
    expect(minimumOf("^22")).toBeUndefined();
  });

  it("compares major, minor and patch", () => {
    expect(isAtLeast("v22.12.0", "22.12")).toBe(true);
    expect(isAtLeast("v22.23.5", "22.12")).toBe(true);
    expect(isAtLeast("v24.0.0", "22.12")).toBe(true);
    expect(isAtLeast("v22.11.9", "22.12")).toBe(false);
    expect(isAtLeast("v20.19.0", "22.12")).toBe(false);
  });

  it("refuses an older Node.js with one line saying what to install", () => {
    const problem = nodeVersionProblem("v20.19.0", engines);
    expect(problem).toBe(
      "ScaleMSP needs Node.js 22.12 or newer and this is v20.19.0: install Node.js 22 LTS (https://nodejs.org, or `nvm install 22`) and run `pnpm start` again.",
    );
    expect(problem).not.toContain("\n");
  });

  it("says nothing on a Node.js that will do", () => {
    expect(nodeVersionProblem(process.version, engines)).toBeNull();
    expect(nodeVersionProblem("v22.12.0", engines)).toBeNull();
  });
});
