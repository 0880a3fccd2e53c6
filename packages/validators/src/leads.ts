import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, emptyAsUndefined, pagingShape, searchField } from "./paging";
import { linkTokenField, requiredText, emailSchema } from "./auth";
import {
  CONSULTATION_NOTE_MAX,
  CONSULTATION_STATUSES,
  CONTACT_MESSAGE_MAX,
  EMPLOYEE_RANGES,
  NEWSLETTER_STATUSES,
} from "./constants";
import { idSchema } from "./ids";
import { LEAD_MESSAGES } from "./admin-messages";
import { LEAD_FORM_TEXTS, MESSAGES } from "./messages";

export const LEADS_PAGE_SIZE_DEFAULT = PAGE_SIZE_DEFAULT;
export const LEADS_PAGE_SIZE_MAX = PAGE_SIZE_MAX;

// ---------------------------------------------------------------- public forms (spec §5)

export const newsletterSubscribeInput = z.object({ email: emailSchema });

/** The optional message of a lead (the contact form, a plan request): blank is none. */
export const leadMessageField = z
  .string({ error: LEAD_MESSAGES.messageTooLong })
  .trim()
  .max(CONTACT_MESSAGE_MAX, { error: LEAD_MESSAGES.messageTooLong })
  .nullish()
  .transform((value) => (value ? value : null));
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeInput>;

export const newsletterUnsubscribeInput = z.object({ token: linkTokenField(LEAD_MESSAGES.unsubscribeInvalid) });
export type NewsletterUnsubscribeInput = z.input<typeof newsletterUnsubscribeInput>;

/** RFC 8058: a mail client's one-click POST to the link carries this form-encoded body. */
export const oneClickUnsubscribeBody = z.object({
  "List-Unsubscribe": z.literal("One-Click", { error: LEAD_MESSAGES.oneClickInvalid }),
});

/** Spec §3: the form's placeholder 'select', or nothing, means no size was chosen. */
const employeesSchema = z
  .string({ error: LEAD_MESSAGES.employeesInvalid })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (
      value === undefined ||
      value === null ||
      value === "" ||
      value === LEAD_FORM_TEXTS.employeesPlaceholder
    )
      return null;
    if (!(EMPLOYEE_RANGES as readonly string[]).includes(value)) {
      ctx.addIssue({ code: "custom", message: LEAD_MESSAGES.employeesInvalid });
      return z.NEVER;
    }
    return value as (typeof EMPLOYEE_RANGES)[number];
  });

export const contactInput = z.object({
  firstName: requiredText(MESSAGES.firstNameRequired, 100, "one"),
  lastName: requiredText(MESSAGES.lastNameRequired, 100, "one"),
  email: emailSchema,
  company: requiredText(MESSAGES.companyRequired, 200, "one"),
  employees: employeesSchema,
  message: leadMessageField,
});
export type ContactInput = z.input<typeof contactInput>;

// ---------------------------------------------------------------- admin (contract §8)

export const consultationUpdateInput = z.object({
  id: idSchema(LEAD_MESSAGES.invalidConsultationId),
  status: z.enum(CONSULTATION_STATUSES, { error: LEAD_MESSAGES.consultationStatusInvalid }).optional(),
  /** Absent keeps the note; null or empty clears it. */
  note: z
    .string({ error: LEAD_MESSAGES.noteTooLong })
    .trim()
    .max(CONSULTATION_NOTE_MAX, { error: LEAD_MESSAGES.noteTooLong })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
});
export type ConsultationUpdateInput = z.input<typeof consultationUpdateInput>;

const consultationFilterShape = {
  search: searchField,
  status: z.preprocess(
    emptyAsUndefined,
    z.enum(CONSULTATION_STATUSES, { error: LEAD_MESSAGES.consultationStatusInvalid }).optional(),
  ),
};

const subscriberFilterShape = {
  search: searchField,
  status: z.preprocess(
    emptyAsUndefined,
    z.enum(NEWSLETTER_STATUSES, { error: LEAD_MESSAGES.subscriberStatusInvalid }).optional(),
  ),
};

export const consultationPageInput = z.object({ ...consultationFilterShape, ...pagingShape }).prefault({});
export type ConsultationPageInput = z.input<typeof consultationPageInput>;

export const subscriberPageInput = z.object({ ...subscriberFilterShape, ...pagingShape }).prefault({});
export type SubscriberPageInput = z.input<typeof subscriberPageInput>;

/** The CSV exports take the list's filters and export every matching row. */
export const consultationExportInput = z.object(consultationFilterShape).prefault({});
export type ConsultationExportInput = z.input<typeof consultationExportInput>;

export const subscriberExportInput = z.object(subscriberFilterShape).prefault({});
export type SubscriberExportInput = z.input<typeof subscriberExportInput>;
