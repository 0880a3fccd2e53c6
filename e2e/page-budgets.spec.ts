import { readFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import PAGE_BUDGETS from "../apps/web/vite/page-budgets.json" with { type: "json" };
import { PRERENDERED_PAGES } from "../apps/web/vite/pages";
import { expect, test } from "./fixtures";

const webDist = path.resolve(import.meta.dirname, "../apps/web/dist");
const budgets: Record<string, { jsKb: number; cssKb: number } | undefined> = PAGE_BUDGETS;

/** Gzip size of a built file, as `pnpm bench:web` counts it. */
const gzipSize = (urlPath: string) =>
  gzipSync(readFileSync(path.join(webDist, urlPath)), { level: 9 }).length;

/**
 * TCP's first window from a new connection: ten segments of 1,460 bytes. A page whose answer
 * fits paints one round trip sooner on a slow phone network than one that needs the next
 * (docs/performance.md).
 */
const FIRST_WINDOW_BYTES = 10 * 1460;

/** A page's answer as it goes on the wire with brotli: status line, headers and body. */
function bytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br" } }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

test("every pre-rendered page has a budget", () => {
  expect(Object.keys(budgets).sort()).toEqual(PRERENDERED_PAGES.map((page) => page.path).sort());
});

for (const { path: pagePath } of PRERENDERED_PAGES) {
  test(`${pagePath} loads at most its budget of scripts and stylesheets (gzip, apps/web/README.md)`, async ({
    page,
  }) => {
    const budget = budgets[pagePath];
    expect(budget).toBeDefined();
    const files = new Set<string>();
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/assets/") && /\.(js|css)$/.test(pathname)) files.add(pathname);
    });
    // The not-found page is what any unknown path gets.
    await page.goto(pagePath === "/404" ? "/no-such-page" : pagePath);
    await page.waitForLoadState("networkidle");
    const total = (extension: string) =>
      [...files].filter((file) => file.endsWith(extension)).reduce((sum, file) => sum + gzipSize(file), 0);
    const sizes = { js: total(".js") / 1024, css: total(".css") / 1024 };
    expect(sizes.js).toBeGreaterThan(0);
    expect(sizes.js, `${pagePath}: ${sizes.js.toFixed(1)} KB of JS`).toBeLessThanOrEqual(budget?.jsKb ?? 0);
    expect(sizes.css, `${pagePath}: ${sizes.css.toFixed(1)} KB of CSS`).toBeLessThanOrEqual(
      budget?.cssKb ?? 0,
    );
  });
}

test("every pre-rendered page's HTML with brotli fits TCP's first window", async ({ baseURL }) => {
  for (const { path: pagePath } of PRERENDERED_PAGES) {
    const bytes = await bytesOnTheWire(
      new URL(pagePath === "/404" ? "/no-such-page" : pagePath, baseURL).href,
    );
    expect(bytes, `${pagePath}: ${bytes} bytes with headers`).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
  }
});
