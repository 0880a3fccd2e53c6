import { rmSync } from "node:fs";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { emailOutbox, eq, newsletterSubscriptions } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { CAMPAIGN_MESSAGES } from "@scalemsp/validators";
import { TestClient, startTestApp, uniqueEmail, type TestApp } from "../helpers";
import { startSmtpSink, type SmtpSink } from "../email/smtp-sink";
import { fakeBuild } from "../fake-web-build";

interface Campaign {
  id: number;
  subject: string;
  slug: string;
  status: string;
  scheduledAt: string | null;
  sentAt: string | null;
  counts: { recipients: number; sent: number; failed: number };
}

const ORIGIN = "https://coach.example.com";

/** A header as it was sent (mailparser turns the List-* headers into objects). */
const rawHeader = (message: ParsedMail, name: string) =>
  message.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim();

describe.each(testBackends())("newsletter issues on %s", (backend) => {
  let sink: SmtpSink;
  let t: TestApp;
  let admin: TestClient;
  const adminEmail = uniqueEmail("coach");
  let ip = 0;
  const visitor = () => new TestClient(t.app, `10.88.1.${++ip}`);
  const subscribers: string[] = [];
  let dist: string;

  const copiesTo = (email: string) =>
    sink.messages.filter((m) => m.to && "text" in m.to && m.to.text.includes(email));

  const draft = async (subject: string, body = "Hello **readers**.\n\n- one\n- two") => {
    const response = await admin.post("/api/admin/campaigns", { subject, body });
    expect(response.statusCode).toBe(201);
    return response.json<Campaign>();
  };

  const campaign = async (id: number) => (await admin.get(`/api/admin/campaigns/${id}`)).json<Campaign>();

  beforeAll(async () => {
    sink = await startSmtpSink();
    // A built site: its public pages are in the sitemap the archive joins.
    dist = fakeBuild();
    t = await startTestApp(backend, { publicOrigin: ORIGIN, webDistDir: dist }, { mail: { url: sink.url } });
    await ensureAdmin(t.db, adminEmail, "Sup3rSecret");
    admin = new TestClient(t.app, "10.88.0.1");
    expect((await admin.post("/api/login", { email: adminEmail, password: "Sup3rSecret" })).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 4; i++) {
      const email = uniqueEmail("reader");
      subscribers.push(email);
      expect((await visitor().post("/api/newsletter", { email })).statusCode).toBe(200);
    }
    // One who left: gets nothing.
    const gone = uniqueEmail("gone");
    await visitor().post("/api/newsletter", { email: gone });
    await t.db
      .update(newsletterSubscriptions)
      .set({ status: "unsubscribed" })
      .where(eq(newsletterSubscriptions.email, gone));
    await sink.waitFor(5); // the welcomes
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("keeps issues for admins only and refuses bad input with the field's message", async () => {
    expect((await visitor().get("/api/admin/campaigns")).statusCode).toBe(401);
    const empty = await admin.post("/api/admin/campaigns", { subject: " ", body: "" });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(CAMPAIGN_MESSAGES.subjectRequired);
    const badSlug = await admin.post("/api/admin/campaigns", { subject: "A", body: "B", slug: "Not A Slug" });
    expect(badSlug.statusCode).toBe(400);
    expect(JSON.stringify(badSlug.json())).toContain(CAMPAIGN_MESSAGES.slugInvalid);
    expect((await admin.get("/api/admin/campaigns/999999")).statusCode).toBe(404);
  });

  it("writes a draft with a slug from the subject, numbered when taken, and edits it", async () => {
    const first = await draft("Pricing your services: part 1");
    expect(first).toMatchObject({ status: "draft", slug: "pricing-your-services-part-1" });
    expect(first.counts).toEqual({ recipients: 0, sent: 0, failed: 0 });
    const second = await draft("Pricing your services: part 1");
    expect(second.slug).toBe("pricing-your-services-part-1-2");
    const taken = await admin.patch(`/api/admin/campaigns/${second.id}`, { slug: first.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: CAMPAIGN_MESSAGES.slugTaken });
    const edited = await admin.patch(`/api/admin/campaigns/${second.id}`, {
      subject: "Pricing, part 2",
      slug: "pricing-part-2",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ subject: "Pricing, part 2", slug: "pricing-part-2" });
    const list = (await admin.get("/api/admin/campaigns")).json<Campaign[]>();
    expect(list.map((c) => c.id).slice(0, 2)).toEqual([second.id, first.id]);
  });

  it("previews the form's Markdown in the e-mail's template, sanitized", async () => {
    const response = await admin.post("/api/admin/campaigns/preview", {
      subject: "Preview",
      body: "## Numbers\n\n[Read more](https://example.com) <script>alert(1)</script><img src=https://x.example/a.png>",
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json<{ subject: string; html: string; text: string }>();
    expect(preview.subject).toBe("Preview");
    expect(preview.html).toContain("Numbers</h2>");
    expect(preview.html).toContain('href="https://example.com"');
    expect(preview.html).not.toContain("<script");
    expect(preview.html).not.toContain("<img");
    expect(preview.text).toContain("Springfield");
  });

  it("sends a test copy to the calling admin alone, which counts for nothing", async () => {
    const issue = await draft("Test me");
    expect((await admin.post(`/api/admin/campaigns/${issue.id}/test`)).statusCode).toBe(204);
    await expect.poll(() => copiesTo(adminEmail).length, { timeout: 15_000 }).toBe(1);
    const [copy] = copiesTo(adminEmail);
    expect(copy!.subject).toBe("Test me");
    expect(copy!.text).toContain("test copy");
    expect(rawHeader(copy!, "list-unsubscribe")).toBeUndefined();
    for (const email of subscribers)
      expect(copiesTo(email).filter((m) => m.subject === "Test me")).toHaveLength(0);
    expect((await campaign(issue.id)).status).toBe("draft");
    expect((await campaign(issue.id)).counts.recipients).toBe(0);
  });

  it("makes an issue's links to the site absolute on the canonical origin in the email", async () => {
    const issue = await draft(
      "Links that work",
      "See [our plans](/pricing), [the guide](guides/x?y=1#part) and [elsewhere](https://example.com/a).",
    );
    expect((await admin.post(`/api/admin/campaigns/${issue.id}/test`)).statusCode).toBe(204);
    await expect
      .poll(() => copiesTo(adminEmail).filter((m) => m.subject === "Links that work").length, {
        timeout: 15_000,
      })
      .toBe(1);
    const copy = copiesTo(adminEmail).find((m) => m.subject === "Links that work")!;
    const html = String(copy.html);
    expect(html).toContain(`href="${ORIGIN}/pricing"`);
    expect(html).toContain(`href="${ORIGIN}/guides/x?y=1#part"`);
    expect(html).toContain('href="https://example.com/a"');
    expect(html).not.toMatch(/href="(?!https?:|mailto:)/);
    expect(copy.text).toContain(`${ORIGIN}/pricing`);
  });

  it("sends one copy to each active subscriber with their own one-click unsubscribe, then is sent", async () => {
    const issue = await draft(
      "Growth, week 12",
      "Three numbers matter. [Archive](https://coach.example.com/newsletter)",
    );
    const sent = await admin.post(`/api/admin/campaigns/${issue.id}/send`, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: "sending" });
    // Sending twice is refused: no longer a draft, and nothing more goes out.
    expect((await admin.post(`/api/admin/campaigns/${issue.id}/send`, {})).statusCode).toBe(409);
    expect((await admin.patch(`/api/admin/campaigns/${issue.id}`, { subject: "Changed" })).statusCode).toBe(
      409,
    );
    await expect.poll(async () => (await campaign(issue.id)).status, { timeout: 20_000 }).toBe("sent");
    const done = await campaign(issue.id);
    expect(done.counts).toEqual({ recipients: 4, sent: 4, failed: 0 });
    expect(done.sentAt).not.toBeNull();

    for (const email of subscribers) {
      const copies = copiesTo(email).filter((m) => m.subject === "Growth, week 12");
      expect(copies).toHaveLength(1);
      const copy = copies[0]!;
      const [token] = await t.db
        .select({ token: newsletterSubscriptions.unsubscribeToken })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      const oneClick = `${ORIGIN}/api/newsletter/unsubscribe?token=${encodeURIComponent(token!.token)}`;
      expect(rawHeader(copy, "list-unsubscribe")).toBe(`<${oneClick}>`);
      expect(rawHeader(copy, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(copy.html).toContain(`/unsubscribe?token=${encodeURIComponent(token!.token)}`);
      expect(copy.text).toContain("Three numbers matter.");
      expect(copy.text).toContain("Springfield");
    }
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.campaignId, issue.id));
    expect(rows).toHaveLength(4);
  });

  it("takes RFC 8058's one-click POST on the List-Unsubscribe link of a received copy", async () => {
    const email = subscribers[0]!;
    const copy = copiesTo(email).find((m) => m.subject === "Growth, week 12")!;
    const link = new URL(String(rawHeader(copy, "list-unsubscribe")).slice(1, -1));
    const response = await visitor().request("POST", `${link.pathname}${link.search}`, {
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(204);
    const [row] = await t.db
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row!.status).toBe("unsubscribed");
  });

  it("schedules an issue: nothing goes before its time, then each remaining subscriber gets one", async () => {
    const issue = await draft("Scheduled issue");
    const past = await admin.post(`/api/admin/campaigns/${issue.id}/send`, {
      scheduledAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const bad = await admin.post(`/api/admin/campaigns/${issue.id}/send`, { scheduledAt: "next tuesday" });
    expect(bad.statusCode).toBe(400);
    const at = new Date(Date.now() + 2_000).toISOString();
    const scheduled = await admin.post(`/api/admin/campaigns/${issue.id}/send`, { scheduledAt: at });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: "scheduled", scheduledAt: at });
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.campaignId, issue.id))).toHaveLength(0);
    await expect.poll(async () => (await campaign(issue.id)).status, { timeout: 20_000 }).toBe("sent");
    // The first subscriber left with one click above: three copies.
    expect((await campaign(issue.id)).counts).toEqual({ recipients: 3, sent: 3, failed: 0 });
    expect(sink.messages.filter((m) => m.subject === "Scheduled issue")).toHaveLength(3);
  });

  it("shows sent issues, not drafts, in the public archive", async () => {
    const list = await visitor().get("/api/newsletter/issues");
    expect(list.statusCode).toBe(200);
    const slugs = list.json<{ slug: string }[]>().map((issue) => issue.slug);
    expect(slugs).toContain("growth-week-12");
    expect(slugs).not.toContain("test-me");
    const one = await visitor().get("/api/newsletter/issues/growth-week-12");
    expect(one.statusCode).toBe(200);
    expect(one.json<{ html: string }>().html).toContain("Three numbers matter.");
    expect((await visitor().get("/api/newsletter/issues/test-me")).statusCode).toBe(404);
  });

  it("lists each sent issue's page in sitemap.xml, and no draft", async () => {
    // The archive's own page, as the pages of the app, is in the build's list
    // (archive-pages.test.ts renders the pages themselves).
    const sitemap = await visitor().get("/sitemap.xml");
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/newsletter/growth-week-12</loc>`);
    expect(sitemap.body).not.toContain("test-me");
  });

  it("puts the postal address of the brand settings in every e-mail's foot, BRAND_ADDRESS until set", async () => {
    const blank = await admin.patch("/api/admin/settings", { postalAddress: " " });
    expect(blank.statusCode).toBe(400);
    const saved = await admin.patch("/api/admin/settings", {
      postalAddress: "7 Harbour Road, Bristol BS1 4RN",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ postalAddress: "7 Harbour Road, Bristol BS1 4RN" });
    const issue = await draft("Address check");
    await admin.post(`/api/admin/campaigns/${issue.id}/test`);
    await expect
      .poll(() => sink.messages.filter((m) => m.subject === "Address check").length, { timeout: 15_000 })
      .toBe(1);
    const copy = sink.messages.find((m) => m.subject === "Address check")!;
    expect(copy.text).toContain("7 Harbour Road, Bristol BS1 4RN");
    expect(copy.html).toContain("7 Harbour Road, Bristol BS1 4RN");
    const reset = await admin.patch("/api/admin/settings", { postalAddress: null });
    expect(reset.json()).toMatchObject({ postalAddress: expect.stringContaining("Springfield") });
  });
});
