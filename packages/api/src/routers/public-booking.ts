import {
  manageLinkCancelInput,
  manageLinkInput,
  manageLinkRescheduleInput,
  manageLinkSlotsInput,
  publicSlotsQueryInput,
  strategyBookingInput,
  strategyConfirmInput,
} from "@scalemsp/validators";
import { z } from "zod";
import {
  cancelManagedSession,
  getManagedSession,
  managedSessionSlots,
  rescheduleManagedSession,
} from "../domain/coaching/managed-sessions";
import { bookStrategySession, strategySlots } from "../domain/coaching/strategy";
import { confirmHold } from "../domain/coaching/strategy-holds";
import { managedSessionOutput, slotOutput, strategyBookingOutput } from "../outputs";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** The free strategy session and the signed reschedule and cancel links: no sign-in (contract §10, §13). */
export const publicBookingRouter = createTRPCRouter({
  strategySlots: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/public/strategy-slots",
        summary: "Free times for the free strategy session",
      },
    })
    .input(publicSlotsQueryInput)
    .output(z.array(slotOutput))
    .query(({ ctx, input }) => strategySlots(ctx.db, input, ctx.now())),

  bookStrategy: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/public/strategy-bookings",
        status: 201,
        summary:
          "Hold a time for the free strategy session until it is confirmed by email: {bookingToken, startsAt}, or the contact fields and startsAt",
      },
    })
    .input(strategyBookingInput)
    .output(strategyBookingOutput)
    .mutation(({ ctx, input }) => bookStrategySession(ctx.db, input, ctx.clientIp, ctx.now())),

  confirmStrategy: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/public/strategy-bookings/confirm",
        summary: "Confirm a held free strategy session with the emailed link's token; it is then booked",
      },
    })
    .input(strategyConfirmInput)
    .output(strategyBookingOutput)
    // Contract §14 fixes a GET: the e-mailed link itself. It acts once; a repeat answers 400.
    .query(({ ctx, input }) => confirmHold(ctx.db, input.token, ctx.now())),

  managed: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/public/bookings/{token}",
        summary: "The session a signed email link names",
      },
    })
    .input(manageLinkInput)
    .output(managedSessionOutput)
    .query(({ ctx, input }) => getManagedSession(ctx.db, input, ctx.now())),

  managedSlots: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/public/bookings/{token}/slots",
        summary: "Free times the linked session could move to",
      },
    })
    .input(manageLinkSlotsInput)
    .output(z.array(slotOutput))
    .query(({ ctx, input }) => managedSessionSlots(ctx.db, input, ctx.now())),

  cancelManaged: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/public/bookings/{token}/cancel",
        summary: "Cancel through the signed link",
      },
    })
    .input(manageLinkCancelInput)
    .output(managedSessionOutput)
    .mutation(({ ctx, input }) => cancelManagedSession(ctx.db, input, ctx.now())),

  rescheduleManaged: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/public/bookings/{token}/reschedule",
        summary: "Move the session through the signed link",
      },
    })
    .input(manageLinkRescheduleInput)
    .output(managedSessionOutput)
    .mutation(({ ctx, input }) => rescheduleManagedSession(ctx.db, input, ctx.now())),
});
