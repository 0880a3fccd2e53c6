import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";

type GoalOutputs = inferRouterOutputs<AppRouter>["goals"];

export type GoalList = GoalOutputs["list"];
export type Goal = GoalList["goals"][number];
