import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";

export type ManagedSession = inferRouterOutputs<AppRouter>["booking"]["managed"];
