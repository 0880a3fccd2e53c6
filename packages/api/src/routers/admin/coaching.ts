import {
  adminSessionUpdateInput,
  adminSessionsQueryInput,
  availabilityInput,
  coachProfileInput,
  groupSessionCreateInput,
  groupSessionUpdateInput,
  sessionAllowancesInput,
  sessionNotesInput,
  strategyCapsInput,
} from "@scalemsp/validators";
import { z } from "zod";
import { actionItemViewerOf } from "../../domain/accountability/action-items";
import { listAdminSessions, updateAdminSession } from "../../domain/coaching/admin-sessions";
import { saveSessionNotes } from "../../domain/coaching/session-notes";
import { readAllowances, saveAllowances } from "../../domain/coaching/allowances";
import {
  getAvailability,
  getCoachProfile,
  saveAvailability,
  saveCoachProfile,
} from "../../domain/coaching/coaches";
import { changeGroupSession } from "../../domain/coaching/group-session-changes";
import { scheduleGroupSession } from "../../domain/coaching/group-sessions";
import { readStrategyCaps, saveStrategyCaps } from "../../domain/coaching/strategy-caps";
import { listHolds } from "../../domain/coaching/strategy-holds";
import {
  adminSessionNotesOutput,
  adminSessionOutput,
  availabilityOutput,
  coachProfileOutput,
  groupOccurrenceOutput,
  sessionAllowancesOutput,
  strategyCapsOutput,
  strategyHoldOutput,
} from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** The coach's side (contract §10, §13): calendar, availability, profile, group sessions, allowances. */
export const adminCoachingRouter = createTRPCRouter({
  strategyHolds: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/strategy-holds",
        summary:
          "Free strategy sessions held for confirmation or lapsed unconfirmed in the range, with their lead",
      },
    })
    .input(adminSessionsQueryInput)
    .output(z.array(strategyHoldOutput))
    .query(({ ctx, input }) => listHolds(ctx.db, input, ctx.now())),

  strategyCaps: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/strategy-caps",
        summary: "The caps on free strategy sessions per coach per day and per week",
      },
    })
    .output(strategyCapsOutput)
    .query(({ ctx }) => readStrategyCaps(ctx.db)),

  saveStrategyCaps: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/admin/strategy-caps",
        summary: "Change the caps on free strategy sessions per coach per day and per week",
      },
    })
    .input(strategyCapsInput)
    .output(strategyCapsOutput)
    .mutation(({ ctx, input }) => saveStrategyCaps(ctx.db, input, ctx.now())),

  sessions: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/sessions",
        summary: "Every session of every coach in the range, with the business or lead",
      },
    })
    .input(adminSessionsQueryInput)
    .output(z.array(adminSessionOutput))
    .query(({ ctx, input }) => listAdminSessions(ctx.db, input, ctx.now())),

  updateSession: adminProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/admin/sessions/{id}",
        summary: "Mark attended or no-show, cancel, keep private and shared notes",
      },
    })
    .input(adminSessionUpdateInput)
    .output(adminSessionOutput)
    .mutation(async ({ ctx, input }) => (await updateAdminSession(ctx.db, input, ctx.now())).session),

  saveSessionNotes: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/admin/sessions/{id}/notes",
        summary:
          "Store a session's notes (rich text, sanitized) and private note, and add action items for its business in one step",
      },
    })
    .input(sessionNotesInput)
    .output(adminSessionNotesOutput)
    .mutation(({ ctx, input }) => saveSessionNotes(ctx.db, actionItemViewerOf(ctx.user), input, ctx.now())),

  availability: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/availability",
        summary: "The calling coach's weekly hours and exceptions",
      },
    })
    .output(availabilityOutput)
    .query(({ ctx }) => getAvailability(ctx.db, ctx.user)),

  saveAvailability: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/admin/availability",
        summary: "Replace the calling coach's weekly hours and exceptions",
      },
    })
    .input(availabilityInput)
    .output(availabilityOutput)
    .mutation(({ ctx, input }) => saveAvailability(ctx.db, ctx.user, input, ctx.now())),

  coachProfile: adminProcedure
    .meta({
      rest: { method: "GET", path: "/api/admin/coach-profile", summary: "The calling admin's coach profile" },
    })
    .output(coachProfileOutput)
    .query(({ ctx }) => getCoachProfile(ctx.db, ctx.user)),

  saveCoachProfile: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/admin/coach-profile",
        summary: "Save the calling admin's coach profile",
      },
    })
    .input(coachProfileInput)
    .output(coachProfileOutput)
    .mutation(({ ctx, input }) => saveCoachProfile(ctx.db, ctx.user, input, ctx.now())),

  createGroupSession: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/group-sessions",
        status: 201,
        summary: "Schedule a group session of the calling coach",
      },
    })
    .input(groupSessionCreateInput)
    .output(groupOccurrenceOutput)
    .mutation(({ ctx, input }) => scheduleGroupSession(ctx.db, ctx.user, input, ctx.now())),

  updateGroupSession: adminProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/admin/group-sessions/{id}",
        summary: "Change a group session's title, time, duration or capacity; seated members are told",
      },
    })
    .input(groupSessionUpdateInput)
    .output(groupOccurrenceOutput)
    .mutation(({ ctx, input }) => changeGroupSession(ctx.db, ctx.user, input, ctx.now())),

  sessionAllowances: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/session-allowances",
        summary: "Each plan's session allowances",
      },
    })
    .output(sessionAllowancesOutput)
    .query(async ({ ctx }) => ({ allowances: await readAllowances(ctx.db) })),

  saveSessionAllowances: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/admin/session-allowances",
        summary: "Set each plan's one-to-one sessions a month and group sessions a week (null: unlimited)",
      },
    })
    .input(sessionAllowancesInput)
    .output(sessionAllowancesOutput)
    .mutation(async ({ ctx, input }) => ({ allowances: await saveAllowances(ctx.db, input, ctx.now()) })),
});
