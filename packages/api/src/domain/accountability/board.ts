import type { SQLWrapper } from "drizzle-orm";
import {
  actionItems,
  and,
  asc,
  businesses,
  checkIns,
  coachingSessions,
  desc,
  eq,
  goals,
  groupSessionSeats,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  sql,
  users,
  type Database,
} from "@scalemsp/db";
import {
  GOAL_AT_RISK_CONFIDENCE,
  quarterOf,
  type AccountabilityBoardSort,
  type PlanLevel,
  type SessionKind,
  type SortOrder,
} from "@scalemsp/validators";
import { coachCalendar } from "./coach-calendar";
import { evaluateGoals } from "./goal-evaluation";

interface BoardSession {
  id: number;
  startsAt: string;
  kind: SessionKind;
}

export interface AccountabilityBoardRow {
  business: { id: number; name: string; planLevel: PlanLevel };
  checkIn: { id: number; week: string; submittedAt: string; confidenceLow: boolean } | null;
  streak: number;
  goalsAtRisk: { id: number; title: string; status: "at_risk" | "missed" }[];
  goalsThisQuarter: number;
  overdueItems: number;
  openItems: number;
  lastSession: BoardSession | null;
  nextSession: BoardSession | null;
}

export interface AccountabilityBoard {
  week: string;
  quarter: string;
  rows: AccountabilityBoardRow[];
}

/** A week label's Monday, as PostgreSQL reads `2027-W05`. */
const mondayOf = (week: SQLWrapper | string) => sql`to_date(${week}, 'IYYY-"W"IW')`;

/** Each row's window: all of its business's check-ins, oldest first (the unique index's order). */
const wholeHistory = sql`(partition by ${checkIns.businessId} order by ${checkIns.week} rows between unbounded preceding and unbounded following)`;

/**
 * Per business, consecutive ISO weeks with a check-in, counting back from `thisWeek`, or from the
 * week before while this week's is not in yet (the week is not over: a missing one breaks nothing
 * yet). Counted in the database: a check-in with n newer ones is in the streak while its Monday
 * is n weeks before the first week counted; after a gap none is again. One window in the
 * unique index's order, so nothing is sorted.
 */
async function checkInStreaks(db: Database, businessIds: SQLWrapper, thisWeek: string) {
  const ranked = db.$with("ranked").as(
    db
      .select({
        businessId: checkIns.businessId,
        week: checkIns.week,
        newest: sql<string>`last_value(${checkIns.week}) over ${wholeHistory}`.as("newest"),
        newer: sql<number>`count(*) over ${wholeHistory} - row_number() over ${wholeHistory}`.as("newer"),
      })
      .from(checkIns)
      .where(and(inArray(checkIns.businessId, businessIds), lte(checkIns.week, thisWeek))),
  );
  const from = sql`${mondayOf(thisWeek)} - (case when ${ranked.newest} = ${thisWeek} then 0 else 7 end)`;
  const rows = await db
    .with(ranked)
    .select({
      businessId: ranked.businessId,
      streak:
        sql<number>`count(*) filter (where ${mondayOf(ranked.week)} = ${from} - 7 * ${ranked.newer}::int)`.mapWith(
          Number,
        ),
    })
    .from(ranked)
    .groupBy(ranked.businessId);
  return new Map(rows.map((row) => [row.businessId, row.streak]));
}

/** A business's own sessions and the group sessions someone of it holds a seat in. */
const sessionBusiness = sql<number>`coalesce(${coachingSessions.businessId}, ${groupSessionSeats.businessId})`;

/** Per business, the latest past session that was not cancelled, or the earliest booked one to come. */
async function sessionsAround(db: Database, businessIds: SQLWrapper, now: Date, which: "last" | "next") {
  const rows = await db
    .selectDistinctOn([sessionBusiness], {
      businessId: sessionBusiness,
      id: coachingSessions.id,
      startsAt: coachingSessions.startsAt,
      kind: coachingSessions.kind,
    })
    .from(coachingSessions)
    .leftJoin(
      groupSessionSeats,
      and(eq(groupSessionSeats.sessionId, coachingSessions.id), isNull(groupSessionSeats.leftAt)),
    )
    .where(
      and(
        inArray(sessionBusiness, businessIds),
        which === "last"
          ? and(ne(coachingSessions.status, "cancelled"), lt(coachingSessions.startsAt, now))
          : and(eq(coachingSessions.status, "booked"), gte(coachingSessions.startsAt, now)),
      ),
    )
    .orderBy(
      sessionBusiness,
      which === "last" ? desc(coachingSessions.startsAt) : asc(coachingSessions.startsAt),
      asc(coachingSessions.id),
    );
  return new Map<number, BoardSession>(
    rows.map((row) => [
      Number(row.businessId),
      { id: row.id, startsAt: row.startsAt.toISOString(), kind: row.kind },
    ]),
  );
}

/**
 * `GET /api/admin/accountability` (contract §15 'the coach's board'): every active business
 * with an owner, with this week's check-in, its streak, this quarter's goals at risk, its open
 * and overdue action items, and its last and next session. Weeks, quarters and due dates are
 * the coach's (`coachCalendar`). A fixed handful of queries over all businesses at once.
 */
