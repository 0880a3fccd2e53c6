import { TRPCError } from "@trpc/server";
import { DateTime } from "luxon";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachingSessions, consultationRequests, eq, type Database } from "@scalemsp/db";
import { createBusiness, createUser } from "@scalemsp/db/factories";
import { createTestDatabase, testBackends, type TestDatabase } from "@scalemsp/db/testing";
import {
  COACHING_MESSAGES,
  DEFAULT_WEEKLY_HOURS,
  type PlanLevel,
  adminSessionUpdateInput,
  availabilityInput,
  strategyBookingInput,
} from "@scalemsp/validators";
import type { SessionUser } from "../src/context";
import { submitConsultationRequest } from "../src/domain/leads";
import { listAdminSessions, updateAdminSession } from "../src/domain/coaching/admin-sessions";
import { readAllowances, writeAllowances } from "../src/domain/coaching/allowances";
import { calendarFeedFile, getCalendarFeed, resetCalendarFeed } from "../src/domain/coaching/calendar-feed";
import { saveAvailability, saveCoachProfile } from "../src/domain/coaching/coaches";
import {
  joinGroupSession,
  leaveGroupSession,
  scheduleGroupSession,
} from "../src/domain/coaching/group-sessions";
import {
  bookOneToOne,
  cancelMemberSession,
  listBusinessSessions,
  rescheduleMemberSession,
  sessionAllowance,
} from "../src/domain/coaching/member-sessions";
import { openSlots } from "../src/domain/coaching/open-slots";
import { bookStrategySession } from "../src/domain/coaching/strategy";
import { confirmHold } from "../src/domain/coaching/strategy-holds";
import { rejection } from "./rejection";
import { holdTokenSentTo } from "./strategy-hold-mail";

const NY = "America/New_York";
const passwordHash = "$scrypt$not-a-real-hash";
/** Monday 1 June 2026, 8:00 in New York. */
const NOW = new Date("2026-06-01T12:00:00Z");
const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: NY }).toJSDate();
const hoursBefore = (instant: Date, hours: number) => new Date(instant.getTime() - hours * 3_600_000);

function viewerOf(
  user: Awaited<ReturnType<typeof createUser>>,
  business: Awaited<ReturnType<typeof createBusiness>> | null,
): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    businessId: business?.id ?? null,
    isOwner: user.isOwner,
    isActive: user.isActive,
    createdAt: user.createdAt,
    timeZone: user.timeZone,
    emailVerifiedAt: user.emailVerifiedAt,
    business: business
      ? {
          id: business.id,
          name: business.name,
          industry: business.industry,
          employeeCount: business.employeeCount,
          website: business.website,
          planLevel: business.planLevel,
          isActive: business.isActive,
          shareScorecardWithTeam: business.shareScorecardWithTeam,
          membersMayCheckIn: business.membersMayCheckIn,
          createdAt: business.createdAt,
        }
      : null,
    // The coach of these tests works in New York, as the session's query would read.
    coachTimeZone: NY,
  };
}

