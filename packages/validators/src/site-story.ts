/**
 * What the public site tells of the coaching, which the admin may rewrite: the clients' stories
 * (spec §2 testimonials) and the figures under the hero (spec §1's claims). Stored as site
 * settings; until the admin saves their own, the spec's texts show. No schema here: the public
 * pages import this module (site-story-inputs.ts holds the schemas).
 */

export interface Testimonial {
  quote: string;
  name: string;
  company: string;
  /** 1 to 5 stars. */
  rating: number;
}

export interface SiteStat {
  /** The figure, as shown: "300+", "42%". */
  value: string;
  label: string;
}

export const TESTIMONIALS_MIN = 1;
export const TESTIMONIALS_MAX = 6;
export const TESTIMONIAL_QUOTE_MAX = 600;
export const TESTIMONIAL_NAME_MAX = 80;
export const TESTIMONIAL_COMPANY_MAX = 120;
export const SITE_STATS_MIN = 2;
export const SITE_STATS_MAX = 4;
export const SITE_STAT_VALUE_MAX = 12;
export const SITE_STAT_LABEL_MAX = 40;

/** Spec §2: three stories, each rated 5. */
export const DEFAULT_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "Within a year we grew recurring revenue by 48% and I finally stopped answering the help desk phone. " +
      "The pricing work alone paid for the coaching three times over.",
    name: "Sarah Mitchell",
    company: "BrightPath IT Solutions",
    rating: 5,
  },
  {
    quote:
      "Our service desk went from firefighting to a calm, measured operation. Ticket resolution times " +
      "dropped by half and our technicians are happier than ever.",
    name: "David Chen",
    company: "Northwind Managed Services",
    rating: 5,
  },
  {
    quote:
      "I built a leadership team for the first time in twelve years. The business now runs without me " +
      "in every meeting, and we are on track to double in size.",
    name: "Maria Rodriguez",
    company: "Summit Tech Partners",
    rating: 5,
  },
];

/** Spec §1's figures. */
export const DEFAULT_SITE_STATS: readonly SiteStat[] = [
  { value: "300+", label: "MSPs coached" },
  { value: "42%", label: "average revenue growth" },
  { value: "15+", label: "years experience" },
  { value: "98%", label: "client satisfaction" },
];

/** The coach the public site introduces: the first coach's name, photo and bio. */
export interface SiteCoach {
  name: string;
  bio: string;
  photoUrl: string | null;
}

/** What the home, About and Testimonials pages show from the database. */
export interface SiteStory {
  testimonials: Testimonial[];
  stats: SiteStat[];
  /** Null while there is no coach (no active admin). */
  coach: SiteCoach | null;
}

export const SITE_STORY_DEFAULT: SiteStory = {
  testimonials: [...DEFAULT_TESTIMONIALS],
  stats: [...DEFAULT_SITE_STATS],
  coach: null,
};

export const SITE_STORY_MESSAGES = {
  testimonialsCount: `Between ${TESTIMONIALS_MIN} and ${TESTIMONIALS_MAX} testimonials`,
  quoteRequired: "Please enter the quote",
  quoteTooLong: `Please keep the quote under ${TESTIMONIAL_QUOTE_MAX} characters`,
  nameRequired: "Please enter the client's name",
  nameTooLong: `Please keep the name under ${TESTIMONIAL_NAME_MAX} characters`,
  companyRequired: "Please enter the company",
  companyTooLong: `Please keep the company under ${TESTIMONIAL_COMPANY_MAX} characters`,
  ratingInvalid: "The rating is a whole number of stars from 1 to 5",
  statsCount: `Between ${SITE_STATS_MIN} and ${SITE_STATS_MAX} figures`,
  statValueRequired: "Please enter the figure",
  statValueTooLong: `Please keep the figure under ${SITE_STAT_VALUE_MAX} characters`,
  statLabelRequired: "Please enter what the figure counts",
  statLabelTooLong: `Please keep the label under ${SITE_STAT_LABEL_MAX} characters`,
} as const;
