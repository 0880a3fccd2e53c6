import { apiTokenIdInput, createApiTokenInput } from "@scalemsp/validators";
import { z } from "zod";
import { createApiToken, listApiTokens, revokeApiToken } from "../../domain/api-tokens";
import { apiTokenOutput, newApiTokenOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

export const adminTokensRouter = createTRPCRouter({
  list: adminProcedure
    .meta({
      rest: { method: "GET", path: "/api/admin/tokens", summary: "API tokens (never the tokens themselves)" },
    })
    .output(z.array(apiTokenOutput))
    .query(({ ctx }) => listApiTokens(ctx.db)),

  /** Answers the token itself this once; it cannot be read again. */
  create: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/tokens",
        status: 201,
        summary: "Create an API token; the answer holds it once",
      },
    })
    .input(createApiTokenInput)
    .output(newApiTokenOutput)
    .mutation(({ ctx, input }) => createApiToken(ctx.db, ctx.user.id, input.name)),

  revoke: adminProcedure
    .meta({
      rest: { method: "POST", path: "/api/admin/tokens/{id}/revoke", summary: "Revoke an API token at once" },
    })
    .input(apiTokenIdInput)
    .output(apiTokenOutput)
    .mutation(({ ctx, input }) => revokeApiToken(ctx.db, input.id, ctx.now())),
});
