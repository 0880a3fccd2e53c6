import { outboxMessageIdInput } from "@scalemsp/validators";
import { z } from "zod";
import {
  adminEmailEnv,
  emailPreviews,
  listOutbox,
  readOutboxMessage,
  retryOutboxMessage,
} from "../../domain/email/admin";
import { emailPreviewOutput, outboxMessageOutput, renderedMessageOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Contract §9: what the outbox sent, is sending and gave up on, and how each kind of message looks. */
export const adminOutboxRouter = createTRPCRouter({
  list: adminProcedure
    .meta({
      rest: { method: "GET", path: "/api/admin/outbox", summary: "The latest 200 emails, newest first" },
    })
    .output(z.array(outboxMessageOutput))
    .query(async ({ ctx }) => listOutbox(ctx.db, await adminEmailEnv(ctx))),

  read: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/outbox/{id}",
        summary: "One email with its HTML and plain-text parts",
      },
    })
    .input(outboxMessageIdInput)
    .output(renderedMessageOutput)
    .query(async ({ ctx, input }) => readOutboxMessage(ctx.db, input.id, await adminEmailEnv(ctx))),

  retry: adminProcedure
    .meta({
      rest: { method: "POST", path: "/api/admin/outbox/{id}/retry", summary: "Send a failed email again" },
    })
    .input(outboxMessageIdInput)
    .output(outboxMessageOutput)
    .mutation(async ({ ctx, input }) =>
      retryOutboxMessage(ctx.db, input.id, await adminEmailEnv(ctx), ctx.now()),
    ),

  previews: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/email-previews",
        summary: "Every kind of email with sample data, in the current brand",
      },
    })
    .output(z.array(emailPreviewOutput))
    .query(async ({ ctx }) => emailPreviews(await adminEmailEnv(ctx))),
});
