import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";

type TeamOutputs = inferRouterOutputs<AppRouter>["team"];

export type Team = TeamOutputs["get"];
export type TeamMember = Team["users"][number];
export type Invitation = Team["invitations"][number];
