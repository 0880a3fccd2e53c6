import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, emailOutbox, eq, newsletterSubscriptions } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { MESSAGES, RESUBSCRIBE_MESSAGES } from "@scalemsp/validators";
import { TestClient, startTestApp, uniqueEmail, type TestApp } from "../helpers";
import { startSmtpSink, type SmtpSink } from "../email/smtp-sink";

/** Contract §14 'newsletter re-subscription', with §13's one-time token rules. */
describe.each(testBackends())("newsletter re-subscription on %s", (backend) => {
  let t: TestApp;
  let sink: SmtpSink;
  let ip = 0;
  const visitor = () => new TestClient(t.app, `10.91.3.${++ip}`);

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(
      backend,
      { publicOrigin: "https://coach.example.com" },
      { mail: { url: sink.url } },
    );
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const rowOf = async (email: string) =>
    (await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]!;
  const mailsTo = (email: string) =>
    sink.messages.filter((m) => m.to && "text" in m.to && m.to.text.includes(email));
  // Oldest first: PostgreSQL returns rows in no set order (an outbox row updated moves).
  const queuedTo = async (email: string, kind: string) =>
    (
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(asc(emailOutbox.id))
    ).filter((row) => row.kind === kind);

  async function unsubscribed() {
    const email = uniqueEmail("left");
    await visitor().post("/api/newsletter", { email });
    const row = await rowOf(email);
    expect(
      (await visitor().post("/api/newsletter/unsubscribe", { token: row.unsubscribeToken })).statusCode,
    ).toBe(204);
    return email;
  }
  const tokenIn = (mail: { text?: string | false }) => {
    const match = /https:\/\/coach\.example\.com\/subscribe\?token=([A-Za-z0-9_-]+)/.exec(mail.text || "");
    expect(match).not.toBeNull();
    return match![1]!;
  };

  it("answers as before and mails a confirmation link; only that link brings the address back, once", async () => {
    const email = await unsubscribed();
    const again = await visitor().post("/api/newsletter", { email });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: MESSAGES.newsletterSuccess });
    expect((await rowOf(email)).status).toBe("unsubscribed");

    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(2);
    const mail = mailsTo(email)[1]!;
    expect(mail.subject).toMatch(/^Confirm your .+ newsletter subscription$/);
    const token = tokenIn(mail);

    const confirmed = await visitor().post(`/api/newsletter/confirm?token=${token}`, {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: RESUBSCRIBE_MESSAGES.confirmed });
    expect(await rowOf(email)).toMatchObject({
      status: "active",
      unsubscribedAt: null,
      resubscribeTokenHash: null,
    });

    // Used once: the same link no longer works.
    const reused = await visitor().post(`/api/newsletter/confirm?token=${token}`, {});
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      message: RESUBSCRIBE_MESSAGES.linkInvalid,
      errors: { token: RESUBSCRIBE_MESSAGES.linkInvalid },
    });
  });

  it("confirms through tRPC too, and sends no second link within the hour", async () => {
    const email = await unsubscribed();
    await visitor().post("/api/newsletter", { email });
    await visitor().post("/api/newsletter", { email });
    const links = await queuedTo(email, "newsletter-resubscribe");
    expect(links).toHaveLength(1);
    const token = (links[0]!.payload as { token: string }).token;
    const res = await visitor().trpc("mutation", "newsletter.confirm", { token });
    expect(res.status).toBe(200);
    expect((await rowOf(email)).status).toBe("active");
    // An active address asking again is sent nothing more.
    await visitor().post("/api/newsletter", { email });
    expect(await queuedTo(email, "newsletter-resubscribe")).toHaveLength(1);
  });

  it("refuses an expired, unknown or missing token with the same message", async () => {
    const email = await unsubscribed();
    await visitor().post("/api/newsletter", { email });
    const token = ((await queuedTo(email, "newsletter-resubscribe"))[0]!.payload as { token: string }).token;
    await t.db
      .update(newsletterSubscriptions)
      .set({ resubscribeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, email));
    for (const query of [`?token=${token}`, "?token=no-such-token", "?token=", ""]) {
      const res = await visitor().post(`/api/newsletter/confirm${query}`, {});
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json<{ message: string }>().message).toBe(RESUBSCRIBE_MESSAGES.linkInvalid);
    }
    expect((await rowOf(email)).status).toBe("unsubscribed");

    // A lapsed link lets the form send a new one, which works.
    await visitor().post("/api/newsletter", { email });
    const links = await queuedTo(email, "newsletter-resubscribe");
    expect(links).toHaveLength(2);
    const fresh = (links[1]!.payload as { token: string }).token;
    expect((await visitor().post(`/api/newsletter/confirm?token=${fresh}`, {})).statusCode).toBe(200);
  });
});
