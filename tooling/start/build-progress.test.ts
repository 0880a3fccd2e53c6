import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildSteps, createBuildProgress } from "./build-progress.mjs";

describe("pnpm start's build progress", () => {
  it("says one line per step done, numbered out of the steps there are", () => {
    let clock = 0;
    const progress = createBuildProgress(3, () => clock);
    const said: string[] = [];
    const feed = (line: string) => {
      const out = progress.line(line);
      if (out !== null) said.push(out);
    };
    feed("   • Running build in 11 packages");
    feed("@scalemsp/validators:build: cache hit, suppressing logs 1234");
    clock = 12_400;
    feed("@scalemsp/server:build: cache miss, executing 65dabf78dea8cd9e");
    feed("@scalemsp/server:build: > node build.mjs");
    clock = 61_000;
    feed("\u001b[2m@scalemsp/web:build: cache miss, executing 430bc643\u001b[0m");
    expect(said).toEqual([
      "[1/3] @scalemsp/validators is up to date",
      "[2/3] @scalemsp/server built (12 s)",
      "[3/3] @scalemsp/web built (61 s)",
    ]);
  });

  it("keeps turbo's own lines for a failed build", () => {
    const progress = createBuildProgress(1);
    progress.line("@scalemsp/web:build: error TS2304");
    expect(progress.kept).toEqual(["@scalemsp/web:build: error TS2304"]);
  });

  it("counts the workspace's packages that have a build script", () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
    expect(buildSteps(root)).toBeGreaterThanOrEqual(3);
  });
});
