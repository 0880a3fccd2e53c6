export { PASSWORD_WORK_PATHS, appRouter, createCaller, type AppRouter } from "./root";
export { createContext, type CreateContextOptions } from "./create-context";
export type { Brand, Context, SessionCookieWriter, SessionUser } from "./context";
export { ACCESS_LEVELS, mayAccess, type Access, type AccessDecision } from "./access";
export { checkAccess } from "./access-gate";
export type { ProcedureMeta, RestMeta, RestMethod } from "./meta";
export { pathParametersOf, restProceduresOf, type RestProcedure } from "./rest";
export { proceduresOf, type DeclaredProcedure } from "./declarations";
export { accountExportOutput, fileAnswer, uploadOutput, type FileAnswer } from "./outputs";
export { ensureAdmin } from "./domain/accounts";
export { adminExists, checkSetupToken, prepareSetupToken } from "./domain/setup";
export { getBrand, getPostalAddress } from "./domain/site/brand";
export { getBrandImages } from "./domain/site/brand-images";
export { getLegalPage, getSiteSettings } from "./domain/site/settings";
export { getSiteStory } from "./domain/site/story";
export { listPlans } from "./domain/plans";
export { listGuides } from "./domain/guides";
export { canReadFile, type FileAccess } from "./domain/file-access";
export { RateLimitedError } from "./errors";
export { fieldErrorsOf } from "./validation";
export type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
export { describeError, type DescribedError } from "./http-errors";

import { MESSAGES } from "@scalemsp/validators";
/** The refusal of an unknown or revoked bearer token (`MESSAGES.invalidApiToken`), for scripts and tests. */
export const INVALID_API_TOKEN = MESSAGES.invalidApiToken;
export {
  claimDueMessages,
  deliverMessage,
  enqueueEmail,
  enqueueEmails,
  outboxProblems,
  readOutboxHealth,
  startOutboxWorker,
  type OutboxHealth,
  type OutboxDeps,
  type OutboxWorker,
  type SendFailure,
} from "./domain/email";
export { emailEnvOf } from "./domain/email/env";
export { getArchivedIssue, listArchivedIssues } from "./domain/newsletter/archive";
export { reminderTimeOf, sweepCheckInReminders } from "./domain/accountability/check-in-reminders";
export { receiveBillingEvent, type WebhookOutcome } from "./domain/billing/events";
export { createBillingProvider, type BillingProvider, type BillingSettings } from "./domain/billing/provider";
export { sweepBillingDeadlines } from "./domain/billing/plan-sweep";
export { countSubscriptionsByStatus } from "./domain/billing/revenue";
