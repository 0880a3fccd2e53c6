import { adminBrandImagesUpdateInput, adminBrandUpdateInput, brandImagesOutput } from "@scalemsp/validators";
import { getBrandImages, updateBrandImages } from "../../domain/site/brand-images";
import { getBrandSettings, updateBrandSettings } from "../../domain/admin/settings";
import { brandSettingsOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Brand settings: product name, contact e-mail, phone and postal address, over the configured defaults. */
export const adminSettingsRouter = createTRPCRouter({
  get: adminProcedure
    .meta({
      rest: { method: "GET", path: "/api/admin/settings", summary: "Brand settings and their defaults" },
    })
    .output(brandSettingsOutput)
    .query(({ ctx }) => getBrandSettings(ctx.db, ctx.brand, ctx.postalAddress)),

  update: adminProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/admin/settings",
        summary: "Change brand settings; null goes back to the default",
      },
    })
    .input(adminBrandUpdateInput)
    .output(brandSettingsOutput)
    .mutation(({ ctx, input }) =>
      updateBrandSettings(ctx.db, ctx.brand, ctx.postalAddress, input, ctx.now()),
    ),

  images: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/settings/images",
        summary: "Brand images: logo, hero, portrait, faces, clients",
      },
    })
    .output(brandImagesOutput)
    .query(({ ctx }) => getBrandImages(ctx.db)),

  updateImages: adminProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/admin/settings/images",
        summary: "Change brand images (uploaded with POST /api/admin/images); null clears one",
      },
    })
    .input(adminBrandImagesUpdateInput)
    .output(brandImagesOutput)
    .mutation(({ ctx, input }) => updateBrandImages(ctx.db, input, ctx.now())),
});
