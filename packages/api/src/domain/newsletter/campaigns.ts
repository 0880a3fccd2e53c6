import { and, campaigns, count, desc, emailOutbox, eq, inArray, ne, type Database } from "@scalemsp/db";
import { issueHtml, renderEmail, type EmailEnv } from "@scalemsp/email";
import {
  CAMPAIGN_MESSAGES,
  slugOf,
  type campaignCreateInput,
  type campaignPreviewInput,
  type campaignUpdateInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../errors";
import { iso, isoOrNull } from "../serialize";

type CampaignRow = typeof campaigns.$inferSelect;
type CreateData = z.output<typeof campaignCreateInput>;
type UpdateData = z.output<typeof campaignUpdateInput>;
type PreviewData = z.output<typeof campaignPreviewInput>;

interface Counts {
  recipients: number;
  sent: number;
  failed: number;
}

/** Each issue's copies by status: its progress. */
async function countsOf(db: Database, ids: number[]): Promise<Map<number, Counts>> {
  const counts = new Map<number, Counts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ campaignId: emailOutbox.campaignId, status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .where(inArray(emailOutbox.campaignId, ids))
    .groupBy(emailOutbox.campaignId, emailOutbox.status);
  for (const row of rows) {
    const entry = counts.get(row.campaignId!) ?? { recipients: 0, sent: 0, failed: 0 };
    entry.recipients += row.n;
    if (row.status === "sent") entry.sent += row.n;
    if (row.status === "failed") entry.failed += row.n;
    counts.set(row.campaignId!, entry);
  }
  return counts;
}

function toCampaign(row: CampaignRow, counts: Counts | undefined) {
  return {
    id: row.id,
    subject: row.subject,
    slug: row.slug,
    body: row.body,
    status: row.status,
    scheduledAt: isoOrNull(row.scheduledAt),
    sentAt: isoOrNull(row.sentAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    // While copies are still being queued the count grows; once queued, `recipients` is fixed.
    counts: {
      recipients: row.recipients ?? counts?.recipients ?? 0,
      sent: counts?.sent ?? 0,
      failed: counts?.failed ?? 0,
    },
  };
}
export type AdminCampaign = ReturnType<typeof toCampaign>;

async function loadCampaign(db: Database, id: number): Promise<CampaignRow> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return row;
}

async function withCounts(db: Database, row: CampaignRow) {
  return toCampaign(row, (await countsOf(db, [row.id])).get(row.id));
}

/** Contract §9: every issue, newest first, with its progress. */
export async function listCampaigns(db: Database) {
  const rows = await db.select().from(campaigns).orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCampaign(row, counts.get(row.id)));
}

export async function getCampaign(db: Database, id: number) {
  return withCounts(db, await loadCampaign(db, id));
}

async function slugTaken(db: Database, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(exceptId ? and(eq(campaigns.slug, slug), ne(campaigns.id, exceptId)) : eq(campaigns.slug, slug));
  return Boolean(row);
}

/** The subject's slug, numbered when another issue has it already. */
async function freeSlugFor(db: Database, subject: string): Promise<string> {
  const base = slugOf(subject) || "issue";
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, slug))) return slug;
  }
}

const slugConflict = (error: unknown) =>
  isUniqueViolation(error) ? conflict(CAMPAIGN_MESSAGES.slugTaken) : error;

/** A new draft; the slug follows the subject unless the admin chose one. */
export async function createCampaign(db: Database, input: CreateData, now: Date) {
  if (input.slug && (await slugTaken(db, input.slug))) throw conflict(CAMPAIGN_MESSAGES.slugTaken);
  const slug = input.slug ?? (await freeSlugFor(db, input.subject));
  try {
    const [row] = await db
      .insert(campaigns)
      .values({ subject: input.subject, body: input.body, slug, createdAt: now, updatedAt: now })
      .returning();
    return toCampaign(row!, undefined);
  } catch (error) {
    throw slugConflict(error);
  }
}

/** Contract §9: only a draft changes; 409 once it is scheduled or sent. */
export async function updateCampaign(db: Database, input: UpdateData, now: Date) {
  const current = await loadCampaign(db, input.id);
  if (current.status !== "draft") throw conflict(CAMPAIGN_MESSAGES.notADraft);
  if (input.slug && (await slugTaken(db, input.slug, input.id))) throw conflict(CAMPAIGN_MESSAGES.slugTaken);
  try {
    const [row] = await db
      .update(campaigns)
      .set({
        ...(input.subject !== undefined ? { subject: input.subject } : {}),
        ...(input.body !== undefined ? { body: input.body } : {}),
        ...(input.slug !== undefined ? { slug: input.slug } : {}),
        updatedAt: now,
      })
      .where(and(eq(campaigns.id, input.id), eq(campaigns.status, "draft")))
      .returning();
    if (!row) throw conflict(CAMPAIGN_MESSAGES.notADraft);
    return withCounts(db, row);
  } catch (error) {
    throw slugConflict(error);
  }
}

/** The admin's live preview: the form's subject and Markdown in the very template the copies use. */
export async function previewCampaign(input: PreviewData, env: EmailEnv) {
  const rendered = await renderEmail(
    "newsletter-issue",
    {
      campaignId: 0,
      subject: input.subject.trim() || "(no subject)",
      slug: slugOf(input.subject) || "issue",
      bodyHtml: issueHtml(input.body, env.origin),
      unsubscribeToken: "preview",
    },
    env,
  );
  return { subject: rendered.subject, html: rendered.html, text: rendered.text };
}

/** Contract §9: one copy to the calling admin alone; it counts for nothing on the issue. */
export async function sendTestCopy(db: Database, viewer: { email: string }, id: number) {
  const campaign = await loadCampaign(db, id);
  // Like every copy, the row names the issue, which the worker reads as it is when the copy
  // goes; the empty token marks a copy without a subscriber (no unsubscribe headers).
  await db.insert(emailOutbox).values({
    kind: "newsletter-issue",
    to: viewer.email,
    subject: campaign.subject,
    payload: { campaignId: id, unsubscribeToken: "" },
  });
}

/**
 * Contract §9: the draft goes out now or at `scheduledAt`. Only the status changes here; the
 * outbox worker queues a copy per active subscriber once the time has come, so a request
 * never writes thousands of rows.
 */
export async function sendCampaign(db: Database, id: number, scheduledAt: string | undefined, now: Date) {
  const current = await loadCampaign(db, id);
  if (current.status !== "draft") throw conflict(CAMPAIGN_MESSAGES.notADraft);
  const at = scheduledAt ? new Date(scheduledAt) : now;
  if (scheduledAt && at.getTime() <= now.getTime())
    throw badRequest(CAMPAIGN_MESSAGES.scheduleInPast, "scheduledAt");
  const [row] = await db
    .update(campaigns)
    .set({ status: scheduledAt ? "scheduled" : "sending", scheduledAt: at, updatedAt: now })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, "draft")))
    .returning();
  if (!row) throw conflict(CAMPAIGN_MESSAGES.notADraft);
  return withCounts(db, row);
}
