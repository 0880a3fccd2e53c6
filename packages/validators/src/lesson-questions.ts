import { z } from "zod";
import { roundTo } from "./scorecard/derived";

/** Contract §12 and §13: questions of quiz and assessment lessons, and how answers score. */

export const QUESTION_TYPES = ["single", "multiple"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const ASSESSMENT_AREAS = [
  "sales",
  "service_delivery",
  "finance",
  "people",
  "operations",
  "leadership",
] as const;
export type AssessmentArea = (typeof ASSESSMENT_AREAS)[number];

export const ASSESSMENT_AREA_LABELS: Record<AssessmentArea, string> = {
  sales: "Sales",
  service_delivery: "Service delivery",
  finance: "Finance",
  people: "People",
  operations: "Operations",
  leadership: "Leadership",
};

/** A quiz passes at this share of its highest possible score. */
export const QUIZ_PASS_PERCENT = 70;

export const QUESTIONS_MAX = 100;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 20;
export const OPTION_SCORE_MIN = -100;
export const OPTION_SCORE_MAX = 100;

export const QUESTION_MESSAGES = {
  questionTextRequired: "Question text is required",
  optionTextRequired: "Option text is required",
  typeInvalid: "Type must be single or multiple",
  areaInvalid: `Area must be one of: ${ASSESSMENT_AREAS.join(", ")}`,
  areaRequired: "Choose an area for each question of an assessment",
  optionsCount: `Give each question from ${OPTIONS_MIN} to ${OPTIONS_MAX} options`,
  scoreInvalid: `Scores must be whole numbers from ${OPTION_SCORE_MIN} to ${OPTION_SCORE_MAX}`,
  positiveOptionNeeded: "Give at least one option of each question a score above 0",
  questionsMax: `A lesson holds at most ${QUESTIONS_MAX} questions`,
  notQuizLesson: "Questions belong to quiz and assessment lessons only",
  noQuestions: "This lesson has no questions yet",
  answerEveryQuestion: "Please answer every question",
  chooseOne: "Choose exactly one answer for a single-choice question",
  unknownQuestion: "An answer names a question that is not part of this lesson",
  unknownOption: "An answer names an option that is not part of its question",
  duplicateAnswer: "Answer each question once",
  unknownId: "A question or option id does not belong to this lesson",
} as const;

const MAX_ID = 2_147_483_647;
const idNumber = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, {
    error: message,
  });

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

const optionInput = z.object({
  /** Present to keep an option (and the answers that chose it) when questions are saved again. */
  id: idNumber(QUESTION_MESSAGES.unknownId).optional(),
  text: requiredText(QUESTION_MESSAGES.optionTextRequired, 500),
  score: z
    .number({ error: QUESTION_MESSAGES.scoreInvalid })
    .int({ error: QUESTION_MESSAGES.scoreInvalid })
    .min(OPTION_SCORE_MIN, { error: QUESTION_MESSAGES.scoreInvalid })
    .max(OPTION_SCORE_MAX, { error: QUESTION_MESSAGES.scoreInvalid }),
});

const questionInput = z
  .object({
    id: idNumber(QUESTION_MESSAGES.unknownId).optional(),
    text: requiredText(QUESTION_MESSAGES.questionTextRequired, 1000),
    type: z.enum(QUESTION_TYPES, { error: QUESTION_MESSAGES.typeInvalid }),
    area: z.enum(ASSESSMENT_AREAS, { error: QUESTION_MESSAGES.areaInvalid }).nullish(),
    options: z
      .array(optionInput, { error: QUESTION_MESSAGES.optionsCount })
      .min(OPTIONS_MIN, { error: QUESTION_MESSAGES.optionsCount })
      .max(OPTIONS_MAX, { error: QUESTION_MESSAGES.optionsCount }),
  })
  .superRefine((question, ctx) => {
    if (!question.options.some((option) => option.score > 0))
      ctx.addIssue({ code: "custom", path: ["options"], message: QUESTION_MESSAGES.positiveOptionNeeded });
  });

/** `PUT /api/admin/lessons/{id}/questions`: the lesson's questions, in order, replacing the old set. */
export const lessonQuestionsInput = z.object({
  id: idNumber("Please choose a valid lesson"),
  questions: z
    .array(questionInput, { error: QUESTION_MESSAGES.questionTextRequired })
    .max(QUESTIONS_MAX, { error: QUESTION_MESSAGES.questionsMax }),
});
export type LessonQuestionsInput = z.input<typeof lessonQuestionsInput>;

/** `POST /api/lessons/{id}/attempts`. */
export const lessonAttemptInput = z.object({
  id: idNumber("Please choose a valid lesson"),
  answers: z
    .array(
      z.object({
        questionId: idNumber(QUESTION_MESSAGES.unknownQuestion),
        optionIds: z.array(idNumber(QUESTION_MESSAGES.unknownOption)).max(OPTIONS_MAX, {
          error: QUESTION_MESSAGES.unknownOption,
        }),
      }),
      { error: QUESTION_MESSAGES.answerEveryQuestion },
    )
    .max(QUESTIONS_MAX, { error: QUESTION_MESSAGES.answerEveryQuestion }),
});
export type LessonAttemptInput = z.input<typeof lessonAttemptInput>;

