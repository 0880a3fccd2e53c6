import { apiTokenIdInput, createApiTokenInput } from "@scalemsp/validators";
import { createApiToken, listApiTokens, revokeApiToken } from "../../domain/api-tokens";
import { adminProcedure, createTRPCRouter } from "../../trpc";

export const adminTokensRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listApiTokens(ctx.db)),
  /** Answers the token itself this once; it cannot be read again. */
  create: adminProcedure
    .input(createApiTokenInput)
    .mutation(({ ctx, input }) => createApiToken(ctx.db, ctx.user.id, input.name)),
  revoke: adminProcedure
    .input(apiTokenIdInput)
    .mutation(({ ctx, input }) => revokeApiToken(ctx.db, input.id, ctx.now())),
});
