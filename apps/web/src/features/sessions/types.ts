import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";

type Outputs = inferRouterOutputs<AppRouter>;
export type MemberSession = Outputs["sessions"]["list"][number];
export type SessionAllowance = Outputs["sessions"]["allowance"];
export type GroupOccurrence = Outputs["sessions"]["groups"][number];
