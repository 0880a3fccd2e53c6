import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { and, coachingSessions, consultationRequests, desc, emailOutbox, eq, users } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { COACHING_MESSAGES, STRATEGY_HOLD_MESSAGES } from "@scalemsp/validators";
import { TestClient, signInNewUser, startTestApp, uniqueEmail, type TestApp } from "./helpers";

interface Slot {
  startsAt: string;
  endsAt: string;
  coachId: number;
}
interface Session {
  id: number;
  kind: string;
  status: string;
  startsAt: string;
  meetingUrl: string | null;
  canCancel: boolean;
}

const HOUR = 3_600_000;
const PASSWORD = "Sup3rSecret";
let ipCounter = 0;
const freshIp = () => `10.31.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe.each(testBackends())("coaching sessions over HTTP on %s", (backend) => {
  let t: TestApp;
  let admin: TestClient;
  let coachId: number;
  /** Free one-to-one slots, taken from the front as tests book them. */
  let slots: Slot[];
  const takeSlot = () => slots.shift()!;
  /** Two free slots of one calendar month (in the coach's zone, New York). */
  const takeTwoInOneMonth = () => {
    const month = (s: Slot) =>
      new Date(s.startsAt).toLocaleDateString("en-CA", { timeZone: "America/New_York" }).slice(0, 7);
    const first = slots.findIndex((s, i) => slots.slice(i + 1).some((o) => month(o) === month(s)));
    const [a] = slots.splice(first, 1);
    const second = slots.findIndex((s) => month(s) === month(a!));
    const [b] = slots.splice(second, 1);
    return [a!, b!] as const;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const email = uniqueEmail("coach");
    await ensureAdmin(t.database.handle.db, email, PASSWORD);
    admin = new TestClient(t.app, freshIp());
    expect((await admin.post("/api/login", { email, password: PASSWORD })).statusCode).toBe(200);
    const [row] = await t.database.handle.db.select().from(users).where(eq(users.email, email));
    coachId = row!.id;
    const profile = await admin.request("PUT", "/api/admin/coach-profile", {
      body: {
        displayName: "Alex Morgan",
        bio: "Fifteen years of MSP growth.",
        photoUrl: null,
        meetingUrl: "https://meet.example/alex",
        timeZone: "America/New_York",
      },
    });
    expect(profile.statusCode).toBe(200);
    const member = await signInNewUser(t, { plan: "pro" });
    const from = new Date(Date.now() + 2 * 24 * HOUR).toISOString();
    const to = new Date(Date.now() + 31 * 24 * HOUR).toISOString();
    const res = await member.client.get(`/api/sessions/slots?from=${from}&to=${to}`);
    expect(res.statusCode).toBe(200);
    // Keep an hour and a half between the slots used, so one test's booking never blocks another's.
    slots = (res.json() as Slot[]).filter((_, i) => i % 3 === 0);
    expect(slots.length).toBeGreaterThan(40);
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists free slots in UTC for every plan, and refuses a range over 31 days", async () => {
    const free = await signInNewUser(t, { plan: "free" });
    const res = await free.client.get("/api/sessions/slots?kind=one_to_one");
    expect(res.statusCode).toBe(200);
    const first = (res.json() as Slot[])[0]!;
    expect(first.startsAt).toMatch(/Z$/);
    expect(new Date(first.endsAt).getTime() - new Date(first.startsAt).getTime()).toBe(HOUR);
    expect(first.coachId).toBe(coachId);
    const long = await free.client.get(
      `/api/sessions/slots?from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(COACHING_MESSAGES.rangeTooLong);
    expect((await free.client.get("/api/sessions/slots?from=tomorrow")).statusCode).toBe(400);
    expect((await new TestClient(t.app).get("/api/sessions/slots")).statusCode).toBe(401);
  });

  it("counts one-to-one sessions per plan and month, and answers 403 past the allowance", async () => {
    const free = await signInNewUser(t, { plan: "free" });
    const refused = await free.client.post("/api/sessions", {
      kind: "one_to_one",
      startsAt: slots[0]!.startsAt,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Basic, Professional and Enterprise plans/);

    const basic = await signInNewUser(t, { plan: "basic" });
    const [a, b] = takeTwoInOneMonth();
    const booked = await basic.client.post("/api/sessions", {
      kind: "one_to_one",
      startsAt: a.startsAt,
      topic: "Pricing",
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      kind: "one_to_one",
      status: "booked",
      topic: "Pricing",
      meetingUrl: null,
    });
    const second = await basic.client.post("/api/sessions", { startsAt: b.startsAt });
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe(COACHING_MESSAGES.oneToOneUsed(1));
    slots.unshift(b);
  });

  it("gives the allowance back for a cancellation 24 hours ahead, not for a later one", async () => {
    const basic = await signInNewUser(t, { plan: "basic" });
    const slot = takeSlot();
    const booked = (await basic.client.post("/api/sessions", { startsAt: slot.startsAt })).json() as Session;
    const cancelled = await basic.client.post(`/api/sessions/${booked.id}/cancel`, { reason: "Travelling" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe("cancelled");
    const allowance = (await basic.client.get("/api/sessions/allowance")).json();
    expect(allowance.oneToOne.included).toBe(1);
    // A session two hours away (booked by the coach's hand): cancelling it keeps it counted.
    const db = t.database.handle.db;
    const soon = new Date(Date.now() + 2 * HOUR);
    const [late] = await db
      .insert(coachingSessions)
      .values({
        uid: `late-${Date.now()}@test`,
        kind: "one_to_one",
        coachId,
        startsAt: soon,
        endsAt: new Date(soon.getTime() + HOUR),
        businessId: basic.business!.id,
        bookedById: basic.userId,
      })
      .returning();
    expect((await basic.client.post(`/api/sessions/${late!.id}/cancel`, {})).statusCode).toBe(200);
    const [stored] = await db.select().from(coachingSessions).where(eq(coachingSessions.id, late!.id));
    expect(stored!.allowanceReturned).toBe(false);
    const [early] = await db.select().from(coachingSessions).where(eq(coachingSessions.id, booked.id));
    expect(early!.allowanceReturned).toBe(true);
  });

  it("shows the meeting link only from 24 hours before", async () => {
    const pro = await signInNewUser(t, { plan: "pro" });
    const db = t.database.handle.db;
    const insert = (startsAt: Date) =>
      db
        .insert(coachingSessions)
        .values({
          uid: `link-${startsAt.getTime()}-${Math.random()}@test`,
          kind: "one_to_one",
          coachId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + HOUR),
          businessId: pro.business!.id,
          bookedById: pro.userId,
        })
        .returning();
    const [near] = await insert(new Date(Date.now() + 23 * HOUR));
    const [far] = await insert(new Date(Date.now() + 25 * HOUR));
    const sessions = (await pro.client.get("/api/sessions")).json() as Session[];
    expect(sessions.find((s) => s.id === near!.id)!.meetingUrl).toBe("https://meet.example/alex");
    expect(sessions.find((s) => s.id === far!.id)!.meetingUrl).toBeNull();
  });

  it("never shows a member another business's sessions (404)", async () => {
    const [mine, other] = [await signInNewUser(t, { plan: "pro" }), await signInNewUser(t, { plan: "pro" })];
    const booked = (
      await mine.client.post("/api/sessions", { startsAt: takeSlot().startsAt })
    ).json() as Session;
    expect(((await other.client.get("/api/sessions")).json() as Session[]).map((s) => s.id)).not.toContain(
      booked.id,
    );
    const res = await other.client.post(`/api/sessions/${booked.id}/cancel`, {});
    expect(res.statusCode).toBe(404);
    expect(
      (await other.client.post(`/api/sessions/${booked.id}/reschedule`, { startsAt: takeSlot().startsAt }))
        .statusCode,
    ).toBe(404);
  });

  it("fills a group session up to its capacity and answers 409 when full", async () => {
    const slot = takeSlot();
    const created = await admin.post("/api/admin/group-sessions", {
      title: "MSP Owners Mastermind",
      startsAt: slot.startsAt,
      durationMinutes: 60,
      capacity: 1,
    });
    expect(created.statusCode).toBe(201);
    const group = created.json() as { id: number; seatsLeft: number };
    expect(group.seatsLeft).toBe(1);
    const [a, b] = [await signInNewUser(t, { plan: "pro" }), await signInNewUser(t, { plan: "pro" })];
    const joined = await a.client.post(`/api/group-sessions/${group.id}/join`, {});
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ joined: true, seatsLeft: 0 });
    const full = await b.client.post(`/api/group-sessions/${group.id}/join`, {});
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(COACHING_MESSAGES.groupFull);
    const listed = (await b.client.get("/api/group-sessions")).json() as { id: number; joined: boolean }[];
    expect(listed.find((g) => g.id === group.id)).toMatchObject({ joined: false, seatsLeft: 0 });
    // The list counts the seat and knows whose it is.
    const own = (await a.client.get("/api/group-sessions")).json() as { id: number; joined: boolean }[];
    expect(own.find((g) => g.id === group.id)).toMatchObject({ joined: true, seatsLeft: 0 });
    // And the business's own sessions show the seat, as its member holds it.
    const sessions = (await a.client.get("/api/sessions")).json() as { id: number; joined: boolean }[];
    expect(sessions.find((s) => s.id === group.id)).toMatchObject({
      kind: "group",
      joined: true,
      seatsLeft: 0,
    });
    const left = await a.client.post(`/api/group-sessions/${group.id}/leave`, {});
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ joined: false, seatsLeft: 1 });
  });

  /** The confirmation token the hold e-mail to an address carries. */
  async function holdToken(email: string) {
    const [row] = await t.database.handle.db
      .select({ payload: emailOutbox.payload })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "strategy-hold"), eq(emailOutbox.to, email)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return (row!.payload as { token: string }).token;
  }

  it("answers 429 with Retry-After past 5 strategy holds an hour from one client address", async () => {
    const attacker = new TestClient(t.app, freshIp());
    const free = (await attacker.get("/api/public/strategy-slots")).json() as Slot[];
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await attacker.post("/api/public/strategy-bookings", {
        firstName: "Fake",
        lastName: "Lead",
        email: uniqueEmail(`fake${i}`),
        company: "Nowhere",
        startsAt: free[free.length - 1 - i * 8]!.startsAt,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(statuses.slice(0, 5).every((s) => s === 201 || s === 409)).toBe(true);
  });

  it("books the free strategy session after the contact form, once per address", async () => {
    const visitor = new TestClient(t.app, freshIp());
    const email = uniqueEmail("visitor");
    const contact = {
      firstName: "Sam",
      lastName: "Lee",
      email,
      company: "Lee Managed IT",
      employees: "6-10",
    };
    const sent = await visitor.post("/api/contact", contact);
    expect(sent.statusCode).toBe(201);
    const { bookingToken } = sent.json() as { bookingToken: string };
    const free = (await visitor.get("/api/public/strategy-slots")).json() as Slot[];
    expect(new Date(free[0]!.endsAt).getTime() - new Date(free[0]!.startsAt).getTime()).toBe(30 * 60_000);
    const slot = takeSlot();
    const booked = await visitor.post("/api/public/strategy-bookings", {
      bookingToken,
      startsAt: slot.startsAt,
    });
    expect(booked.statusCode).toBe(201);
    const endsAt = new Date(new Date(slot.startsAt).getTime() + 30 * 60_000).toISOString();
    expect(booked.json()).toEqual({ startsAt: slot.startsAt, endsAt, status: "pending" });
    // Contract §14: booked only through the link e-mailed to the address given, once.
    const link = `/api/public/strategy-bookings/confirm?token=${encodeURIComponent(await holdToken(email))}`;
    const confirmed = await new TestClient(t.app, freshIp()).get(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ startsAt: slot.startsAt, endsAt, status: "booked" });
    const used = await new TestClient(t.app, freshIp()).get(link);
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe(STRATEGY_HOLD_MESSAGES.confirmLinkInvalid);
    const again = await visitor.post("/api/public/strategy-bookings", {
      ...contact,
      startsAt: takeSlot().startsAt,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COACHING_MESSAGES.oneFreeSession);
    const requests = await t.database.handle.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.email, email));
    expect(requests).toHaveLength(1);
    const calendar = (
      await admin.get(
        `/api/admin/sessions?from=${slot.startsAt}&to=${new Date(new Date(slot.startsAt).getTime() + HOUR).toISOString()}`,
      )
    ).json() as { kind: string; lead: { email: string } | null }[];
    expect(calendar.find((s) => s.kind === "strategy")?.lead?.email).toBe(email);
  });

  it("books the free strategy session with the time chosen first and answers 409 for a taken time", async () => {
    const slot = takeSlot();
    const contact = (email: string) => ({
      firstName: "Ana",
      lastName: "Cruz",
      email,
      company: "Cruz IT",
      startsAt: slot.startsAt,
    });
    const [a, b] = await Promise.all([
      new TestClient(t.app, freshIp()).post("/api/public/strategy-bookings", contact(uniqueEmail("a"))),
      new TestClient(t.app, freshIp()).post("/api/public/strategy-bookings", contact(uniqueEmail("b"))),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toBe(COACHING_MESSAGES.slotTaken);
    const missing = await new TestClient(t.app, freshIp()).post("/api/public/strategy-bookings", {
      startsAt: slot.startsAt,
    });
    expect(missing.statusCode).toBe(400);
  });

  it("lets the coach set availability and mark a session", async () => {
    const put = await admin.request("PUT", "/api/admin/availability", {
      body: {
        timeZone: "America/New_York",
        weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "09:00", end: "17:00" })),
        exceptions: [{ date: "2031-01-02", ranges: [] }],
      },
    });
    expect(put.statusCode).toBe(200);
    expect((await admin.get("/api/admin/availability")).json().exceptions).toEqual([
      { date: "2031-01-02", ranges: [] },
    ]);
    const bad = await admin.request("PUT", "/api/admin/availability", {
      body: { timeZone: "Mars/Olympus", weekly: [{ weekday: 8, start: "9", end: "17:00" }], exceptions: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {})).toEqual(expect.arrayContaining(["timeZone"]));
    const member = await signInNewUser(t, { plan: "pro" });
    expect((await member.client.get("/api/admin/availability")).statusCode).toBe(403);
    const booked = (
      await member.client.post("/api/sessions", { startsAt: takeSlot().startsAt })
    ).json() as Session;
    const early = await admin.patch(`/api/admin/sessions/${booked.id}`, { status: "no_show" });
    expect(early.statusCode).toBe(409);
    const notes = await admin.patch(`/api/admin/sessions/${booked.id}`, {
      coachNotes: "Private",
      sharedNotes: "Shared",
    });
    expect(notes.json()).toMatchObject({ coachNotes: "Private", sharedNotes: "Shared" });
    const seen = (
      (await member.client.get("/api/sessions")).json() as (Session & { sharedNotes: string })[]
    ).find((s) => s.id === booked.id)!;
    expect(seen.sharedNotes).toBe("Shared");
    expect(JSON.stringify(seen)).not.toContain("Private");
  });

  it("serves each member's calendar feed until it is reset", async () => {
    const member = await signInNewUser(t, { plan: "pro" });
    const booked = (
      await member.client.post("/api/sessions", { startsAt: takeSlot().startsAt })
    ).json() as Session;
    const { feedUrl } = (await member.client.get("/api/calendar")).json() as { feedUrl: string };
    const path = new URL(feedUrl).pathname;
    const feed = await new TestClient(t.app).get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/^text\/calendar/);
    // Contract §14: the secret URL's answer is kept by no cache, signed in or not.
    expect(feed.headers["cache-control"]).toBe("private, no-store");
    expect((await member.client.get(path)).headers["cache-control"]).toBe("private, no-store");
    const events = Object.values(ical.sync.parseICS(feed.body)).filter(
      (c): c is VEvent => c?.type === "VEVENT",
    );
    expect(events).toHaveLength(1);
    expect(new Date(events[0]!.start).toISOString()).toBe(booked.startsAt);
    expect((await member.client.post("/api/calendar/reset", {})).statusCode).toBe(200);
    expect((await new TestClient(t.app).get(path)).statusCode).toBe(404);
  });
});
