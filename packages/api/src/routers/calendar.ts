import { calendarFeedTokenInput } from "@scalemsp/validators";
import { calendarFeedFile, getCalendarFeed, resetCalendarFeed } from "../domain/coaching/calendar-feed";
import { calendarFeedOutput, fileAnswer } from "../outputs";
import { createTRPCRouter, memberProcedure, publicProcedure } from "../trpc";

/** Contract §10 'calendar', §13 'calendar feed': each member's and coach's secret feed. */
export const calendarRouter = createTRPCRouter({
  feed: memberProcedure
    .meta({
      rest: { method: "GET", path: "/api/calendar", summary: "The caller's secret calendar feed URL" },
    })
    .output(calendarFeedOutput)
    .query(({ ctx }) => getCalendarFeed(ctx.db, ctx.user, ctx.publicOrigin)),

  reset: memberProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/calendar/reset",
        summary: "Issue a new feed secret; the old feed ends",
      },
    })
    .output(calendarFeedOutput)
    .mutation(({ ctx }) => resetCalendarFeed(ctx.db, ctx.user, ctx.publicOrigin, ctx.now())),

  file: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/calendar/{token}.ics",
        summary: "The feed itself (iCalendar), for Google Calendar or Outlook",
        // Contract §14: the URL is the secret; no cache along the way may keep the sessions.
        file: {
          contentType: "text/calendar; charset=utf-8",
          disposition: "inline",
          cacheControl: "private, no-store",
        },
      },
    })
    .input(calendarFeedTokenInput)
    .output(fileAnswer)
    .query(async ({ ctx, input }) => ({
      fileName: "coaching-sessions.ics",
      content: await calendarFeedFile(
        ctx.db,
        input.token,
        { brand: ctx.brand.product, publicOrigin: ctx.publicOrigin },
        ctx.now(),
      ),
    })),
});
