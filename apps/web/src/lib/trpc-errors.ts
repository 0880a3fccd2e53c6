import type { AppRouter } from "@scalemsp/api";
import { TRPCClientError } from "@trpc/client";

type ApiError = TRPCClientError<AppRouter>;

/** A failure the API answered (not a network or parse failure). */
function apiErrorOf(error: unknown): ApiError | undefined {
  return error instanceof TRPCClientError && error.data ? (error as ApiError) : undefined;
}

export function httpStatusOf(error: unknown): number | undefined {
  return apiErrorOf(error)?.data?.httpStatus;
}

export const isUnauthorized = (error: unknown) => httpStatusOf(error) === 401;
export const isNotFound = (error: unknown) => httpStatusOf(error) === 404;

/** The server's message (already the spec's text), or undefined when the API never answered. */
export function serverMessageOf(error: unknown): string | undefined {
  return apiErrorOf(error)?.message || undefined;
}

/** Field errors keyed by the input's field names. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return apiErrorOf(error)?.data?.errors ?? {};
}

const UNKNOWN_FAILURE = "Something went wrong. Please try again.";

/** For toasts that show "the message": the server's, or a plain fallback when it never answered. */
export const errorMessageOf = (error: unknown) => serverMessageOf(error) ?? UNKNOWN_FAILURE;
