import { adminIdInput, adminUserPageInput, adminUserUpdateInput } from "@scalemsp/validators";
import { z } from "zod";
import { createResetLink } from "../../domain/admin/password-reset";
import { getUser, listUsers, pageUsers, updateUser } from "../../domain/admin/users";
import { adminUserOutput, adminUserPageOutput, resetLinkOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

export const adminUsersRouter = createTRPCRouter({
  list: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/users", summary: "Every user with their business" } })
    .output(z.array(adminUserOutput))
    .query(({ ctx }) => listUsers(ctx.db)),

  page: adminProcedure
    .input(adminUserPageInput)
    .output(adminUserPageOutput)
    .query(({ ctx, input }) => pageUsers(ctx.db, input)),

  get: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/users/{id}", summary: "A user with their business" } })
    .input(adminIdInput)
    .output(adminUserOutput)
    .query(({ ctx, input }) => getUser(ctx.db, input.id)),

  update: adminProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/admin/users/{id}",
        summary: "Change a user's status, role or names; deactivation ends their sessions",
      },
    })
    .input(adminUserUpdateInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => updateUser(ctx.db, ctx.user, input, ctx.now())),

  /** A one-time password reset link for the admin to hand over (contract §8). */
  resetLink: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/users/{id}/reset-link",
        summary: "A one-time password reset link, valid for an hour",
      },
    })
    .input(adminIdInput)
    .output(resetLinkOutput)
    .mutation(({ ctx, input }) => createResetLink(ctx.db, input.id, ctx.publicOrigin, ctx.now())),
});
