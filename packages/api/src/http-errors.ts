import type { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import { MESSAGES } from "@scalemsp/validators";
import { FieldErrors, RateLimitedError } from "./errors";
import { fieldErrorsOf } from "./validation";

export interface DescribedError {
  status: number;
  message: string;
  errors?: Record<string, string>;
  retryAfterSeconds?: number;
}

/** One reading of a procedure error for every transport: status, the spec's message, field errors. */
export function describeError(error: TRPCError): DescribedError {
  const status = getHTTPStatusCodeFromError(error);
  if (error.cause instanceof ZodError) return { status, ...fieldErrorsOf(error.cause) };
  if (error.cause instanceof FieldErrors)
    return { status, message: error.message, errors: error.cause.errors };
  if (error.cause instanceof RateLimitedError) {
    return { status, message: error.message, retryAfterSeconds: error.cause.retryAfterSeconds };
  }
  if (status >= 500) return { status, message: MESSAGES.internalError };
  return { status, message: error.message || MESSAGES.invalidInput };
}
