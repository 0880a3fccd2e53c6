import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, lessonProgress, type Database } from "@scalemsp/db";
import {
  createBusiness,
  createLesson,
  createModule,
  createQuestion,
  createUser,
  type Lesson,
} from "@scalemsp/db/factories";
import { createTestDatabase, testBackends, type TestDatabase } from "@scalemsp/db/testing";
import { ASSESSMENT_AREAS, COURSE_MESSAGES, MESSAGES, QUESTION_MESSAGES } from "@scalemsp/validators";
import type { Viewer } from "../src/domain/courses";
import {
  adminLessonQuestions,
  listAttempts,
  memberLessonQuestions,
  saveLessonQuestions,
  submitAttempt,
} from "../src/domain/lesson-questions";

const NOW = new Date("2025-06-15T12:00:00Z");

async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const e = error as { code?: string; message: string };
    return { code: e.code, message: e.message };
  }
  throw new Error("Expected the call to fail");
}

describe.each(testBackends())("quiz and assessment lessons on %s", (backend) => {
  let database: TestDatabase;
  let db: Database;
  let member: Viewer;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    db = database.handle.db;
    const business = await createBusiness(db);
    const user = await createUser(db, { passwordHash: "x", role: "member", businessId: business.id });
    member = { userId: user.id, isAdmin: false, businessId: business.id, planLevel: "free" };
  });
  afterAll(() => database.dispose());

  const progressOf = async (lesson: Lesson) => {
    const [row] = await db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, member.userId), eq(lessonProgress.lessonId, lesson.id)));
    return row ?? null;
  };

  describe("the admin's questions", () => {
    it("are saved in order with ids, and saved again keeping the ids sent", async () => {
      const course = await createModule(db);
      const quiz = await createLesson(db, course.id, { contentType: "quiz" });
      const first = await saveLessonQuestions(
        db,
        {
          id: quiz.id,
          questions: [
            {
              text: "What share of revenue should recur?",
              type: "single",
              options: [
                { text: "20%", score: 0 },
                { text: "70%", score: 1 },
              ],
            },
            {
              text: "Which are recurring?",
              type: "multiple",
              area: null,
              options: [
                { text: "Managed services", score: 1 },
                { text: "Hardware", score: -1 },
                { text: "Backup", score: 1 },
              ],
            },
          ],
        },
        NOW,
      );
      expect(first.questions.map((q) => q.text)).toEqual([
        "What share of revenue should recur?",
        "Which are recurring?",
      ]);
      const [q1, q2] = first.questions;
      expect(q1!.id).toBeGreaterThan(0);
      expect(q1!.options.map((o) => o.score)).toEqual([0, 1]);

      // Swap the order, edit the first question's text, drop one option and add another.
      const second = await saveLessonQuestions(
        db,
        {
          id: quiz.id,
          questions: [
            { ...q2!, area: null, options: [q2!.options[0]!, { text: "Security", score: 1 }] },
            { ...q1!, area: null, text: "What share of revenue should recur at least?" },
          ],
        },
        NOW,
      );
      expect(second.questions.map((q) => q.id)).toEqual([q2!.id, q1!.id]);
      expect(second.questions[0]!.options.map((o) => o.text)).toEqual(["Managed services", "Security"]);
      expect(second.questions[0]!.options[0]!.id).toBe(q2!.options[0]!.id);
      expect(second.questions[1]!.text).toBe("What share of revenue should recur at least?");
      expect(await adminLessonQuestions(db, quiz.id)).toEqual(second);

      // Leaving a question out removes it.
      const third = await saveLessonQuestions(db, { id: quiz.id, questions: [{ ...q1!, area: null }] }, NOW);
      expect(third.questions.map((q) => q.id)).toEqual([q1!.id]);
    });

    it("refuse ids of another lesson, text lessons, and assessment questions without an area", async () => {
      const course = await createModule(db);
      const quiz = await createLesson(db, course.id, { contentType: "quiz" });
      const other = await createLesson(db, course.id, { contentType: "quiz" });
      const foreign = await createQuestion(db, other.id, { options: [1, 0] });
      const question = {
        text: "Q",
        type: "single" as const,
        options: [
          { text: "A", score: 1 },
          { text: "B", score: 0 },
        ],
      };
      expect(
        await failure(
          saveLessonQuestions(db, { id: quiz.id, questions: [{ ...question, id: foreign.id }] }, NOW),
        ),
      ).toEqual({ code: "BAD_REQUEST", message: QUESTION_MESSAGES.unknownId });
      const text = await createLesson(db, course.id);
      expect(await failure(saveLessonQuestions(db, { id: text.id, questions: [question] }, NOW))).toEqual({
        code: "BAD_REQUEST",
        message: QUESTION_MESSAGES.notQuizLesson,
      });
      const assessment = await createLesson(db, course.id, { contentType: "assessment" });
      expect(
        await failure(saveLessonQuestions(db, { id: assessment.id, questions: [question] }, NOW)),
      ).toEqual({
        code: "BAD_REQUEST",
        message: QUESTION_MESSAGES.areaRequired,
      });
      expect(await failure(saveLessonQuestions(db, { id: 999_999, questions: [] }, NOW))).toEqual({
        code: "NOT_FOUND",
        message: MESSAGES.lessonNotFound,
      });
    });
  });

  describe("a quiz", () => {
    let quiz: Lesson;
    let questions: Awaited<ReturnType<typeof createQuestion>>[];

    beforeAll(async () => {
      const course = await createModule(db);
      quiz = await createLesson(db, course.id, { contentType: "quiz" });
      // Ten one-point questions: 7 right answers is exactly the pass mark.
      questions = [];
      for (let i = 0; i < 10; i += 1)
        questions.push(await createQuestion(db, quiz.id, { options: [0, 1] }, i));
    });

    const answers = (right: number) =>
      questions.map((question, i) => ({
        questionId: question.id,
        optionIds: [question.options[i < right ? 1 : 0]!.id],
      }));

    it("is read by members without scores", async () => {
      const read = await memberLessonQuestions(db, member, quiz.id, NOW);
      expect(read.kind).toBe("quiz");
      expect(read.questions).toHaveLength(10);
      expect(JSON.stringify(read)).not.toContain("score");
    });

    it("below 70% is kept as a failed attempt and leaves the lesson open", async () => {
      const result = await submitAttempt(db, member, { id: quiz.id, answers: answers(6) }, NOW);
      expect(result).toMatchObject({ score: 6, maxScore: 10, passed: false, completed: false });
      expect(result.areas).toBeUndefined();
      expect(await progressOf(quiz)).toBeNull();
    });

    it("at 70% passes and completes the lesson", async () => {
      const result = await submitAttempt(db, member, { id: quiz.id, answers: answers(7) }, NOW);
      expect(result).toMatchObject({ score: 7, maxScore: 10, passed: true, completed: true });
      expect(await progressOf(quiz)).toMatchObject({ status: "completed", progress: 100 });
    });

    it("stays completed after a later failed attempt, and lists every attempt newest first", async () => {
      await submitAttempt(db, member, { id: quiz.id, answers: answers(2) }, new Date(NOW.getTime() + 60_000));
      expect(await progressOf(quiz)).toMatchObject({ status: "completed" });
      const attempts = await listAttempts(db, member, quiz.id, NOW);
      expect(attempts.map((a) => [a.score, a.passed])).toEqual([
        [2, false],
        [7, true],
        [6, false],
      ]);
    });

    it("refuses incomplete or foreign answers", async () => {
      expect(
        await failure(submitAttempt(db, member, { id: quiz.id, answers: answers(7).slice(1) }, NOW)),
      ).toEqual({
        code: "BAD_REQUEST",
        message: QUESTION_MESSAGES.answerEveryQuestion,
      });
      const wrong = answers(7);
      wrong[0] = { questionId: questions[0]!.id, optionIds: [questions[1]!.options[0]!.id] };
      expect(await failure(submitAttempt(db, member, { id: quiz.id, answers: wrong }, NOW))).toEqual({
        code: "BAD_REQUEST",
        message: QUESTION_MESSAGES.unknownOption,
      });
    });
  });

  describe("an assessment", () => {
    it("scores each area, completes the lesson and keeps each attempt to compare", async () => {
      const course = await createModule(db);
      const lesson = await createLesson(db, course.id, { contentType: "assessment" });
      const created: Awaited<ReturnType<typeof createQuestion>>[] = [];
      for (const [i, area] of ASSESSMENT_AREAS.entries())
        created.push(await createQuestion(db, lesson.id, { area, options: [0, 1, 2] }, i));
      const pick = (index: (area: number) => number) =>
        created.map((question, i) => ({
          questionId: question.id,
          optionIds: [question.options[index(i)]!.id],
        }));

      const first = await submitAttempt(db, member, { id: lesson.id, answers: pick(() => 1) }, NOW);
      expect(first.passed).toBeUndefined();
      expect(first).toMatchObject({ score: 6, maxScore: 12, completed: true });
      expect(first.areas).toEqual(
        Object.fromEntries(ASSESSMENT_AREAS.map((area) => [area, { score: 1, maxScore: 2 }])),
      );
      expect(await progressOf(lesson)).toMatchObject({ status: "completed" });

      const later = new Date(NOW.getTime() + 86_400_000);
      const second = await submitAttempt(
        db,
        member,
        { id: lesson.id, answers: pick((i) => (i === 0 ? 2 : 0)) },
        later,
      );
      expect(second.areas?.sales).toEqual({ score: 2, maxScore: 2 });
      expect(second.areas?.finance).toEqual({ score: 0, maxScore: 2 });

      const attempts = await listAttempts(db, member, lesson.id, later);
      expect(attempts.map((a) => a.areas?.sales.score)).toEqual([2, 1]);
      expect(attempts.every((a) => a.passed === undefined)).toBe(true);
    });
  });

  describe("access", () => {
    it("follows the course's lock, hides inactive lessons, and refuses lessons without questions", async () => {
      const locked = await createModule(db, { requiredPlanLevel: "pro" });
      const lockedQuiz = await createLesson(db, locked.id, { contentType: "quiz" });
      await createQuestion(db, lockedQuiz.id, { options: [1, 0] });
      expect(await failure(memberLessonQuestions(db, member, lockedQuiz.id, NOW))).toEqual({
        code: "FORBIDDEN",
        message: COURSE_MESSAGES.planLocked,
      });
      expect(await failure(submitAttempt(db, member, { id: lockedQuiz.id, answers: [] }, NOW))).toMatchObject(
        {
          code: "FORBIDDEN",
        },
      );
      // Admins see every course unlocked.
      const admin: Viewer = { userId: member.userId, isAdmin: true, businessId: null, planLevel: "free" };
      await expect(memberLessonQuestions(db, admin, lockedQuiz.id, NOW)).resolves.toMatchObject({
        kind: "quiz",
      });

      const course = await createModule(db);
      const hidden = await createLesson(db, course.id, { contentType: "quiz", isActive: false });
      expect(await failure(memberLessonQuestions(db, member, hidden.id, NOW))).toEqual({
        code: "NOT_FOUND",
        message: MESSAGES.lessonNotFound,
      });
      const empty = await createLesson(db, course.id, { contentType: "quiz" });
      expect(await failure(submitAttempt(db, member, { id: empty.id, answers: [] }, NOW))).toEqual({
        code: "BAD_REQUEST",
        message: QUESTION_MESSAGES.noQuestions,
      });
      const text = await createLesson(db, course.id);
      expect(await failure(memberLessonQuestions(db, member, text.id, NOW))).toEqual({
        code: "BAD_REQUEST",
        message: QUESTION_MESSAGES.notQuizLesson,
      });
    });
  });
});
