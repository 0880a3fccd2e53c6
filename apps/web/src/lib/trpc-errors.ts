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

/** A failed answer that is not the API's JSON; its message is spec §8's "{status}: {text}". */
export class NonJsonResponseError extends Error {
  override name = "NonJsonResponseError";
}

function nonJsonMessageOf(error: unknown): string | undefined {
  const cause = error instanceof TRPCClientError ? error.cause : error;
  return cause instanceof NonJsonResponseError ? cause.message : undefined;
}

const UNKNOWN_FAILURE = "Something went wrong. Please try again.";

/**
 * For toasts and panels that show "the message": the server's, spec §8's "{status}: {text}" for
 * an answer that was not the API's, or a plain fallback when nothing answered.
 */
export const errorMessageOf = (error: unknown) =>
  serverMessageOf(error) ?? nonJsonMessageOf(error) ?? UNKNOWN_FAILURE;
