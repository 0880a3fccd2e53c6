import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { manageToken } from "@scalemsp/api/testing";
import { coachingSessions, eq } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { COACHING_MESSAGES } from "@scalemsp/validators";
import { TestClient, signInNewUser, uniqueEmail, startTestApp, type TestApp } from "./helpers";

interface Slot {
  startsAt: string;
  endsAt: string;
}
interface LinkedSession {
  id: number;
  kind: string;
  status: string;
  startsAt: string;
  endsAt: string;
  canCancel: boolean;
  canReschedule: boolean;
  cancelReturnsAllowance: boolean;
}

const HOUR = 3_600_000;
let ipCounter = 0;
const freshIp = () => `10.41.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** The public reschedule and cancel links of booking e-mails (contract §13), no account needed. */
describe.each(testBackends())("signed booking links on %s", (backend) => {
  let t: TestApp;
  let slots: Slot[];
  const takeSlot = () => slots.shift()!;

  beforeAll(async () => {
    t = await startTestApp(backend);
    await ensureAdmin(t.database.handle.db, uniqueEmail("coach"), "Sup3rSecret");
    const member = await signInNewUser(t, { plan: "enterprise" });
    const from = new Date(Date.now() + 2 * 24 * HOUR).toISOString();
    const to = new Date(Date.now() + 30 * 24 * HOUR).toISOString();
    // Every third slot, so one test's booking and its buffer never block another's.
    slots = ((await member.client.get(`/api/sessions/slots?from=${from}&to=${to}`)).json() as Slot[]).filter(
      (_, i) => i % 3 === 0,
    );
    expect(slots.length).toBeGreaterThan(20);
  });
  afterAll(async () => {
    await t.close();
  });

  async function bookOneToOne() {
    const member = await signInNewUser(t, { plan: "enterprise" });
    const res = await member.client.post("/api/sessions", {
      kind: "one_to_one",
      startsAt: takeSlot().startsAt,
    });
    expect(res.statusCode).toBe(201);
    const session = res.json() as { id: number };
    return { member, id: session.id, token: await manageToken(t.database.handle.db, session.id, new Date()) };
  }

  it("shows the session a link names and moves it to another free time", async () => {
    const { token, member } = await bookOneToOne();
    const visitor = new TestClient(t.app, freshIp());
    const shown = await visitor.get(`/api/public/bookings/${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      kind: "one_to_one",
      status: "booked",
      canCancel: true,
      canReschedule: true,
      cancelReturnsAllowance: true,
    });
    const free = await visitor.get(`/api/public/bookings/${token}/slots`);
    expect(free.statusCode).toBe(200);
    const target = takeSlot();
    expect((free.json() as Slot[]).some((s) => s.startsAt === target.startsAt)).toBe(true);
    const moved = await visitor.post(`/api/public/bookings/${token}/reschedule`, {
      startsAt: target.startsAt,
    });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as LinkedSession).startsAt).toBe(target.startsAt);
    const listed = (await member.client.get("/api/sessions")).json() as { startsAt: string }[];
    expect(listed.map((s) => s.startsAt)).toContain(target.startsAt);
  });

  it("refuses a time outside the notice and window with a 400, and a taken time with 409", async () => {
    const first = await bookOneToOne();
    const second = await bookOneToOne();
    const row = await t.database.handle.db
      .select({ startsAt: coachingSessions.startsAt })
      .from(coachingSessions)
      .where(eq(coachingSessions.id, second.id));
    const visitor = new TestClient(t.app, freshIp());
    const tooSoon = await visitor.post(`/api/public/bookings/${first.token}/reschedule`, {
      startsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().message).toBe(COACHING_MESSAGES.outsideWindow);
    const taken = await visitor.post(`/api/public/bookings/${first.token}/reschedule`, {
      startsAt: row[0]!.startsAt.toISOString(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(COACHING_MESSAGES.slotTaken);
  });

  it("cancels 24 hours ahead with the allowance back, later without it, and only once", async () => {
    const early = await bookOneToOne();
    const visitor = new TestClient(t.app, freshIp());
    const cancelled = await visitor.post(`/api/public/bookings/${early.token}/cancel`, { reason: "Travel" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", canCancel: false, canReschedule: false });
    const again = await visitor.post(`/api/public/bookings/${early.token}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COACHING_MESSAGES.notUpcoming);

    const late = await bookOneToOne();
    const db = t.database.handle.db;
    const soon = new Date(Date.now() + 3 * HOUR);
    await db
      .update(coachingSessions)
      .set({ startsAt: soon, endsAt: new Date(soon.getTime() + HOUR) })
      .where(eq(coachingSessions.id, late.id));
    const shown = (await visitor.get(`/api/public/bookings/${late.token}`)).json() as LinkedSession;
    expect(shown).toMatchObject({ canCancel: true, cancelReturnsAllowance: false });
    expect((await visitor.post(`/api/public/bookings/${late.token}/cancel`, {})).statusCode).toBe(200);
    const [lateRow] = await db.select().from(coachingSessions).where(eq(coachingSessions.id, late.id));
    const [earlyRow] = await db.select().from(coachingSessions).where(eq(coachingSessions.id, early.id));
    expect(lateRow!.allowanceReturned).toBe(false);
    expect(earlyRow!.allowanceReturned).toBe(true);
  });

  it("answers 400 with the link message for an unknown, altered or expired token", async () => {
    const { id, token } = await bookOneToOne();
    const visitor = new TestClient(t.app, freshIp());
    const expired = await manageToken(t.database.handle.db, id, new Date(Date.now() - 90 * 24 * HOUR));
    const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of ["not-a-token", altered, expired]) {
      const res = await visitor.get(`/api/public/bookings/${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(COACHING_MESSAGES.manageLinkInvalid);
    }
  });
});
