import {
  actionItemCreateInput,
  actionItemIdInput,
  actionItemUpdateInput,
  actionItemsQueryInput,
} from "@scalemsp/validators";
import { z } from "zod";
import {
  actionItemViewerOf,
  createActionItem,
  deleteActionItem,
  listActionItems,
  updateActionItem,
} from "../domain/accountability/action-items";
import { actionItemOutput, noContent } from "../outputs";
import { createTRPCRouter, memberProcedure } from "../trpc";

/**
 * Contract §15 'action items': the business's to-dos. Members, owners and the coach create
 * them; anyone of the business ticks them off; admins name the business they work on.
 */
export const actionItemsRouter = createTRPCRouter({
  list: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/action-items",
        summary:
          "The business's action items, open first (admins pass businessId); filters status, sessionId",
      },
    })
    .input(actionItemsQueryInput)
    .output(z.array(actionItemOutput))
    .query(({ ctx, input }) => listActionItems(ctx.db, actionItemViewerOf(ctx.user), input, ctx.now())),

  create: memberProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/action-items",
        status: 201,
        summary: "Add an action item for the business; the assignee, an active user of it, is told by email",
      },
    })
    .input(actionItemCreateInput)
    .output(actionItemOutput)
    .mutation(({ ctx, input }) => createActionItem(ctx.db, actionItemViewerOf(ctx.user), input, ctx.now())),

  update: memberProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/action-items/{id}",
        summary: "Change an action item's fields, or tick it off (status done) or open it again",
      },
    })
    .input(actionItemUpdateInput)
    .output(actionItemOutput)
    .mutation(({ ctx, input }) => updateActionItem(ctx.db, actionItemViewerOf(ctx.user), input, ctx.now())),

  remove: memberProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/action-items/{id}",
        status: 204,
        summary: "Delete an action item (whoever created it, the owner or a coach)",
      },
    })
    .input(actionItemIdInput)
    .output(noContent)
    .mutation(({ ctx, input }) => deleteActionItem(ctx.db, actionItemViewerOf(ctx.user), input, ctx.now())),
});
