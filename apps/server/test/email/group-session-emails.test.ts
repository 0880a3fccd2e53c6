import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachingSessions, emailOutbox, eq, users } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import type { SessionChangeData } from "@scalemsp/email";
import { COACHING_MESSAGES } from "@scalemsp/validators";
import { signInNewUser, startTestApp, type SignedInMember, type TestApp } from "../helpers";

const HOUR = 3_600_000;

/** A whole hour some days ahead, so each test's occurrence stays clear of the others'. */
const hourAhead = (days: number) => new Date(Math.ceil((Date.now() + days * 24 * HOUR) / HOUR) * HOUR);

/** Decision 030's pattern for group occurrences: each seated member and the coach, through the outbox. */
describe.each(testBackends())("group session e-mails on %s", (backend) => {
  let t: TestApp;
  let coach: SignedInMember;
  let coachEmail: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    coach = await signInNewUser(t, { role: "admin" });
    coachEmail = (await emailOf(coach))!;
  });
  afterAll(async () => {
    await t.close();
  });

  const emailOf = async (who: SignedInMember) =>
    (await t.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId)))[0]?.email;
  const rowsTo = async (email: string, kind?: string) =>
    (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)))
      .filter((r) => kind === undefined || r.kind === kind)
      .sort((a, b) => a.id - b.id);
  const calendarOf = (row: { payload: unknown }) => {
    const text = (row.payload as SessionChangeData).ics!;
    const event = Object.values(ical.sync.parseICS(text)).find((c): c is VEvent => c?.type === "VEVENT")!;
    return { text, event };
  };
  const attendeeEmails = (event: VEvent) =>
    [event.attendee ?? []].flat().map((a) => (typeof a === "string" ? a : a.val).replace(/^mailto:/i, ""));
  const schedule = async (startsAt: Date, capacity = 5) => {
    const res = await coach.client.post("/api/admin/group-sessions", {
      title: "MSP Owners Mastermind",
      startsAt: startsAt.toISOString(),
      durationMinutes: 60,
      capacity,
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: number }).id;
    const [row] = await t.db.select().from(coachingSessions).where(eq(coachingSessions.id, id));
    return row!;
  };

  it("invites the coach on scheduling, and each member on joining; leaving cancels that member's copy only", async () => {
    const startsAt = hourAhead(3);
    const session = await schedule(startsAt);
    const [scheduled] = await rowsTo(coachEmail, "session-booked");
    expect(scheduled!.payload).toMatchObject({
      change: "scheduled",
      audience: "coach",
      sessionId: session.id,
    });
    const coachFile = calendarOf(scheduled!);
    expect(coachFile.text).toContain("METHOD:REQUEST");
    expect(coachFile.event.uid).toBe(session.uid);
    expect(new Date(coachFile.event.start).toISOString()).toBe(startsAt.toISOString());

    const [a, b] = [await signInNewUser(t, { plan: "pro" }), await signInNewUser(t, { plan: "pro" })];
    const [aEmail, bEmail] = [(await emailOf(a))!, (await emailOf(b))!];
    expect((await a.client.post(`/api/group-sessions/${session.id}/join`, {})).statusCode).toBe(200);
    expect((await b.client.post(`/api/group-sessions/${session.id}/join`, {})).statusCode).toBe(200);
    // Joining twice keeps the one seat and sends nothing more.
    expect((await a.client.post(`/api/group-sessions/${session.id}/join`, {})).statusCode).toBe(200);

    const [invitation, ...more] = await rowsTo(aEmail, "session-booked");
    expect(more).toEqual([]);
    expect(invitation!.payload).toMatchObject({
      change: "booked",
      audience: "attendee",
      title: "MSP Owners Mastermind",
      manageToken: null,
    });
    const aFile = calendarOf(invitation!);
    expect(aFile.text).toContain("METHOD:REQUEST");
    expect(aFile.event.uid).toBe(session.uid);
    expect(new Date(aFile.event.end!).toISOString()).toBe(new Date(startsAt.getTime() + HOUR).toISOString());
    expect(attendeeEmails(aFile.event)).toEqual([aEmail]);
    const reminders = await rowsTo(aEmail, "session-reminder");
    expect(
      reminders.map((r) => startsAt.getTime() - r.nextAttemptAt.getTime()).sort((x, y) => x - y),
    ).toEqual([HOUR, 24 * HOUR]);

    expect((await b.client.post(`/api/group-sessions/${session.id}/leave`, {})).statusCode).toBe(200);
    const [left] = await rowsTo(bEmail, "session-cancelled");
    const bFile = calendarOf(left!);
    expect(bFile.text).toContain("METHOD:CANCEL");
    expect(bFile.event.uid).toBe(session.uid);
    expect(attendeeEmails(bFile.event)).toEqual([bEmail]);
    expect(await rowsTo(bEmail, "session-reminder")).toEqual([]);
    expect(await rowsTo(aEmail, "session-reminder")).toHaveLength(2);
    expect(await rowsTo(aEmail, "session-cancelled")).toEqual([]);
  });

  it("tells every seated member and the coach of a new time, then of the cancellation", async () => {
    const startsAt = hourAhead(5);
    const session = await schedule(startsAt, 3);
    const [a, b] = [await signInNewUser(t, { plan: "pro" }), await signInNewUser(t, { plan: "pro" })];
    const aEmail = (await emailOf(a))!;
    for (const member of [a, b])
      expect((await member.client.post(`/api/group-sessions/${session.id}/join`, {})).statusCode).toBe(200);

    // A capacity change alone tells no one; one below the seats taken is refused.
    const smaller = await coach.client.request("PATCH", `/api/admin/group-sessions/${session.id}`, {
      body: { capacity: 2 },
    });
    expect(smaller.statusCode).toBe(200);
    expect(smaller.json()).toMatchObject({ capacity: 2, seatsLeft: 0 });
    expect(await rowsTo(aEmail, "session-booked")).toHaveLength(1);
    const below = await coach.client.request("PATCH", `/api/admin/group-sessions/${session.id}`, {
      body: { capacity: 1 },
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(COACHING_MESSAGES.capacityBelowSeats(2));

    const newStart = new Date(startsAt.getTime() + 2 * HOUR);
    const moved = await coach.client.request("PATCH", `/api/admin/group-sessions/${session.id}`, {
      body: { startsAt: newStart.toISOString() },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startsAt: newStart.toISOString() });
    const memberMoved = (await rowsTo(aEmail, "session-booked")).at(-1)!;
    expect(memberMoved.payload).toMatchObject({ change: "moved", audience: "attendee" });
    const movedFile = calendarOf(memberMoved);
    expect(movedFile.text).toContain("METHOD:REQUEST");
    expect(movedFile.event.uid).toBe(session.uid);
    expect(movedFile.text).toContain("SEQUENCE:1");
    expect(new Date(movedFile.event.start).toISOString()).toBe(newStart.toISOString());
    const coachMoved = (await rowsTo(coachEmail, "session-booked")).at(-1)!;
    expect(coachMoved.payload).toMatchObject({ change: "moved", audience: "coach", sessionId: session.id });
    // The reminders follow the new time.
    expect(
      (await rowsTo(aEmail, "session-reminder"))
        .map((r) => newStart.getTime() - r.nextAttemptAt.getTime())
        .sort((x, y) => x - y),
    ).toEqual([HOUR, 24 * HOUR]);

    const cancelled = await coach.client.request("PATCH", `/api/admin/sessions/${session.id}`, {
      body: { status: "cancelled" },
    });
    expect(cancelled.statusCode).toBe(200);
    for (const email of [aEmail, coachEmail]) {
      const row = (await rowsTo(email, "session-cancelled")).find(
        (r) => (r.payload as SessionChangeData).sessionId === session.id,
      );
      expect(row).toBeDefined();
      const file = calendarOf(row!);
      expect(file.text).toContain("METHOD:CANCEL");
      expect(file.event.uid).toBe(session.uid);
    }
    expect(await rowsTo(aEmail, "session-reminder")).toEqual([]);
  });

  it("refuses a new time over another session of the coach, and changes nothing", async () => {
    const first = await schedule(hourAhead(7));
    const second = await schedule(new Date(first.startsAt.getTime() + 3 * HOUR));
    const clash = await coach.client.request("PATCH", `/api/admin/group-sessions/${second.id}`, {
      body: { startsAt: new Date(first.startsAt.getTime() + 30 * 60_000).toISOString() },
    });
    expect(clash.statusCode).toBe(409);
    const nothing = await coach.client.request("PATCH", `/api/admin/group-sessions/${second.id}`, {
      body: {},
    });
    expect(nothing.statusCode).toBe(400);
    expect(clash.json().message).toBe(COACHING_MESSAGES.slotTaken);
    const [row] = await t.db.select().from(coachingSessions).where(eq(coachingSessions.id, second.id));
    expect(row!.startsAt.getTime()).toBe(second.startsAt.getTime());
    expect(row!.sequence).toBe(second.sequence);
  });
});
