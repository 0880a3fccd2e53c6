import {
  and,
  businesses,
  coachingSessions,
  eq,
  groupSessionSeats,
  gte,
  inArray,
  lt,
  ne,
  planSessionAllowances,
  sql,
  type Database,
} from "@scalemsp/db";
import {
  COACHING_MESSAGES,
  DEFAULT_SESSION_ALLOWANCES,
  PLAN_LEVELS,
  plansIncluding,
  type PlanLevel,
  type SessionAllowance,
  type sessionAllowancesInput,
} from "@scalemsp/validators";
import type { Placeholder } from "drizzle-orm";
import type { z } from "zod";
import { forbidden } from "../../errors";
import { preparedStatement } from "../prepared";
import { ONE_ROW } from "../shared/one-row";
import type { Period } from "./periods";

/**
 * Session allowances per plan (contract §10): the admin's values over the contract's
 * defaults, and what a business has used in a period.
 */

export type Allowances = Record<PlanLevel, SessionAllowance>;

/** A plan's allowance: the admin's stored row, else the contract's default. */
const allowanceOf = (plan: PlanLevel, stored: SessionAllowance | undefined): SessionAllowance =>
  stored
    ? { oneToOnePerMonth: stored.oneToOnePerMonth, groupPerWeek: stored.groupPerWeek }
    : { ...DEFAULT_SESSION_ALLOWANCES[plan] };

export async function readAllowances(db: Database): Promise<Allowances> {
  const rows = await db.select().from(planSessionAllowances);
  const stored = new Map(rows.map((row) => [row.planLevel, row]));
  return Object.fromEntries(
    PLAN_LEVELS.map((plan) => [plan, allowanceOf(plan, stored.get(plan))]),
  ) as Allowances;
}

export async function saveAllowances(
  db: Database,
  input: z.output<typeof sessionAllowancesInput>,
  now: Date,
): Promise<Allowances> {
  await db.transaction((tx) => writeAllowances(tx, input.allowances, now));
  return readAllowances(db);
}

/** Stores every plan's allowances; the plans editor writes them in its own transaction. */
export async function writeAllowances(tx: Database, allowances: Allowances, now: Date): Promise<void> {
  for (const plan of PLAN_LEVELS) {
    const value = allowances[plan];
    await tx
      .insert(planSessionAllowances)
      .values({ planLevel: plan, ...value, updatedAt: now })
      .onConflictDoUpdate({ target: planSessionAllowances.planLevel, set: { ...value, updatedAt: now } });
  }
}

/** A value, or its placeholder in a statement prepared once. */
type Bound<T> = T | Placeholder;
type BoundPeriod = { start: Bound<Date>; end: Bound<Date> };

/** One-to-one sessions of the business that count in the period: all but those given back. */
const oneToOneCounted = (businessId: Bound<number>, period: BoundPeriod, exceptSessionId?: number) =>
  and(
    eq(coachingSessions.businessId, businessId),
    eq(coachingSessions.kind, "one_to_one"),
    eq(coachingSessions.allowanceReturned, false),
    gte(coachingSessions.startsAt, period.start),
    lt(coachingSessions.startsAt, period.end),
    exceptSessionId === undefined ? undefined : ne(coachingSessions.id, exceptSessionId),
  );

/** Group seats of the business in the period: every seat held or left late, in occurrences not cancelled. */
const groupSeatsCounted = (db: Database, businessId: Bound<number>, period: BoundPeriod) =>
  and(
    eq(groupSessionSeats.businessId, businessId),
    inArray(
      groupSessionSeats.sessionId,
      db
        .select({ id: coachingSessions.id })
        .from(coachingSessions)
        .where(
          and(
            ne(coachingSessions.status, "cancelled"),
            gte(coachingSessions.startsAt, period.start),
            lt(coachingSessions.startsAt, period.end),
          ),
        ),
    ),
  );

export const oneToOneUsed = (db: Database, businessId: number, period: Period, exceptSessionId?: number) =>
  db.$count(coachingSessions, oneToOneCounted(businessId, period, exceptSessionId));

export const groupSeatsUsed = (db: Database, businessId: number, period: Period) =>
  db.$count(groupSessionSeats, groupSeatsCounted(db, businessId, period));

/**
 * A business's allowance on its plan and what it has used of it (one-to-one sessions this
 * month, group seats this week), in one statement: the member area reads it on every view.
 */
const allowanceUseStatement = preparedStatement((db, _variant: "of-business") => {
  const businessId = sql.placeholder("businessId");
  const month = { start: sql.placeholder("monthStart"), end: sql.placeholder("monthEnd") };
  const week = { start: sql.placeholder("weekStart"), end: sql.placeholder("weekEnd") };
  return db
    .select({
      oneToOnePerMonth: planSessionAllowances.oneToOnePerMonth,
      groupPerWeek: planSessionAllowances.groupPerWeek,
      stored: planSessionAllowances.planLevel,
      oneToOneUsed: db.$count(coachingSessions, oneToOneCounted(businessId, month)),
      groupSeatsUsed: db.$count(groupSessionSeats, groupSeatsCounted(db, businessId, week)),
    })
    .from(ONE_ROW)
    .leftJoin(planSessionAllowances, eq(planSessionAllowances.planLevel, sql.placeholder("plan")))
    .prepare("allowance_use");
});

export async function allowanceUse(
  db: Database,
  business: { id: number; planLevel: PlanLevel },
  periods: { month: Period; week: Period },
) {
  // Instants as text: a placeholder compared with a column skips the column's own encoding.
  const [row] = await allowanceUseStatement(db, "of-business").execute({
    businessId: business.id,
    plan: business.planLevel,
    monthStart: periods.month.start.toISOString(),
    monthEnd: periods.month.end.toISOString(),
    weekStart: periods.week.start.toISOString(),
    weekEnd: periods.week.end.toISOString(),
  });
  return {
    allowance: allowanceOf(
      business.planLevel,
      row?.stored ? { oneToOnePerMonth: row.oneToOnePerMonth, groupPerWeek: row.groupPerWeek } : undefined,
    ),
    oneToOneUsed: row?.oneToOneUsed ?? 0,
    groupSeatsUsed: row?.groupSeatsUsed ?? 0,
  };
}

/** Locks the business for the rest of the transaction and answers its plan as stored now. */
export async function lockBusinessPlan(tx: Database, businessId: number): Promise<PlanLevel> {
  const [row] = await tx
    .select({ planLevel: businesses.planLevel })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for("update");
  if (!row) throw forbidden(COACHING_MESSAGES.noBusiness);
  return row.planLevel;
}

export function assertOneToOneLeft(allowances: Allowances, plan: PlanLevel, used: number): void {
  const included = allowances[plan].oneToOnePerMonth;
  if (included === 0)
    throw forbidden(COACHING_MESSAGES.oneToOneNotIncluded(plansIncluding(allowances, "oneToOnePerMonth")));
  if (included !== null && used >= included) throw forbidden(COACHING_MESSAGES.oneToOneUsed(included));
}

export function assertGroupLeft(allowances: Allowances, plan: PlanLevel, used: number): void {
  const included = allowances[plan].groupPerWeek;
  if (included === 0)
    throw forbidden(COACHING_MESSAGES.groupNotIncluded(plansIncluding(allowances, "groupPerWeek")));
  if (included !== null && used >= included) throw forbidden(COACHING_MESSAGES.groupUsed(included));
}
