import {
  SCORECARD_TEMPLATE_FILE_NAME,
  scorecardEntryInput,
  scorecardImportInput,
  scorecardMonthInput,
  scorecardTemplateCsv,
} from "@scalemsp/validators";
import { deleteEntry, importEntries, readScorecard, saveEntry, scorecardViewerOf } from "../domain/scorecard";
import {
  fileAnswer,
  noContent,
  scorecardEntryOutput,
  scorecardImportOutput,
  scorecardOutput,
} from "../outputs";
import { createTRPCRouter, memberProcedure, ownerProcedure } from "../trpc";

/**
 * Contract §12: the business's monthly figures. Members read (while the owner shares them);
 * the gate keeps writes to owners, and the domain to the owner of this business.
 */
export const scorecardRouter = createTRPCRouter({
  get: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/scorecard",
        summary: "The business's months, the latest month's derived figures, bands and peer percentiles",
      },
    })
    .output(scorecardOutput)
    .query(({ ctx }) => readScorecard(ctx.db, scorecardViewerOf(ctx.user), ctx.now())),

  save: ownerProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/scorecard/{month}",
        summary: "Record a month's figures (owner only); replaces the month if stored",
      },
    })
    .input(scorecardEntryInput)
    .output(scorecardEntryOutput)
    .mutation(({ ctx, input }) => saveEntry(ctx.db, scorecardViewerOf(ctx.user), input, ctx.now())),

  remove: ownerProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/scorecard/{month}",
        status: 204,
        summary: "Remove a month entered by mistake (owner only)",
      },
    })
    .input(scorecardMonthInput)
    .output(noContent)
    .mutation(({ ctx, input }) => deleteEntry(ctx.db, scorecardViewerOf(ctx.user), input, ctx.now())),

  import: ownerProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/scorecard/import",
        summary: "Import months from a CSV file's text, all or none; dryRun shows what would change",
      },
    })
    .input(scorecardImportInput)
    .output(scorecardImportOutput)
    .mutation(({ ctx, input }) => importEntries(ctx.db, scorecardViewerOf(ctx.user), input, ctx.now())),

  template: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/scorecard/template.csv",
        summary: "The import file's columns, as a CSV to fill in",
        file: { contentType: "text/csv; charset=utf-8", disposition: "attachment" },
      },
    })
    .output(fileAnswer)
    .query(() => ({ fileName: SCORECARD_TEMPLATE_FILE_NAME, content: scorecardTemplateCsv() })),
});
