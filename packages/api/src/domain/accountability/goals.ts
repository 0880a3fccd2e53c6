import { asc, businesses, eq, goals, sql, type Database } from "@scalemsp/db";
import {
  GOAL_MESSAGES,
  quarterElapsedShare,
  quarterOf,
  type goalCreateInput,
  type goalIdInput,
  type goalListInput,
  type goalUpdateInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { isAdmin } from "../../access";
import type { SessionUser } from "../../context";
import { badRequest, forbidden, notFound } from "../../errors";
import { preparedStatement } from "../prepared";
import { iso } from "../serialize";
import { changesOf } from "../shared/changes";
import { coachCalendarIn } from "./coach-calendar";
import { evaluateGoals, type EvaluatedGoal, type GoalRow } from "./goal-evaluation";

/** Contract §15 'goals': a business's quarterly goals, read by its people, set by its owner and the coach. */

type Viewer = Pick<SessionUser, "id" | "role" | "isOwner" | "business" | "coachTimeZone">;

/**
 * The business whose goals are meant: the coach (an admin) names it; everyone else reads and
 * writes their own, and may name only that one.
 */
async function businessOf(
  db: Database,
  viewer: Viewer,
  businessId: number | undefined,
): Promise<{ id: number; name: string }> {
  if (!isAdmin(viewer)) {
    // Their own, as read with the session.
    const own = viewer.business;
    if (own === null) throw forbidden(GOAL_MESSAGES.noBusiness);
    if (businessId !== undefined && businessId !== own.id) throw forbidden(GOAL_MESSAGES.businessIdAdminOnly);
    return { id: own.id, name: own.name };
  }
  if (businessId === undefined) throw badRequest(GOAL_MESSAGES.businessIdRequired, "businessId");
  const [found] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!found) throw notFound(GOAL_MESSAGES.businessNotFound);
  return found;
}

/** A goal the viewer may reach: the coach any, everyone else their business's (another's: 404). */
async function reachableGoal(db: Database, viewer: Viewer, id: number): Promise<GoalRow> {
  const [row] = await db.select().from(goals).where(eq(goals.id, id));
  if (!row) throw notFound(GOAL_MESSAGES.goalNotFound);
  if (isAdmin(viewer)) return row;
  // Their own, as read with the session.
  const own = viewer.business?.id ?? null;
  if (own === null) throw forbidden(GOAL_MESSAGES.noBusiness);
  if (row.businessId !== own) throw notFound(GOAL_MESSAGES.goalNotFound);
  return row;
}

/** The owner and the coach set goals; the gate (`ownerProcedure`) lets only them call the writes. */
const mayEdit = (viewer: Viewer) => isAdmin(viewer) || viewer.isOwner;

/** A goal as the answers show it (contract §15), its timestamps in ISO 8601. */
export const toGoalAnswer = (goal: EvaluatedGoal) => ({
  id: goal.id,
  quarter: goal.quarter,
  title: goal.title,
  metric: goal.metric,
  target: goal.target,
  baseline: goal.baseline,
  current: goal.current,
  months: goal.months,
  progress: goal.progress,
  status: goal.status,
  lastConfidence: goal.lastConfidence,
  createdAt: iso(goal.createdAt),
  updatedAt: iso(goal.updatedAt),
});
export type GoalAnswer = ReturnType<typeof toGoalAnswer>;

async function answerOf(db: Database, viewer: Viewer, row: GoalRow, now: Date): Promise<GoalAnswer> {
  const calendar = coachCalendarIn(viewer.coachTimeZone, now);
  const [goal] = await evaluateGoals(db, [row], { today: calendar.today, week: calendar.week.label });
  return toGoalAnswer(goal!);
}

const goalsStatement = preparedStatement((db, _variant: "of-business") =>
  db
    .select()
    .from(goals)
    .where(eq(goals.businessId, sql.placeholder("businessId")))
    .orderBy(asc(goals.createdAt), asc(goals.id))
    .prepare("goals_of_business"),
);

