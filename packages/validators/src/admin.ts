import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, emptyAsUndefined, pagingShape, searchField } from "./paging";
import { emailSchema, newPasswordSchema, optionalText, requiredText } from "./auth";
import {
  LESSON_CONTENT_TEXT_MAX,
  LESSON_CONTENT_TYPES,
  PLAN_LEVELS,
  type LessonContentType,
} from "./constants";
import { formatCount } from "./format";
import { idSchema } from "./ids";
import { MESSAGES } from "./messages";
import { isSitePath } from "./site-path";
import { legalTextField, webUrlField } from "./site-settings";

export const ADMIN_PAGE_SIZE_DEFAULT = PAGE_SIZE_DEFAULT;
export const ADMIN_PAGE_SIZE_MAX = PAGE_SIZE_MAX;
/** A password reset link an admin hands out stays valid this long. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** The roles an admin may give a business's user; `admin` comes only from configuration. */
export const ADMIN_ASSIGNABLE_ROLES = ["member", "business_owner"] as const;
export type AdminAssignableRole = (typeof ADMIN_ASSIGNABLE_ROLES)[number];

/**
 * The admin screens' texts: spec §2 and §8 word for word where the spec gives them (titles,
 * toasts, load errors, empty lists), and the ones it leaves open.
 */
export const ADMIN_MESSAGES = {
  pageTitle: "Admin Dashboard",
  badge: "Admin Mode",
  searchPlaceholder: "Search businesses or users...",

  updateFailed: "Update Failed",
  planUpdated: "Plan Updated",
  planUpdatedText: "The business plan level has been updated.",
  planUpdatedEnrolled: (added: number) =>
    added === 0
      ? "The business plan level has been updated. It already had every course of its plan and below."
      : `The business plan level has been updated. It is now enrolled in ${added} more ${added === 1 ? "course" : "courses"} of its plan and below.`,
  enrolInPlanCourses: "Enroll in every course of this plan and below",
  enrolInPlanCoursesHint:
    "Adds an open-ended subscription to each course of the plan's level and below that the business does not have yet.",
  businessUpdated: "Business Updated",
  businessActivated: "The business status has been activated.",
  businessDeactivated: "The business status has been deactivated.",
  businessDetailsSaved: "The business details have been saved.",
  userUpdated: "User Updated",
  userActivated: "The user has been activated.",
  userDeactivated: "The user has been deactivated.",
  userRoleChanged: "The user's role has been updated.",

  businessesEmpty: "No businesses found",
  businessesEmptySearch: "No businesses found matching your search",
  businessesError: "Error loading businesses",
  usersEmpty: "No users found",
  usersEmptySearch: "No users found matching your search",
  usersError: "Error loading users",

  activateBusiness: "Activate Business",
  deactivateBusiness: "Deactivate Business",
  processing: "Processing...",

  resetLinkFailed: "Reset Link Failed",
  settingsSaved: "Settings Updated",
  settingsSavedText: "The brand settings have been saved.",

  errorLoadingModules: "Error Loading Modules",
  errorLoadingLessons: "Error Loading Lessons",
  errorLoadingSubscriptions: "Error Loading Subscriptions",
  errorLoadingResources: "Error Loading Resources",
  errorLoadingCategories: "Error Loading Categories",
  errorLoadingConsultations: "Error Loading Consultation Requests",
  errorLoadingSubscribers: "Error Loading Subscribers",
  exportFailed: "Export Failed",
  leadUpdated: "Lead Updated",
  noteSaved: "The note has been saved.",
  /** A lead's free strategy session, on the Leads list (contract §14). */
  strategyAwaitingConfirmation: "Awaiting confirmation",
  strategyUnconfirmed: "Unconfirmed",
  uploadFailed: "Upload Failed",
} as const;

/** What the admin creates and edits in its content tabs. */
export type AdminContentEntity = "module" | "lesson" | "subscription" | "resource" | "category";
export type AdminContentAction = "create" | "update";

const CONTENT_TITLES: Record<AdminContentEntity, string> = {
  module: "Module",
  lesson: "Lesson",
  subscription: "Subscription",
  resource: "Resource",
  category: "Category",
};

/** Spec §8's success toast titles: 'Module Created', 'Lesson Updated', ... */
export const contentDoneTitle = (entity: AdminContentEntity, action: AdminContentAction) =>
  `${CONTENT_TITLES[entity]} ${action === "create" ? "Created" : "Updated"}`;