export async function accountabilityBoard(
  db: Database,
  input: { sort?: AccountabilityBoardSort | undefined; order?: SortOrder | undefined },
  now: Date,
): Promise<AccountabilityBoard> {
  const calendar = await coachCalendar(db, now);
  const week = calendar.week.label;
  const quarter = quarterOf(calendar.today);

  // The clients, as a condition each query takes along (the database joins it) rather than as
  // a list of hundreds of ids written into every query.
  const isClient = and(
    eq(businesses.isActive, true),
    inArray(
      businesses.id,
      db
        .select({ id: sql<number>`${users.businessId}` })
        .from(users)
        .where(eq(users.isOwner, true)),
    ),
  );
  const clients = await db
    .select({ id: businesses.id, name: businesses.name, planLevel: businesses.planLevel })
    .from(businesses)
    .where(isClient);
  if (clients.length === 0) return { week, quarter, rows: [] };
  const ids = db.select({ id: businesses.id }).from(businesses).where(isClient);

  const [streaks, thisWeekRows, evaluated, itemCounts, lastSessions, nextSessions] = await Promise.all([
    checkInStreaks(db, ids, week),
    db
      .select({
        id: checkIns.id,
        businessId: checkIns.businessId,
        week: checkIns.week,
        updatedAt: checkIns.updatedAt,
        confidence: checkIns.confidence,
      })
      .from(checkIns)
      .where(and(inArray(checkIns.businessId, ids), eq(checkIns.week, week))),
    // Evaluated as soon as they are read, beside the other reads rather than after them all.
    db
      .select()
      .from(goals)
      .where(and(inArray(goals.businessId, ids), eq(goals.quarter, quarter)))
      .then((goalRows) => evaluateGoals(db, goalRows, { today: calendar.today, week }, ids)),
    db
      .select({
        businessId: actionItems.businessId,
        open: sql<number>`count(*)`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${actionItems.dueDate} < ${calendar.today})`.mapWith(
          Number,
        ),
      })
      .from(actionItems)
      .where(and(inArray(actionItems.businessId, ids), eq(actionItems.status, "open")))
      .groupBy(actionItems.businessId),
    sessionsAround(db, ids, now, "last"),
    sessionsAround(db, ids, now, "next"),
  ]);

  const thisWeeks = new Map(thisWeekRows.map((row) => [row.businessId, row]));
  const goalsOf = new Map<number, typeof evaluated>();
  for (const goal of evaluated) {
    const list = goalsOf.get(goal.businessId);
    if (list) list.push(goal);
    else goalsOf.set(goal.businessId, [goal]);
  }
  const counts = new Map(itemCounts.map((row) => [row.businessId, row]));

  const rows = clients.map((business): AccountabilityBoardRow => {
    const current = thisWeeks.get(business.id);
    const own = goalsOf.get(business.id) ?? [];
    return {
      business,
      checkIn: current
        ? {
            id: current.id,
            week: current.week,
            submittedAt: current.updatedAt.toISOString(),
            confidenceLow: Object.values(current.confidence).some(
              (value) => typeof value === "number" && value <= GOAL_AT_RISK_CONFIDENCE,
            ),
          }
        : null,
      streak: streaks.get(business.id) ?? 0,
      goalsAtRisk: own
        .filter((goal) => goal.status === "at_risk" || goal.status === "missed")
        .map((goal) => ({ id: goal.id, title: goal.title, status: goal.status as "at_risk" | "missed" })),
      goalsThisQuarter: own.length,
      overdueItems: counts.get(business.id)?.overdue ?? 0,
      openItems: counts.get(business.id)?.open ?? 0,
      lastSession: lastSessions.get(business.id) ?? null,
      nextSession: nextSessions.get(business.id) ?? null,
    };
  });
  return { week, quarter, rows: sortBoard(rows, input.sort, input.order) };
}

// One collator for every comparison: localeCompare with a locale builds one per call.
const names = new Intl.Collator("en", { sensitivity: "base" });
const byName = (a: AccountabilityBoardRow, b: AccountabilityBoardRow) =>
  names.compare(a.business.name, b.business.name) || a.business.id - b.business.id;

const time = (value: string | null | undefined, missing: number) => (value ? Date.parse(value) : missing);

/**
 * The value each sort compares, ascending. A missing check-in sorts before any check-in; a
 * business never seen sorts as seen longest ago, one with nothing booked as booked furthest off.
 */
const KEYS: Record<AccountabilityBoardSort, (row: AccountabilityBoardRow) => number> = {
  name: () => 0,
  checkIn: (row) => time(row.checkIn?.submittedAt, Number.NEGATIVE_INFINITY),
  streak: (row) => row.streak,
  atRisk: (row) => row.goalsAtRisk.length,
  overdue: (row) => row.overdueItems,
  lastSession: (row) => time(row.lastSession?.startsAt, Number.NEGATIVE_INFINITY),
  nextSession: (row) => time(row.nextSession?.startsAt, Number.POSITIVE_INFINITY),
};

/** Drifting first: no check-in this week, then the most goals at risk, then the most overdue. */
const drifting = (a: AccountabilityBoardRow, b: AccountabilityBoardRow) =>
  Number(a.checkIn !== null) - Number(b.checkIn !== null) ||
  b.goalsAtRisk.length - a.goalsAtRisk.length ||
  b.overdueItems - a.overdueItems;

export function sortBoard(
  rows: AccountabilityBoardRow[],
  sort: AccountabilityBoardSort | undefined,
  order: SortOrder | undefined,
): AccountabilityBoardRow[] {
  const sign = order === "desc" ? -1 : 1;
  const compare = (a: AccountabilityBoardRow, b: AccountabilityBoardRow): number => {
    if (!sort) return sign * drifting(a, b);
    if (sort === "name") return sign * byName(a, b);
    const key = KEYS[sort];
    const ka = key(a);
    const kb = key(b);
    return ka === kb ? 0 : sign * (ka < kb ? -1 : 1);
  };
  // Ties keep name order whichever way the column goes.
  return [...rows].sort((a, b) => compare(a, b) || byName(a, b));
}
