import { CONSULTATION_STATUSES, NEWSLETTER_STATUSES } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, nullableText, timestampOutput } from "./common";

export const adminConsultationOutput = z.object({
  id: idOutput,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  employees: nullableText,
  message: nullableText,
  status: z.enum(CONSULTATION_STATUSES),
  note: nullableText,
  createdAt: timestampOutput,
  updatedAt: timestampOutput,
});

export const adminSubscriberOutput = z.object({
  id: idOutput,
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  createdAt: timestampOutput,
  unsubscribedAt: timestampOutput.nullable(),
  unsubscribeUrl: z.string(),
});
