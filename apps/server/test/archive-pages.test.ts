import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings, campaigns } from "@scalemsp/db";
import { ARCHIVE_TEXTS, BRAND_DEFAULTS, FIRST_READS_ELEMENT_ID, LEGAL_PAGES } from "@scalemsp/validators";
import { findRepoRoot } from "../src/config";
import { startTestApp, type TestApp } from "./helpers";

/** The real build of the web app (`pnpm build`): these pages are the app's, rendered by its renderer. */
const webDist = path.join(findRepoRoot(), "apps/web/dist");
const ORIGIN = "https://coach.example";
const NOT_FOUND_TEXT = "Page Not Found";

/** The reads a page carries for the app's first render. */
function readsIn(html: string): { path: string; input?: unknown; data: unknown }[] {
  const json = new RegExp(
    `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  return json === undefined ? [] : (JSON.parse(json) as { path: string; data: unknown }[]);
}

describe("the legal pages and the newsletter archive, pages of the app rendered with their data", () => {
  let t: TestApp;
  // Without a browser: what a search engine or a visitor without JavaScript gets.
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { host: "coach.example" } });

  beforeAll(async () => {
    t = await startTestApp(
      "pglite",
      { webDistDir: webDist, publicOrigin: ORIGIN },
      { siteContentRevalidateMs: 0 },
    );
    const sentAt = new Date("2026-11-20T09:00:00Z");
    await t.db.insert(campaigns).values([
      {
        subject: "Growth, week 12",
        slug: "growth-week-12",
        body: "Three numbers **matter**.\n\nSee [our services](/services) and <script>alert(1)</script>.",
        status: "sent",
        sentAt,
      },
      { subject: "Not yet", slug: "not-yet", body: "A draft.", status: "draft" },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("renders /privacy and /terms in the site's frame with the admin's text, and again after an edit", async () => {
    for (const page of Object.values(LEGAL_PAGES)) {
      const res = await get(page.path);
      expect(res.statusCode, page.path).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      // The site's header and footer, the page's title, and the text itself.
      expect(res.body).toContain("Skip to main content");
      expect(res.body).toContain(`>${page.title}</h1>`);
      expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}${page.path}"`);
    }
    expect((await get("/privacy")).body).toContain(BRAND_DEFAULTS.product);
    expect((await get("/terms")).body).toContain(BRAND_DEFAULTS.email);

    await t.db
      .insert(appSettings)
      .values({ key: "site.privacyText", value: "## Our promise\n\nWe keep **little**." });
    const edited = await get("/privacy");
    expect(edited.body).toContain("<h2>Our promise</h2>");
    expect(edited.body).toContain("<strong>little</strong>");
    // The answer it was rendered with, for the app's first render.
    expect(readsIn(edited.body).find((read) => read.path === "legal.privacy")?.data).toMatchObject({
      title: "Privacy Policy",
    });
  });

  it("renders /newsletter with the sent issues, each linking to its page, and no draft", async () => {
    const res = await get("/newsletter");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`>${ARCHIVE_TEXTS.pageTitle}</h1>`);
    expect(res.body).toContain('href="/newsletter/growth-week-12"');
    expect(res.body).toContain("Growth, week 12");
    expect(res.body).toMatch(/datetime="2026-11-20T09:00:00.000Z">Nov 20, 2026</i);
    expect(res.body).not.toContain("Not yet");
  });

  it("renders an issue's page by its slug, its HTML sanitized and its links as written", async () => {
    const res = await get("/newsletter/growth-week-12");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(">Growth, week 12</h1>");
    expect(res.body).toContain("Three numbers <strong>matter</strong>.");
    expect(res.body).toContain('<a href="/services">our services</a>');
    expect(res.body).not.toContain("<script>alert");
    expect(res.body).toContain('href="/newsletter"');
    expect(res.body).toContain("Skip to main content");
    // Read by the slug: the app's first render finds it under the same input.
    expect(readsIn(res.body)).toEqual([
      expect.objectContaining({ path: "newsletter.issue", input: { slug: "growth-week-12" } }),
    ]);
  });

  it("renders an issue off the request thread, one at a time per visitor; the rest go with the reads for the app", async () => {
    const from = (address: string) =>
      t.app.inject({
        method: "GET",
        url: "/newsletter/growth-week-12",
        headers: { host: "coach.example" },
        remoteAddress: address,
      });
    const pages = await Promise.all(Array.from({ length: 8 }, () => from("203.0.113.7")));
    const rendered = (html: string) => html.includes(">Growth, week 12</h1>");
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(readsIn(page.body)).toEqual([expect.objectContaining({ path: "newsletter.issue" })]);
    }
    expect(pages.filter((page) => rendered(page.body)).length).toBeGreaterThanOrEqual(1);
    // Another visitor, and the same one once the render is done, get the rendered page.
    expect(rendered((await from("198.51.100.9")).body)).toBe(true);
    expect(rendered((await from("203.0.113.7")).body)).toBe(true);
  });

  it("answers the site's 404 page for a slug that names no sent issue, a draft's, or one too long", async () => {
    for (const url of [
      "/newsletter/no-such-issue",
      "/newsletter/not-yet",
      `/newsletter/${"x".repeat(300)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(NOT_FOUND_TEXT);
      expect(res.body, url).not.toContain("Not yet");
    }
  });

  it("lists the archive, its issues and the legal pages in sitemap.xml", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    for (const page of ["/newsletter", "/newsletter/growth-week-12", "/privacy", "/terms"]) {
      expect(sitemap).toContain(`<loc>${ORIGIN}${page}</loc>`);
    }
    expect(sitemap).not.toContain("not-yet");
  });
});