// ---------------------------------------------------------------- scoring

export interface ScoredQuestion {
  id: number;
  type: QuestionType;
  area: AssessmentArea | null;
  options: readonly { id: number; score: number }[];
}

/** Contract §13: the highest option of a single-choice question, the positive options of a multiple. */
export function questionMaxScore(question: {
  type: QuestionType;
  options: readonly { score: number }[];
}): number {
  const scores = question.options.map((option) => option.score);
  if (question.type === "single") return scores.length === 0 ? 0 : Math.max(...scores);
  return scores.filter((score) => score > 0).reduce((sum, score) => sum + score, 0);
}

export interface AreaScore {
  score: number;
  maxScore: number;
}
export type AreaScores = Record<AssessmentArea, AreaScore>;

export interface AttemptResult {
  score: number;
  maxScore: number;
  /** Quizzes only. */
  passed?: boolean;
  /** Assessments only. */
  areas?: AreaScores;
}

export type AttemptAnswers = readonly { questionId: number; optionIds: readonly number[] }[];

/** Why a set of answers cannot be scored, or null when it can. */
export function answersIssue(questions: readonly ScoredQuestion[], answers: AttemptAnswers): string | null {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answered = new Set<number>();
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) return QUESTION_MESSAGES.unknownQuestion;
    if (answered.has(answer.questionId)) return QUESTION_MESSAGES.duplicateAnswer;
    answered.add(answer.questionId);
    const optionIds = new Set(question.options.map((option) => option.id));
    if (new Set(answer.optionIds).size !== answer.optionIds.length) return QUESTION_MESSAGES.duplicateAnswer;
    if (answer.optionIds.some((id) => !optionIds.has(id))) return QUESTION_MESSAGES.unknownOption;
    if (answer.optionIds.length === 0) return QUESTION_MESSAGES.answerEveryQuestion;
    if (question.type === "single" && answer.optionIds.length !== 1) return QUESTION_MESSAGES.chooseOne;
  }
  if (answered.size !== questions.length) return QUESTION_MESSAGES.answerEveryQuestion;
  return null;
}

export const emptyAreaScores = (): AreaScores =>
  Object.fromEntries(ASSESSMENT_AREAS.map((area) => [area, { score: 0, maxScore: 0 }])) as AreaScores;

/** Passed at QUIZ_PASS_PERCENT of the highest possible score. */
export const quizPassed = (score: number, maxScore: number): boolean =>
  maxScore > 0 && score * 100 >= QUIZ_PASS_PERCENT * maxScore;

/**
 * Contract §13: the score is the sum of the chosen options' scores. A quiz says whether it
 * passed; an assessment gives every area's score. The answers must have passed answersIssue.
 */
export function scoreAttempt(
  kind: "quiz" | "assessment",
  questions: readonly ScoredQuestion[],
  answers: AttemptAnswers,
): AttemptResult {
  const chosen = new Map(answers.map((answer) => [answer.questionId, new Set(answer.optionIds)]));
  const areas = emptyAreaScores();
  let score = 0;
  let maxScore = 0;
  for (const question of questions) {
    const picked = chosen.get(question.id) ?? new Set<number>();
    const questionScore = question.options
      .filter((option) => picked.has(option.id))
      .reduce((sum, option) => sum + option.score, 0);
    const questionMax = questionMaxScore(question);
    score += questionScore;
    maxScore += questionMax;
    if (question.area) {
      areas[question.area].score += questionScore;
      areas[question.area].maxScore += questionMax;
    }
  }
  if (kind === "quiz") return { score, maxScore, passed: quizPassed(score, maxScore) };
  return { score, maxScore, areas };
}

/** Whether one quiz question was answered right: it earned its full score (see questionMaxScore). */
export interface QuestionMark {
  questionId: number;
  correct: boolean;
}

/**
 * A quiz attempt's answers marked per question, so a member sees which ones to review. It says
 * only right or wrong, never which options score: the questions stay without their scores.
 */
export function markQuizAnswers(
  questions: readonly ScoredQuestion[],
  answers: AttemptAnswers,
): QuestionMark[] {
  const chosen = new Map(answers.map((answer) => [answer.questionId, new Set(answer.optionIds)]));
  return questions.map((question) => {
    const picked = chosen.get(question.id) ?? new Set<number>();
    const earned = question.options
      .filter((option) => picked.has(option.id))
      .reduce((sum, option) => sum + option.score, 0);
    const max = questionMaxScore(question);
    return { questionId: question.id, correct: max > 0 && earned >= max };
  });
}

/** A score as a whole percentage of its maximum, kept within 0–100; null without a maximum. */
export const scorePercent = (score: number, maxScore: number): number | null =>
  maxScore > 0 ? Math.min(100, Math.max(0, roundTo((score / maxScore) * 100, 0))) : null;

/** `GET /api/lessons/{id}/questions` and `…/attempts`, and the admin's reading of them. */
export const lessonIdInput = z.object({ id: idNumber("Please choose a valid lesson") });
export type LessonIdInput = z.input<typeof lessonIdInput>;
