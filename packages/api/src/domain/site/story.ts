import { appSettings, inArray, type Database } from "@scalemsp/db";
import {
  DEFAULT_SITE_STATS,
  DEFAULT_TESTIMONIALS,
  siteStatSchema,
  testimonialSchema,
  type SiteCoach,
  type SiteStat,
  type SiteStory,
  type Testimonial,
} from "@scalemsp/validators";
import { listCoaches } from "../coaching/coaches";
import { writeSetting } from "./app-settings";

/**
 * The clients' stories and the figures of the public site, one app_settings row each (JSON),
 * absent while the spec's texts show (decision 078); and the coach the site introduces.
 */
const TESTIMONIALS_KEY = "site.testimonials";
const STATS_KEY = "site.stats";

/** A stored list as its schema reads it; a row that no longer reads is the default. */
function storedList<T>(
  value: string | undefined,
  item: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  fallback: readonly T[],
): T[] {
  if (value === undefined) return [...fallback];
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!Array.isArray(parsed) || parsed.length === 0) return [...fallback];
    const items = parsed.map((entry) => item.safeParse(entry));
    return items.every((entry) => entry.success) ? items.map((entry) => entry.data as T) : [...fallback];
  } catch {
    return [...fallback];
  }
}

/**
 * The coach the site introduces: the first coach (contract §13 'which coach') once they have a
 * profile (setup writes one, as does the admin's Calendar). An admin made from `ADMIN_EMAIL` is
 * named "Admin" until then, which is not a name to put before visitors (decision 085).
 */
async function siteCoach(db: Database): Promise<SiteCoach | null> {
  const [coach] = await listCoaches(db);
  return coach?.stored ? { name: coach.displayName, bio: coach.bio, photoUrl: coach.photoUrl } : null;
}

/** What the home, About and Testimonials pages show from the database. */
export async function getSiteStory(db: Database): Promise<SiteStory> {
  const [rows, coach] = await Promise.all([
    db
      .select({ key: appSettings.key, value: appSettings.value })
      .from(appSettings)
      .where(inArray(appSettings.key, [TESTIMONIALS_KEY, STATS_KEY])),
    siteCoach(db),
  ]);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    testimonials: storedList<Testimonial>(
      stored.get(TESTIMONIALS_KEY),
      testimonialSchema,
      DEFAULT_TESTIMONIALS,
    ),
    stats: storedList<SiteStat>(stored.get(STATS_KEY), siteStatSchema, DEFAULT_SITE_STATS),
    coach,
  };
}

/** Stores the admin's stories; null goes back to the spec's. */
export async function writeTestimonials(
  db: Database,
  input: { testimonials: readonly Testimonial[] | null },
  now: Date,
): Promise<SiteStory> {
  const { testimonials } = input;
  await writeSetting(db, TESTIMONIALS_KEY, testimonials ? JSON.stringify(testimonials) : null, now);
  return getSiteStory(db);
}

/** Stores the admin's figures; null goes back to the spec's. */
export async function writeStats(
  db: Database,
  input: { stats: readonly SiteStat[] | null },
  now: Date,
): Promise<SiteStory> {
  const { stats } = input;
  await writeSetting(db, STATS_KEY, stats ? JSON.stringify(stats) : null, now);
  return getSiteStory(db);
}
