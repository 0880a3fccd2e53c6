import { accountabilityBoardInput } from "@scalemsp/validators";
import { accountabilityBoard } from "../../domain/accountability/board";
import { accountabilityBoardOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Contract §15 'the coach's board': every client's week at a glance, for the coach. */
export const adminAccountabilityRouter = createTRPCRouter({
  board: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/accountability",
        summary:
          "Per client business: this week's check-in or none, the check-in streak, goals at risk, overdue and open action items, last and next session; sort by name, checkIn, streak, atRisk, overdue, lastSession or nextSession (default: drifting first)",
      },
    })
    .input(accountabilityBoardInput)
    .output(accountabilityBoardOutput)
    .query(({ ctx, input }) => accountabilityBoard(ctx.db, input, ctx.now())),
});