/** Spec §8's failure texts, word for word: 'Failed to create module: {message}'. */
export const contentFailedText = (entity: AdminContentEntity, action: AdminContentAction, message: string) =>
  `Failed to ${action} ${entity}: ${message}`;

/** The body of a status-change toast: 'The module is now active.' */
export const contentStatusText = (entity: AdminContentEntity, isActive: boolean) =>
  `The ${entity} is now ${isActive ? "active" : "inactive"}.`;

/** A consultation request's new status, as its toast says it. */
export const leadStatusText = (label: string) => `The status is now ${label}.`;

/** Spec §2: the admin lists' footers, '{n} businesses total', with the noun agreeing ('1 business total'). */
export const businessesTotal = (n: number) => `${formatCount(n, "business", "businesses")} total`;
export const usersTotal = (n: number) => `${formatCount(n, "user", "users")} total`;

/** Spec §2: the confirmation dialog's text, as full sentences. */
export const activateBusinessText = (name: string) =>
  `Are you sure you want to activate ${name}? This lets the business and its users access the platform again.`;
export const deactivateBusinessText = (name: string) =>
  `Are you sure you want to deactivate ${name}? This prevents the business and its users from accessing the platform; they lose access until reactivated.`;

/** A whole number sent as a number or as numeric text (form fields). */
const integerField = (message: string, min: number, max: number) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const n = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });

const booleanField = z.boolean({ error: MESSAGES.mustBeTrueOrFalse });
const planLevelField = z.enum(PLAN_LEVELS, { error: MESSAGES.invalidPlanLevel });
const sortOrderField = integerField(MESSAGES.sortOrderInteger, -1_000_000, 1_000_000);
const durationField = integerField(MESSAGES.durationInteger, 0, 100_000);

/**
 * Absolute http(s) URLs on a host name, or site paths ("/uploads/…"). Anything else —
 * javascript:, data:, protocol-relative "//host" — could run or load foreign content where it is shown.
 */
const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.hostname });
const isLinkable = (value: string) =>
  !/\s/.test(value) && (isSitePath(value) || webUrl.safeParse(value).success);

const optionalUrl = z
  .string({ error: MESSAGES.invalidUrl })
  .trim()
  .max(2000, { error: MESSAGES.invalidUrl })
  .refine((value) => value === "" || isLinkable(value), { error: MESSAGES.invalidUrl })
  .nullish()
  .transform((value) => (value ? value : null));

const optionalContentText = z
  .string({ error: MESSAGES.contentTextRequired })
  .max(LESSON_CONTENT_TEXT_MAX, { error: MESSAGES.contentTextTooLong })
  .nullish()
  .transform((value) => (value && value.trim() !== "" ? value : null));

/** ISO 8601: a date, or a date and time with its zone (the web app sends toISOString()). */
const dateField = z
  .string({ error: MESSAGES.invalidDate })
  .trim()
  .pipe(z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: MESSAGES.invalidDate }))
  .transform((text) => new Date(text));

/** An end date may be absent: null, or "" from a cleared date field. */
const optionalEndDate = z
  .union([z.literal(""), z.null(), dateField], { error: MESSAGES.invalidDate })
  .transform((value) => (value === "" ? null : value));

// ---------------------------------------------------------------- shared

export const adminIdInput = z.object({ id: idSchema() });
export type AdminIdInput = z.input<typeof adminIdInput>;

/** An internal tool's account chore: make sure an admin with this e-mail exists. */
export const ensureAdminInput = z.object({ email: emailSchema, password: newPasswordSchema });
export type EnsureAdminInput = z.input<typeof ensureAdminInput>;

// ---------------------------------------------------------------- businesses

export const adminBusinessPageInput = z.object({ search: searchField, ...pagingShape }).prefault({});
export type AdminBusinessPageInput = z.input<typeof adminBusinessPageInput>;

