import { campaigns, inArray, type Database } from "@scalemsp/db";
import { issueHtml } from "@scalemsp/email";

/** What every copy of an issue shares; the outbox row holds only the issue's id and the subscriber's token. */
export interface IssueContent {
  campaignId: number;
  subject: string;
  slug: string;
  bodyHtml: string;
}

/**
 * The issues these copies belong to, their Markdown rendered once per issue, with its links on
 * `origin`, the site's canonical origin.
 */
export async function loadIssueContents(
  db: Database,
  ids: number[],
  origin: string,
): Promise<Map<number, IssueContent>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: campaigns.id, subject: campaigns.subject, slug: campaigns.slug, body: campaigns.body })
    .from(campaigns)
    .where(inArray(campaigns.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      { campaignId: row.id, subject: row.subject, slug: row.slug, bodyHtml: issueHtml(row.body, origin) },
    ]),
  );
}
