import type { FastifyInstance, FastifyReply } from "fastify";
import { getArchivedIssue, listArchivedIssues } from "@scalemsp/api";
import type { Database } from "@scalemsp/db";
import {
  CAMPAIGN_MESSAGES,
  SITE_ORIGIN_TOKEN,
  escapeMarkup,
  formatDate,
  type BrandConfig,
} from "@scalemsp/validators";
import { linkOrigin, type LinkOrigins } from "./origin";
import { serverPage as page } from "./server-page";

/**
 * Contract §9's public archive, rendered on the server from the sent issues: `/newsletter`
 * lists them, `/newsletter/{slug}` shows one. Read from the database on each visit, so an
 * issue appears the moment it is sent; the origin of the canonical link is filled in as on
 * every other page.
 */
export function registerNewsletterArchive(
  app: FastifyInstance,
  db: Database,
  { brand, origins }: { brand: () => Promise<BrandConfig>; origins: LinkOrigins },
) {
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(html.replaceAll(SITE_ORIGIN_TOKEN, linkOrigin(reply.request, origins)));

  app.get("/newsletter", async (_req, reply) => {
    const issues = await listArchivedIssues(db);
    const list =
      issues.length === 0
        ? `<p>${escapeMarkup(CAMPAIGN_MESSAGES.archiveEmpty)}</p>`
        : issues
            .map(
              (
                issue,
              ) => `<section class="issue"><h2><a href="/newsletter/${encodeURIComponent(issue.slug)}">${escapeMarkup(issue.subject)}</a></h2>
<div class="muted"><time datetime="${issue.sentAt}">${formatDate(issue.sentAt)}</time></div><p>${escapeMarkup(issue.excerpt)}</p></section>`,
            )
            .join("\n");
    const current = await brand();
    return send(
      reply,
      200,
      page(
        current,
        CAMPAIGN_MESSAGES.archiveTitle,
        CAMPAIGN_MESSAGES.archiveIntro,
        "/newsletter",
        `<h1>${escapeMarkup(CAMPAIGN_MESSAGES.archiveTitle)}</h1><p class="muted">${escapeMarkup(CAMPAIGN_MESSAGES.archiveIntro)}</p>${list}`,
      ),
    );
  });

  app.get<{ Params: { slug: string } }>("/newsletter/:slug", async (req, reply) => {
    const current = await brand();
    const issue = await getArchivedIssue(db, req.params.slug).catch(() => null);
    if (!issue) {
      return send(
        reply,
        404,
        page(
          current,
          CAMPAIGN_MESSAGES.notFound,
          CAMPAIGN_MESSAGES.archiveIntro,
          "/newsletter",
          `<h1>${escapeMarkup(CAMPAIGN_MESSAGES.notFound)}</h1><p><a href="/newsletter">All issues</a></p>`,
        ),
      );
    }
    return send(
      reply,
      200,
      page(
        current,
        issue.subject,
        `${issue.subject}: an issue of the ${current.product} newsletter`,
        `/newsletter/${encodeURIComponent(issue.slug)}`,
        `<p class="muted"><a href="/newsletter">← All issues</a></p><h1>${escapeMarkup(issue.subject)}</h1>
<div class="muted"><time datetime="${issue.sentAt}">${formatDate(issue.sentAt)}</time></div><article>${issue.html}</article>`,
      ),
    );
  });
}

/** The sitemap's entries of the archive: the list and each sent issue. */
export async function archiveSitemapPaths(db: Database): Promise<string[]> {
  const issues = await listArchivedIssues(db);
  return ["/newsletter", ...issues.map((issue) => `/newsletter/${encodeURIComponent(issue.slug)}`)];
}
