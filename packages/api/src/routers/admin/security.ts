import { securitySettingsInput } from "@scalemsp/validators";
import { getSecuritySettings, updateSecuritySettings } from "../../domain/two-factor/settings";
import { securitySettingsOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** The admin's sign-in rules: whether every admin must use two-factor sign-in. */
export const adminSecurityRouter = createTRPCRouter({
  get: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/security", summary: "Sign-in rules for admins" } })
    .output(securitySettingsOutput)
    .query(({ ctx }) => getSecuritySettings(ctx.db)),

  update: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/admin/security",
        summary: "Require two-factor sign-in of every admin (the caller's own must be on first)",
      },
    })
    .input(securitySettingsInput)
    .output(securitySettingsOutput)
    .mutation(({ ctx, input }) => updateSecuritySettings(ctx.db, ctx.user, input, ctx.now())),
});
