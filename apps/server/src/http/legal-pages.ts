import type { FastifyInstance } from "fastify";
import { getLegalPage } from "@scalemsp/api";
import type { Database } from "@scalemsp/db";
import {
  LEGAL_PAGES,
  SITE_ORIGIN_TOKEN,
  escapeMarkup,
  type BrandConfig,
  type LegalPage,
} from "@scalemsp/validators";
import { linkOrigin, type LinkOrigins } from "./origin";
import { serverPage } from "./server-page";

/**
 * Contract §13 'pricing and legal pages': /privacy and /terms, the admin's Markdown (or the
 * default text naming the brand) rendered on the server as the newsletter archive is, read
 * from the database on each visit so an edit shows at once.
 */
export function registerLegalPages(
  app: FastifyInstance,
  db: Database,
  { brand, origins }: { brand: () => Promise<BrandConfig>; origins: LinkOrigins },
) {
  for (const page of Object.keys(LEGAL_PAGES) as LegalPage[]) {
    app.get(LEGAL_PAGES[page].path, async (req, reply) => {
      const current = await brand();
      const { title, html } = await getLegalPage(db, page, current);
      const body = `<h1>${escapeMarkup(title)}</h1><article>${html}</article>`;
      const text = serverPage(current, title, `${title} of ${current.product}`, LEGAL_PAGES[page].path, body);
      return reply
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(text.replaceAll(SITE_ORIGIN_TOKEN, linkOrigin(req, origins)));
    });
  }
}

/** The sitemap's entries of the legal pages. */
export const LEGAL_SITEMAP_PATHS = Object.values(LEGAL_PAGES).map((page) => page.path);
