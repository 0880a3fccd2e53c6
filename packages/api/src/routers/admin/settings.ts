import { adminBrandUpdateInput } from "@scalemsp/validators";
import { getBrandSettings, updateBrandSettings } from "../../domain/admin/settings";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Brand settings: product name, contact e-mail and phone, over the configured defaults. */
export const adminSettingsRouter = createTRPCRouter({
  get: adminProcedure.query(({ ctx }) => getBrandSettings(ctx.db, ctx.brand)),

  update: adminProcedure
    .input(adminBrandUpdateInput)
    .mutation(({ ctx, input }) => updateBrandSettings(ctx.db, ctx.brand, input, ctx.now())),
});
