import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";

type AuthOutputs = inferRouterOutputs<AppRouter>["auth"];

export type SessionUser = AuthOutputs["me"];
export type SessionBusiness = AuthOutputs["business"];
