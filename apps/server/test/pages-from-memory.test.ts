import { rmSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BRAND_DEFAULTS,
  DEFAULT_PLAN_TEXTS,
  FIRST_READS_ELEMENT_ID,
  type PlanLevel,
} from "@scalemsp/validators";
import { startTestServer, type TestServer } from "../src/testing";
import { fakeBuild } from "./fake-web-build";
import { signInNewUser, startTestApp, type TestApp } from "./helpers";

describe("pages from memory", () => {
  let dist: string;
  let t: TestApp;
  /** A second app server on the same database, asking it at every page. */
  let other: TestServer;

  beforeAll(async () => {
    dist = fakeBuild();
    t = await startTestApp("pglite", { webDistDir: dist });
    other = await startTestServer({
      database: t.database.handle,
      config: { webDistDir: dist },
      siteContentRevalidateMs: 0,
    });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (app: TestApp | TestServer, url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: "GET", url, headers: { host: "localhost", ...headers } });

  it("shows a brand change made through the admin's settings on the very next page, here and on another server", async () => {
    expect((await get(t, "/services")).body).toContain("services page by ScaleMSP");
    expect((await get(other, "/services")).body).toContain("services page by ScaleMSP");
    const etagBefore = (await get(t, "/services")).headers.etag;

    const admin = await signInNewUser(t, { role: "admin" });
    const changed = await admin.client.patch("/api/admin/settings", { product: "Northwind Coaching" });
    expect(changed.statusCode).toBe(200);

    const after = await get(t, "/services");
    expect(after.body).toContain("services page by Northwind Coaching");
    expect(after.headers.etag).not.toBe(etagBefore);
    // Compressed copies are made again too, not kept from before.
    const br = await get(t, "/services", { "accept-encoding": "br" });
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("Northwind Coaching");
    expect((await get(other, "/services")).body).toContain("services page by Northwind Coaching");

    await admin.client.patch("/api/admin/settings", { product: null });
    expect((await get(t, "/services")).body).toContain("services page by ScaleMSP");
  });

  it("renders /pricing with plans sold online where Stripe is configured (contract §16)", async () => {
    const firstReads = (body: string) =>
      JSON.parse(
        new RegExp(`<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">(.*?)</script>`).exec(
          body,
        )?.[1] ?? "null",
      ) as { path: string; data: { onlinePayment: boolean } }[];
    expect(firstReads((await get(t, "/pricing")).body)[0]?.data.onlinePayment).toBe(false);
    const selling = await startTestServer({
      database: t.database.handle,
      config: {
        webDistDir: dist,
        // Nothing calls Stripe to render a page: the address answers nothing.
        billing: { secretKey: "sk_test_pages", webhookSecret: "whsec_pages", apiUrl: "http://127.0.0.1:9" },
      },
      siteContentRevalidateMs: 0,
    });
    try {
      expect(firstReads((await get(selling, "/pricing")).body)[0]?.data.onlinePayment).toBe(true);
    } finally {
      await selling.close();
    }
  });

  it("renders /pricing and /guides with the coach's plans and free guides, again after an admin change, here and on another server", async () => {
    const pricing = await get(t, "/pricing");
    expect(pricing.body).toContain(`<li>${DEFAULT_PLAN_TEXTS.basic.name}</li>`);
    expect(pricing.body).not.toContain("default plans");
    // The data it was rendered with, for the app's first render: JSON, never run.
    const data = new RegExp(
      `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">(.*?)</script>`,
    ).exec(pricing.body)?.[1];
    expect(JSON.parse(data ?? "null")).toEqual([
      {
        path: "plans.list",
        data: { plans: expect.any(Array) as unknown, onlinePayment: false, paymentGraceDays: 7 },
      },
    ]);

    const admin = await signInNewUser(t, { role: "admin" });
    const plans = (await admin.client.get("/api/plans")).json() as {
      plans: ({ level: PlanLevel; courseLevels: unknown } & Record<string, unknown>)[];
    };
    const body = {
      plans: Object.fromEntries(
        plans.plans.map(({ level, courseLevels: _, ...plan }) => [
          level,
          level === "basic" ? { ...plan, name: "Starter </script><b>" } : plan,
        ]),
      ),
    };
    expect((await admin.client.request("PUT", "/api/admin/plans", { body })).statusCode).toBe(200);
    const changed = (await get(t, "/pricing")).body;
    expect(changed).toContain("<li>Starter &lt;/script&gt;&lt;b&gt;</li>");
    // The name cannot end the JSON's element early.
    expect(changed).toContain("Starter \\u003c/script>\\u003cb>");
    expect((await get(other, "/pricing")).body).toContain("<li>Starter ");

    expect((await get(t, "/guides")).body).not.toContain("Pricing Playbook");
    const created = await admin.client.post("/api/admin/resources", {
      title: "Pricing Playbook",
      description: "How to price managed services.",
      type: "template",
      accessLevel: "free",
      featured: false,
      fileUrl: "/uploads/abcdefghijklmnop2345.docx",
      fileName: "pricing-playbook.docx",
      categoryId: null,
      isActive: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const guides = (await get(t, "/guides")).body;
    expect(guides).toContain("<li>Pricing Playbook</li>");
    expect(guides).not.toContain("guides loading");
    expect((await get(other, "/guides")).body).toContain("<li>Pricing Playbook</li>");

    const { id } = created.json() as { id: number };
    await admin.client.patch(`/api/admin/resources/${id}`, { isActive: false });
    expect((await get(t, "/guides")).body).not.toContain("Pricing Playbook");
    await admin.client.request("PUT", "/api/admin/plans", {
      body: {
        plans: Object.fromEntries(plans.plans.map(({ level, courseLevels: _, ...plan }) => [level, plan])),
      },
    });
  });

  it("renders the default product name in a plan's text as typed, beside another brand on /pricing", async () => {
    const admin = await signInNewUser(t, { role: "admin" });
    const plans = (await admin.client.get("/api/plans")).json() as {
      plans: ({ level: PlanLevel; courseLevels: unknown } & Record<string, unknown>)[];
    };
    const typed = `Everything in ${BRAND_DEFAULTS.product} Basic, call ${BRAND_DEFAULTS.phone} or ${BRAND_DEFAULTS.email}`;
    const withPlans = (
      change: (plan: Record<string, unknown>, level: PlanLevel) => Record<string, unknown>,
    ) => ({
      plans: Object.fromEntries(
        plans.plans.map(({ level, courseLevels: _, ...plan }) => [level, change(plan, level)]),
      ),
    });
    const put = (body: unknown) => admin.client.request("PUT", "/api/admin/plans", { body });
    expect(
      (await put(withPlans((plan, level) => (level === "basic" ? { ...plan, support: typed } : plan))))
        .statusCode,
    ).toBe(200);
    try {
      const before = (await get(t, "/pricing")).body;
      expect(before).toContain(`<p>${typed}</p>`);

      expect(
        (await admin.client.patch("/api/admin/settings", { product: "Northwind Coaching" })).statusCode,
      ).toBe(200);
      const page = (await get(t, "/pricing")).body;
      expect(page).toContain("<header>Northwind Coaching</header>");
      expect(page).toContain(`<p>${typed}</p>`);
      expect(page).not.toMatch(/[\uE000-\uF8FF]/);
      // The app reads the same text from the page's first reads and renders it the same.
      const data = new RegExp(
        `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">(.*?)</script>`,
      ).exec(page)?.[1];
      expect(data).toContain(typed);
    } finally {
      await admin.client.patch("/api/admin/settings", { product: null });
      await put(withPlans((plan) => plan));
    }
  });

  it("answers 304 to a client holding the page, and the page again once it changed", async () => {
    const first = await get(t, "/");
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");

    const again = await get(t, "/", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    // The tag names the page whatever its encoding.
    expect((await get(t, "/", { "if-none-match": etag, "accept-encoding": "br" })).statusCode).toBe(304);
    expect((await get(t, "/", { "if-none-match": 'W/"other"' })).statusCode).toBe(200);

    const admin = await signInNewUser(t, { role: "admin" });
    await admin.client.patch("/api/admin/settings", { email: "team@northwind.example" });
    const changed = await get(t, "/", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await admin.client.patch("/api/admin/settings", { email: null });
  });

  it("sends each encoding the client asks for, the same page in each", async () => {
    const plain = await get(t, "/services");
    const br = await get(t, "/services", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(t, "/services", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it("keeps a 404 a 404, with no 304 for it", async () => {
    const missing = await get(t, "/no-such-page");
    expect(missing.statusCode).toBe(404);
    const again = await get(t, "/no-such-page", { "if-none-match": missing.headers.etag as string });
    expect(again.statusCode).toBe(404);
  });

  it("answers 304 for the site files and the built files too", async () => {
    for (const file of ["/robots.txt", "/sitemap.xml", "/assets/app-1234.js"]) {
      const first = await get(t, file);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag, file).toBeTruthy();
      const again = await get(t, file, { "if-none-match": first.headers.etag as string });
      expect(again.statusCode, file).toBe(304);
    }
  });
});
