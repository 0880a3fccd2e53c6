import { LEGAL_PAGES, type LegalPage } from "@scalemsp/validators";
import { getBrand } from "../domain/site/brand";
import { getLegalPage } from "../domain/site/settings";
import { legalPageOutput } from "../outputs";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** One legal page's read: its own path, so that the page's route names it among its first reads. */
const legalPage = (page: LegalPage) =>
  publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: `/api/legal${LEGAL_PAGES[page].path}`,
        summary: `The ${LEGAL_PAGES[page].title}: the admin's text (or the default naming the brand) as HTML`,
      },
    })
    .output(legalPageOutput)
    .query(async ({ ctx }) => getLegalPage(ctx.db, page, await getBrand(ctx.db, ctx.brand)));

/** Contract §13 'pricing and legal pages': what /privacy and /terms show. */
export const legalRouter = createTRPCRouter({
  privacy: legalPage("privacy"),
  terms: legalPage("terms"),
});
