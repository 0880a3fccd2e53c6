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

const STYLE = `
:root{color-scheme:light dark;--text:#1f2430;--muted:#5c6370;--border:#e3e6ec;--page:#f8f9fb;--card:#fff;--accent:#4263eb}
@media (prefers-color-scheme:dark){:root{--text:#e9ecef;--muted:#a6adb8;--border:#373a40;--page:#1a1b1e;--card:#25262b;--accent:#748ffc}}
*{box-sizing:border-box}body{margin:0;background:var(--page);color:var(--text);font:16px/1.6 Inter,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
a{color:var(--accent)}header,footer{border-bottom:1px solid var(--border);background:var(--card)}footer{border-top:1px solid var(--border);border-bottom:none;margin-top:48px}
.bar{max-width:760px;margin:0 auto;padding:16px 20px;display:flex;gap:16px;align-items:center;justify-content:space-between;flex-wrap:wrap}
.brand{font-weight:700;font-size:20px;text-decoration:none}main{max-width:760px;margin:0 auto;padding:32px 20px}
h1{font-size:32px;line-height:1.25;margin:0 0 8px}.muted{color:var(--muted);font-size:14px}
.issue{background:var(--card);border:1px solid var(--border);border-radius:8px;padding:20px;margin:16px 0}
.issue h2{font-size:20px;margin:0 0 4px}.issue h2 a{color:var(--text);text-decoration:none}.issue p{margin:8px 0 0}
article{background:var(--card);border:1px solid var(--border);border-radius:8px;padding:28px;margin-top:24px}
article *{color:var(--text)!important}article a{color:var(--accent)!important}article pre{background:var(--page)!important}
.cta{margin-top:32px}`;

/** The frame of an archive page: the brand's name, the page, links home and to subscribe. */
function page(brand: BrandConfig, title: string, description: string, canonicalPath: string, body: string) {
  const product = escapeMarkup(brand.product);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)} | ${product}</title>
<meta name="description" content="${escapeMarkup(description)}">
<link rel="canonical" href="${SITE_ORIGIN_TOKEN}${canonicalPath}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style></head>
<body><header><div class="bar"><a class="brand" href="/">${product}</a>
<nav><a href="/newsletter">Newsletter</a> · <a href="/contact">Free strategy session</a></nav></div></header>
<main>${body}
<p class="cta"><a href="/#newsletter">Subscribe to the weekly newsletter</a>: one practical growth idea for your MSP, every week.</p></main>
<footer><div class="bar"><span class="muted">© ${new Date().getFullYear()} ${product} · <a href="mailto:${escapeMarkup(brand.email)}">${escapeMarkup(brand.email)}</a></span></div></footer>
</body></html>`;
}

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
