import { describe, expect, it } from "vitest";
import { unstableEntryPoints } from "./unstable-entry-points.js";
import { importProbe } from "./lint-probe.js";

/** The errors of the rule for a one-line file at `file` (under the repo) importing `from`. */
const restrictedErrors = importProbe(unstableEntryPoints, "no-restricted-imports");

describe("no unstable-* entry point (docs/ARCHITECTURE.md)", () => {
  it.each([
    ["the server, tRPC's internals", "apps/server/src/probe.ts", "@trpc/server/unstable-core-do-not-import"],
    ["the api, tRPC's internals", "packages/api/src/probe.ts", "@trpc/server/unstable-core-do-not-import"],
    ["the web app, the client's internals", "apps/web/src/lib/probe.ts", "@trpc/client/unstable-internals"],
    [
      "a test, a deeper unstable path",
      "apps/server/test/probe.ts",
      "@trpc/server/unstable-core-do-not-import/x",
    ],
  ])("refuses %s", async (_case, file, from) => {
    expect(await restrictedErrors(file, from)).toHaveLength(1);
  });

  it.each([
    ["tRPC's server", "packages/api/src/probe.ts", "@trpc/server"],
    ["tRPC's Fastify adapter", "apps/server/src/probe.ts", "@trpc/server/adapters/fastify"],
    ["a name that only contains the word", "packages/api/src/probe.ts", "./not-unstable-here"],
  ])("allows %s", async (_case, file, from) => {
    expect(await restrictedErrors(file, from)).toEqual([]);
  });
});