describe.each(testBackends())("coaching sessions on %s", (backend) => {
  let t: TestDatabase;
  let db: Database;
  let coach: SessionUser;

  async function member(plan: PlanLevel, options: { owner?: boolean } = {}) {
    const business = await createBusiness(db, { planLevel: plan });
    const user = await createUser(db, {
      passwordHash,
      businessId: business.id,
      role: options.owner === false ? "member" : "business_owner",
      isOwner: options.owner !== false,
    });
    return viewerOf(user, business);
  }
  async function teammate(of: SessionUser) {
    const business = of.business!;
    const user = await createUser(db, { passwordHash, businessId: business.id, role: "member" });
    return { ...viewerOf(user, null), businessId: business.id, business };
  }

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    db = t.handle.db;
    coach = viewerOf(
      await createUser(db, { passwordHash, role: "admin", firstName: "Alex", lastName: "Morgan" }),
      null,
    );
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
  });

  describe("no double booking", () => {
    it("lets exactly one of two simultaneous bookings of a slot succeed", async () => {
      const [a, b] = [await member("pro"), await member("pro")];
      const startsAt = at("2026-06-03", "10:00");
      const results = await Promise.allSettled([
        bookOneToOne(db, a, { kind: "one_to_one", timeZone: null, startsAt, topic: null }, NOW),
        bookOneToOne(db, b, { kind: "one_to_one", timeZone: null, startsAt, topic: null }, NOW),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(TRPCError);
      expect((refused.reason as TRPCError).code).toBe("CONFLICT");
      expect((refused.reason as TRPCError).message).toBe(COACHING_MESSAGES.slotTaken);
    });

    it("lets one of twenty bookings of one slot succeed and keeps one session there", async () => {
      const members = await Promise.all(Array.from({ length: 20 }, () => member("enterprise")));
      const startsAt = at("2026-06-03", "14:00");
      const results = await Promise.allSettled(
        members.map((m) =>
          bookOneToOne(db, m, { kind: "one_to_one", timeZone: null, startsAt, topic: null }, NOW),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      for (const r of results.filter((r): r is PromiseRejectedResult => r.status === "rejected"))
        expect((r.reason as TRPCError).code).toBe("CONFLICT");
      const stored = await db.select().from(coachingSessions).where(eq(coachingSessions.startsAt, startsAt));
      expect(stored).toHaveLength(1);
    });

    it("keeps the buffer around a group session and between kinds", async () => {
      await scheduleGroupSession(
        db,
        coach,
        {
          title: "MSP Owners Mastermind",
          startsAt: at("2026-06-08", "10:00"),
          durationMinutes: 90,
          capacity: 8,
        },
        NOW,
      );
      const m = await member("enterprise");
      const clash = await rejection(
        bookOneToOne(
          db,
          m,
          { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-08", "11:30"), topic: null },
          NOW,
        ),
      );
      expect(clash.code).toBe("CONFLICT");
      await bookOneToOne(
        db,
        m,
        { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-08", "12:00"), topic: null },
        NOW,
      );
      // A free strategy session 15 minutes after the one-to-one is fine; right after it is not.
      const lead = (email: string) => ({
        firstName: "Dana",
        lastName: "Reyes",
        email,
        company: "Reyes IT",
        employees: null,
        message: null,
      });
      const tooClose = await rejection(
        bookStrategySession(
          db,
          {
            startsAt: at("2026-06-08", "13:00"),
            bookingToken: null,
            timeZone: null,
            contact: lead("close@example.test"),
          },
          "10.0.0.1",
          NOW,
        ),
      );
      expect(tooClose.code).toBe("CONFLICT");
      const held = await bookStrategySession(
        db,
        {
          startsAt: at("2026-06-08", "13:30"),
          bookingToken: null,
          timeZone: null,
          contact: lead("apart@example.test"),
        },
        "10.0.0.1",
        NOW,
      );
      expect(held.status).toBe("pending");
      // And the coach cannot schedule a group session over a booking.
      const overBooking = await rejection(
        scheduleGroupSession(
          db,
          coach,
          { title: "Clash", startsAt: at("2026-06-08", "12:30"), durationMinutes: 60, capacity: 5 },
          NOW,
        ),
      );
      expect(overBooking.code).toBe("CONFLICT");
    });

    it("refuses a time that is not a slot with 400 and one inside the notice with 400", async () => {
      const m = await member("pro");
      const odd = await rejection(
        bookOneToOne(
          db,
          m,
          { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-04", "10:10"), topic: null },
          NOW,
        ),
      );
      expect(odd.code).toBe("BAD_REQUEST");
      expect(odd.message).toBe(COACHING_MESSAGES.notASlot);
      const soon = await rejection(
        bookOneToOne(
          db,
          m,
          { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-02", "07:00"), topic: null },
          NOW,
        ),
      );
      expect(soon.message).toBe(COACHING_MESSAGES.outsideWindow);
    });
  });

  describe("allowances", () => {
    it("gives a free business no one-to-one and names the plans that include them", async () => {
      const free = await member("free");
      const refused = await rejection(
        bookOneToOne(
          db,
          free,
          { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-04", "09:00"), topic: null },
          NOW,
        ),
      );
      expect(refused.code).toBe("FORBIDDEN");
      expect(refused.message).toBe(COACHING_MESSAGES.oneToOneNotIncluded(["basic", "pro", "enterprise"]));
      // Listing slots is open to every plan.
      expect((await openSlots(db, { kind: "one_to_one" }, NOW)).length).toBeGreaterThan(0);
    });

    it("counts a basic business's one session a month, by the session's month in the coach's zone", async () => {
      const basic = await member("basic");
      const colleague = await teammate(basic);
      await bookOneToOne(
        db,
        basic,
        { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-04", "10:00"), topic: "Pricing" },
        NOW,
      );
      const second = await rejection(
        bookOneToOne(
          db,
          colleague,
          { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-04", "14:00"), topic: null },
          NOW,
        ),
      );
      expect(second.code).toBe("FORBIDDEN");
      expect(second.message).toBe(COACHING_MESSAGES.oneToOneUsed(1));
      await bookOneToOne(
        db,
        colleague,
        { kind: "one_to_one", timeZone: null, startsAt: at("2026-07-01", "10:00"), topic: null },
        NOW,
      );
      const allowance = await sessionAllowance(db, basic, NOW);
      expect(allowance).toEqual({
        month: "2026-06",
        oneToOne: { included: 1, used: 1 },
        group: { included: 1, usedThisWeek: 0 },
      });
    });

    it("gives the session back when cancelled 24 hours ahead, not later", async () => {
      const basic = await member("basic");
      const first = await bookOneToOne(
        db,
        basic,
        { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-05", "10:00"), topic: null },
        NOW,
      );
      const cancelled = await cancelMemberSession(db, basic, { id: first.id, reason: "Travelling" }, NOW);
      expect(cancelled.status).toBe("cancelled");
      const second = await bookOneToOne(
        db,
        basic,
        { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-05", "14:00"), topic: null },
        NOW,
      );
      const late = hoursBefore(at("2026-06-05", "14:00"), 2);
      await cancelMemberSession(db, basic, { id: second.id, reason: null }, late);
      const third = await rejection(
        bookOneToOne(
          db,
          basic,
          { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-09", "10:00"), topic: null },
          late,
        ),
      );
      expect(third.message).toBe(COACHING_MESSAGES.oneToOneUsed(1));
      expect((await sessionAllowance(db, basic, late)).oneToOne).toEqual({ included: 1, used: 1 });
    });

    it("lets only the booker or the owner cancel, and answers 404 to another business", async () => {
      const owner = await member("pro");
      const colleague = await teammate(owner);
      const other = await member("pro");
      const booked = await bookOneToOne(
        db,
        owner,
        { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-05", "12:00"), topic: null },
        NOW,
      );
      expect(
        (await rejection(cancelMemberSession(db, colleague, { id: booked.id, reason: null }, NOW))).code,
      ).toBe("FORBIDDEN");
      expect(
        (await rejection(cancelMemberSession(db, other, { id: booked.id, reason: null }, NOW))).code,
      ).toBe("NOT_FOUND");
      expect((await listBusinessSessions(db, other, NOW)).map((s) => s.id)).not.toContain(booked.id);
      expect((await listBusinessSessions(db, colleague, NOW)).map((s) => s.id)).toContain(booked.id);
    });
  });

  describe("group sessions", () => {
    it("fills seats up to the capacity", async () => {
      const small = await scheduleGroupSession(
        db,
        coach,
        { title: "Pricing clinic", startsAt: at("2026-06-15", "10:00"), durationMinutes: 60, capacity: 1 },
        NOW,
      );
      const [a, b] = [await member("pro"), await member("pro")];
      const joined = await joinGroupSession(db, a, { id: small.id }, NOW);
      expect(joined).toMatchObject({ joined: true, seatsLeft: 0 });
      const full = await rejection(joinGroupSession(db, b, { id: small.id }, NOW));
      expect(full.code).toBe("CONFLICT");
      expect(full.message).toBe(COACHING_MESSAGES.groupFull);
    });

    it("lets a basic business join one a week, and a free one none", async () => {
      const [first, second] = await Promise.all([
        scheduleGroupSession(
          db,
          coach,
          { title: "Hiring", startsAt: at("2026-06-16", "12:00"), durationMinutes: 60, capacity: 10 },
          NOW,
        ),
        scheduleGroupSession(
          db,
          coach,
          { title: "Sales", startsAt: at("2026-06-17", "12:00"), durationMinutes: 60, capacity: 10 },
          NOW,
        ),
      ]);
      const basic = await member("basic");
      await joinGroupSession(db, basic, { id: first.id }, NOW);
      const weekly = await rejection(joinGroupSession(db, basic, { id: second.id }, NOW));
      expect(weekly.message).toBe(COACHING_MESSAGES.groupUsed(1));
      await leaveGroupSession(db, basic, { id: first.id }, NOW);
      expect((await joinGroupSession(db, basic, { id: second.id }, NOW)).joined).toBe(true);
      const free = await member("free");
      const refused = await rejection(joinGroupSession(db, free, { id: first.id }, NOW));
      expect(refused.message).toBe(COACHING_MESSAGES.groupNotIncluded(["basic", "pro", "enterprise"]));
      const sessions = await listBusinessSessions(db, basic, NOW);
      expect(sessions.map((s) => s.id)).toContain(second.id);
      expect(sessions.map((s) => s.id)).not.toContain(first.id);
    });
    it("reads the week's seats and the plan's stored allowance in the allowance read", async () => {
      const [thisWeek, nextWeek] = await Promise.all(
        ["2026-06-02", "2026-06-10"].map((date) =>
          scheduleGroupSession(
            db,
            coach,
            { title: "Margins", startsAt: at(date, "13:00"), durationMinutes: 60, capacity: 10 },
            NOW,
          ),
        ),
      );
      const enterprise = await member("enterprise");
      await joinGroupSession(db, enterprise, { id: thisWeek!.id }, NOW);
      await joinGroupSession(db, enterprise, { id: nextWeek!.id }, NOW);
      await bookOneToOne(
        db,
        enterprise,
        { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-12", "11:00"), topic: null },
        NOW,
      );
      const defaults = await readAllowances(db);
      expect(await sessionAllowance(db, enterprise, NOW)).toEqual({
        month: "2026-06",
        oneToOne: { included: defaults.enterprise.oneToOnePerMonth, used: 1 },
        group: { included: defaults.enterprise.groupPerWeek, usedThisWeek: 1 },
      });
      // The admin's values for the plan, once stored, are what the read answers.
      await writeAllowances(db, { ...defaults, enterprise: { oneToOnePerMonth: 7, groupPerWeek: 2 } }, NOW);
      try {
        expect(await sessionAllowance(db, enterprise, NOW)).toMatchObject({
          oneToOne: { included: 7, used: 1 },
          group: { included: 2, usedThisWeek: 1 },
        });
      } finally {
        await writeAllowances(db, defaults, NOW);
      }
    });
  });

  describe("what a member sees", () => {
    it("shows the meeting link only from 24 hours before", async () => {
      await saveCoachProfile(
        db,
        coach,
        {
          displayName: "Alex Morgan",
          bio: "Coach",
          photoUrl: null,
          meetingUrl: "https://meet.example/alex",
          timeZone: NY,
        },
        NOW,
      );
      const m = await member("pro");
      const startsAt = at("2026-06-18", "10:00");
      const booked = await bookOneToOne(
        db,
        m,
        { kind: "one_to_one", timeZone: null, startsAt, topic: "Hiring" },
        NOW,
      );
      expect(booked.meetingUrl).toBeNull();
      const find = async (now: Date) =>
        (await listBusinessSessions(db, m, now)).find((s) => s.id === booked.id)!;
      expect((await find(hoursBefore(startsAt, 25))).meetingUrl).toBeNull();
      expect((await find(hoursBefore(startsAt, 23))).meetingUrl).toBe("https://meet.example/alex");
      expect(booked).toMatchObject({
        kind: "one_to_one",
        topic: "Hiring",
        status: "booked",
        coach: { name: "Alex Morgan" },
        canCancel: true,
      });
    });

    it("moves a session under the booking rules, keeping its UID", async () => {
      const m = await member("pro");
      const booked = await bookOneToOne(
        db,
        m,
        { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-23", "10:00"), topic: null },
        NOW,
      );
      const [before] = await db.select().from(coachingSessions).where(eq(coachingSessions.id, booked.id));
      const moved = await rescheduleMemberSession(
        db,
        m,
        { id: booked.id, startsAt: at("2026-06-23", "14:00") },
        NOW,
      );
      expect(moved.startsAt).toBe(at("2026-06-23", "14:00").toISOString());
      const [after] = await db.select().from(coachingSessions).where(eq(coachingSessions.id, booked.id));
      expect(after!.uid).toBe(before!.uid);
      expect(after!.sequence).toBe(before!.sequence + 1);
      const other = await member("pro");
      await bookOneToOne(
        db,
        other,
        { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-24", "10:00"), topic: null },
        NOW,
      );
      const taken = await rejection(
        rescheduleMemberSession(db, m, { id: booked.id, startsAt: at("2026-06-24", "10:30") }, NOW),
      );
      expect(taken.code).toBe("CONFLICT");
    });
  });

  describe("the free strategy session", () => {
    it("books through the contact form's token, once per address, with one consultation request", async () => {
      const email = "lead-once@example.test";
      const contact = {
        firstName: "Sam",
        lastName: "Lee",
        email,
        company: "Lee Managed IT",
        employees: "6-10" as const,
        message: "Margins",
      };
      const { bookingToken } = await submitConsultationRequest(db, contact, "10.0.0.2", NOW);
      const input = strategyBookingInput.parse({
        bookingToken,
        startsAt: at("2026-06-22", "10:00").toISOString(),
      });
      const held = await bookStrategySession(db, input, "10.0.0.2", NOW);
      expect(held.status).toBe("pending");
      const session = await confirmHold(db, await holdTokenSentTo(db, email), NOW);
      expect(session.status).toBe("booked");
      expect(Date.parse(session.endsAt) - Date.parse(session.startsAt)).toBe(30 * 60_000);
      const again = await rejection(
        bookStrategySession(
          db,
          strategyBookingInput.parse({ ...contact, startsAt: at("2026-06-22", "11:00").toISOString() }),
          "10.0.0.2",
          NOW,
        ),
      );
      expect(again.code).toBe("CONFLICT");
      expect(again.message).toBe(COACHING_MESSAGES.oneFreeSession);
      const requests = await db
        .select()
        .from(consultationRequests)
        .where(eq(consultationRequests.email, email));
      expect(requests).toHaveLength(1);
      const [booked] = await db
        .select()
        .from(coachingSessions)
        .where(eq(coachingSessions.consultationRequestId, requests[0]!.id));
      expect(booked!.startsAt.toISOString()).toBe(session.startsAt);
      const forged = await rejection(
        bookStrategySession(
          db,
          strategyBookingInput.parse({
            bookingToken: `${bookingToken}x`,
            startsAt: at("2026-06-22", "12:00").toISOString(),
          }),
          "10.0.0.2",
          NOW,
        ),
      );
      expect(forged.message).toBe(COACHING_MESSAGES.bookingLinkInvalid);
    });

    it("books with the time chosen first, storing the lead with the booking", async () => {
      const email = "time-first@example.test";
      const input = strategyBookingInput.parse({
        firstName: "Ana",
        lastName: "Cruz",
        email,
        company: "Cruz IT",
        startsAt: at("2026-06-22", "15:00").toISOString(),
      });
      await bookStrategySession(db, input, "10.0.0.3", NOW);
      await confirmHold(db, await holdTokenSentTo(db, email), NOW);
      const [request] = await db
        .select()
        .from(consultationRequests)
        .where(eq(consultationRequests.email, email));
      const [session] = await db
        .select()
        .from(coachingSessions)
        .where(eq(coachingSessions.consultationRequestId, request!.id));
      const calendar = await listAdminSessions(
        db,
        { from: at("2026-06-22", "00:00"), to: at("2026-06-23", "00:00") },
        NOW,
      );
      expect(calendar.find((s) => s.id === session!.id)?.lead).toMatchObject({ email, company: "Cruz IT" });
    });
  });

  describe("the coach's calendar", () => {
    it("marks attended or no-show only once started, and a coach's cancellation gives the session back", async () => {
      const basic = await member("basic");
      const startsAt = at("2026-06-26", "10:00");
      const booked = await bookOneToOne(
        db,
        basic,
        { kind: "one_to_one", timeZone: null, startsAt, topic: null },
        NOW,
      );
      const early = await rejection(
        updateAdminSession(db, adminSessionUpdateInput.parse({ id: booked.id, status: "no_show" }), NOW),
      );
      expect(early.message).toBe(COACHING_MESSAGES.markAfterStart);
      const later = new Date(startsAt.getTime() + 90 * 60_000);
      const { session } = await updateAdminSession(
        db,
        { id: booked.id, status: "completed", coachNotes: "Pushy on price", sharedNotes: "Raise prices 8%" },
        later,
      );
      expect(session).toMatchObject({
        status: "completed",
        coachNotes: "Pushy on price",
        sharedNotes: "Raise prices 8%",
      });
      const seen = (await listBusinessSessions(db, basic, later)).find((s) => s.id === booked.id)!;
      expect(seen.sharedNotes).toBe("Raise prices 8%");
      expect(JSON.stringify(seen)).not.toContain("Pushy on price");

      const other = await member("basic");
      const july = await bookOneToOne(
        db,
        other,
        { kind: "one_to_one", timeZone: null, startsAt: at("2026-07-02", "10:00"), topic: null },
        NOW,
      );
      const lateNow = hoursBefore(at("2026-07-02", "10:00"), 1);
      await updateAdminSession(
        db,
        adminSessionUpdateInput.parse({ id: july.id, status: "cancelled" }),
        lateNow,
      );
      expect((await sessionAllowance(db, other, at("2026-07-01", "09:00"))).oneToOne.used).toBe(0);
    });
  });

  describe("calendar feeds", () => {
    it("serves a member's sessions until the secret is reset", async () => {
      const m = await member("pro");
      const booked = await bookOneToOne(
        db,
        m,
        { kind: "one_to_one", timeZone: null, startsAt: at("2026-06-29", "10:00"), topic: null },
        NOW,
      );
      const { feedUrl } = await getCalendarFeed(db, m, "https://coach.example");
      expect((await getCalendarFeed(db, m, "https://coach.example")).feedUrl).toBe(feedUrl);
      const token = feedUrl.match(/\/api\/calendar\/([^/]+)\.ics$/)![1]!;
      const context = { brand: "ScaleMSP", publicOrigin: "https://coach.example" };
      const parsed = ical.sync.parseICS(await calendarFeedFile(db, token, context, NOW));
      const events = Object.values(parsed).filter((c): c is VEvent => c?.type === "VEVENT");
      const [row] = await db.select().from(coachingSessions).where(eq(coachingSessions.id, booked.id));
      expect(events.map((e) => e.uid)).toEqual([row!.uid]);
      expect(new Date(events[0]!.start).toISOString()).toBe(at("2026-06-29", "10:00").toISOString());
      const reset = await resetCalendarFeed(db, m, "https://coach.example", NOW);
      expect(reset.feedUrl).not.toBe(feedUrl);
      expect((await rejection(calendarFeedFile(db, token, context, NOW))).code).toBe("NOT_FOUND");
      const coachFeed = await getCalendarFeed(db, coach, "https://coach.example");
      const coachToken = coachFeed.feedUrl.match(/\/api\/calendar\/([^/]+)\.ics$/)![1]!;
      expect(await calendarFeedFile(db, coachToken, context, NOW)).toContain(row!.uid);
    });
  });

  describe("availability", () => {
    it("takes a day off and other hours from exceptions", async () => {
      const availability = availabilityInput.parse({
        timeZone: NY,
        weekly: DEFAULT_WEEKLY_HOURS,
        exceptions: [
          { date: "2026-07-06", ranges: [] },
          { date: "2026-07-07", ranges: [{ start: "13:00", end: "15:00" }] },
        ],
      });
      await saveAvailability(db, coach, availability, NOW);
      const dayOff = await openSlots(
        db,
        { kind: "one_to_one", from: at("2026-07-06", "00:00"), to: at("2026-07-07", "00:00") },
        NOW,
      );
      expect(dayOff).toEqual([]);
      const other = await openSlots(
        db,
        { kind: "one_to_one", from: at("2026-07-07", "00:00"), to: at("2026-07-08", "00:00") },
        NOW,
      );
      expect(other.map((s) => s.startsAt)).toEqual(
        ["13:00", "13:30", "14:00"].map((time) => at("2026-07-07", time).toISOString()),
      );
      await saveAvailability(
        db,
        coach,
        availabilityInput.parse({ timeZone: NY, weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] }),
        NOW,
      );
    });

    it("sends a booking without a coach to the next coach free at that time", async () => {
      const second = viewerOf(
        await createUser(db, { passwordHash, role: "admin", firstName: "Jordan", lastName: "Ellis" }),
        null,
      );
      await saveAvailability(
        db,
        second,
        availabilityInput.parse({ timeZone: NY, weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] }),
        NOW,
      );
      const startsAt = at("2026-07-08", "10:00");
      const [a, b, c] = [await member("pro"), await member("pro"), await member("pro")];
      const first = await bookOneToOne(
        db,
        a,
        { kind: "one_to_one", timeZone: null, startsAt, topic: null },
        NOW,
      );
      expect(first.coach.id).toBe(coach.id);
      const next = await bookOneToOne(
        db,
        b,
        { kind: "one_to_one", timeZone: null, startsAt, topic: null },
        NOW,
      );
      expect(next.coach.id).toBe(second.id);
      expect(
        (
          await rejection(
            bookOneToOne(db, c, { kind: "one_to_one", timeZone: null, startsAt, topic: null }, NOW),
          )
        ).code,
      ).toBe("CONFLICT");
    });
  });
});
