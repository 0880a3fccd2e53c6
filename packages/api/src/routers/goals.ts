import { goalCreateInput, goalIdInput, goalListInput, goalUpdateInput } from "@scalemsp/validators";
import { createGoal, deleteGoal, listGoals, updateGoal } from "../domain/accountability/goals";
import { goalListOutput, goalOutput, noContent } from "../outputs";
import { createTRPCRouter, memberProcedure, ownerProcedure } from "../trpc";

/**
 * Contract §15 'goals': a business's quarterly goals. Its people read them; the gate keeps
 * writes to the owner and the coach (an admin, who names the business), and the domain to the
 * goals of the caller's own business (another's answer 404).
 */
export const goalsRouter = createTRPCRouter({
  list: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/goals",
        summary:
          "A quarter's goals (this quarter unless named) with progress and status, and the quarters with goals",
      },
    })
    .input(goalListInput)
    .output(goalListOutput)
    .query(({ ctx, input }) => listGoals(ctx.db, ctx.user, input, ctx.now())),

  create: ownerProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/goals",
        status: 201,
        summary: "Set a goal for a quarter (owner or coach); a metric goal follows the scorecard",
      },
    })
    .input(goalCreateInput)
    .output(goalOutput)
    .mutation(({ ctx, input }) => createGoal(ctx.db, ctx.user, input, ctx.now())),

  update: ownerProcedure
    .meta({
      rest: { method: "PATCH", path: "/api/goals/{id}", summary: "Change a goal (owner or coach)" },
    })
    .input(goalUpdateInput)
    .output(goalOutput)
    .mutation(({ ctx, input }) => updateGoal(ctx.db, ctx.user, input, ctx.now())),

  remove: ownerProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/goals/{id}",
        status: 204,
        summary: "Delete a goal (owner or coach)",
      },
    })
    .input(goalIdInput)
    .output(noContent)
    .mutation(({ ctx, input }) => deleteGoal(ctx.db, ctx.user, input, ctx.now())),
});
