import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actionItems,
  checkIns,
  coachProfiles,
  coachingSessions,
  eq,
  goals,
  groupSessionSeats,
  scorecardEntries,
  users,
  type Database,
} from "@scalemsp/db";
import { createBusiness } from "@scalemsp/db/factories";
import { DEMO_CLIENT, seedDemoContent } from "@scalemsp/db/seed";
import { testBackends } from "@scalemsp/db/testing";
import { callerAs } from "@scalemsp/api/testing";
import {
  ACCOUNTABILITY_BOARD_MESSAGES,
  DEFAULT_COACH_TIME_ZONE,
  quarterOf,
  shiftQuarter,
} from "@scalemsp/validators";
import { createAdmin, createTeam, dbOf, signIn } from "./admin-fixtures";
import { TestClient, countQueries, signInNewUser, startTestApp, type TestApp } from "./helpers";

interface Row {
  business: { id: number; name: string; planLevel: string };
  checkIn: { id: number; week: string; submittedAt: string; confidenceLow: boolean } | null;
  streak: number;
  goalsAtRisk: { id: number; title: string; status: string }[];
  goalsThisQuarter: number;
  overdueItems: number;
  openItems: number;
  lastSession: { id: number; startsAt: string; kind: string } | null;
  nextSession: { id: number; startsAt: string; kind: string } | null;
}
interface Board {
  week: string;
  quarter: string;
  rows: Row[];
}

const ZONE = "Pacific/Auckland";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The calendar date (`YYYY-MM-DD`) of an instant in a zone. */
const dateIn = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);

/** The ISO week (`2027-W05`) of a calendar date. */
function isoWeekOfDate(date: string): string {
  const day = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  const thursday = new Date(day + (3 - weekday) * DAY);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY / 7);
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The ISO week `weeksAgo` weeks before the one holding `now`, in the coach's zone. */
const weekAgo = (weeksAgo: number, now = new Date(), zone = ZONE) =>
  isoWeekOfDate(dateIn(new Date(now.getTime() - weeksAgo * 7 * DAY), zone));
const coachToday = (offsetDays = 0) => dateIn(new Date(Date.now() + offsetDays * DAY), ZONE);

