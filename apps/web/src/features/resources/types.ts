import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";

export type Resource = inferRouterOutputs<AppRouter>["resources"]["list"][number];