/** Any of the fields; sending none answers 400 (contract §2). */
export const adminBusinessUpdateInput = z.object({
  id: idSchema(),
  isActive: booleanField.optional(),
  planLevel: planLevelField.optional(),
  /**
   * Decision 077: also enrol the business in every active course of its plan's level and below
   * that it has no current subscription to (open-ended). The admin's form offers it checked.
   */
  enrolInPlanCourses: booleanField.optional(),
  /** Contract §16: a plan set by hand on a business that pays by subscription is confirmed. */
  overrideSubscription: booleanField.optional(),
  name: requiredText(MESSAGES.businessNameRequired, 200, "one").optional(),
  industry: optionalText(200, "one").optional(),
  employeeCount: z
    .union([z.literal(""), z.null(), integerField(MESSAGES.employeeCountMin, 1, 1_000_000)], {
      error: MESSAGES.employeeCountMin,
    })
    .transform((value) => (value === "" ? null : value))
    .optional(),
});
export type AdminBusinessUpdateInput = z.input<typeof adminBusinessUpdateInput>;

// ---------------------------------------------------------------- users

export const adminUserPageInput = z
  .object({
    search: searchField,
    /** Only the users of this business (the business's "Manage Users" screen). */
    businessId: z.preprocess(emptyAsUndefined, idSchema().optional()),
    ...pagingShape,
  })
  .prefault({});
export type AdminUserPageInput = z.input<typeof adminUserPageInput>;

