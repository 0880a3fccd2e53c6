import {
  and,
  asc,
  campaigns,
  count,
  emailOutbox,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  newsletterSubscriptions,
  sql,
  type Database,
} from "@scalemsp/db";
import { CAMPAIGN_FANOUT_CHUNK } from "@scalemsp/validators";

/** The highest subscriber id with a copy of this issue: where the next chunk starts. */
async function fannedOutUpTo(db: Database, campaignId: number): Promise<number> {
  const [row] = await db
    .select({ upTo: sql<number | null>`max(${emailOutbox.subscriptionId})` })
    .from(emailOutbox)
    .where(eq(emailOutbox.campaignId, campaignId));
  return Number(row?.upTo ?? 0);
}

/**
 * Queues one copy for each of the next active subscribers, in one statement. The unique
 * (issue, subscriber) key makes a repeat (another process, a restart) insert nothing twice.
 */
async function queueNextCopies(db: Database, campaign: { id: number; subject: string }, after: number) {
  const result = await db.execute(sql`
    insert into ${emailOutbox} (kind, "to", payload, subject, campaign_id, subscription_id)
    select 'newsletter-issue', s.email,
           jsonb_build_object('campaignId', ${campaign.id}::int, 'unsubscribeToken', s.unsubscribe_token),
           ${campaign.subject}::text, ${campaign.id}::int, s.id
    from ${newsletterSubscriptions} s
    where s.status = 'active' and s.id > ${after}::int
    order by s.id
    limit ${CAMPAIGN_FANOUT_CHUNK}
    on conflict (campaign_id, subscription_id) do nothing
    returning id`);
  // PGlite answers { rows }, postgres.js the rows themselves.
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
  return rows.length;
}

async function hasSubscribersAfter(db: Database, after: number): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.status, "active"), gt(newsletterSubscriptions.id, after)))
    .limit(1);
  return Boolean(row);
}

/** Queues every copy of one issue, a chunk per statement, so no statement holds much for long. */
async function fanOut(db: Database, campaign: { id: number; subject: string }, now: Date) {
  await db
    .update(campaigns)
    .set({ status: "sending" })
    .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, "scheduled")));
  for (;;) {
    const after = await fannedOutUpTo(db, campaign.id);
    const queued = await queueNextCopies(db, campaign, after);
    if (queued > 0) continue;
    // Nothing new: done, unless another worker queued this chunk meanwhile and more follow.
    if (await hasSubscribersAfter(db, await fannedOutUpTo(db, campaign.id))) continue;
    const [copies] = await db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.campaignId, campaign.id));
    await db
      .update(campaigns)
      .set({ fannedOutAt: now, recipients: copies?.n ?? 0 })
      .where(and(eq(campaigns.id, campaign.id), isNull(campaigns.fannedOutAt)));
    return;
  }
}

/**
 * The outbox worker's first step each round: issues due to go out get their copies queued.
 * A worker that dies half-way leaves the issue due, and the next round carries on where the
 * copies stop; two workers at once queue each copy once (the unique key).
 */
export async function fanOutDueCampaigns(db: Database, now: Date): Promise<void> {
  const due = await db
    .select({ id: campaigns.id, subject: campaigns.subject })
    .from(campaigns)
    .where(
      and(
        inArray(campaigns.status, ["scheduled", "sending"]),
        isNull(campaigns.fannedOutAt),
        lte(campaigns.scheduledAt, now),
      ),
    )
    .orderBy(asc(campaigns.scheduledAt));
  for (const campaign of due) await fanOut(db, campaign, now);
}

/** An issue all of whose copies were sent or gave up is `sent`. */
export async function settleSentCampaigns(db: Database, now: Date): Promise<void> {
  await db
    .update(campaigns)
    .set({ status: "sent", sentAt: now })
    .where(
      and(
        eq(campaigns.status, "sending"),
        sql`${campaigns.fannedOutAt} is not null`,
        sql`not exists (select 1 from ${emailOutbox} where ${emailOutbox.campaignId} = ${campaigns.id} and ${emailOutbox.status} = 'queued')`,
      ),
    );
}
