import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import HOME_BUDGET from "../apps/web/vite/home-budget.json" with { type: "json" };
import { expect, test } from "./fixtures";

const webDist = path.resolve(import.meta.dirname, "../apps/web/dist");

/** Gzip size of a built file, as `pnpm bench:web` counts it. */
const gzipSize = (urlPath: string) =>
  gzipSync(readFileSync(path.join(webDist, urlPath)), { level: 9 }).length;

test("the home page loads at most its budget of scripts and stylesheets (gzip, apps/web/README.md)", async ({
  page,
}) => {
  const files = new Set<string>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/assets/") && /\.(js|css)$/.test(pathname)) files.add(pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const total = (extension: string) =>
    [...files].filter((file) => file.endsWith(extension)).reduce((sum, file) => sum + gzipSize(file), 0);
  expect(total(".js")).toBeGreaterThan(0);
  expect(total(".js") / 1024).toBeLessThanOrEqual(HOME_BUDGET.jsKb);
  expect(total(".css") / 1024).toBeLessThanOrEqual(HOME_BUDGET.cssKb);
});