export const adminUserUpdateInput = z.object({
  id: idSchema(),
  isActive: booleanField.optional(),
  role: z.enum(ADMIN_ASSIGNABLE_ROLES, { error: MESSAGES.invalidMemberRole }).optional(),
  firstName: requiredText(MESSAGES.firstNameRequired, 100, "one").optional(),
  lastName: requiredText(MESSAGES.lastNameRequired, 100, "one").optional(),
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateInput>;

// ---------------------------------------------------------------- modules (spec §5)

const moduleFields = {
  title: requiredText(MESSAGES.titleRequired, 200, "one"),
  description: requiredText(MESSAGES.descriptionRequired, 5000),
  requiredPlanLevel: planLevelField,
  sortOrder: sortOrderField,
  isActive: booleanField,
  thumbnailUrl: optionalUrl,
};

export const adminModuleCreateInput = z.object({
  ...moduleFields,
  requiredPlanLevel: planLevelField.default("free"),
  sortOrder: sortOrderField.default(0),
  isActive: booleanField.default(true),
});
export type AdminModuleCreateInput = z.input<typeof adminModuleCreateInput>;

export const adminModuleUpdateInput = z
  .object({ id: idSchema() })
  .extend(z.object(moduleFields).partial().shape);
export type AdminModuleUpdateInput = z.input<typeof adminModuleUpdateInput>;

// ---------------------------------------------------------------- lessons (spec §5)

export interface LessonContent {
  contentType: LessonContentType;
  contentUrl: string | null;
  contentText: string | null;
}

/** Spec §5: video and pdf lessons need a content URL, text lessons need content text. */
export function lessonContentIssue(
  lesson: LessonContent,
): { field: "contentUrl" | "contentText"; message: string } | null {
  if ((lesson.contentType === "video" || lesson.contentType === "pdf") && !lesson.contentUrl)
    return { field: "contentUrl", message: MESSAGES.contentUrlRequired };
  if (lesson.contentType === "text" && !lesson.contentText)
    return { field: "contentText", message: MESSAGES.contentTextRequired };
  return null;
}

const lessonFields = {
  title: requiredText(MESSAGES.titleRequired, 200, "one"),
  description: optionalText(5000),
  contentType: z.enum(LESSON_CONTENT_TYPES, { error: MESSAGES.invalidContentType }),
  contentUrl: optionalUrl,
  contentText: optionalContentText,
  duration: durationField,
  sortOrder: sortOrderField,
  isActive: booleanField,
};

const CONTENT_FIELDS = new Set(["contentType", "contentUrl", "contentText"]);

/** What a new lesson carries, with the form's defaults (spec §5). */
const lessonCreateShape = {
  ...lessonFields,
  contentType: lessonFields.contentType.default("text"),
  duration: durationField.default(0),
  sortOrder: sortOrderField.default(0),
  isActive: booleanField.default(true),
};

const checkLessonContent = [
  (lesson: LessonContent, ctx: z.RefinementCtx) => {
    const issue = lessonContentIssue(lesson);
    if (issue) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  },
  // Reported together with other fields' errors, unless the content fields themselves failed.
  {
    when: (payload: { issues: readonly { path?: PropertyKey[] }[] }) =>
      payload.issues.every((issue) => !CONTENT_FIELDS.has(String(issue.path?.[0]))),
  },
] as const;

/** `id` is the module's, from the path `/api/admin/modules/{id}/lessons`. */
export const adminLessonCreateInput = z
  .object({ id: idSchema(), ...lessonCreateShape })
  .superRefine(...checkLessonContent);
/** A lesson inside a course import: the same rules, no module id yet. */
export const lessonImportInput = z.object(lessonCreateShape).superRefine(...checkLessonContent);
export type AdminLessonCreateInput = z.input<typeof adminLessonCreateInput>;

/** The content rules are checked again on the lesson as it would be after the change. */
export const adminLessonUpdateInput = z
  .object({ id: idSchema() })
  .extend(z.object(lessonFields).partial().shape);
export type AdminLessonUpdateInput = z.input<typeof adminLessonUpdateInput>;

// ---------------------------------------------------------------- module subscriptions

/** The end, when there is one, must come after the start. */
export const subscriptionWindowIssue = (start: Date, end: Date | null) =>
  end !== null && end.getTime() <= start.getTime() ? MESSAGES.endBeforeStart : null;

/** `id` is the business's, from the path `/api/admin/businesses/{id}/subscriptions`. */
export const adminSubscriptionCreateInput = z.object({
  id: idSchema(MESSAGES.selectBusinessAndModule),
  moduleId: idSchema(MESSAGES.selectBusinessAndModule),
  isActive: booleanField.default(true),
  /** Absent means now. */
  accessStartDate: dateField.optional(),
  accessEndDate: optionalEndDate.optional(),
});
export type AdminSubscriptionCreateInput = z.input<typeof adminSubscriptionCreateInput>;

export const adminSubscriptionUpdateInput = z.object({
  id: idSchema(),
  isActive: booleanField.optional(),
  accessStartDate: dateField.optional(),
  accessEndDate: optionalEndDate.optional(),
});
export type AdminSubscriptionUpdateInput = z.input<typeof adminSubscriptionUpdateInput>;

// ---------------------------------------------------------------- brand settings

const isPhoneNumber = (value: string) =>
  /^[+()\d\s.\-/]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5;

/** A phone number as the site shows it: digits and the usual separators, at least five digits. */
export const phoneField = z
  .string({ error: MESSAGES.phoneInvalid })
  .trim()
  .max(40, { error: MESSAGES.phoneInvalid })
  .refine(isPhoneNumber, { error: MESSAGES.phoneInvalid });

/** The site's phone: a number, or empty for none (the site and emails then show no phone). */
export const sitePhoneField = z
  .string({ error: MESSAGES.phoneInvalid })
  .trim()
  .max(40, { error: MESSAGES.phoneInvalid })
  .refine((value) => value === "" || isPhoneNumber(value), { error: MESSAGES.phoneInvalid });

/** Each field: a value to store, null to go back to the configured default, absent to keep. */
export const adminBrandUpdateInput = z.object({
  product: requiredText(MESSAGES.productNameRequired, 100, "one").nullable().optional(),
  email: emailSchema.nullable().optional(),
  /** An empty phone is kept as none: the site shows no phone, not the default. */
  phone: sitePhoneField.nullable().optional(),
  /** The postal address every e-mail carries (contract §13); null goes back to BRAND_ADDRESS. */
  postalAddress: requiredText(MESSAGES.postalAddressRequired, 300)
    .refine((value) => !/[\r\n]/.test(value), { error: MESSAGES.postalAddressOneLine })
    .nullable()
    .optional(),
  /** Contract §13: the footer's links; null unsets one, and the footer hides it. */
  podcastUrl: webUrlField.nullable().optional(),
  webinarsUrl: webUrlField.nullable().optional(),
  linkedinUrl: webUrlField.nullable().optional(),
  xUrl: webUrlField.nullable().optional(),
  youtubeUrl: webUrlField.nullable().optional(),
  facebookUrl: webUrlField.nullable().optional(),
  /** Markdown of /privacy and /terms; null goes back to the default text naming the brand. */
  privacyText: legalTextField.nullable().optional(),
  termsText: legalTextField.nullable().optional(),
  /** Whether a visitor gives an e-mail before a free guide downloads. */
  guidesEmailGate: booleanField.optional(),
});
export type AdminBrandUpdateInput = z.input<typeof adminBrandUpdateInput>;
