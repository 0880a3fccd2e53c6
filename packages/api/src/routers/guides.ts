import { guideDownloadInput } from "@scalemsp/validators";
import { listGuides, requestGuide } from "../domain/guides";
import { guideDownloadOutput, guidesOutput } from "../outputs";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** Contract §13 'public guides': the free guides anyone sees on /guides, and the e-mail gate. */
export const guidesRouter = createTRPCRouter({
  list: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/guides",
        summary: "The free guides, and whether downloading one asks for an email first",
      },
    })
    .output(guidesOutput)
    .query(({ ctx }) => listGuides(ctx.db)),

  download: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/guides/{id}/download",
        summary:
          "Give an email (and, if ticked, newsletter consent) for a free guide; answers the file's address",
      },
    })
    .input(guideDownloadInput)
    .output(guideDownloadOutput)
    .mutation(({ ctx, input }) => requestGuide(ctx.db, input, ctx.clientIp, ctx.now())),
});
