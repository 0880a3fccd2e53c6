import {
  and,
  businesses,
  coachingSessions,
  count,
  eq,
  groupSessionSeats,
  gte,
  lt,
  ne,
  planSessionAllowances,
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
import type { z } from "zod";
import { forbidden } from "../../errors";
import type { Period } from "./periods";

/**
 * Session allowances per plan (contract §10): the admin's values over the contract's
 * defaults, and what a business has used in a period.
 */

export type Allowances = Record<PlanLevel, SessionAllowance>;

export async function readAllowances(db: Database): Promise<Allowances> {
  const rows = await db.select().from(planSessionAllowances);
  const allowances = Object.fromEntries(
    PLAN_LEVELS.map((plan) => [plan, { ...DEFAULT_SESSION_ALLOWANCES[plan] }]),
  ) as Allowances;
  for (const row of rows) {
    allowances[row.planLevel] = { oneToOnePerMonth: row.oneToOnePerMonth, groupPerWeek: row.groupPerWeek };
  }
  return allowances;
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

/** One-to-one sessions of the business that count in the period: all but those given back. */
export async function oneToOneUsed(
  db: Database,
  businessId: number,
  period: Period,
  exceptSessionId?: number,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(coachingSessions)
    .where(
      and(
        eq(coachingSessions.businessId, businessId),
        eq(coachingSessions.kind, "one_to_one"),
        eq(coachingSessions.allowanceReturned, false),
        gte(coachingSessions.startsAt, period.start),
        lt(coachingSessions.startsAt, period.end),
        exceptSessionId === undefined ? undefined : ne(coachingSessions.id, exceptSessionId),
      ),
    );
  return row?.value ?? 0;
}

/** Group seats of the business in the period: every seat held or left late, in occurrences not cancelled. */
export async function groupSeatsUsed(db: Database, businessId: number, period: Period): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(groupSessionSeats)
    .innerJoin(coachingSessions, eq(coachingSessions.id, groupSessionSeats.sessionId))
    .where(
      and(
        eq(groupSessionSeats.businessId, businessId),
        ne(coachingSessions.status, "cancelled"),
        gte(coachingSessions.startsAt, period.start),
        lt(coachingSessions.startsAt, period.end),
      ),
    );
  return row?.value ?? 0;
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
