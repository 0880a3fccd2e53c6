import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";

type ScorecardOutputs = inferRouterOutputs<AppRouter>["scorecard"];

export type Scorecard = ScorecardOutputs["get"];
export type ScorecardEntry = Scorecard["entries"][number];
export type ImportPreview = ScorecardOutputs["import"];
