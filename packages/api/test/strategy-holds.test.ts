import type { TRPCError } from "@trpc/server";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, coachingSessions, consultationRequests, eq, strategyHolds, type Database } from "@scalemsp/db";
import { createBusiness, createUser } from "@scalemsp/db/factories";
import { createTestDatabase, testBackends, type TestDatabase } from "@scalemsp/db/testing";
import { COACHING_MESSAGES, STRATEGY_HOLD_MESSAGES, STRATEGY_HOLD_RULES } from "@scalemsp/validators";
import { manageToken } from "../src/domain/coaching/managed-sessions";
import { callerAs } from "../src/testing";
import { rejection } from "./rejection";
import { holdTokenSentTo } from "./strategy-hold-mail";

const NY = "America/New_York";
const passwordHash = "$scrypt$not-a-real-hash";
/** Monday 1 June 2026, 8:00 in New York. */
const NOW = new Date("2026-06-01T12:00:00Z");
const MINUTE = 60_000;
const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: NY }).toJSDate();
const later = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

let ip = 0;
const visitor = (now = NOW) => callerAs(t.handle.db, null, { now: () => now, clientIp: `10.9.0.${++ip}` });
let t: TestDatabase;

describe.each(testBackends())("free strategy session holds on %s (contract §14)", (backend) => {
  let db: Database;
  let adminId: number;
  const contact = (email: string, startsAt: Date) => ({
    firstName: "Dana",
    lastName: "Reyes",
    email,
    company: "Reyes IT",
    message: "Please call me about <b>margins</b>",
    startsAt: startsAt.toISOString(),
  });
  const startsOn = async (date: string, now = NOW) =>
    (
      await (
        await visitor(now)
      ).booking.strategySlots({ from: at(date, "00:00").toISOString(), to: at(date, "23:59").toISOString() })
    ).map((s) => s.startsAt);

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    db = t.handle.db;
    adminId = (await createUser(db, { passwordHash, role: "admin", firstName: "Alex", lastName: "Morgan" }))
      .id;
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it("holds the time until the e-mailed link confirms it, and a hold blocks the slot for everyone else", async () => {
    const startsAt = at("2026-06-03", "10:00");
    const held = await (await visitor()).booking.bookStrategy(contact("hold@example.test", startsAt));
    expect(held).toEqual({
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 30 * MINUTE).toISOString(),
      status: "pending",
    });
    expect(await startsOn("2026-06-03")).not.toContain(startsAt.toISOString());
    const second = await rejection(
      (await visitor()).booking.bookStrategy(contact("other@example.test", startsAt)),
    );
    expect(second.code).toBe("CONFLICT");
    expect(second.message).toBe(COACHING_MESSAGES.slotTaken);
    const business = await createBusiness(db, { planLevel: "pro" });
    const owner = await createUser(db, {
      passwordHash,
      businessId: business.id,
      role: "business_owner",
      isOwner: true,
    });
    const member = await callerAs(db, owner.id, { now: () => NOW });
    const overlapping = await rejection(
      member.sessions.book({ kind: "one_to_one", startsAt: startsAt.toISOString() }),
    );
    expect(overlapping.code).toBe("CONFLICT");

    const admin = await callerAs(db, adminId, { now: () => NOW });
    const holds = await admin.admin.coaching.strategyHolds({ from: at("2026-06-03", "00:00").toISOString() });
    expect(holds.find((h) => h.startsAt === startsAt.toISOString())).toMatchObject({
      status: "pending",
      lead: { email: "hold@example.test" },
    });

    const token = await holdTokenSentTo(db, "hold@example.test");
    const confirmed = await (await visitor(later(59))).booking.confirmStrategy({ token });
    expect(confirmed).toMatchObject({ startsAt: startsAt.toISOString(), status: "booked" });
    const calendar = await admin.admin.coaching.sessions({
      from: at("2026-06-03", "00:00").toISOString(),
      to: at("2026-06-04", "00:00").toISOString(),
    });
    expect(calendar.find((s) => s.kind === "strategy")?.lead?.email).toBe("hold@example.test");
    const again = await rejection((await visitor(later(59))).booking.confirmStrategy({ token }));
    expect(again.code).toBe("BAD_REQUEST");
    expect(again.message).toBe(STRATEGY_HOLD_MESSAGES.confirmLinkInvalid);
    const unknown = await rejection((await visitor()).booking.confirmStrategy({ token: "not-a-token" }));
    expect(unknown.message).toBe(STRATEGY_HOLD_MESSAGES.confirmLinkInvalid);
  });

  it("lets an unconfirmed hold lapse after an hour: the time is free again and the lead stays, marked lapsed", async () => {
    const startsAt = at("2026-06-04", "11:00");
    await (await visitor()).booking.bookStrategy(contact("lapse@example.test", startsAt));
    const token = await holdTokenSentTo(db, "lapse@example.test");
    expect(await startsOn("2026-06-04", later(STRATEGY_HOLD_RULES.holdMinutes - 1))).not.toContain(
      startsAt.toISOString(),
    );
    const afterHour = later(STRATEGY_HOLD_RULES.holdMinutes + 1);
    expect(await startsOn("2026-06-04", afterHour)).toContain(startsAt.toISOString());
    const expired = await rejection((await visitor(afterHour)).booking.confirmStrategy({ token }));
    expect(expired.message).toBe(STRATEGY_HOLD_MESSAGES.confirmLinkInvalid);
    const [lead] = await db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.email, "lapse@example.test"));
    expect(lead).toBeDefined();
    const [hold] = await db
      .select()
      .from(strategyHolds)
      .where(eq(strategyHolds.consultationRequestId, lead!.id));
    expect(hold!.status).toBe("lapsed");
    const admin = await callerAs(db, adminId, { now: () => afterHour });
    const holds = await admin.admin.coaching.strategyHolds({ from: at("2026-06-04", "00:00").toISOString() });
    expect(holds.find((h) => h.lead.email === "lapse@example.test")?.status).toBe("lapsed");
    // The freed time can be held by someone else now.
    const next = await (
      await visitor(afterHour)
    ).booking.bookStrategy(contact("after@example.test", startsAt));
    expect(next.status).toBe("pending");
  });

  it("gives a lapsed hold's time back to members' slots too", async () => {
    const startsAt = at("2026-06-05", "14:00");
    await (await visitor()).booking.bookStrategy(contact("member-view@example.test", startsAt));
    const business = await createBusiness(db, { planLevel: "pro" });
    const owner = await createUser(db, {
      passwordHash,
      businessId: business.id,
      role: "business_owner",
      isOwner: true,
    });
    const memberStarts = async (now: Date) =>
      (
        await (
          await callerAs(db, owner.id, { now: () => now })
        ).sessions.slots({
          kind: "one_to_one",
          from: at("2026-06-05", "00:00").toISOString(),
          to: at("2026-06-05", "23:59").toISOString(),
        })
      ).map((s) => s.startsAt);
    expect(await memberStarts(later(30))).not.toContain(startsAt.toISOString());
    expect(await memberStarts(later(STRATEGY_HOLD_RULES.holdMinutes + 1))).toContain(startsAt.toISOString());
  });

  it("offers no free times on a day or in a week at the admin's cap", async () => {
    const admin = await callerAs(db, adminId, { now: () => NOW });
    expect(await admin.admin.coaching.strategyCaps()).toEqual(STRATEGY_HOLD_RULES.defaultCaps);
    await admin.admin.coaching.saveStrategyCaps({ perDay: 1, perWeek: 2 });
    const day = "2026-06-09";
    const first = (await startsOn(day))[0]!;
    await (await visitor()).booking.bookStrategy(contact("cap1@example.test", new Date(first)));
    expect(await startsOn(day)).toEqual([]);
    const refused = await rejection(
      (await visitor()).booking.bookStrategy(contact("cap2@example.test", at(day, "15:00"))),
    );
    expect(refused.code).toBe("CONFLICT");
    const other = (await startsOn("2026-06-10"))[0]!;
    await (await visitor()).booking.bookStrategy(contact("cap3@example.test", new Date(other)));
    // Two in the week of 8 June: its other days offer nothing, the next week does.
    expect(await startsOn("2026-06-11")).toEqual([]);
    expect((await startsOn("2026-06-16")).length).toBeGreaterThan(0);
    const bad = await rejection(admin.admin.coaching.saveStrategyCaps({ perDay: -1, perWeek: 2.5 }));
    expect(bad.code).toBe("BAD_REQUEST");
    await admin.admin.coaching.saveStrategyCaps(STRATEGY_HOLD_RULES.defaultCaps);
  });

  it("moves a confirmed free session through its link only to a day and week under the caps", async () => {
    const admin = await callerAs(db, adminId, { now: () => NOW });
    await admin.admin.coaching.saveStrategyCaps({ perDay: 1, perWeek: 2 });
    /** A free session held from the first free time of the day, and confirmed through its e-mail. */
    const confirmedOn = async (day: string, email: string) => {
      const startsAt = new Date((await startsOn(day))[0]!);
      await (await visitor()).booking.bookStrategy(contact(email, startsAt));
      await (await visitor()).booking.confirmStrategy({ token: await holdTokenSentTo(db, email) });
      const [row] = await db
        .select({ id: coachingSessions.id })
        .from(coachingSessions)
        .where(and(eq(coachingSessions.kind, "strategy"), eq(coachingSessions.startsAt, startsAt)));
      return { id: row!.id, startsAt };
    };
    // Week of Monday 6 July: Tuesday at the day cap, then the week at its cap with Wednesday.
    await confirmedOn("2026-07-07", "move1@example.test");
    const wednesday = await confirmedOn("2026-07-08", "move2@example.test");
    const nextWeek = await confirmedOn("2026-07-14", "move3@example.test");
    const link = (id: number) => manageToken(db, id, NOW);
    const moveTo = async (id: number, startsAt: Date) =>
      (await visitor()).booking.rescheduleManaged({
        token: await link(id),
        startsAt: startsAt.toISOString(),
      });
    const offered = async (id: number, day: string) =>
      (
        await (
          await visitor()
        ).booking.managedSlots({
          token: await link(id),
          from: at(day, "00:00").toISOString(),
          to: at(day, "23:59").toISOString(),
        })
      ).map((s) => s.startsAt);

    // Into the capped week (Thursday's day is free, the week is not): refused, and not offered.
    expect(await offered(nextWeek.id, "2026-07-09")).toEqual([]);
    const intoWeek = await rejection(moveTo(nextWeek.id, at("2026-07-09", "10:00")));
    expect(intoWeek.code).toBe("CONFLICT");
    expect(intoWeek.message).toBe(COACHING_MESSAGES.slotTaken);
    // Onto the capped Tuesday from within the week: refused by the day cap.
    expect(await offered(wednesday.id, "2026-07-07")).toEqual([]);
    const ontoDay = await rejection(moveTo(wednesday.id, at("2026-07-07", "15:00")));
    expect(ontoDay.code).toBe("CONFLICT");
    // The session itself does not count against its own day and week: it moves within them.
    const sameDay = (await offered(wednesday.id, "2026-07-08")).find(
      (s) => s !== wednesday.startsAt.toISOString(),
    )!;
    expect(sameDay).toBeDefined();
    expect((await moveTo(wednesday.id, new Date(sameDay))).startsAt).toBe(sameDay);
    const laterDay = (await offered(nextWeek.id, "2026-07-16"))[0]!;
    expect((await moveTo(nextWeek.id, new Date(laterDay))).startsAt).toBe(laterDay);
    await admin.admin.coaching.saveStrategyCaps(STRATEGY_HOLD_RULES.defaultCaps);
  });

  it("takes at most 5 holds an hour from one client address, then answers 429", async () => {
    const caller = await callerAs(db, null, { now: () => NOW, clientIp: "10.99.0.1" });
    // One a day, so the coach's daily cap is not what refuses them.
    const days = [
      "2026-06-17",
      "2026-06-18",
      "2026-06-19",
      "2026-06-22",
      "2026-06-23",
      "2026-06-24",
      "2026-06-25",
    ];
    const answers = [];
    for (const [i, day] of days.entries()) {
      answers.push(
        await caller.booking
          .bookStrategy(contact(`burst${i}@example.test`, new Date((await startsOn(day))[0]!)))
          .then(
            () => "held",
            (e: TRPCError) => e.code,
          ),
      );
    }
    expect(answers).toEqual([
      "held",
      "held",
      "held",
      "held",
      "held",
      "TOO_MANY_REQUESTS",
      "TOO_MANY_REQUESTS",
    ]);
  });
});