/**
 * `GET /api/goals`: a quarter's goals (this quarter in the coach's calendar unless one is named),
 * with the quarters that have goals (newest first, this one and the one shown always among them).
 */
export async function listGoals(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof goalListInput>,
  now: Date,
) {
  const business = await businessOf(db, viewer, input?.businessId);
  const businessId = business.id;
  const calendar = coachCalendarIn(viewer.coachTimeZone, now);
  const currentQuarter = quarterOf(calendar.today);
  const quarter = input?.quarter ?? currentQuarter;
  // Every goal of the business in one read (a handful a quarter): the quarter's are shown, and
  // together they name the quarters that have goals.
  const all = await goalsStatement(db, "of-business").execute({ businessId });
  const rows = all.filter((goal) => goal.quarter === quarter);
  const quarters = [...new Set([currentQuarter, quarter, ...all.map((goal) => goal.quarter)])].sort((a, b) =>
    b.localeCompare(a),
  );
  const evaluated = await evaluateGoals(db, rows, { today: calendar.today, week: calendar.week.label });
  return {
    business,
    quarter,
    currentQuarter,
    quarters,
    /** How much of the quarter has gone by (0–100), in the coach's calendar. */
    elapsedPct: Math.round(quarterElapsedShare(quarter, calendar.today) * 100),
    canEdit: mayEdit(viewer),
    goals: evaluated.map(toGoalAnswer),
  };
}

/** `POST /api/goals`: a metric goal follows the scorecard; a hand-set goal starts where it is told (0). */
export async function createGoal(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof goalCreateInput>,
  now: Date,
): Promise<GoalAnswer> {
  if (!mayEdit(viewer)) throw forbidden(GOAL_MESSAGES.ownerOnly);
  const { id: businessId } = await businessOf(db, viewer, input.businessId);
  const byHand = input.metric === null;
  const [row] = await db
    .insert(goals)
    .values({
      businessId,
      quarter: input.quarter,
      title: input.title,
      metric: input.metric,
      target: input.target,
      baseline: byHand ? (input.baseline ?? null) : null,
      progress: byHand ? (input.progress ?? 0) : null,
      createdById: viewer.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return answerOf(db, viewer, row!, now);
}

/**
 * `PATCH /api/goals/{id}`: the fields given. A goal that has (or is given) a metric takes its
 * baseline and progress from the scorecard, so setting either on it answers 400.
 */
export async function updateGoal(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof goalUpdateInput>,
  now: Date,
): Promise<GoalAnswer> {
  if (!mayEdit(viewer)) throw forbidden(GOAL_MESSAGES.ownerOnly);
  const { id, ...patch } = input;
  const changes = changesOf(patch);
  const row = await reachableGoal(db, viewer, id);
  const metric = changes.metric !== undefined ? changes.metric : row.metric;
  const values: Partial<typeof goals.$inferInsert> = { ...changes, updatedAt: now };
  if (metric !== null) {
    if (changes.progress !== undefined && changes.progress !== null)
      throw badRequest(GOAL_MESSAGES.progressWithMetric, "progress");
    if (changes.baseline !== undefined && changes.baseline !== null)
      throw badRequest(GOAL_MESSAGES.baselineWithMetric, "baseline");
    values.progress = null;
    values.baseline = null;
  } else if (row.metric !== null) {
    // Turned into a hand-set goal: it starts at the progress given, or 0.
    values.progress = changes.progress ?? 0;
  }
  const [updated] = await db.update(goals).set(values).where(eq(goals.id, row.id)).returning();
  return answerOf(db, viewer, updated!, now);
}

/** `DELETE /api/goals/{id}`. */
export async function deleteGoal(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof goalIdInput>,
  _now: Date,
): Promise<void> {
  if (!mayEdit(viewer)) throw forbidden(GOAL_MESSAGES.ownerOnly);
  const row = await reachableGoal(db, viewer, input.id);
  await db.delete(goals).where(eq(goals.id, row.id));
}
