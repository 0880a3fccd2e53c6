import {
  bookSessionInput,
  cancelSessionInput,
  rescheduleSessionInput,
  sessionIdInput,
  sessionNotesQueryInput,
  slotsQueryInput,
} from "@scalemsp/validators";
import { z } from "zod";
import { actionItemViewerOf } from "../domain/accountability/action-items";
import { coachDirectory } from "../domain/coaching/coaches";
import { joinGroupSession, leaveGroupSession, listGroupSessions } from "../domain/coaching/group-sessions";
import {
  bookOneToOne,
  cancelMemberSession,
  listBusinessSessions,
  listSlots,
  rescheduleMemberSession,
  sessionAllowance,
} from "../domain/coaching/member-sessions";
import { readSessionNotes } from "../domain/coaching/session-notes";
import {
  allowanceOutput,
  coachOutput,
  groupOccurrenceOutput,
  memberSessionOutput,
  sessionNotesOutput,
  slotOutput,
} from "../outputs";
import { createTRPCRouter, memberProcedure } from "../trpc";

/** A member's coaching sessions (contract §10): thin procedures over the coaching domain. */
export const sessionsRouter = createTRPCRouter({
  slots: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/sessions/slots",
        summary: "Free times to book, at most 31 days per call (kind one_to_one or strategy)",
      },
    })
    .input(slotsQueryInput)
    .output(z.array(slotOutput))
    .query(({ ctx, input }) => listSlots(ctx.db, ctx.user, input, ctx.now())),

  coaches: memberProcedure
    .meta({ rest: { method: "GET", path: "/api/coaches", summary: "The coaches, first admin first" } })
    .output(z.array(coachOutput))
    .query(({ ctx }) => coachDirectory(ctx.db)),

  list: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/sessions",
        summary: "The business's sessions; the meeting link from 24 hours before",
      },
    })
    .output(z.array(memberSessionOutput))
    .query(({ ctx }) => listBusinessSessions(ctx.db, ctx.user, ctx.now())),

  book: memberProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/sessions",
        status: 201,
        summary: "Book a one-to-one session within the plan's monthly allowance",
      },
    })
    .input(bookSessionInput)
    .output(memberSessionOutput)
    .mutation(({ ctx, input }) => bookOneToOne(ctx.db, ctx.user, input, ctx.now())),

  cancel: memberProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/sessions/{id}/cancel",
        summary: "Cancel; 24 hours or more ahead gives the allowance back",
      },
    })
    .input(cancelSessionInput)
    .output(memberSessionOutput)
    .mutation(({ ctx, input }) => cancelMemberSession(ctx.db, ctx.user, input, ctx.now())),

  reschedule: memberProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/sessions/{id}/reschedule",
        summary: "Move a session to another free time",
      },
    })
    .input(rescheduleSessionInput)
    .output(memberSessionOutput)
    .mutation(({ ctx, input }) => rescheduleMemberSession(ctx.db, ctx.user, input, ctx.now())),

  allowance: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/sessions/allowance",
        summary: "This month's one-to-one sessions and this week's group sessions: included and used",
      },
    })
    .output(allowanceOutput)
    .query(({ ctx }) => sessionAllowance(ctx.db, ctx.user, ctx.now())),

  groups: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/group-sessions",
        summary: "Upcoming group sessions with seats left and whether the caller joined",
      },
    })
    .output(z.array(groupOccurrenceOutput))
    .query(({ ctx }) => listGroupSessions(ctx.db, ctx.user, ctx.now())),

  joinGroup: memberProcedure
    .meta({
      rest: { method: "POST", path: "/api/group-sessions/{id}/join", summary: "Take a seat; 409 when full" },
    })
    .input(sessionIdInput)
    .output(groupOccurrenceOutput)
    .mutation(({ ctx, input }) => joinGroupSession(ctx.db, ctx.user, input, ctx.now())),

  leaveGroup: memberProcedure
    .meta({ rest: { method: "POST", path: "/api/group-sessions/{id}/leave", summary: "Give the seat up" } })
    .input(sessionIdInput)
    .output(groupOccurrenceOutput)
    .mutation(({ ctx, input }) => leaveGroupSession(ctx.db, ctx.user, input, ctx.now())),

  notes: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/sessions/{id}/notes",
        summary:
          "A session's notes from the coach and its action items: the business's own one-to-one, a group session it took part in",
      },
    })
    .input(sessionNotesQueryInput)
    .output(sessionNotesOutput)
    .query(({ ctx, input }) => readSessionNotes(ctx.db, actionItemViewerOf(ctx.user), input, ctx.now())),
});
