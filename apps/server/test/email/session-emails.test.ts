import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { and, coachingSessions, emailOutbox, eq, users } from "@scalemsp/db";
import { NOTICE_COALESCE_MS } from "@scalemsp/validators";
import { testBackends } from "@scalemsp/db/testing";
import { TestClient, signInNewUser, startTestApp, uniqueEmail, type TestApp } from "../helpers";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

const HOUR = 3_600_000;

/** Contract §10 'calendar' and §13 'reminders and changes': what a booking sends, and to whom. */
describe.each(testBackends())("coaching session e-mails on %s", (backend) => {
  let sink: SmtpSink;
  let t: TestApp;
  let coachEmail: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(
      backend,
      { publicOrigin: "https://coach.example.com" },
      { mail: { url: sink.url } },
    );
    coachEmail = uniqueEmail("coach");
    await ensureAdmin(t.db, coachEmail, "Sup3rSecret");
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const mailsTo = (email: string) =>
    sink.messages.filter((m) => m.to && "text" in m.to && m.to.text.includes(email));
  const calendarOf = (mail: (typeof sink.messages)[number]) => {
    const file = mail.attachments.find((a) => a.filename === "session.ics");
    expect(file).toBeDefined();
    const text = file!.content.toString("utf8");
    const event = Object.values(ical.sync.parseICS(text)).find((c): c is VEvent => c?.type === "VEVENT")!;
    return { text, event };
  };

  it("books with a calendar invitation and a working change link, reminds a day before, and cancels", async () => {
    const member = await signInNewUser(t, { plan: "pro" });
    const [user] = await t.db.select().from(users).where(eq(users.id, member.userId));
    const memberEmail = user!.email;
    const from = new Date(Date.now() + 3 * 24 * HOUR).toISOString();
    const to = new Date(Date.now() + 10 * 24 * HOUR).toISOString();
    const [slot] = (await member.client.get(`/api/sessions/slots?from=${from}&to=${to}`)).json() as {
      startsAt: string;
    }[];
    const booked = await member.client.post("/api/sessions", {
      kind: "one_to_one",
      startsAt: slot!.startsAt,
    });
    expect(booked.statusCode).toBe(201);
    const id = (booked.json() as { id: number }).id;
    const [row] = await t.db.select().from(coachingSessions).where(eq(coachingSessions.id, id));

    await expect.poll(() => mailsTo(memberEmail).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => mailsTo(coachEmail).length, { timeout: 20_000 }).toBe(1);
    const confirmation = mailsTo(memberEmail)[0]!;
    expect(confirmation.subject).toMatch(/^Booked: One-to-one coaching session, /);
    const invitation = calendarOf(confirmation);
    expect(invitation.text).toContain("METHOD:REQUEST");
    expect(invitation.event.uid).toBe(row!.uid);
    expect(new Date(invitation.event.start).toISOString()).toBe(slot!.startsAt);
    expect(calendarOf(mailsTo(coachEmail)[0]!).event.uid).toBe(row!.uid);
    expect(mailsTo(coachEmail)[0]!.subject).toMatch(/^New booking: /);

    // The link in the e-mail opens the booking page, and its token works without signing in.
    const link = (confirmation.html as string).match(
      /href="https:\/\/coach\.example\.com\/booking\?token=([^"]+)"/,
    );
    expect(link).not.toBeNull();
    expect(confirmation.text).toContain("https://coach.example.com/booking?token=");
    const token = decodeURIComponent(link![1]!.replace(/&amp;/g, "&"));
    const visitor = new TestClient(t.app, "10.77.0.1");
    expect((await visitor.get(`/api/public/bookings/${encodeURIComponent(token)}`)).statusCode).toBe(200);

    // The reminders, with the meeting link, wait in the outbox until 24 hours and 1 hour before the start.
    const reminders = async () =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, memberEmail))).filter(
        (r) => r.kind === "session-reminder",
      );
    const queued = (await reminders()).sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
    expect(queued.map((r) => r.status)).toEqual(["queued", "queued"]);
    expect(queued.map((r) => new Date(slot!.startsAt).getTime() - r.nextAttemptAt.getTime())).toEqual([
      24 * HOUR,
      HOUR,
    ]);
    expect(queued.map((r) => (r.payload as { leadHours: number }).leadHours)).toEqual([24, 1]);

    const cancelled = await visitor.post(`/api/public/bookings/${encodeURIComponent(token)}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    await expect.poll(() => mailsTo(memberEmail).length, { timeout: 20_000 }).toBe(2);
    // The coach hears of this member at most once an hour (contract §14): the cancellation
    // waits until an hour after the booking's notice went. Let that hour pass.
    const [held] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, coachEmail), eq(emailOutbox.status, "queued")));
    const [notice] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, coachEmail), eq(emailOutbox.status, "sent")));
    expect(held!.kind).toBe("session-cancelled");
    expect(held!.nextAttemptAt.getTime()).toBe(notice!.sentAt!.getTime() + NOTICE_COALESCE_MS);
    await t.db.update(emailOutbox).set({ nextAttemptAt: new Date() }).where(eq(emailOutbox.id, held!.id));
    await expect.poll(() => mailsTo(coachEmail).length, { timeout: 20_000 }).toBe(2);
    for (const mail of [mailsTo(memberEmail)[1]!, mailsTo(coachEmail)[1]!]) {
      expect(mail.subject).toMatch(/^Cancelled: /);
      const cancellation = calendarOf(mail);
      expect(cancellation.text).toContain("METHOD:CANCEL");
      expect(cancellation.event.uid).toBe(row!.uid);
    }
    expect(await reminders()).toEqual([]);
  });
});
