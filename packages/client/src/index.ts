// The router module alone: its type is what the declarations write out, with nothing else of
// the server's package.
import type { AppRouter } from "@scalemsp/api/router";
import { TRPCClientError, createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
// The constants file alone (no schemas, no zod), so the build can write the value in.
import { TRPC_MAX_BATCH_SIZE } from "@scalemsp/validators/constants";

export type { AppRouter };
/** Every procedure's input, by path: `RouterInputs["admin"]["leads"]["updateConsultation"]`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** Every procedure's output, by path: `RouterOutputs["modules"]["list"]`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export { TRPCClientError };

export interface ScaleMspClientOptions {
  /** The site's address, e.g. `https://coach.example.com`. */
  baseUrl: string;
  /** An API token from the admin area (Settings); sent as `Authorization: Bearer …`. */
  // `| undefined` too: `token: process.env.SCALEMSP_TOKEN` type-checks under
  // exactOptionalPropertyTypes.
  token?: string | undefined;
  /** For tests or custom agents; the global fetch by default. */
  fetch?: typeof fetch | undefined;
}

/** A typed client for Node scripts: `client.admin.businesses.list.query()`. */
export function createScaleMspClient(options: ScaleMspClientOptions): TRPCClient<AppRouter> {
  const url = new URL("/trpc", options.baseUrl).toString();
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        maxItems: TRPC_MAX_BATCH_SIZE,
        url,
        headers: () => (options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ],
  });
}
export type ScaleMspClient = ReturnType<typeof createScaleMspClient>;

/** The HTTP status of a failed call, when the server answered one. */
export function statusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as { httpStatus?: number } | undefined;
  return data?.httpStatus;
}

/** Field errors of a 400, as `{ field: message }`, when the server sent them. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as { errors?: Record<string, string> } | undefined;
  return data?.errors;
}
