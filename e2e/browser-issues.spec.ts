import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { MEMBER_PAGES } from "./member-pages";

/**
 * Chrome's Issues panel stays empty on every public page and member page (Lighthouse's best-practices audit
 * `inspector-issues` counts what it lists: a refused eval under the content security policy,
 * a cookie attribute, a blocked response...). Read through the DevTools protocol while the page
 * loads, hydrates and has its forms brought into view.
 */

const PUBLIC_PAGES = [
  "/",
  "/services",
  "/about",
  "/testimonials",
  "/contact",
  "/pricing",
  "/guides",
  "/newsletter",
  "/privacy",
  "/terms",
  "/auth",
];

/**
 * Chrome's advice to read cookies through the asynchronous CookieStore: the public header reads
 * the signed-in hint cookie synchronously, once (session-hint.ts). Lighthouse does not count it.
 */
const ADVICE = new Set(["PerformanceIssue"]);

/** The issues Chrome lists while the page at `path` loads, hydrates and is scrolled through. */
async function issuesOf(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  const issues: unknown[] = [];
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (!ADVICE.has(issue.code)) issues.push(issue);
  });
  await cdp.send("Audits.enable");
  await page.goto(path);
  // The forms hydrate as they come into view.
  await page.mouse.wheel(0, 20000);
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, -20000);
  await page.waitForLoadState("networkidle");
  return issues;
}

for (const path of PUBLIC_PAGES) {
  test(`${path} logs no issue in Chrome's Issues panel`, async ({ page }) => {
    expect(await issuesOf(page, path)).toEqual([]);
  });
}

test("the member pages log no issue in Chrome's Issues panel", async ({ page, signUp }) => {
  await signUp();
  for (const path of MEMBER_PAGES)
    expect({ path, issues: await issuesOf(page, path) }).toEqual({ path, issues: [] });
});
