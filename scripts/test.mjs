// `pnpm test`: every suite. Unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests against the built app.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { assertChromium } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
assertChromium();

const started = Date.now();
const run = (label, command, args) => {
  const at = Math.round((Date.now() - started) / 1000);
  console.log(`\n=== ${label}: ${command} ${args.join(" ")} (at ${at} s)`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
};

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: API tests run on PGlite only.");
}
run("build", "pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"]);
run("unit and API tests", "pnpm", ["exec", "vitest", "run"]);
run("browser tests", "pnpm", ["exec", "playwright", "test"]);
