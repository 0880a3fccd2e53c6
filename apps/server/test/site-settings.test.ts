import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, guideDownloads, newsletterSubscriptions } from "@scalemsp/db";
import { createResource } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import {
  BRAND_DEFAULTS,
  SITE_SETTINGS_MESSAGES,
  defaultPrivacyText,
  defaultTermsText,
} from "@scalemsp/validators";
import { fakeBuild } from "./fake-web-build";
import {
  TestClient,
  signInNewUser,
  startTestApp,
  uniqueEmail,
  type SignedInMember,
  type TestApp,
} from "./helpers";

const ORIGIN = "https://coach.example";

interface Guides {
  emailGate: boolean;
  guides: { id: number; title: string; fileUrl: string | null; fileName: string }[];
}

describe.each(testBackends())("footer links, legal pages and the free guides on %s", (backend) => {
  let t: TestApp;
  let admin: SignedInMember;
  let dist: string;
  const visitor = () => new TestClient(t.app, "10.77.0.1");
  const patch = (body: unknown) => admin.client.patch("/api/admin/settings", body);

  beforeAll(async () => {
    dist = fakeBuild();
    t = await startTestApp(backend, { publicOrigin: ORIGIN, webDistDir: dist });
    admin = await signInNewUser(t, { role: "admin" });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  describe("footer links", () => {
    it("are unset until the admin names them, and the pages carry them once set", async () => {
      const initial = (await admin.client.get("/api/admin/settings")).json();
      expect(initial).toMatchObject({ podcastUrl: null, linkedinUrl: null, guidesEmailGate: false });
      expect((await visitor().get("/services")).body).not.toContain('data-link="podcastUrl"');

      const res = await patch({
        podcastUrl: " https://podcast.example/show ",
        linkedinUrl: "https://linkedin.com/in/coach",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        podcastUrl: "https://podcast.example/show",
        linkedinUrl: "https://linkedin.com/in/coach",
        webinarsUrl: null,
      });
      // The next page is rendered with them (fake-web-build.ts's renderer draws the footer's links).
      const page = (await visitor().get("/services")).body;
      expect(page).toContain('<a data-link="podcastUrl" href="https://podcast.example/show">');
      expect(page).toContain('<a data-link="linkedinUrl" href="https://linkedin.com/in/coach">');

      // Cleared: the footer hides the link again.
      expect((await patch({ podcastUrl: null, linkedinUrl: null })).json()).toMatchObject({
        podcastUrl: null,
        linkedinUrl: null,
      });
      expect((await visitor().get("/services")).body).not.toContain('data-link="podcastUrl"');
    });

    it.each([["javascript:alert(1)"], ["ftp://files.example/show"], ["podcast.example"], ["https://"], [""]])(
      "refuses %j as a link with its message",
      async (url) => {
        const res = await patch({ webinarsUrl: url });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.webinarsUrl).toBe(SITE_SETTINGS_MESSAGES.urlInvalid);
      },
    );
  });

  describe("/privacy and /terms", () => {
    const legal = async (page: "privacy" | "terms") => {
      const rest = await visitor().get(`/api/legal/${page}`);
      expect(rest.statusCode).toBe(200);
      // The same answer over tRPC, as the page's first read.
      const trpc = await visitor().get(`/trpc/legal.${page}`);
      expect(trpc.statusCode).toBe(200);
      expect(trpc.json().result.data).toEqual(rest.json());
      return rest.json<{ title: string; html: string }>();
    };

    it("read a default naming the brand, then the admin's text, sanitized, for anyone, over REST and tRPC", async () => {
      const privacy = await legal("privacy");
      expect(privacy.title).toBe("Privacy Policy");
      expect(privacy.html).toContain(`${BRAND_DEFAULTS.product} ("we")`);
      const terms = await legal("terms");
      expect(terms.title).toBe("Terms of Service");
      expect(terms.html).toContain(BRAND_DEFAULTS.email);

      const settings = (await admin.client.get("/api/admin/settings")).json();
      expect(settings.privacyText).toBe(defaultPrivacyText(BRAND_DEFAULTS));
      expect(settings.defaults.termsText).toBe(defaultTermsText(BRAND_DEFAULTS));

      const saved = await patch({
        privacyText:
          "## Our promise\n\nWe keep **little**. <script>alert(1)</script>[x](javascript:alert(1)) [home](/about)",
      });
      expect(saved.statusCode).toBe(200);
      const edited = (await legal("privacy")).html;
      expect(edited).toContain("<h2>Our promise</h2>");
      expect(edited).toContain("<strong>little</strong>");
      expect(edited).not.toContain("<script>alert");
      expect(edited).not.toContain("javascript:");
      // A link within the site stays relative.
      expect(edited).toContain('<a href="/about">home</a>');

      expect((await patch({ privacyText: null })).json().privacyText).toBe(
        defaultPrivacyText(BRAND_DEFAULTS),
      );
      expect((await legal("privacy")).html).not.toContain("Our promise");
    });

    it("are documented as REST reads", async () => {
      const paths = (await visitor().get("/api/openapi.json")).json().paths;
      expect(paths["/api/legal/privacy"]?.get).toBeDefined();
      expect(paths["/api/legal/terms"]?.get).toBeDefined();
    });

    it("refuses an empty text", async () => {
      const res = await patch({ termsText: "   " });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.termsText).toBe(SITE_SETTINGS_MESSAGES.legalTextRequired);
    });
  });

  describe("free guides and the e-mail gate", () => {
    it("lists the active free guides with their files while the gate is off", async () => {
      const db = t.database.handle.db;
      const free = await createResource(db, { title: "Free pricing guide" });
      const paid = await createResource(db, { title: "Pro playbook", accessLevel: "pro" });
      const hidden = await createResource(db, { title: "Old guide", isActive: false });
      const res = await visitor().get("/api/guides");
      expect(res.statusCode).toBe(200);
      const body = res.json<Guides>();
      expect(body.emailGate).toBe(false);
      const ids = body.guides.map((guide) => guide.id);
      expect(ids).toContain(free.id);
      expect(ids).not.toContain(paid.id);
      expect(ids).not.toContain(hidden.id);
      expect(body.guides.find((guide) => guide.id === free.id)?.fileUrl).toBe(free.fileUrl);
    });

    it("while on, leaves the files out and hands one over for an address, the newsletter only with consent", async () => {
      const db = t.database.handle.db;
      const guide = await createResource(db, { title: "Gated guide" });
      const paid = await createResource(db, { title: "Gated paid", accessLevel: "basic" });
      expect((await patch({ guidesEmailGate: true })).json().guidesEmailGate).toBe(true);
      // Rendered with the gate on, and the app starts from it too.
      const rendered = (await visitor().get("/services")).body;
      expect(rendered).toContain('<a href="/guides">gated</a>');
      expect(rendered).toContain('"guidesEmailGate":true');

      const list = (await visitor().get("/api/guides")).json<Guides>();
      expect(list.emailGate).toBe(true);
      expect(list.guides.every((item) => item.fileUrl === null)).toBe(true);

      const without = uniqueEmail("reader");
      const first = await visitor().post(`/api/guides/${guide.id}/download`, { email: without });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ fileUrl: guide.fileUrl, fileName: guide.fileName });
      const withConsent = uniqueEmail("subscriber");
      const second = await visitor().post(`/api/guides/${guide.id}/download`, {
        email: withConsent,
        newsletterConsent: true,
      });
      expect(second.statusCode).toBe(200);

      const leads = await db.select().from(guideDownloads).where(eq(guideDownloads.resourceId, guide.id));
      expect(leads.map((lead) => [lead.email, lead.newsletterConsent]).sort()).toEqual(
        [
          [without, false],
          [withConsent, true],
        ].sort(),
      );
      const subscribed = await db.select().from(newsletterSubscriptions);
      expect(subscribed.map((row) => row.email)).toContain(withConsent);
      expect(subscribed.map((row) => row.email)).not.toContain(without);

      // The admin sees them under Leads, newest first; a member does not.
      const page = await admin.client.get("/api/admin/guide-downloads?pageSize=100");
      expect(page.statusCode).toBe(200);
      expect(page.json().items[0]).toMatchObject({
        email: withConsent,
        guide: "Gated guide",
        newsletterConsent: true,
      });
      const member = await signInNewUser(t);
      expect((await member.client.get("/api/admin/guide-downloads")).statusCode).toBe(403);

      // Only an active free guide is handed out; a bad address is a 400.
      const locked = await visitor().post(`/api/guides/${paid.id}/download`, { email: without });
      expect(locked.statusCode).toBe(404);
      expect(locked.json().message).toBe(SITE_SETTINGS_MESSAGES.guideNotFound);
      const bad = await visitor().post(`/api/guides/${guide.id}/download`, { email: "nobody" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.email).toBeDefined();
      const odd = await visitor().post(`/api/guides/${guide.id}/download`, {
        email: without,
        newsletterConsent: "yes",
      });
      expect(odd.statusCode).toBe(400);

      expect((await patch({ guidesEmailGate: false })).json().guidesEmailGate).toBe(false);
      expect(
        (await visitor().get("/api/guides")).json<Guides>().guides.every((item) => item.fileUrl !== null),
      ).toBe(true);
    });
  });
});
