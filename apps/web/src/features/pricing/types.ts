import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";

export type Plan = inferRouterOutputs<AppRouter>["plans"]["list"]["plans"][number];
