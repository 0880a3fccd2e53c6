import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";

type Outputs = inferRouterOutputs<AppRouter>;

export type Course = Outputs["modules"]["list"][number];
export type Lesson = Outputs["modules"]["lessons"][number];
