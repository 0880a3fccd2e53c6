import { TRPCError } from "@trpc/server";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, coachingSessions, eq, ne, type Database } from "@scalemsp/db";
import { createBusiness, createUser } from "@scalemsp/db/factories";
import { createTestDatabase, testBackends, type TestDatabase } from "@scalemsp/db/testing";
import { COACHING_MESSAGES, DEFAULT_WEEKLY_HOURS } from "@scalemsp/validators";
import type { SessionUser } from "../src/context";
import { bookOneToOne } from "../src/domain/coaching/member-sessions";
import { openSlots } from "../src/domain/coaching/open-slots";
import {
  SlotCache,
  changingCalendar,
  markCalendarChanged,
  slotCacheOf,
} from "../src/domain/coaching/slot-cache";
import { defaultSlotRules, freeSlotStarts, freeStartsInRange } from "../src/domain/coaching/slots";

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  return { read: () => now, advance: (ms: number) => (now += ms) };
}

/** A computation that counts its runs and finishes when told. */
function counted<T>(value: T) {
  let runs = 0;
  const pending: (() => void)[] = [];
  return {
    get runs() {
      return runs;
    },
    compute: () => {
      runs++;
      return new Promise<T>((resolve) => pending.push(() => resolve(value)));
    },
    finishAll: () => pending.splice(0).forEach((finish) => finish()),
  };
}

describe("the slot cache", () => {
  it("shares one computation among readers, and serves it until the time to live is up", async () => {
    const clock = manualClock();
    const cache = new SlotCache<string>(1000, clock.read);
    const work = counted("slots");
    const first = cache.get("k", work.compute);
    const second = cache.get("k", work.compute);
    work.finishAll();
    expect(await Promise.all([first, second])).toEqual(["slots", "slots"]);
    expect(work.runs).toBe(1);
    clock.advance(999);
    expect(await cache.get("k", work.compute)).toBe("slots");
    expect(work.runs).toBe(1);
    clock.advance(1);
    const again = cache.get("k", work.compute);
    work.finishAll();
    await again;
    expect(work.runs).toBe(2);
  });

  it("forgets everything when this process changes a calendar, even a change that failed", async () => {
    const cache = new SlotCache<string>(60_000, manualClock().read);
    const work = counted("slots");
    const read = async () => {
      const value = cache.get("k", work.compute);
      work.finishAll();
      return value;
    };
    await read();
    markCalendarChanged();
    await read();
    expect(work.runs).toBe(2);
    await expect(changingCalendar(() => Promise.reject(new Error("rolled back")))).rejects.toThrow();
    await read();
    expect(work.runs).toBe(3);
    expect(await changingCalendar(async () => "booked")).toBe("booked");
    await read();
    expect(work.runs).toBe(4);
  });

  it("does not serve a computation begun before a change, even one still running", async () => {
    const cache = new SlotCache<string>(60_000, manualClock().read);
    const before = counted("before the booking");
    const stale = cache.get("k", before.compute);
    markCalendarChanged();
    const after = counted("after the booking");
    const fresh = cache.get("k", after.compute);
    before.finishAll();
    after.finishAll();
    expect(await stale).toBe("before the booking");
    expect(await fresh).toBe("after the booking");
  });

  it("keeps no failed computation, and keeps the caches of two databases apart", async () => {
    const cache = new SlotCache<string>(60_000, manualClock().read);
    await expect(cache.get("k", () => Promise.reject(new Error("database down")))).rejects.toThrow();
    expect(await cache.get("k", async () => "recovered")).toBe("recovered");
    const [a, b] = [{}, {}];
    expect(slotCacheOf(a)).toBe(slotCacheOf(a));
    expect(slotCacheOf(a)).not.toBe(slotCacheOf(b));
  });

  it("holds starts that, filtered by notice and window, are the slots computed with the clock", () => {
    const availability = {
      timeZone: "America/New_York",
      weekly: [...DEFAULT_WEEKLY_HOURS, { weekday: 6, start: "22:00", end: "24:00" }],
      exceptions: [{ date: "2026-03-10", ranges: [] }],
    };
    const busy = [
      { start: Date.parse("2026-03-09T15:00:00Z"), end: Date.parse("2026-03-09T16:00:00Z") },
      { start: Date.parse("2026-03-12T18:30:00Z"), end: Date.parse("2026-03-12T19:00:00Z") },
    ];
    const rules = defaultSlotRules(60);
    // Whole UTC days around a range over the March daylight-saving change.
    const [from, to] = [new Date("2026-03-05T00:00:00Z"), new Date("2026-04-04T00:00:00Z")];
    const held = freeStartsInRange({ availability, busy, from, to, rules });
    for (const now of ["2026-03-04T13:17:00Z", "2026-03-08T06:30:00Z", "2026-02-10T00:00:00Z"]) {
      const clock = new Date(now);
      const query = { from: new Date("2026-03-05T09:41:00Z"), to: new Date("2026-04-03T20:00:00Z") };
      const earliest = Math.max(query.from.getTime(), clock.getTime() + 24 * 3_600_000);
      const latest = Math.min(query.to.getTime() - 1, clock.getTime() + 60 * 86_400_000);
      const expected = freeSlotStarts({ availability, busy, ...query, now: clock, rules });
      expect(expected.length).toBeGreaterThan(0);
      expect(held.filter((s) => s >= earliest && s <= latest)).toEqual(expected);
    }
  });
});