describe.each(testBackends())("the coach's board on %s", (backend) => {
  let t: TestApp;
  let admin: TestClient;
  let adminId: number;
  let db: Database;

  beforeAll(async () => {
    t = await startTestApp(backend);
    db = dbOf(t);
    const user = await createAdmin(t);
    adminId = user.id;
    // The coach's zone is far from UTC, so a week or a date in UTC would show.
    await db.insert(coachProfiles).values({
      userId: user.id,
      displayName: "Coach",
      timeZone: ZONE,
      weeklyHours: [],
    });
    admin = await signIn(t, user.email);
  });
  afterAll(async () => {
    await t.close();
  });

  const board = async (query = ""): Promise<Board> => {
    const res = await admin.get(`/api/admin/accountability${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const rowOf = (b: Board, businessId: number) => {
    const row = b.rows.find((r) => r.business.id === businessId);
    if (!row) throw new Error(`business ${businessId} is not on the board`);
    return row;
  };
  const checkIn = (businessId: number, week: string, confidence: Record<string, number> = {}) =>
    db.insert(checkIns).values({ businessId, week, wins: "A win", confidence }).returning();
  let sessionCount = 0;
  const session = (values: {
    businessId?: number | null;
    startsAt: Date;
    kind?: "one_to_one" | "strategy" | "group";
    status?: "booked" | "cancelled" | "completed" | "no_show";
  }) =>
    db
      .insert(coachingSessions)
      .values({
        uid: `board-${++sessionCount}-${Math.random()}@test`,
        kind: values.kind ?? "one_to_one",
        status: values.status ?? "booked",
        coachId: adminId,
        startsAt: values.startsAt,
        endsAt: new Date(values.startsAt.getTime() + HOUR),
        businessId: values.businessId ?? null,
        capacity: values.kind === "group" ? 10 : null,
      })
      .returning()
      .then((rows) => rows[0]!);

  it("lists each active business with an owner, with this week's check-in present or missing", async () => {
    const present = await createTeam(t, { business: { name: "Present MSP", planLevel: "pro" } });
    const missing = await createTeam(t, { business: { name: "Missing MSP" } });
    const inactive = await createTeam(t, { business: { name: "Closed MSP", isActive: false } });
    const ownerless = await createBusiness(db, { name: "No owner MSP" });
    const [stored] = await checkIn(present.business.id, weekAgo(0), { "1": 4, "2": 2 });
    await checkIn(missing.business.id, weekAgo(1));

    const b = await board();
    expect(b.week).toBe(weekAgo(0));
    expect(b.quarter).toBe(quarterOf(coachToday()));
    const ids = b.rows.map((r) => r.business.id);
    expect(ids).toContain(present.business.id);
    expect(ids).not.toContain(inactive.business.id);
    expect(ids).not.toContain(ownerless.id);
    expect(rowOf(b, present.business.id)).toMatchObject({
      business: { id: present.business.id, name: "Present MSP", planLevel: "pro" },
      checkIn: { id: stored!.id, week: weekAgo(0), confidenceLow: true },
      streak: 1,
      goalsAtRisk: [],
      goalsThisQuarter: 0,
      overdueItems: 0,
      openItems: 0,
      lastSession: null,
      nextSession: null,
    });
    expect(rowOf(b, present.business.id).checkIn!.submittedAt).toBe(stored!.updatedAt.toISOString());
    // Last week's check-in is not this week's, but it keeps the streak while this week runs.
    expect(rowOf(b, missing.business.id)).toMatchObject({ checkIn: null, streak: 1 });

    // tRPC answers the same.
    const { status, body } = await admin.trpc("query", "admin.accountability.board", {});
    expect(status).toBe(200);
    expect(body.result?.data).toEqual(b);
  });

  it("counts the streak back to the first gap, from last week while this week's is missing", async () => {
    const steady = await createTeam(t);
    const gap = await createTeam(t);
    const lapsed = await createTeam(t);
    for (const n of [0, 1, 2, 3]) await checkIn(steady.business.id, weekAgo(n));
    // Two weeks, a gap, then two more: only the two after the gap count.
    for (const n of [1, 2, 4, 5]) await checkIn(gap.business.id, weekAgo(n));
    // Nothing this week or last week: the streak is over.
    for (const n of [2, 3]) await checkIn(lapsed.business.id, weekAgo(n));
    const b = await board();
    expect(rowOf(b, steady.business.id)).toMatchObject({ streak: 4, checkIn: { week: weekAgo(0) } });
    expect(rowOf(b, gap.business.id)).toMatchObject({ streak: 2, checkIn: null });
    expect(rowOf(b, lapsed.business.id)).toMatchObject({ streak: 0, checkIn: null });
  });

  it("names this quarter's goals at risk, from progress or the last check-in's confidence", async () => {
    const team = await createTeam(t);
    const quarter = quarterOf(coachToday());
    const [done, confident, worried] = await db
      .insert(goals)
      .values([
        { businessId: team.business.id, quarter, title: "Hire a technician", target: 1, progress: 100 },
        { businessId: team.business.id, quarter, title: "Launch the QBR", target: 1, progress: 99 },
        { businessId: team.business.id, quarter, title: "Sign five clients", target: 5, progress: 99 },
      ])
      .returning();
    // Last quarter's goal does not count in this quarter's figures.
    await db.insert(goals).values({
      businessId: team.business.id,
      quarter: shiftQuarter(quarterOf(coachToday()), -1),
      title: "Old goal",
      target: 1,
      progress: 0,
    });
    await checkIn(team.business.id, weekAgo(0), { [String(confident!.id)]: 5, [String(worried!.id)]: 1 });
    const row = rowOf(await board(), team.business.id);
    expect(row.goalsThisQuarter).toBe(3);
    expect(row.goalsAtRisk).toEqual([{ id: worried!.id, title: "Sign five clients", status: "at_risk" }]);
    expect(row.goalsAtRisk.map((g) => g.id)).not.toContain(done!.id);
  });

  it("counts open and overdue action items, overdue past the due date in the coach's zone", async () => {
    const team = await createTeam(t);
    await db.insert(actionItems).values([
      { businessId: team.business.id, title: "Overdue", dueDate: coachToday(-1) },
      { businessId: team.business.id, title: "Long overdue", dueDate: coachToday(-30) },
      { businessId: team.business.id, title: "Due today", dueDate: coachToday() },
      { businessId: team.business.id, title: "Due later", dueDate: coachToday(7) },
      { businessId: team.business.id, title: "No date" },
      { businessId: team.business.id, title: "Done late", dueDate: coachToday(-3), status: "done" },
    ]);
    expect(rowOf(await board(), team.business.id)).toMatchObject({ overdueItems: 2, openItems: 5 });
  });

  it("shows the last session held and the next one booked, group seats included", async () => {
    const team = await createTeam(t);
    const now = Date.now();
    await session({ businessId: team.business.id, startsAt: new Date(now - 20 * DAY), status: "completed" });
    const last = await session({
      businessId: team.business.id,
      startsAt: new Date(now - 5 * DAY),
      kind: "strategy",
      status: "completed",
    });
    await session({ businessId: team.business.id, startsAt: new Date(now - 2 * DAY), status: "cancelled" });
    await session({ businessId: team.business.id, startsAt: new Date(now + 1 * DAY), status: "cancelled" });
    const next = await session({ startsAt: new Date(now + 3 * DAY), kind: "group" });
    await db
      .insert(groupSessionSeats)
      .values({ sessionId: next.id, userId: team.owner.id, businessId: team.business.id });
    await session({ businessId: team.business.id, startsAt: new Date(now + 10 * DAY) });
    // A seat given up is no session of theirs.
    const left = await session({ startsAt: new Date(now + 2 * DAY), kind: "group" });
    await db.insert(groupSessionSeats).values({
      sessionId: left.id,
      userId: team.owner.id,
      businessId: team.business.id,
      leftAt: new Date(),
    });
    const row = rowOf(await board(), team.business.id);
    expect(row.lastSession).toEqual({ id: last.id, startsAt: last.startsAt.toISOString(), kind: "strategy" });
    expect(row.nextSession).toEqual({ id: next.id, startsAt: next.startsAt.toISOString(), kind: "group" });
  });

  it("sorts by each column both ways and puts the drifting first by default", async () => {
    // A business of its own app keeps the other tests' rows out of the order.
    const own = await startTestApp(backend);
    try {
      const ownDb = dbOf(own);
      const coach = await createAdmin(own);
      const client = await signIn(own, coach.email);
      const make = async (name: string) => (await createTeam(own, { business: { name } })).business.id;
      const steady = await make("Alpha Steady");
      const drifting = await make("Bravo Drifting");
      const risky = await make("Charlie Risky");
      const late = await make("Delta Late");
      const calendar = await (await callerAs(ownDb, coach.id)).admin.accountability.board({});
      // This app has no coach profile: its weeks are the default coach zone's.
      const week = (n: number) => weekAgo(n, new Date(), DEFAULT_COACH_TIME_ZONE);
      expect(week(0)).toBe(calendar.week);
      await ownDb.insert(checkIns).values([
        { businessId: steady, week: week(0) },
        { businessId: steady, week: week(1) },
        { businessId: steady, week: week(2) },
        { businessId: risky, week: week(0) },
        { businessId: late, week: week(0) },
        { businessId: late, week: week(1) },
      ]);
      const [goal] = await ownDb
        .insert(goals)
        .values({ businessId: risky, quarter: calendar.quarter, title: "Grow", target: 1, progress: 99 })
        .returning();
      await ownDb
        .update(checkIns)
        .set({ confidence: { [String(goal!.id)]: 1 } })
        .where(eq(checkIns.businessId, risky));
      await ownDb.insert(actionItems).values([
        { businessId: late, title: "Late", dueDate: "2020-01-01" },
        { businessId: late, title: "Later", dueDate: "2020-01-02" },
        { businessId: drifting, title: "Late too", dueDate: "2020-01-01" },
      ]);
      const order = async (query: string) => {
        const res = await client.get(`/api/admin/accountability${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as Board).rows.map((r) => r.business.name);
      };
      // Drifting first: no check-in, then most at risk, then most overdue, then by name.
      expect(await order("")).toEqual(["Bravo Drifting", "Charlie Risky", "Delta Late", "Alpha Steady"]);
      expect(await order("?sort=name")).toEqual([
        "Alpha Steady",
        "Bravo Drifting",
        "Charlie Risky",
        "Delta Late",
      ]);
      expect(await order("?sort=name&order=desc")).toEqual([
        "Delta Late",
        "Charlie Risky",
        "Bravo Drifting",
        "Alpha Steady",
      ]);
      expect(await order("?sort=streak&order=desc")).toEqual([
        "Alpha Steady",
        "Delta Late",
        "Charlie Risky",
        "Bravo Drifting",
      ]);
      expect(await order("?sort=streak")).toEqual([
        "Bravo Drifting",
        "Charlie Risky",
        "Delta Late",
        "Alpha Steady",
      ]);
      expect((await order("?sort=atRisk&order=desc"))[0]).toBe("Charlie Risky");
      expect(await order("?sort=overdue&order=desc")).toEqual([
        "Delta Late",
        "Bravo Drifting",
        "Alpha Steady",
        "Charlie Risky",
      ]);
      expect((await order("?sort=checkIn"))[0]).toBe("Bravo Drifting");
      expect((await order("?sort=checkIn&order=desc")).at(-1)).toBe("Bravo Drifting");
      // Sessions: the next one first, a business with none booked last.
      const mk = (businessId: number, startsAt: Date, status: "booked" | "completed" = "booked") =>
        ownDb.insert(coachingSessions).values({
          uid: `own-${businessId}-${startsAt.getTime()}@test`,
          kind: "one_to_one",
          status,
          coachId: coach.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + HOUR),
          businessId,
        });
      await mk(late, new Date(Date.now() + 2 * DAY));
      await mk(risky, new Date(Date.now() + 5 * DAY));
      await mk(steady, new Date(Date.now() - 2 * DAY), "completed");
      await mk(drifting, new Date(Date.now() - 9 * DAY), "completed");
      expect(await order("?sort=nextSession")).toEqual([
        "Delta Late",
        "Charlie Risky",
        "Alpha Steady",
        "Bravo Drifting",
      ]);
      expect(await order("?sort=lastSession&order=desc")).toEqual([
        "Alpha Steady",
        "Bravo Drifting",
        "Charlie Risky",
        "Delta Late",
      ]);
      expect(
        (await client.trpc("query", "admin.accountability.board", { sort: "overdue", order: "desc" })).status,
      ).toBe(200);
    } finally {
      await own.close();
    }
  });

  it("reads all businesses in the same few queries, however many there are", async () => {
    const quarter = quarterOf(coachToday());
    const client = async () => {
      const team = await createTeam(t);
      const id = team.business.id;
      await db.insert(goals).values([
        { businessId: id, quarter, title: "Recurring revenue", metric: "recurringRevenue", target: 50_000 },
        { businessId: id, quarter, title: "By hand", target: 1, progress: 50 },
      ]);
      await db.insert(scorecardEntries).values({
        businessId: id,
        month: `${coachToday().slice(0, 7)}`,
        revenue: 60_000,
        recurringRevenue: 40_000,
      });
      await checkIn(id, weekAgo(0));
      await db.insert(actionItems).values({ businessId: id, title: "Item", dueDate: coachToday(-2) });
      await session({ businessId: id, startsAt: new Date(Date.now() + 3 * DAY) });
    };
    await client();
    const before = await countQueries(t.database, () => board());
    for (let i = 0; i < 4; i++) await client();
    const after = await countQueries(t.database, () => board());
    expect(after).toBe(before);
    expect(before).toBeLessThanOrEqual(12);
  });

  it("answers 400 to an unknown sort or order, on REST and tRPC", async () => {
    const bad = await admin.get("/api/admin/accountability?sort=mood");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ACCOUNTABILITY_BOARD_MESSAGES.sortInvalid);
    expect((await admin.get("/api/admin/accountability?sort=name&order=up")).statusCode).toBe(400);
    const trpc = await admin.trpc("query", "admin.accountability.board", { sort: "mood" });
    expect(trpc.status).toBe(400);
  });

  it("is the admin's alone: 403 for an owner, 401 for a visitor", async () => {
    const owner = await signInNewUser(t, { plan: "pro" });
    expect((await owner.client.get("/api/admin/accountability")).statusCode).toBe(403);
    expect((await owner.client.trpc("query", "admin.accountability.board", {})).status).toBe(403);
    const member = await signInNewUser(t, { business: owner.business, role: "member" });
    expect((await member.client.get("/api/admin/accountability")).statusCode).toBe(403);
    expect((await new TestClient(t.app).get("/api/admin/accountability")).statusCode).toBe(401);
  });

  it("reads the week and the due dates in the coach's zone, not in UTC", async () => {
    const team = await createTeam(t);
    // Sunday noon in UTC is already Monday in Auckland: a new ISO week there, a new day.
    const now = new Date("2027-01-10T12:00:00Z");
    await checkIn(team.business.id, "2027-W02");
    await checkIn(team.business.id, "2027-W01");
    await db
      .insert(actionItems)
      .values({ businessId: team.business.id, title: "Due Sunday", dueDate: "2027-01-10" });
    const caller = await callerAs(db, adminId, { now: () => now });
    const there = await caller.admin.accountability.board({});
    expect(there.week).toBe("2027-W02");
    expect(rowOf(there, team.business.id)).toMatchObject({
      checkIn: { week: "2027-W02" },
      streak: 2,
      overdueItems: 1,
    });

    await db
      .update(coachProfiles)
      .set({ timeZone: "America/New_York" })
      .where(eq(coachProfiles.userId, adminId));
    try {
      const home = await caller.admin.accountability.board({});
      expect(home.week).toBe("2027-W01");
      expect(rowOf(home, team.business.id)).toMatchObject({
        checkIn: { week: "2027-W01" },
        streak: 1,
        overdueItems: 0,
      });
    } finally {
      await db.update(coachProfiles).set({ timeZone: ZONE }).where(eq(coachProfiles.userId, adminId));
    }
  });

  it("shows the demo client the demo content installs, and removing the demo content removes it", async () => {
    const own = await startTestApp(backend);
    try {
      const ownDb = dbOf(own);
      await seedDemoContent(ownDb);
      const coach = await createAdmin(own);
      const client = await signIn(own, coach.email);
      const b = (await client.get("/api/admin/accountability")).json() as Board;
      expect(b.rows).toHaveLength(1);
      const row = b.rows[0]!;
      expect(row.business).toMatchObject({ name: DEMO_CLIENT.business.name, planLevel: "pro" });
      // Two goals this quarter (one on the scorecard), weeks of check-ins, one overdue and one done item.
      expect(row.goalsThisQuarter).toBe(2);
      expect(row.streak).toBeGreaterThanOrEqual(2);
      expect(row).toMatchObject({ overdueItems: 1, openItems: 2 });
      const id = row.business.id;
      const stored = await ownDb.select().from(goals).where(eq(goals.businessId, id));
      expect(stored.map((g) => g.metric).sort()).toEqual([null, "recurringRevenue"]);
      expect(await ownDb.select().from(checkIns).where(eq(checkIns.businessId, id))).toHaveLength(3);
      const items = await ownDb.select().from(actionItems).where(eq(actionItems.businessId, id));
      expect(items.map((i) => i.status).sort()).toEqual(["done", "open", "open"]);
      expect(
        (await ownDb.select().from(scorecardEntries).where(eq(scorecardEntries.businessId, id))).length,
      ).toBeGreaterThanOrEqual(2);
      const [owner] = await ownDb.select().from(users).where(eq(users.email, DEMO_CLIENT.owner.email));
      // Nobody signs in as the demo owner.
      expect(owner).toMatchObject({ isOwner: true, isActive: false, businessId: id });
      expect((await client.get("/api/admin/demo-content")).json()).toMatchObject({ businesses: 1 });

      const removed = await client.request("DELETE", "/api/admin/demo-content");
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ businesses: 1 });
      expect(((await client.get("/api/admin/accountability")).json() as Board).rows).toEqual([]);
      expect(await ownDb.select().from(goals).where(eq(goals.businessId, id))).toEqual([]);
      expect(await ownDb.select().from(checkIns).where(eq(checkIns.businessId, id))).toEqual([]);
      expect(await ownDb.select().from(actionItems).where(eq(actionItems.businessId, id))).toEqual([]);
      expect(await ownDb.select().from(scorecardEntries).where(eq(scorecardEntries.businessId, id))).toEqual(
        [],
      );
      expect(await ownDb.select().from(users).where(eq(users.email, DEMO_CLIENT.owner.email))).toEqual([]);
      expect((await client.get("/api/admin/demo-content")).json()).toMatchObject({ businesses: 0 });
    } finally {
      await own.close();
    }
  });
});
