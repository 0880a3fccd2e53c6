import { EMAIL_STATUSES } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, nullableText, timestampOutput } from "./common";

/** Contract §9: a message of the admin's Outbox. */
export const outboxMessageOutput = z.object({
  id: idOutput,
  to: nullableText,
  subject: z.string(),
  kind: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int().nonnegative(),
  lastError: nullableText,
  createdAt: timestampOutput,
  sentAt: timestampOutput.nullable(),
  /** When a queued message is tried next. */
  nextAttemptAt: timestampOutput.nullable(),
});

/** A message with its two parts, as the recipient reads it. */
export const renderedMessageOutput = outboxMessageOutput.extend({ html: z.string(), text: z.string() });

export const emailPreviewOutput = z.object({
  kind: z.string(),
  label: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
