import {
  newsletterSubscribeInput,
  archiveSlugInput,
  newsletterUnsubscribeInput,
  oneClickUnsubscribeBody,
  newsletterConfirmInput,
} from "@scalemsp/validators";
import { subscribeToNewsletter, unsubscribeFromNewsletter } from "../domain/leads";
import { getArchivedIssue, listArchivedIssues } from "../domain/newsletter";
import { confirmResubscription } from "../domain/newsletter/resubscribe";
import { z } from "zod";
import { archivedIssueOutput, archivedIssueSummaryOutput, noContent, successAnswer } from "../outputs";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const newsletterRouter = createTRPCRouter({
  subscribe: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/newsletter",
        summary: "Subscribe an email to the newsletter (a repeat answers the same)",
      },
    })
    .input(newsletterSubscribeInput)
    .output(successAnswer)
    .mutation(({ ctx, input }) => subscribeToNewsletter(ctx.db, input.email, ctx.clientIp, ctx.now())),

  /**
   * The link of each subscriber's e-mails (/unsubscribe?token=…) and RFC 8058's one-click POST
   * to `?token=…` with `List-Unsubscribe=One-Click`; using either twice is fine.
   */
  unsubscribe: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/newsletter/unsubscribe",
        status: 204,
        query: ["token"],
        formBody: oneClickUnsubscribeBody,
        summary: "Unsubscribe by the token of the subscriber's link; a used token answers 204 too",
      },
    })
    .input(newsletterUnsubscribeInput)
    .output(noContent)
    .mutation(async ({ ctx, input }) => {
      await unsubscribeFromNewsletter(ctx.db, input.token, ctx.clientIp, ctx.now());
    }),

  /** Contract §14: the one-time link e-mailed to an address that unsubscribed and asked to return. */
  confirm: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/newsletter/confirm",
        query: ["token"],
        summary: "Subscribe an address that had unsubscribed again, by the one-time link emailed to it",
      },
    })
    .input(newsletterConfirmInput)
    .output(successAnswer)
    .mutation(({ ctx, input }) => confirmResubscription(ctx.db, input.token, ctx.clientIp, ctx.now())),

  /** Contract §9's public archive of sent issues (the site renders /newsletter from it on the server). */
  issues: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/newsletter/issues",
        summary: "Sent newsletter issues, newest first",
      },
    })
    .output(z.array(archivedIssueSummaryOutput))
    .query(({ ctx }) => listArchivedIssues(ctx.db)),

  issue: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/newsletter/issues/{slug}",
        summary: "One sent newsletter issue as HTML",
      },
    })
    .input(archiveSlugInput)
    .output(archivedIssueOutput)
    .query(({ ctx, input }) => getArchivedIssue(ctx.db, input.slug)),
});
