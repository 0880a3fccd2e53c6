import { z } from "zod";
import {
  SITE_STATS_MAX,
  SITE_STATS_MIN,
  SITE_STAT_LABEL_MAX,
  SITE_STAT_VALUE_MAX,
  SITE_STORY_MESSAGES as M,
  TESTIMONIALS_MAX,
  TESTIMONIALS_MIN,
  TESTIMONIAL_COMPANY_MAX,
  TESTIMONIAL_NAME_MAX,
  TESTIMONIAL_QUOTE_MAX,
} from "./site-story";
import { singleLine } from "./text";

// The schemas of the site story, apart from site-story.ts, which the public pages use.

const line = (required: string, tooLong: string, max: number) =>
  singleLine().trim().min(1, { error: required }).max(max, { error: tooLong });

export const testimonialSchema = z.object({
  quote: z
    .string({ error: M.quoteRequired })
    .trim()
    .min(1, { error: M.quoteRequired })
    .max(TESTIMONIAL_QUOTE_MAX, { error: M.quoteTooLong }),
  name: line(M.nameRequired, M.nameTooLong, TESTIMONIAL_NAME_MAX),
  company: line(M.companyRequired, M.companyTooLong, TESTIMONIAL_COMPANY_MAX),
  rating: z
    .number({ error: M.ratingInvalid })
    .int({ error: M.ratingInvalid })
    .min(1, { error: M.ratingInvalid })
    .max(5, {
      error: M.ratingInvalid,
    }),
});

export const siteStatSchema = z.object({
  value: line(M.statValueRequired, M.statValueTooLong, SITE_STAT_VALUE_MAX),
  label: line(M.statLabelRequired, M.statLabelTooLong, SITE_STAT_LABEL_MAX),
});

/** The admin's stories; null goes back to the spec's. */
export const testimonialsUpdateInput = z.object({
  testimonials: z
    .array(testimonialSchema)
    .min(TESTIMONIALS_MIN, { error: M.testimonialsCount })
    .max(TESTIMONIALS_MAX, { error: M.testimonialsCount })
    .nullable(),
});

/** The admin's figures; null goes back to the spec's. */
export const statsUpdateInput = z.object({
  stats: z
    .array(siteStatSchema)
    .min(SITE_STATS_MIN, { error: M.statsCount })
    .max(SITE_STATS_MAX, { error: M.statsCount })
    .nullable(),
});

export const siteCoachSchema = z.object({
  name: z.string(),
  bio: z.string(),
  photoUrl: z.string().nullable(),
});

/** What the public pages read: the stories, the figures and the coach. */
export const siteStoryOutput = z.object({
  testimonials: z.array(testimonialSchema),
  stats: z.array(siteStatSchema),
  coach: siteCoachSchema.nullable(),
});
