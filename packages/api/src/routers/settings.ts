import { getBrand } from "../domain/site/brand";
import { siteStoryOutput } from "@scalemsp/validators";
import { getBrandImages } from "../domain/site/brand-images";
import { getSiteStory } from "../domain/site/story";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const settingsRouter = createTRPCRouter({
  /** Product name, contact e-mail and phone as the site shows them (spec's {product}, {email}, {phone}). */
  brand: publicProcedure.query(({ ctx }) => getBrand(ctx.db, ctx.brand)),
  /** The coach's logo, hero, portrait, testimonial faces and client logos (public brand art). */
  brandImages: publicProcedure.query(({ ctx }) => getBrandImages(ctx.db)),
  /** The clients' stories, the figures under the hero and the coach the site introduces. */
  story: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/site/story",
        summary: "The public site's testimonials, figures and coach (name, photo, bio)",
      },
    })
    .output(siteStoryOutput)
    .query(({ ctx }) => getSiteStory(ctx.db)),
});
