import { getBrandImages } from "../domain/admin/brand-images";
import { getBrand } from "../domain/admin/settings";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const settingsRouter = createTRPCRouter({
  /** Product name, contact e-mail and phone as the site shows them (spec's {product}, {email}, {phone}). */
  brand: publicProcedure.query(({ ctx }) => getBrand(ctx.db, ctx.brand)),
  /** The coach's logo, hero, portrait, testimonial faces and client logos (public brand art). */
  brandImages: publicProcedure.query(({ ctx }) => getBrandImages(ctx.db)),
});
