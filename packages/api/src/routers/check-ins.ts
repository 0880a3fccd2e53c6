import { checkInInput, checkInListInput, checkInWeekInput } from "@scalemsp/validators";
import { z } from "zod";
import {
  checkInViewerOf,
  listCheckIns,
  readCheckInWeek,
  readCurrentCheckIn,
  saveCheckIn,
} from "../domain/accountability/check-ins";
import { checkInOutput, checkInWeekOutput, currentCheckInOutput } from "../outputs";
import { createTRPCRouter, memberProcedure } from "../trpc";

/**
 * Contract §15 'weekly check-in': the business's answers, one per ISO week in the coach's zone.
 * Everyone of the business reads; the owner writes, and members while the owner allows it.
 */
export const checkInsRouter = createTRPCRouter({
  list: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/check-ins",
        summary:
          "The business's check-ins of the weeks from–to (inclusive; the last 12 by default), newest first",
      },
    })
    .input(checkInListInput)
    .output(z.array(checkInOutput))
    .query(({ ctx, input }) => listCheckIns(ctx.db, checkInViewerOf(ctx.user), input, ctx.now())),

  current: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/check-ins/current",
        summary:
          "This week's check-in form: the week, its answer if sent, the goals, and the answer before it",
      },
    })
    .output(currentCheckInOutput)
    .query(({ ctx }) => readCurrentCheckIn(ctx.db, checkInViewerOf(ctx.user), ctx.now())),

  get: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/check-ins/{week}",
        summary:
          "A week's check-in (or null), the quarter's goals it asks about, and whether the caller may send it",
      },
    })
    .input(checkInWeekInput)
    .output(checkInWeekOutput)
    .query(({ ctx, input }) => readCheckInWeek(ctx.db, checkInViewerOf(ctx.user), input, ctx.now())),

  save: memberProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/check-ins/{week}",
        summary: "Send or replace this week's check-in (the owner, or a member the owner allows)",
      },
    })
    .input(checkInInput)
    .output(checkInOutput)
    .mutation(({ ctx, input }) => saveCheckIn(ctx.db, checkInViewerOf(ctx.user), input, ctx.now())),
});
