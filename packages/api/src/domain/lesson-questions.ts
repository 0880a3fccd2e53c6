import { notInArray } from "drizzle-orm";
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  lessonAttempts,
  lessonProgress,
  lessonQuestionOptions,
  lessonQuestions,
  lessons,
  sql,
  type Database,
} from "@scalemsp/db";
import {
  LESSON_COMPLETE_PROGRESS,
  MESSAGES,
  QUESTION_MESSAGES,
  answersIssue,
  markQuizAnswers,
  scoreAttempt,
  type LessonContentType,
  type lessonAttemptInput,
  type lessonQuestionsInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, notFound } from "../errors";
import type { Viewer } from "./courses";
import { accessibleLesson } from "./lesson-access";
import { iso } from "./serialize";

type QuestionsData = z.output<typeof lessonQuestionsInput>;
type AttemptData = z.output<typeof lessonAttemptInput>;

const isScoredLesson = (contentType: LessonContentType): contentType is "quiz" | "assessment" =>
  contentType === "quiz" || contentType === "assessment";

/** A lesson's questions with their options, in order, scores included (server side only). */
async function questionsOf(db: Database, lessonId: number) {
  const questionRows = await db
    .select()
    .from(lessonQuestions)
    .where(eq(lessonQuestions.lessonId, lessonId))
    .orderBy(asc(lessonQuestions.sortOrder), asc(lessonQuestions.id));
  const optionRows =
    questionRows.length === 0
      ? []
      : await db
          .select()
          .from(lessonQuestionOptions)
          .where(
            inArray(
              lessonQuestionOptions.questionId,
              questionRows.map((question) => question.id),
            ),
          )
          .orderBy(asc(lessonQuestionOptions.sortOrder), asc(lessonQuestionOptions.id));
  return questionRows.map((question) => ({
    id: question.id,
    text: question.text,
    type: question.type,
    area: question.area,
    options: optionRows
      .filter((option) => option.questionId === question.id)
      .map((option) => ({ id: option.id, text: option.text, score: option.score })),
  }));
}

async function scoredLessonForAdmin(db: Database, lessonId: number) {
  const [lesson] = await db
    .select({ id: lessons.id, contentType: lessons.contentType })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw notFound(MESSAGES.lessonNotFound);
  return lesson;
}

/** `GET /api/admin/lessons/{id}/questions`: the questions as the admin edits them, scores included. */
export async function adminLessonQuestions(db: Database, lessonId: number) {
  await scoredLessonForAdmin(db, lessonId);
  return { questions: await questionsOf(db, lessonId) };
}

/**
 * `PUT /api/admin/lessons/{id}/questions`: the lesson's whole set, in the order sent. A
 * question or option sent with its id is kept (and updated); one sent without is new; one
 * left out is removed. Ids of another lesson answer 400. One transaction.
 */
export async function saveLessonQuestions(db: Database, input: QuestionsData, now: Date) {
  const lesson = await scoredLessonForAdmin(db, input.id);
  if (!isScoredLesson(lesson.contentType)) throw badRequest(QUESTION_MESSAGES.notQuizLesson, "questions");
  if (lesson.contentType === "assessment" && input.questions.some((question) => !question.area))
    throw badRequest(QUESTION_MESSAGES.areaRequired, "questions");

  await db.transaction(async (tx) => {
    const current = await questionsOf(tx, input.id);
    const questionIds = new Set(current.map((question) => question.id));
    const optionIds = new Map(
      current.map((question) => [question.id, new Set(question.options.map((o) => o.id))]),
    );
    for (const question of input.questions) {
      if (question.id !== undefined && !questionIds.has(question.id))
        throw badRequest(QUESTION_MESSAGES.unknownId, "questions");
      for (const option of question.options) {
        if (
          option.id !== undefined &&
          (question.id === undefined || !optionIds.get(question.id)?.has(option.id))
        )
          throw badRequest(QUESTION_MESSAGES.unknownId, "questions");
      }
    }
    const keptQuestions = new Set(input.questions.flatMap((question) => (question.id ? [question.id] : [])));
    const removed = [...questionIds].filter((id) => !keptQuestions.has(id));
    if (removed.length > 0) await tx.delete(lessonQuestions).where(inArray(lessonQuestions.id, removed));

    for (const [index, question] of input.questions.entries()) {
      const fields = {
        text: question.text,
        type: question.type,
        area: question.area ?? null,
        sortOrder: index,
        updatedAt: now,
      };
      let questionId = question.id;
      if (questionId === undefined) {
        const [row] = await tx
          .insert(lessonQuestions)
          .values({ lessonId: input.id, ...fields })
          .returning({ id: lessonQuestions.id });
        questionId = row!.id;
      } else {
        await tx.update(lessonQuestions).set(fields).where(eq(lessonQuestions.id, questionId));
        const keptOptions = question.options.flatMap((option) => (option.id ? [option.id] : []));
        await tx
          .delete(lessonQuestionOptions)
          .where(
            and(
              eq(lessonQuestionOptions.questionId, questionId),
              keptOptions.length > 0 ? notInArray(lessonQuestionOptions.id, keptOptions) : undefined,
            ),
          );
      }
      for (const [optionIndex, option] of question.options.entries()) {
        const optionFields = { text: option.text, score: option.score, sortOrder: optionIndex };
        if (option.id === undefined)
          await tx.insert(lessonQuestionOptions).values({ questionId, ...optionFields });
        else
          await tx
            .update(lessonQuestionOptions)
            .set(optionFields)
            .where(eq(lessonQuestionOptions.id, option.id));
      }
    }
  });
  return { questions: await questionsOf(db, input.id) };
}

