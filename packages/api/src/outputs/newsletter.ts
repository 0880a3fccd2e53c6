import { CAMPAIGN_STATUSES } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, timestampOutput } from "./common";

/** Contract §9: a newsletter issue with its progress. */
export const campaignOutput = z.object({
  id: idOutput,
  subject: z.string(),
  slug: z.string(),
  body: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  scheduledAt: timestampOutput.nullable(),
  sentAt: timestampOutput.nullable(),
  createdAt: timestampOutput,
  updatedAt: timestampOutput,
  counts: z.object({
    recipients: z.number().int().nonnegative(),
    sent: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
  }),
});

export const campaignPreviewOutput = z.object({ subject: z.string(), html: z.string(), text: z.string() });

export const archivedIssueSummaryOutput = z.object({
  subject: z.string(),
  slug: z.string(),
  sentAt: timestampOutput,
  excerpt: z.string(),
});

export const archivedIssueOutput = z.object({
  subject: z.string(),
  slug: z.string(),
  sentAt: timestampOutput,
  html: z.string(),
});
