import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, emailOutbox, eq, guideDownloads, sql } from "@scalemsp/db";
import { createResource } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { GUIDE_LEAD_REPEAT_DAYS } from "@scalemsp/validators";
import { TEST_MAIL } from "../../src/testing";
import { signInNewUser, startTestApp, TestClient, uniqueEmail, type TestApp } from "../helpers";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

const DAY_MS = 86_400_000;
const ORIGIN = "https://coach.example.com";

/** Contract §13 'public guides': a gated guide's address reaches the coach as the other leads do. */
describe.each(testBackends())("guide leads told to the coach over SMTP on %s", (backend) => {
  let sink: SmtpSink;
  let t: TestApp;
  let guide: { id: number; title: string };
  let other: { id: number; title: string };
  let ip = 0;
  const visitor = () => new TestClient(t.app, `10.78.0.${++ip}`);
  const download = (id: number, email: string, newsletterConsent = false) =>
    visitor().post(`/api/guides/${id}/download`, { email, newsletterConsent });
  /** The coach's notices about `email`, as the outbox holds them. */
  const noticesAbout = (email: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "guide-lead"), sql`${emailOutbox.payload}->>'email' = ${email}`));
  const messagesAbout = (email: string) => sink.messages.filter((m) => m.subject?.includes(email));

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(backend, { publicOrigin: ORIGIN }, { mail: { url: sink.url } });
    guide = await createResource(t.db, { title: "MSP Pricing Playbook" });
    other = await createResource(t.db, { title: "Hiring Checklist" });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("tells the coach of a new lead, with the guide, the consent and a link to the guide downloads", async () => {
    const email = uniqueEmail("guide");
    expect((await download(guide.id, email, true)).statusCode).toBe(200);
    await expect.poll(() => messagesAbout(email).length, { timeout: 15_000 }).toBe(1);
    const [message] = messagesAbout(email);
    expect(message!.to && "text" in message!.to ? message!.to.text : "").toContain(TEST_MAIL.notifyEmail);
    expect(message!.subject).toBe(`New guide download: ${email} took "MSP Pricing Playbook"`);
    expect(message!.replyTo?.text).toContain(email);
    expect(message!.text).toContain("Newsletter: Subscribed");
    expect(String(message!.html).replace(/&amp;/g, "&")).toContain(
      `href="${ORIGIN}/admin?tab=leads&list=guides"`,
    );
  });

  it("tells the coach once when the same address takes more guides within the window, even at once", async () => {
    const email = uniqueEmail("repeat");
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => download(i % 2 === 0 ? guide.id : other.id, email)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect((await download(guide.id, email)).statusCode).toBe(200);
    // Every download is still kept as a lead row; only the notice is not repeated.
    expect(await t.db.select().from(guideDownloads).where(eq(guideDownloads.email, email))).toHaveLength(7);
    expect(await noticesAbout(email)).toHaveLength(1);
    await expect.poll(() => messagesAbout(email).length, { timeout: 15_000 }).toBe(1);
  });

  it("tells the coach again when the address's last download is older than the window", async () => {
    const email = uniqueEmail("returning");
    await t.db.insert(guideDownloads).values({
      email,
      resourceTitle: guide.title,
      createdAt: new Date(Date.now() - (GUIDE_LEAD_REPEAT_DAYS + 1) * DAY_MS),
    });
    expect((await download(guide.id, email)).statusCode).toBe(200);
    expect(await noticesAbout(email)).toHaveLength(1);
    await expect.poll(() => messagesAbout(email).length, { timeout: 15_000 }).toBe(1);
  });

  it("counts each notified lead once in the admin overview's new leads", async () => {
    const admin = await signInNewUser(t, { role: "admin" });
    const overview = await admin.client.get("/api/admin/overview");
    expect(overview.statusCode).toBe(200);
    const notices = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "guide-lead"));
    // The three new leads above; the returning address's old download is outside the week.
    expect(notices).toHaveLength(3);
    expect(overview.json().newLeads.guideDownloads).toBe(3);
  });
});