const NY = "America/New_York";
/** Monday 1 June 2026, 8:00 in New York. */
const NOW = new Date("2026-06-01T12:00:00Z");
const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: NY }).toJSDate();

describe.each(testBackends())("cached slots on %s", (backend) => {
  let t: TestDatabase;
  let db: Database;
  let coachId: number;

  async function proMember(): Promise<SessionUser> {
    const business = await createBusiness(db, { planLevel: "pro" });
    const user = await createUser(db, { passwordHash: "x", businessId: business.id, isOwner: true });
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      businessId: business.id,
      isOwner: true,
      isActive: true,
      createdAt: user.createdAt,
      business: { id: business.id, planLevel: "pro", isActive: true },
    };
  }
  const week = {
    kind: "one_to_one" as const,
    from: at("2026-06-08", "00:00"),
    to: at("2026-06-13", "00:00"),
  };
  const offered = async (startsAt: Date) =>
    (await openSlots(db, week, NOW)).some((s) => s.startsAt === startsAt.toISOString());
  const book = (viewer: SessionUser, startsAt: Date) =>
    bookOneToOne(db, viewer, { kind: "one_to_one", timeZone: null, startsAt, topic: null }, NOW);

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    db = t.handle.db;
    coachId = (await createUser(db, { passwordHash: "x", role: "admin" })).id;
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it("hands every reader who cuts the same slice one kept answer, and a new one once the notice cuts another", async () => {
    markCalendarChanged();
    const first = await openSlots(db, week, NOW);
    expect(first.length).toBeGreaterThan(1);
    expect(Object.isFrozen(first)).toBe(true);
    // A minute later the notice still ends before the week starts: the same slice, the same answer.
    expect(await openSlots(db, week, new Date(NOW.getTime() + 60_000))).toBe(first);
    // Just under a day before the first slot, the notice (24 hours) leaves it out.
    const later = new Date(Date.parse(first[0]!.startsAt) - 24 * 3_600_000 + 1);
    const cut = await openSlots(db, week, later);
    expect(cut).not.toBe(first);
    expect(cut).toEqual(first.slice(1));
    expect(Object.isFrozen(cut)).toBe(true);
    expect(await openSlots(db, week, later)).toBe(cut);
  });

  it("stops offering a time the moment this process books it", async () => {
    const startsAt = at("2026-06-09", "10:00");
    expect(await offered(startsAt)).toBe(true);
    await book(await proMember(), startsAt);
    expect(await offered(startsAt)).toBe(false);
  });

  it("never books twice a time another process took while this one still held it as free", async () => {
    const startsAt = at("2026-06-10", "14:00");
    expect(await offered(startsAt)).toBe(true);
    // Another app process books the time: this process hears nothing of it.
    await db.insert(coachingSessions).values({
      uid: "elsewhere@coaching-sessions",
      kind: "one_to_one",
      coachId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
    });
    const refused = await book(await proMember(), startsAt).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe("CONFLICT");
    expect((refused as TRPCError).message).toBe(COACHING_MESSAGES.slotTaken);
    const there = await db
      .select()
      .from(coachingSessions)
      .where(and(eq(coachingSessions.startsAt, startsAt), ne(coachingSessions.status, "cancelled")));
    expect(there).toHaveLength(1);
    // The refused booking was a calendar change here too: the list is read again.
    expect(await offered(startsAt)).toBe(false);
  });
});
