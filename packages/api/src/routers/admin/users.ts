import { adminIdInput, adminUserPageInput, adminUserUpdateInput } from "@scalemsp/validators";
import { createResetLink } from "../../domain/admin/password-reset";
import { getUser, listUsers, pageUsers, updateUser } from "../../domain/admin/users";
import { adminProcedure, createTRPCRouter } from "../../trpc";

export const adminUsersRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listUsers(ctx.db)),

  page: adminProcedure.input(adminUserPageInput).query(({ ctx, input }) => pageUsers(ctx.db, input)),

  get: adminProcedure.input(adminIdInput).query(({ ctx, input }) => getUser(ctx.db, input.id)),

  update: adminProcedure
    .input(adminUserUpdateInput)
    .mutation(({ ctx, input }) => updateUser(ctx.db, ctx.user, input)),

  /** A one-time password reset link for the admin to hand over (contract §8). */
  resetLink: adminProcedure
    .input(adminIdInput)
    .mutation(({ ctx, input }) => createResetLink(ctx.db, input.id, ctx.publicOrigin, ctx.now())),
});
