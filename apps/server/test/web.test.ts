import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings } from "@scalemsp/db";
import { BRAND_DEFAULTS, SITE_INPUTS_ELEMENT_ID } from "@scalemsp/validators";
import { PAGE_ONLY_SCRIPT, fakeBuild } from "./fake-web-build";
import { startTestApp, type TestApp } from "./helpers";

describe("serving the web app, its public pages rendered by its own renderer", () => {
  let dist: string;
  let t: TestApp;
  let withOrigin: TestApp;
  let branded: TestApp;

  beforeAll(async () => {
    dist = fakeBuild();
    t = await startTestApp("pglite", { webDistDir: dist, allowedHosts: ["localhost", "site.test"] });
    withOrigin = await startTestApp("pglite", {
      webDistDir: dist,
      publicOrigin: "https://coach.example.com",
    });
    // Asks the database at every page, as a change made through another app server shows
    // once the revalidation time has passed.
    branded = await startTestApp(
      "pglite",
      { webDistDir: dist, brand: { ...BRAND_DEFAULTS, product: "Northwind Coaching" } },
      { siteContentRevalidateMs: 0 },
    );
  });
  afterAll(async () => {
    await t?.close();
    await withOrigin?.close();
    await branded?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (app: TestApp, url: string) =>
    app.app.inject({ method: "GET", url, headers: { host: "site.test" } });
  const siteInputsIn = (html: string): unknown =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${SITE_INPUTS_ELEMENT_ID}">(.*?)</script>`).exec(
        html,
      )?.[1] ?? "null",
    );

  it("renders each public page, sends the app shell elsewhere, and renders the 404 page with status 404", async () => {
    expect((await get(t, "/")).body).toContain("home page");
    expect((await get(t, "/services")).body).toContain("services page");
    expect((await get(t, "/services/")).body).toContain("services page");
    const auth = await get(t, "/auth");
    expect(auth.statusCode).toBe(200);
    expect(auth.body).toContain("app shell");
    const missing = await get(t, "/no-such-page");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("404 Page Not Found");
    expect(missing.headers["content-type"]).toContain("text/html");
  });

  it("renders the canonical origin: the request's host on the configured port, or PUBLIC_ORIGIN when set", async () => {
    expect((await get(t, "/services")).body).toContain(
      '<link rel="canonical" href="http://site.test:3000/services">',
    );
    expect((await get(withOrigin, "/services")).body).toContain(
      '<link rel="canonical" href="https://coach.example.com/services">',
    );
    const robots = await get(t, "/robots.txt");
    expect(robots.headers["content-type"]).toContain("text/plain");
    expect(robots.body).toContain("Sitemap: http://site.test:3000/sitemap.xml");
    const sitemap = await get(withOrigin, "/sitemap.xml");
    expect(sitemap.headers["content-type"]).toContain("xml");
    expect(sitemap.body).toContain("<loc>https://coach.example.com/services</loc>");
    // Only the pages open to search engines.
    expect(sitemap.body).not.toContain("/404");
    // Every location is a full address at the canonical origin.
    expect(sitemap.body.match(/<loc>(?!https:\/\/coach\.example\.com\/)/g)).toBeNull();
  });

  it("serves assets as files, but pages only through their paths", async () => {
    const asset = await get(t, "/assets/app-1234.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await get(t, "/index.html")).statusCode).toBe(404);
    expect((await get(t, "/services/index.html")).statusCode).toBe(404);
  });

  it("allows the pages' inline script by its hash", async () => {
    const res = await get(t, "/");
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
  });

  it("allows by its hash an inline script that only some public page's frame carries, on every page", async () => {
    const hash = `'sha256-${createHash("sha256").update(PAGE_ONLY_SCRIPT).digest("base64")}'`;
    for (const url of ["/", "/services", "/auth"]) {
      const scriptSrc = /script-src ([^;]*)/.exec(
        String((await get(t, url)).headers["content-security-policy"]),
      );
      expect(scriptSrc?.[1]?.split(" ")).toContain(hash);
    }
  });

  it("renders the configured brand, and the admin's stored brand from the next page on", async () => {
    const page = async () => (await get(branded, "/services")).body;
    expect(await page()).toContain(`services page by Northwind Coaching, ${BRAND_DEFAULTS.email}`);
    expect(await page()).toContain("<title>Services | Northwind Coaching</title>");
    // The app starts from the same inputs the page was rendered with.
    expect(siteInputsIn(await page())).toMatchObject({
      brand: { product: "Northwind Coaching" },
      origin: "http://localhost:3000",
    });
    // The app shell, rendered in the browser, names the brand in its title and starts from it too.
    const shell = (await get(branded, "/auth")).body;
    expect(shell).toContain("<title>Northwind Coaching</title>");
    expect(siteInputsIn(shell)).toMatchObject({ brand: { product: "Northwind Coaching" } });

    await branded.database.handle.db
      .insert(appSettings)
      .values({ key: "brand.email", value: "team@northwind.example" });
    expect(await page()).toContain("services page by Northwind Coaching, team@northwind.example");
  });

  it("shows exactly one brand on a page, and no private-use characters", async () => {
    for (const url of ["/", "/services", "/pricing", "/guides", "/auth", "/no-such-page"]) {
      const body = (await get(branded, url)).body;
      expect(body, url).toContain("Northwind Coaching");
      expect(body, url).not.toContain(BRAND_DEFAULTS.product);
      expect(body, url).not.toMatch(/[\uE000-\uF8FF]/);
    }
  });
});
