import { and, campaigns, desc, eq, type Database } from "@scalemsp/db";
import { markdownHtml } from "@scalemsp/email";
import { CAMPAIGN_MESSAGES } from "@scalemsp/validators";
import { notFound } from "../../errors";
import { iso } from "../serialize";

/** Contract §9's public archive: the sent issues, newest first. */
export async function listArchivedIssues(db: Database) {
  const rows = await db
    .select({
      subject: campaigns.subject,
      slug: campaigns.slug,
      sentAt: campaigns.sentAt,
      body: campaigns.body,
    })
    .from(campaigns)
    .where(eq(campaigns.status, "sent"))
    .orderBy(desc(campaigns.sentAt), desc(campaigns.id));
  return rows.map((row) => ({
    subject: row.subject,
    slug: row.slug,
    sentAt: iso(row.sentAt!),
    excerpt: excerptOf(row.body),
  }));
}

/**
 * One sent issue as its archive page shows it: sanitized HTML without the e-mail's inline
 * styles, for the site's own style sheet (light and dark); a draft or unknown slug is not found.
 */
export async function getArchivedIssue(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), eq(campaigns.status, "sent")));
  if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return { subject: row.subject, slug: row.slug, sentAt: iso(row.sentAt!), html: markdownHtml(row.body) };
}

/** The first words of the issue, without its Markdown, for the archive's list. */
function excerptOf(markdown: string, max = 220): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, " ")
    .replace(/^[#>\-*+\d.\s]+/gm, "")
    .replace(/[*_`~]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, "")}…`;
}
