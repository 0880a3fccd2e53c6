import { adminIdInput, bandSettingsInput } from "@scalemsp/validators";
import { z } from "zod";
import {
  listScorecards,
  readBandSettings,
  readBusinessScorecard,
  saveBandSettings,
} from "../../domain/scorecard";
import { bandSettingOutput, businessScorecardOutput, coachScorecardsOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Contract §12: the coach's view of every client's figures, and the bands' thresholds. */
export const adminScorecardsRouter = createTRPCRouter({
  list: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/scorecards",
        summary: "Every business's latest month and growth since joining; the first-year average",
      },
    })
    .output(coachScorecardsOutput)
    .query(({ ctx }) => listScorecards(ctx.db, ctx.now())),

  business: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/businesses/{id}/scorecard",
        summary: "One business's scorecard history",
      },
    })
    .input(adminIdInput)
    .output(businessScorecardOutput)
    .query(({ ctx, input }) => readBusinessScorecard(ctx.db, input.id, ctx.now())),

  bands: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/scorecard-bands",
        summary: "Each banded figure's thresholds, defaults and linked course",
      },
    })
    .output(z.array(bandSettingOutput))
    .query(({ ctx }) => readBandSettings(ctx.db)),

  saveBands: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/admin/scorecard-bands",
        summary: "Change banded figures' thresholds and linked courses",
      },
    })
    .input(bandSettingsInput)
    .output(z.array(bandSettingOutput))
    .mutation(({ ctx, input }) => saveBandSettings(ctx.db, input, ctx.now())),
});
