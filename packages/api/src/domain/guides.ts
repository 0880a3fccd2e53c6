import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  guideDownloads,
  lt,
  notExists,
  resources,
  sql,
  type Database,
} from "@scalemsp/db";
import { alias } from "drizzle-orm/pg-core";
import {
  GUIDE_LEAD_REPEAT_DAYS,
  GUIDE_TEXTS,
  RATE_LIMITS,
  SITE_SETTINGS_MESSAGES,
  type guideDownloadInput,
  type guideLeadPageInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { notFound } from "../errors";
import { enqueueEmail } from "./email";
import { activeResources } from "./resource-catalog";
import { subscribeToNewsletter } from "./leads";
import { consumeRateLimit } from "./rate-limit";
import { iso } from "./serialize";
import { getSiteSettings } from "./site/settings";

type GuideRequest = z.output<typeof guideDownloadInput>;

/**
 * Contract §13 'public guides': the free resources, as /guides lists them to anyone. While the
 * coach's e-mail gate is on, the list leaves out where each file is: the visitor gets it from
 * `requestGuide` after giving an address.
 */
export async function listGuides(db: Database) {
  const [catalog, site] = await Promise.all([activeResources(db), getSiteSettings(db)]);
  const guides = catalog
    .filter((resource) => resource.accessLevel === "free")
    .map((resource) => ({
      id: resource.id,
      title: resource.title,
      description: resource.description,
      type: resource.type,
      categoryName: resource.categoryName,
      thumbnailUrl: resource.thumbnailUrl,
      fileName: resource.fileName,
      fileUrl: site.guidesEmailGate ? null : resource.fileUrl,
    }));
  return { emailGate: site.guidesEmailGate, guides };
}

/**
 * A visitor's address for a free guide: a lead (guide_downloads) told to the coach, the
 * newsletter only when the visitor ticked the box, and the file's address to download. Rate limited per client as the
 * newsletter form is.
 */
export async function requestGuide(db: Database, input: GuideRequest, clientIp: string, now: Date) {
  await consumeRateLimit(db, `guide:ip:${clientIp}`, RATE_LIMITS.newsletterPerClient, now);
  const [guide] = await db
    .update(resources)
    .set({
      downloadCount: sql`${resources.downloadCount} + 1`,
      // A download is not an edit: keep the resource's last-updated time.
      updatedAt: sql`${resources.updatedAt}`,
    })
    .where(and(eq(resources.id, input.id), eq(resources.isActive, true), eq(resources.accessLevel, "free")))
    .returning({
      id: resources.id,
      title: resources.title,
      fileUrl: resources.fileUrl,
      fileName: resources.fileName,
    });
  if (!guide) throw notFound(SITE_SETTINGS_MESSAGES.guideNotFound);
  await recordGuideLead(db, { email: input.email, guide, newsletterConsent: input.newsletterConsent }, now);
  if (input.newsletterConsent) await subscribeToNewsletter(db, input.email, clientIp, now);
  return { fileUrl: guide.fileUrl, fileName: guide.fileName, message: GUIDE_TEXTS.downloadStarted };
}

const DAY_MS = 86_400_000;
const REPEAT_INTERVAL = sql.raw(`interval '${GUIDE_LEAD_REPEAT_DAYS} days'`);
const repeatWindowStart = (at: Date) => new Date(at.getTime() - GUIDE_LEAD_REPEAT_DAYS * DAY_MS);

interface GuideLead {
  email: string;
  guide: { id: number; title: string };
  newsletterConsent: boolean;
}

/**
 * Stores the download and, when it is a new lead (no download by the address within
 * GUIDE_LEAD_REPEAT_DAYS before), the coach's notice of it, in one transaction. A lock on the
 * address makes two downloads at once one notice, as the free strategy session's check does.
 */
async function recordGuideLead(db: Database, lead: GuideLead, now: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guide-lead:${lead.email}`}))`);
    const [repeat] = await tx
      .select({ id: guideDownloads.id })
      .from(guideDownloads)
      .where(and(eq(guideDownloads.email, lead.email), gt(guideDownloads.createdAt, repeatWindowStart(now))))
      .limit(1);
    await tx.insert(guideDownloads).values({
      email: lead.email,
      resourceId: lead.guide.id,
      resourceTitle: lead.guide.title,
      newsletterConsent: lead.newsletterConsent,
      createdAt: now,
      updatedAt: now,
    });
    if (repeat) return;
    await enqueueEmail(tx, {
      kind: "guide-lead",
      data: { email: lead.email, guide: lead.guide.title, newsletterConsent: lead.newsletterConsent },
    });
  });
}

/**
 * The guide downloads since `since` that were new leads by the rule above: no earlier download
 * (a lower id, as the lock orders them) by the address within the window before it.
 */
export async function countNewGuideLeads(db: Database, since: Date) {
  const earlier = alias(guideDownloads, "earlier");
  const [row] = await db
    .select({ n: count() })
    .from(guideDownloads)
    .where(
      and(
        gte(guideDownloads.createdAt, since),
        notExists(
          db
            .select({ id: earlier.id })
            .from(earlier)
            .where(
              and(
                eq(earlier.email, guideDownloads.email),
                lt(earlier.id, guideDownloads.id),
                // The outer bound too, so the lookup reads only the window's rows by the date index.
                gte(earlier.createdAt, repeatWindowStart(since)),
                gt(earlier.createdAt, sql`${guideDownloads.createdAt} - ${REPEAT_INTERVAL}`),
              ),
            ),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

type GuideLeadPage = z.output<typeof guideLeadPageInput>;

/** The admin's list of guide leads, newest first. */
export async function pageGuideDownloads(db: Database, input: GuideLeadPage) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(guideDownloads)
      .orderBy(desc(guideDownloads.createdAt), desc(guideDownloads.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ value: count() }).from(guideDownloads),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      guide: row.resourceTitle,
      newsletterConsent: row.newsletterConsent,
      createdAt: iso(row.createdAt),
    })),
    total: total?.value ?? 0,
  };
}
