import { getBrand } from "../domain/site/brand";
import { getBrandImages } from "../domain/site/brand-images";
import { brandImagesOutput } from "@scalemsp/validators";
import { brandOutput } from "../outputs";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const settingsRouter = createTRPCRouter({
  /** Product name, contact e-mail and phone as the site shows them (spec's {product}, {email}, {phone}). */
  brand: publicProcedure.output(brandOutput).query(({ ctx }) => getBrand(ctx.db, ctx.brand)),
  /** The coach's logo, hero, portrait, testimonial faces and client logos (public brand art). */
  brandImages: publicProcedure.output(brandImagesOutput).query(({ ctx }) => getBrandImages(ctx.db)),
});
