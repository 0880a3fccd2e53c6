import { z } from "zod";
import { idSchema } from "../ids";
import { tooLongMessage } from "../messages";
import { emptyAsUndefined } from "../paging";
import { singleLine } from "../text";
import { GOAL_METRICS, type GoalMetric } from "./constants";
import { isQuarter } from "./quarters";

/** The longest goal title. */
export const GOAL_TITLE_MAX = 200;
/** A target or baseline beyond this is a typing mistake, not a goal (the scorecard's money cap). */
export const GOAL_VALUE_MAX = 100_000_000_000;
/** The first year a goal may be set for: the scorecard's first month. */

/** Contract §15 'goals': the goals calls' and the Goals page's messages. */
export const GOAL_MESSAGES = {
  quarterInvalid: "Quarter must be a calendar quarter in the form 2027-Q1",
  titleRequired: "Title is required",
  metricInvalid: "Metric must be one of the scorecard figures, or none",
  targetInvalid: "Target must be a number",
  baselineInvalid: "Baseline must be a number",
  baselineWithMetric: "A goal with a metric takes its baseline from the scorecard",
  progressInvalid: "Progress must be a whole number from 0 to 100",
  progressWithMetric: "A goal with a metric takes its progress from the scorecard",
  businessIdAdminOnly: "Only the coach can choose the business",
  businessIdRequired: "Choose the business whose goals these are",
  noBusiness: "Your account does not belong to a business",
  ownerOnly: "Only the business owner or the coach can change goals",
  goalNotFound: "Goal not found",
  businessNotFound: "Business not found",
} as const;

/** `2027-Q1`: a calendar quarter. */
export const quarterSchema = z
  .string({ error: GOAL_MESSAGES.quarterInvalid })
  .trim()
  .toUpperCase()
  .refine(isQuarter, { error: GOAL_MESSAGES.quarterInvalid });

const titleSchema = singleLine(GOAL_MESSAGES.titleRequired)
  .trim()
  .min(1, { error: GOAL_MESSAGES.titleRequired })
  .max(GOAL_TITLE_MAX, { error: tooLongMessage(GOAL_TITLE_MAX) });

/** A scorecard figure, or null (absent, null or empty) for a goal whose progress is set by hand. */
const metricSchema = z
  .union([z.enum(GOAL_METRICS), z.literal(""), z.null()], { error: GOAL_MESSAGES.metricInvalid })
  .transform((value): GoalMetric | null => (value === "" ? null : value));

const finite = (message: string) =>
  z
    .number({ error: message })
    .refine((n) => Number.isFinite(n) && Math.abs(n) <= GOAL_VALUE_MAX, { error: message });

const progressSchema = z
  .number({ error: GOAL_MESSAGES.progressInvalid })
  .int({ error: GOAL_MESSAGES.progressInvalid })
  .min(0, { error: GOAL_MESSAGES.progressInvalid })
  .max(100, { error: GOAL_MESSAGES.progressInvalid });

/** Only an admin (the coach) names the business: for the business's own people it is theirs. */
const businessIdField = z.preprocess(emptyAsUndefined, idSchema().optional());

/** A metric goal takes its baseline and progress from the scorecard: neither may be given for one. */
function metricRules(
  goal: { metric?: GoalMetric | null; baseline?: number | null; progress?: number | null },
  ctx: z.RefinementCtx,
) {
  if (goal.metric === undefined || goal.metric === null) return;
  if (goal.baseline !== undefined && goal.baseline !== null)
    ctx.addIssue({ code: "custom", path: ["baseline"], message: GOAL_MESSAGES.baselineWithMetric });
  if (goal.progress !== undefined && goal.progress !== null)
    ctx.addIssue({ code: "custom", path: ["progress"], message: GOAL_MESSAGES.progressWithMetric });
}

/** `GET /api/goals?quarter=&businessId=`: this quarter (the coach's calendar) unless one is named. */
export const goalListInput = z
  .object({
    quarter: z.preprocess(emptyAsUndefined, quarterSchema.optional()),
    businessId: businessIdField,
  })
  .optional();
export type GoalListInput = z.input<typeof goalListInput>;

/** `POST /api/goals`. */
export const goalCreateInput = z
  .object({
    quarter: quarterSchema,
    title: titleSchema,
    metric: metricSchema.optional().transform((value) => value ?? null),
    target: finite(GOAL_MESSAGES.targetInvalid),
    baseline: finite(GOAL_MESSAGES.baselineInvalid).nullish(),
    progress: progressSchema.nullish(),
    businessId: businessIdField,
  })
  .superRefine(metricRules);
export type GoalCreateInput = z.input<typeof goalCreateInput>;

/** `PATCH /api/goals/{id}`: the fields to change; absent means keep. */
export const goalUpdateInput = z
  .object({
    id: idSchema(),
    quarter: quarterSchema.optional(),
    title: titleSchema.optional(),
    metric: metricSchema.optional(),
    target: finite(GOAL_MESSAGES.targetInvalid).optional(),
    baseline: finite(GOAL_MESSAGES.baselineInvalid).nullish(),
    progress: progressSchema.nullish(),
  })
  .superRefine(metricRules);
export type GoalUpdateInput = z.input<typeof goalUpdateInput>;

/** `DELETE /api/goals/{id}`. */
export const goalIdInput = z.object({ id: idSchema() });
