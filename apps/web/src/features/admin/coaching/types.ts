import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";

type Coaching = inferRouterOutputs<AppRouter>["admin"]["coaching"];
export type AdminSession = Coaching["sessions"][number];
export type Availability = Coaching["availability"];
export type CoachProfile = Coaching["coachProfile"];
export type SessionAllowances = Coaching["sessionAllowances"]["allowances"];
