import { boolean, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { AreaScores, AttemptAnswers } from "@scalemsp/validators";
import { assessmentAreaEnum, questionTypeEnum } from "./enums";
import { timestamps, tz } from "./columns";
import { users } from "./accounts";
import { lessons } from "./courses";

/** The questions the admin writes for a quiz or assessment lesson (contract §12). */
export const lessonQuestions = pgTable(
  "lesson_questions",
  {
    id: serial("id").primaryKey(),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    type: questionTypeEnum("type").notNull(),
    area: assessmentAreaEnum("area"),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("lesson_questions_lesson_idx").on(t.lessonId, t.sortOrder, t.id)],
);

export const lessonQuestionOptions = pgTable(
  "lesson_question_options",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => lessonQuestions.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    /** Never sent to members (contract §13). */
    score: integer("score").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("lesson_question_options_question_idx").on(t.questionId, t.sortOrder, t.id)],
);

/**
 * Every submitted attempt, kept so a member compares with earlier ones. The score and the
 * areas are stored as they were scored: editing questions later does not rewrite history.
 */
export const lessonAttempts = pgTable(
  "lesson_attempts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    maxScore: integer("max_score").notNull(),
    /** Quizzes only. */
    passed: boolean("passed"),
    /** Assessments only. */
    areas: jsonb("areas").$type<AreaScores>(),
    answers: jsonb("answers").$type<AttemptAnswers>().notNull(),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [index("lesson_attempts_user_lesson_idx").on(t.userId, t.lessonId, t.createdAt)],
);
