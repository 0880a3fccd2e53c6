import { and, count, desc, eq, guideDownloads, resources, sql, type Database } from "@scalemsp/db";
import {
  GUIDE_TEXTS,
  RATE_LIMITS,
  SITE_SETTINGS_MESSAGES,
  type guideDownloadInput,
  type guideLeadPageInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { notFound } from "../errors";
import { activeResources } from "./resource-catalog";
import { subscribeToNewsletter } from "./leads";
import { consumeRateLimit } from "./rate-limit";
import { iso } from "./serialize";
import { getSiteSettings } from "./site-settings";

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
 * A visitor's address for a free guide: a lead (guide_downloads), the newsletter only when the
 * visitor ticked the box, and the file's address to download. Rate limited per client as the
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
  await db.insert(guideDownloads).values({
    email: input.email,
    resourceId: guide.id,
    resourceTitle: guide.title,
    newsletterConsent: input.newsletterConsent,
  });
  if (input.newsletterConsent) await subscribeToNewsletter(db, input.email, clientIp, now);
  return { fileUrl: guide.fileUrl, fileName: guide.fileName, message: GUIDE_TEXTS.downloadStarted };
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
