import {
  ownSessionIdInput,
  recoveryCodesRegenerateInput,
  twoFactorDisableInput,
  twoFactorEnableInput,
} from "@scalemsp/validators";
import { endOtherSessions, endOwnSession, listOwnSessions } from "../domain/account/sessions";
import { listSignIns } from "../domain/sign-in-events";
import { getBrand } from "../domain/site/brand";
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
} from "../domain/two-factor/enrolment";
import {
  endedSessionsOutput,
  noContent,
  ownSessionsOutput,
  recoveryCodesOutput,
  signInEventsOutput,
  twoFactorSetupOutput,
  twoFactorStatusOutput,
} from "../outputs";
import { createTRPCRouter, memberProcedure } from "../trpc";

/**
 * One's own sign-in security (contract §13 'two-factor sign-in', issue 10): two-factor
 * sign-in, the sessions one is signed in with, and the account's recent sign-ins. Every
 * member has it; admins find it in their Security tab.
 */
export const securityRouter = createTRPCRouter({
  twoFactor: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/user/two-factor",
        summary: "Whether two-factor sign-in is on, recovery codes left, and whether it is required",
      },
      twoFactorSetup: true,
    })
    .output(twoFactorStatusOutput)
    .query(({ ctx }) => twoFactorStatus(ctx.db, ctx.user)),

  startTwoFactorSetup: memberProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/user/two-factor/setup",
        summary: "A new authenticator key and its otpauth URI, waiting for a code to confirm it",
      },
      twoFactorSetup: true,
    })
    .output(twoFactorSetupOutput)
    .mutation(async ({ ctx }) => {
      const brand = await getBrand(ctx.db, ctx.brand);
      return startTwoFactorSetup(ctx.db, ctx.user, brand.product, ctx.now());
    }),

  enableTwoFactor: memberProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/user/two-factor",
        summary: "Turn two-factor sign-in on with the app's code; answers the recovery codes, once",
      },
      twoFactorSetup: true,
    })
    .input(twoFactorEnableInput)
    .output(recoveryCodesOutput)
    .mutation(({ ctx, input }) => enableTwoFactor(ctx.db, ctx.user, input, ctx.now())),

  disableTwoFactor: memberProcedure
    .meta({
      passwordWork: true,
      rest: {
        method: "POST",
        path: "/api/user/two-factor/disable",
        status: 204,
        summary: "Turn two-factor sign-in off (the password required)",
      },
    })
    .input(twoFactorDisableInput)
    .output(noContent)
    .mutation(({ ctx, input }) => disableTwoFactor(ctx.db, ctx.user, input, ctx.now())),

  regenerateRecoveryCodes: memberProcedure
    .meta({
      passwordWork: true,
      rest: {
        method: "POST",
        path: "/api/user/two-factor/recovery-codes",
        summary:
          "A new set of recovery codes in place of the old (the password required); answers them, once",
      },
    })
    .input(recoveryCodesRegenerateInput)
    .output(recoveryCodesOutput)
    .mutation(({ ctx, input }) => regenerateRecoveryCodes(ctx.db, ctx.user, input, ctx.now())),

  sessions: memberProcedure
    .meta({
      rest: { method: "GET", path: "/api/user/sessions", summary: "One's own active sessions" },
    })
    .output(ownSessionsOutput)
    .query(({ ctx }) => listOwnSessions(ctx.db, ctx.user, ctx.sessionToken, ctx.now())),

  endSession: memberProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/user/sessions/{id}",
        status: 204,
        summary: "Sign one of one's own sessions out",
      },
    })
    .input(ownSessionIdInput)
    .output(noContent)
    .mutation(({ ctx, input }) => endOwnSession(ctx.db, ctx.user, input.id)),

  endOtherSessions: memberProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/user/sessions/end-others",
        summary: "Sign out every session of one's own but this one",
      },
    })
    .output(endedSessionsOutput)
    .mutation(({ ctx }) => endOtherSessions(ctx.db, ctx.user, ctx.sessionToken)),

  signIns: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/user/sign-ins",
        summary: "The account's recent sign-ins, successes and failures",
      },
    })
    .output(signInEventsOutput)
    .query(({ ctx }) => listSignIns(ctx.db, ctx.user)),
});
