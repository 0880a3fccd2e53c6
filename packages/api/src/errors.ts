import { TRPCError } from "@trpc/server";
import { MESSAGES } from "@scalemsp/validators";

/** Carried as the cause of a 429 or 503 so the HTTP layer can send Retry-After. */
export class RateLimitedError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = MESSAGES.tooManyAttempts,
  ) {
    super(message);
    this.name = "RateLimitedError";
  }
}

/** Carried as the cause of a 400 whose field errors were found by domain code, not by zod. */
export class FieldErrors extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? MESSAGES.invalidInput);
    this.name = "FieldErrors";
  }
}

export const badRequest = (message: string, field?: string) =>
  new TRPCError({
    code: "BAD_REQUEST",
    message,
    cause: field ? new FieldErrors({ [field]: message }) : undefined,
  });
export const unauthorized = (message: string = MESSAGES.notSignedIn) =>
  new TRPCError({ code: "UNAUTHORIZED", message });
export const forbidden = (message: string = MESSAGES.forbidden) =>
  new TRPCError({ code: "FORBIDDEN", message });
export const notFound = (message: string = MESSAGES.notFound) =>
  new TRPCError({ code: "NOT_FOUND", message });
export const conflict = (message: string) => new TRPCError({ code: "CONFLICT", message });
export const tooManyRequests = (retryAfterSeconds: number, message: string = MESSAGES.tooManyAttempts) =>
  new TRPCError({
    code: "TOO_MANY_REQUESTS",
    message,
    cause: new RateLimitedError(retryAfterSeconds),
  });
/** The server's bounded work (password hashing) is full: try again shortly. */
export const serverBusy = (retryAfterSeconds: number) =>
  new TRPCError({
    code: "SERVICE_UNAVAILABLE",
    message: MESSAGES.serverBusy,
    cause: new RateLimitedError(retryAfterSeconds, MESSAGES.serverBusy),
  });

/** PostgreSQL's unique violation, as the driver throws it or drizzle wraps it. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};
