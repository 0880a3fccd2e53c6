import { getBrand } from "../domain/site/brand";
import { getBrandImages } from "../domain/site/brand-images";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const settingsRouter = createTRPCRouter({
  /** Product name, contact e-mail and phone as the site shows them (spec's {product}, {email}, {phone}). */
  brand: publicProcedure.query(({ ctx }) => getBrand(ctx.db, ctx.brand)),
  /** The coach's logo, hero, portrait, testimonial faces and client logos (public brand art). */
  brandImages: publicProcedure.query(({ ctx }) => getBrandImages(ctx.db)),
});
