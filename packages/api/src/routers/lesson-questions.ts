import { lessonAttemptInput, lessonIdInput } from "@scalemsp/validators";
import { z } from "zod";
import { viewerOf } from "../domain/courses";
import { listAttempts, memberLessonQuestions, submitAttempt } from "../domain/lesson-questions";
import { attemptOutput, attemptResultOutput, memberQuestionsOutput } from "../outputs";
import { createTRPCRouter, memberProcedure } from "../trpc";

/** Contract §12: members answer quiz and assessment lessons; each attempt is scored and kept. */
export const lessonQuestionsRouter = createTRPCRouter({
  questions: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/lessons/{id}/questions",
        summary: "A quiz or assessment lesson's questions and options, without scores",
      },
    })
    .input(lessonIdInput)
    .output(memberQuestionsOutput)
    .query(({ ctx, input }) => memberLessonQuestions(ctx.db, viewerOf(ctx.user), input.id, ctx.now())),

  submit: memberProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/lessons/{id}/attempts",
        status: 201,
        summary: "Answer a quiz or assessment: the score, pass (quiz) or areas (assessment)",
      },
    })
    .input(lessonAttemptInput)
    .output(attemptResultOutput)
    .mutation(({ ctx, input }) => submitAttempt(ctx.db, viewerOf(ctx.user), input, ctx.now())),

  attempts: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/lessons/{id}/attempts",
        summary: "The caller's own attempts at a lesson, newest first",
      },
    })
    .input(lessonIdInput)
    .output(z.array(attemptOutput))
    .query(({ ctx, input }) => listAttempts(ctx.db, viewerOf(ctx.user), input.id, ctx.now())),
});
