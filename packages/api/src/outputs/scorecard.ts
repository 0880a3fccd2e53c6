import {
  ASSESSMENT_AREAS,
  BANDED_FIGURES,
  BANDS,
  DERIVED_FIGURES,
  PLAN_LEVELS,
  QUESTION_TYPES,
} from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, timestampOutput } from "./common";

/** Contract §12 and §13: the answers of the scorecard and the quiz and assessment paths. */

const recordOf = <K extends string, V extends z.ZodType>(keys: readonly K[], value: V) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);

const figure = z.number().nullable();

/** Contract §13's monthly figures: revenue always, the others null when not reported. */
export const scorecardEntryOutput = z.object({
  month: z.string(),
  revenue: z.number(),
  recurringRevenue: figure,
  grossMarginPct: figure,
  netProfitPct: figure,
  clients: figure,
  endpoints: figure,
  employees: figure,
  technicians: figure,
  tickets: figure,
  csatPct: figure,
});

export const derivedFiguresOutput = recordOf(DERIVED_FIGURES, figure);
const bandOutput = z.enum(BANDS).nullable();
export const bandsOutput = recordOf(BANDED_FIGURES, bandOutput);
const peerOutput = z.object({ percentile: z.number(), businesses: z.number().int() }).nullable();
const thresholdOutput = z.object({
  healthyFrom: z.number(),
  topQuartileFrom: z.number(),
  direction: z.enum(["higher", "lower"]),
});

export const scorecardOutput = z.object({
  entries: z.array(scorecardEntryOutput),
  latestMonth: z.string().nullable(),
  /** The latest month's; every figure null without entries. */
  derived: derivedFiguresOutput,
  bands: bandsOutput,
  /** A percentile only where at least 5 businesses reported the figure that month. */
  peers: recordOf(BANDED_FIGURES, peerOutput),
  thresholds: recordOf(BANDED_FIGURES, thresholdOutput),
  weakestFigure: z.enum(BANDED_FIGURES).nullable(),
  /** The course the admin linked to the weakest figure, while it is active. */
  nextCourse: z
    .object({ figure: z.enum(BANDED_FIGURES), band: z.enum(BANDS), moduleId: idOutput, title: z.string() })
    .nullable(),
  shared: z.boolean(),
  canEdit: z.boolean(),
});

export const businessScorecardOutput = scorecardOutput.extend({
  business: z.object({ id: idOutput, name: z.string() }),
});

export const scorecardImportOutput = z.object({
  dryRun: z.boolean(),
  entries: z.array(scorecardEntryOutput),
  added: z.number().int(),
  replaced: z.number().int(),
});

export const bandSettingOutput = z.object({
  figure: z.enum(BANDED_FIGURES),
  direction: z.enum(["higher", "lower"]),
  healthyFrom: z.number(),
  topQuartileFrom: z.number(),
  defaults: z.object({ healthyFrom: z.number(), topQuartileFrom: z.number() }),
  course: z.object({ id: idOutput, title: z.string(), isActive: z.boolean() }).nullable(),
});

export const coachScorecardsOutput = z.object({
  businesses: z.array(
    z.object({
      businessId: idOutput,
      name: z.string(),
      planLevel: z.enum(PLAN_LEVELS),
      isActive: z.boolean(),
      joinedAt: timestampOutput,
      monthsReported: z.number().int(),
      latest: scorecardEntryOutput.nullable(),
      derived: derivedFiguresOutput.nullable(),
      bands: bandsOutput.nullable(),
      growthSinceJoining: z
        .object({ fromMonth: z.string(), toMonth: z.string(), revenueGrowthPct: z.number().nullable() })
        .nullable(),
    }),
  ),
  /** The platform's real average revenue growth over clients' first 12 months. */
  firstYearRevenueGrowth: z.object({ averagePct: z.number().nullable(), businesses: z.number().int() }),
});

// ---------------------------------------------------------------- quizzes and assessments

const optionOutput = z.object({ id: idOutput, text: z.string() });
/** A question with its options of the given shape. */
const questionOutput = <O extends z.ZodType>(option: O) =>
  z.object({
    id: idOutput,
    text: z.string(),
    type: z.enum(QUESTION_TYPES),
    area: z.enum(ASSESSMENT_AREAS).nullable(),
    options: z.array(option),
  });

export const adminQuestionsOutput = z.object({
  questions: z.array(questionOutput(optionOutput.extend({ score: z.number().int() }))),
});

/** Members never receive the scores (contract §13). */
export const memberQuestionsOutput = z.object({
  lessonId: idOutput,
  kind: z.enum(["quiz", "assessment"]),
  questions: z.array(questionOutput(optionOutput)),
});

export const areaScoresOutput = recordOf(
  ASSESSMENT_AREAS,
  z.object({ score: z.number().int(), maxScore: z.number().int() }),
);

export const attemptOutput = z.object({
  id: idOutput,
  score: z.number().int(),
  maxScore: z.number().int(),
  passed: z.boolean().optional(),
  areas: areaScoresOutput.optional(),
  createdAt: timestampOutput,
});

export const attemptResultOutput = attemptOutput.extend({
  /** Quizzes only: each question right or wrong (which options score stays unsaid). */
  questions: z.array(z.object({ questionId: idOutput, correct: z.boolean() })).optional(),
  /** Whether the lesson is now completed for the member. */
  completed: z.boolean(),
});
