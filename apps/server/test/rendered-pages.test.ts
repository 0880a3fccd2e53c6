import { rmSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@scalemsp/db/testing";
import { BRAND_DEFAULTS, SITE_INPUTS_ELEMENT_ID, type SiteInputs } from "@scalemsp/validators";
import { IMAGE_UPLOAD_PATH } from "../src/http/images";
import { fakeBuild } from "./fake-web-build";
import { TestClient, multipart, signInNewUser, startTestApp, type TestApp } from "./helpers";

const logoPng = () =>
  sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();

/** The site inputs a page was rendered with, as the app reads them. */
const inputsIn = (html: string): SiteInputs | undefined => {
  const json = new RegExp(
    `<script type="application/json" id="${SITE_INPUTS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as SiteInputs);
};

/** Every page a visitor may open without signing in, the not-found page among them. */
const PAGES = ["/", "/services", "/pricing", "/guides", "/auth", "/no-such-page"];

describe.each(testBackends())("public pages rendered from the coach's settings on %s", (backend) => {
  let t: TestApp;
  let admin: TestClient;
  let dist: string;
  const visitor = () => new TestClient(t.app, "10.66.0.1");

  beforeAll(async () => {
    dist = fakeBuild();
    t = await startTestApp(backend, { webDistDir: dist, publicOrigin: "https://coach.example" });
    admin = (await signInNewUser(t, { role: "admin" })).client;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("renders a new brand name on the next page, everywhere the page names it, and in no other name", async () => {
    expect((await visitor().get("/services")).body).toContain(`<header>${BRAND_DEFAULTS.product}</header>`);
    expect((await admin.patch("/api/admin/settings", { product: "Northwind & Co" })).statusCode).toBe(200);
    try {
      for (const url of PAGES) {
        const page = (await visitor().get(url)).body;
        // Rendered, escaped as HTML; and the same in the inputs the app starts from.
        expect(page, url).toMatch(/Northwind &(amp|#38);/);
        expect(inputsIn(page)?.brand.product, url).toBe("Northwind & Co");
        // One brand: nothing of the default is left in the page.
        expect(page, url).not.toContain(BRAND_DEFAULTS.product);
        expect(page, url).not.toMatch(/[\uE000-\uF8FF]/);
      }
      expect((await visitor().get("/services")).body).toContain(
        "<title>Services | Northwind &amp; Co</title>",
      );
      // The app shell, which the browser renders, names the brand in its title.
      expect((await visitor().get("/auth")).body).toContain("<title>Northwind &#38; Co</title>");
      // A signed-in page's skeleton, painted before the code runs, names it in its header.
      const shell = (await admin.get("/courses")).body;
      expect(shell).toContain("<header>Northwind &amp; Co</header>courses skeleton");
      expect(shell).not.toContain(BRAND_DEFAULTS.product);
    } finally {
      await admin.patch("/api/admin/settings", { product: null });
    }
    expect((await visitor().get("/services")).body).toContain(`<header>${BRAND_DEFAULTS.product}</header>`);
  });

  it("renders a new logo on the next page", async () => {
    const body = multipart([{ filename: "logo.png", content: await logoPng() }]);
    const uploaded = await t.app.inject({
      method: "POST",
      url: `${IMAGE_UPLOAD_PATH}?purpose=logo`,
      payload: body.payload,
      headers: { "content-type": body.contentType, cookie: admin.cookie ?? "" },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url: logo } = uploaded.json<{ url: string }>();
    expect((await visitor().get("/")).body).not.toContain(logo);

    expect((await admin.patch("/api/admin/settings/images", { logo })).statusCode).toBe(200);
    try {
      const page = (await visitor().get("/")).body;
      expect(page).toContain(`<header><img src="${logo}">`);
      expect(inputsIn(page)?.images.logo).toBe(logo);
    } finally {
      await admin.patch("/api/admin/settings/images", { logo: null });
    }
    expect((await visitor().get("/")).body).not.toContain(logo);
  });

  it("renders a footer link and the guides' gate the admin sets on the next page", async () => {
    expect(
      (await admin.patch("/api/admin/settings", { youtubeUrl: "https://youtube.example/@coach" })).statusCode,
    ).toBe(200);
    expect((await admin.patch("/api/admin/settings", { guidesEmailGate: true })).statusCode).toBe(200);
    try {
      const page = (await visitor().get("/")).body;
      expect(page).toContain('<a data-link="youtubeUrl" href="https://youtube.example/@coach">');
      expect(page).toContain('<a href="/guides">gated</a>');
      expect(inputsIn(page)?.site).toMatchObject({
        links: { youtubeUrl: "https://youtube.example/@coach" },
        guidesEmailGate: true,
      });
    } finally {
      await admin.patch("/api/admin/settings", { youtubeUrl: null, guidesEmailGate: false });
    }
    const page = (await visitor().get("/")).body;
    expect(page).not.toContain("youtube.example");
    expect(page).not.toContain("gated");
  });

  it("renders the canonical origin into the page and hands it to the app, and the 404 page with its status", async () => {
    const page = (await visitor().get("/services")).body;
    expect(page).toContain('<link rel="canonical" href="https://coach.example/services">');
    expect(inputsIn(page)?.origin).toBe("https://coach.example");
    const missing = await visitor().get("/no-such-page");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("404 Page Not Found");
    expect(missing.body).toContain(`<title>Page Not Found | ${BRAND_DEFAULTS.product}</title>`);
  });
});