/**
 * `GET /api/lessons/{id}/questions`: the questions and options of an accessible quiz or
 * assessment lesson, without scores (contract §13), and the kind of lesson they belong to.
 */
export async function memberLessonQuestions(db: Database, viewer: Viewer, lessonId: number, now: Date) {
  const lesson = await accessibleLesson(db, viewer, lessonId, now);
  if (!isScoredLesson(lesson.contentType)) throw badRequest(QUESTION_MESSAGES.notQuizLesson, "id");
  const questions = await questionsOf(db, lessonId);
  return {
    lessonId: lesson.id,
    kind: lesson.contentType,
    questions: questions.map((question) => ({
      id: question.id,
      text: question.text,
      type: question.type,
      area: question.area,
      options: question.options.map((option) => ({ id: option.id, text: option.text })),
    })),
  };
}

/**
 * `POST /api/lessons/{id}/attempts`: scores the answers and keeps the attempt. A quiz passed
 * at 70% or more, and any assessment, completes the lesson for the member (contract §12);
 * a completed lesson stays completed.
 */
export async function submitAttempt(db: Database, viewer: Viewer, input: AttemptData, now: Date) {
  const lesson = await accessibleLesson(db, viewer, input.id, now);
  if (!isScoredLesson(lesson.contentType)) throw badRequest(QUESTION_MESSAGES.notQuizLesson, "id");
  const questions = await questionsOf(db, input.id);
  if (questions.length === 0) throw badRequest(QUESTION_MESSAGES.noQuestions, "answers");
  const issue = answersIssue(questions, input.answers);
  if (issue) throw badRequest(issue, "answers");
  const result = scoreAttempt(lesson.contentType, questions, input.answers);
  const completes = lesson.contentType === "assessment" || result.passed === true;

  const attempt = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lessonAttempts)
      .values({
        userId: viewer.userId,
        lessonId: lesson.id,
        score: result.score,
        maxScore: result.maxScore,
        passed: result.passed ?? null,
        areas: result.areas ?? null,
        answers: input.answers,
        createdAt: now,
      })
      .returning({ id: lessonAttempts.id, createdAt: lessonAttempts.createdAt });
    if (completes) {
      await tx
        .insert(lessonProgress)
        .values({
          userId: viewer.userId,
          lessonId: lesson.id,
          moduleId: lesson.moduleId,
          status: "completed",
          progress: LESSON_COMPLETE_PROGRESS,
          completedAt: now,
        })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: {
            status: "completed",
            progress: LESSON_COMPLETE_PROGRESS,
            completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at)`,
            updatedAt: now,
          },
        });
    }
    return row!;
  });
  // A quiz says which answers to review; an assessment has no right answers.
  const marks = lesson.contentType === "quiz" ? { questions: markQuizAnswers(questions, input.answers) } : {};
  return { id: attempt.id, createdAt: iso(attempt.createdAt), ...result, ...marks, completed: completes };
}

/** `GET /api/lessons/{id}/attempts`: the member's own attempts, newest first, to compare. */
export async function listAttempts(db: Database, viewer: Viewer, lessonId: number, now: Date) {
  await accessibleLesson(db, viewer, lessonId, now);
  const rows = await db
    .select()
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, viewer.userId), eq(lessonAttempts.lessonId, lessonId)))
    .orderBy(desc(lessonAttempts.createdAt), desc(lessonAttempts.id));
  return rows.map((row) => ({
    id: row.id,
    score: row.score,
    maxScore: row.maxScore,
    ...(row.passed === null ? {} : { passed: row.passed }),
    ...(row.areas === null ? {} : { areas: row.areas }),
    createdAt: iso(row.createdAt),
  }));
}
