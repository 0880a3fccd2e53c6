import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "{apps,packages}/*/test/**/*.test.{ts,tsx}",
      "{apps,packages}/*/src/**/*.test.{ts,tsx}",
      "tooling/*/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", "**/dist/**", "e2e/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Most files wait on databases, child processes and sockets rather than compute: as many files
    // at once as cores (Vitest's default is one fewer, a single file at a time on a 2-core machine).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
