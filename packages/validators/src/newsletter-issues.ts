import { z } from "zod";
import { idSchema } from "./ids";
import { tooLongMessage } from "./messages";
import { singleLine } from "./text";

/** Contract §9: an issue's life. A draft is edited; the rest are on their way or out. */
export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "sent"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_SLUG_MAX = 80;
export const CAMPAIGN_BODY_MAX = 100_000;
/** Copies queued per statement when an issue goes out (the worker's fan-out step). */
export const CAMPAIGN_FANOUT_CHUNK = 1000;

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
};

export const CAMPAIGN_MESSAGES = {
  subjectRequired: "Please enter a subject",
  subjectOneLine: "The subject must be one line",
  bodyRequired: "Please write the issue",
  slugInvalid: "The address may hold lower-case letters, digits and single hyphens only",
  slugTaken: "Another issue already uses this address",
  notFound: "Newsletter issue not found",
  notADraft: "This issue is no longer a draft: it is scheduled or sent already.",
  scheduleInPast: "Please choose a time in the future",
  invalidTime: "Please enter a valid date and time",
  testSent: "A test copy is on its way to your address.",
  sendStarted: "The issue is going out to every active subscriber.",
  scheduled: "The issue is scheduled.",
  saved: "The issue is saved.",
} as const;

/** A web address part: `pricing-your-managed-services`. */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CAMPAIGN_SLUG_MAX)
    .replace(/-+$/, "");

const subjectField = singleLine(CAMPAIGN_MESSAGES.subjectRequired)
  .trim()
  .min(1, { error: CAMPAIGN_MESSAGES.subjectRequired })
  .max(CAMPAIGN_SUBJECT_MAX, { error: tooLongMessage(CAMPAIGN_SUBJECT_MAX) })
  .refine((value) => !/[\r\n]/.test(value), { error: CAMPAIGN_MESSAGES.subjectOneLine });

const bodyField = z
  .string({ error: CAMPAIGN_MESSAGES.bodyRequired })
  .max(CAMPAIGN_BODY_MAX, { error: tooLongMessage(CAMPAIGN_BODY_MAX) })
  .refine((value) => value.trim().length > 0, { error: CAMPAIGN_MESSAGES.bodyRequired });

const slugField = z
  .string({ error: CAMPAIGN_MESSAGES.slugInvalid })
  .trim()
  .max(CAMPAIGN_SLUG_MAX, { error: tooLongMessage(CAMPAIGN_SLUG_MAX) })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: CAMPAIGN_MESSAGES.slugInvalid });

export const campaignIdInput = z.object({ id: idSchema(CAMPAIGN_MESSAGES.notFound) });

/** POST /api/admin/campaigns: the slug follows the subject unless given. */
export const campaignCreateInput = z.object({
  subject: subjectField,
  body: bodyField,
  slug: slugField.optional(),
});

export const campaignUpdateInput = z.object({
  id: idSchema(CAMPAIGN_MESSAGES.notFound),
  subject: subjectField.optional(),
  body: bodyField.optional(),
  slug: slugField.optional(),
});

/** The admin's live preview: what is in the form, saved or not. */
export const campaignPreviewInput = z.object({
  subject: z.string().max(CAMPAIGN_SUBJECT_MAX).default(""),
  body: z.string().max(CAMPAIGN_BODY_MAX).default(""),
});

/** POST /api/admin/campaigns/{id}/send: now, or at `scheduledAt`. */
export const campaignSendInput = z.object({
  id: idSchema(CAMPAIGN_MESSAGES.notFound),
  scheduledAt: z
    .string({ error: CAMPAIGN_MESSAGES.invalidTime })
    .pipe(z.iso.datetime({ offset: true, error: CAMPAIGN_MESSAGES.invalidTime }))
    .optional(),
});

export const archiveSlugInput = z.object({ slug: z.string().max(CAMPAIGN_SLUG_MAX + 20) });
