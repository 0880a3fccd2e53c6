import { PLAN_LEVELS } from "@scalemsp/validators";
import { z } from "zod";
import { publicBusinessOutput, publicUserOutput } from "./accounts";
import { idOutput, numberedPage, timestampOutput } from "./common";
import { lessonFields, moduleFields } from "./courses";
import { invitationOutput } from "./team";
import { adminBusinessBillingOutput } from "./billing";

const owner = z.object({ id: idOutput, firstName: z.string(), lastName: z.string(), email: z.string() });

export const adminBusinessOutput = publicBusinessOutput.extend({
  owner: owner.nullable(),
  userCount: z.number().int().nonnegative(),
});

/** A business after a change: how many courses the change enrolled it in (decision 077). */
export const adminBusinessUpdateOutput = adminBusinessOutput.extend({
  enrolledCourses: z.number().int().nonnegative(),
});

export const adminUserOutput = publicUserOutput.extend({
  business: z.object({ id: idOutput, name: z.string(), planLevel: z.enum(PLAN_LEVELS) }).nullable(),
});

export const adminBusinessPageOutput = numberedPage(adminBusinessOutput);
export const adminUserPageOutput = numberedPage(adminUserOutput);

export const adminSubscriptionOutput = z.object({
  id: idOutput,
  businessId: idOutput,
  moduleId: idOutput,
  moduleTitle: z.string(),
  isActive: z.boolean(),
  accessStartDate: timestampOutput,
  accessEndDate: timestampOutput.nullable(),
  createdAt: timestampOutput,
  updatedAt: timestampOutput,
});

export const businessDetailOutput = adminBusinessOutput.extend({
  users: z.array(adminUserOutput),
  subscriptions: z.array(adminSubscriptionOutput),
  /** Contract §11: the team's invitations not yet accepted, revoked or expired. */
  invitations: z.array(invitationOutput),
  /** Contract §16: where the plan comes from, and the subscription's state. */
  billing: adminBusinessBillingOutput,
});

export const adminModuleOutput = z.object({
  ...moduleFields,
  lessonCount: z.number().int().nonnegative(),
  createdAt: timestampOutput,
  updatedAt: timestampOutput,
});

export const adminLessonOutput = z.object({
  ...lessonFields,
  createdAt: timestampOutput,
  updatedAt: timestampOutput,
});

export const resetLinkOutput = z.object({ url: z.string(), expiresAt: timestampOutput });

/** The product's name, contact e-mail and phone as the site shows them. */
export const brandOutput = z.object({ product: z.string(), email: z.string(), phone: z.string() });
const brandSettings = brandOutput.extend({
  postalAddress: z.string(),
  podcastUrl: z.string().nullable(),
  webinarsUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  xUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  guidesEmailGate: z.boolean(),
  privacyText: z.string(),
  termsText: z.string(),
});
export const brandSettingsOutput = brandSettings.extend({ defaults: brandSettings });

export const apiTokenOutput = z.object({
  id: idOutput,
  name: z.string(),
  createdAt: timestampOutput,
  lastUsedAt: timestampOutput.nullable(),
  revokedAt: timestampOutput.nullable(),
});
/** The token itself is in this one answer only. */
export const newApiTokenOutput = apiTokenOutput.extend({ token: z.string() });

export const courseImportOutput = z.object({
  moduleId: idOutput,
  title: z.string(),
  lessons: z.number().int().nonnegative(),
});

export const ensureAdminOutput = z.object({ userId: idOutput });

export const adminOverviewOutput = z.object({
  newLeads: z.object({
    consultations: z.number().int().nonnegative(),
    subscribers: z.number().int().nonnegative(),
    /** Guide downloads that were new leads (decision 047). */
    guideDownloads: z.number().int().nonnegative(),
  }),
  activeMembers: z.array(z.object({ plan: z.enum(PLAN_LEVELS), count: z.number().int().nonnegative() })),
  upcomingSessions: z.object({
    count: z.number().int().nonnegative(),
    nextStartsAt: timestampOutput.nullable(),
  }),
});
