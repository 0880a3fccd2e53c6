import {
  adminBrandImagesUpdateInput,
  adminBrandUpdateInput,
  brandImagesOutput,
  siteStoryOutput,
  statsUpdateInput,
  testimonialsUpdateInput,
} from "@scalemsp/validators";
import { getBrandImages, updateBrandImages } from "../../domain/site/brand-images";
import { writeStats, writeTestimonials } from "../../domain/site/story";
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

  updateTestimonials: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/admin/settings/testimonials",
        summary: "Set the public site's testimonials; null goes back to the default stories",
      },
    })
    .input(testimonialsUpdateInput)
    .output(siteStoryOutput)
    .mutation(({ ctx, input }) => writeTestimonials(ctx.db, input, ctx.now())),

  updateStats: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/admin/settings/stats",
        summary: "Set the figures under the home page's hero; null goes back to the default figures",
      },
    })
    .input(statsUpdateInput)
    .output(siteStoryOutput)
    .mutation(({ ctx, input }) => writeStats(ctx.db, input, ctx.now())),
});
