import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, emptyAsUndefined, pagingShape, searchField } from "./paging";
import { emailSchema, optionalText, requiredText } from "./auth";
import { LESSON_CONTENT_TYPES, PLAN_LEVELS, type LessonContentType } from "./constants";
import { MESSAGES } from "./messages";

export const ADMIN_PAGE_SIZE_DEFAULT = PAGE_SIZE_DEFAULT;
export const ADMIN_PAGE_SIZE_MAX = PAGE_SIZE_MAX;
/** A password reset link an admin hands out stays valid this long. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** The roles an admin may give a business's user; `admin` comes only from configuration. */
export const ADMIN_ASSIGNABLE_ROLES = ["member", "business_owner"] as const;
export type AdminAssignableRole = (typeof ADMIN_ASSIGNABLE_ROLES)[number];

/** Largest value of a PostgreSQL integer column: bigger numbers can name no row. */
const INT4_MAX = 2_147_483_647;

/** Ids arrive as numbers over tRPC and as strings in REST paths. */
const idField = (message: string = MESSAGES.invalidId) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(INT4_MAX, { error: message });

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
 * Absolute http(s) URLs or site paths ("/uploads/…"). Anything else — javascript:,
 * data:, protocol-relative "//host" — could run or load foreign content where it is shown.
 */
const URL_PATTERN = /^(https?:\/\/[^\s/?#]+[^\s]*|\/(?!\/)[^\s]*)$/i;

const optionalUrl = z
  .string({ error: MESSAGES.invalidUrl })
  .trim()
  .max(2000, { error: MESSAGES.invalidUrl })
  .refine((value) => value === "" || URL_PATTERN.test(value), { error: MESSAGES.invalidUrl })
  .nullish()
  .transform((value) => (value ? value : null));

const optionalContentText = z
  .string({ error: MESSAGES.contentTextRequired })
  .max(200_000, { error: "Content text must be at most 200000 characters" })
  .nullish()
  .transform((value) => (value && value.trim() !== "" ? value : null));

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/i;

/** ISO 8601: a date, or a date and time with its zone (the web app sends toISOString()). */
const dateField = z.string({ error: MESSAGES.invalidDate }).transform((value, ctx) => {
  const text = value.trim();
  const ms = DATE_PATTERN.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(ms)) {
    ctx.addIssue({ code: "custom", message: MESSAGES.invalidDate });
    return z.NEVER;
  }
  return new Date(ms);
});

/** An end date may be absent: null, or "" from a cleared date field. */
const optionalEndDate = z
  .union([z.literal(""), z.null(), dateField], { error: MESSAGES.invalidDate })
  .transform((value) => (value === "" ? null : value));

// ---------------------------------------------------------------- shared

export const adminIdInput = z.object({ id: idField() });
export type AdminIdInput = z.input<typeof adminIdInput>;

// ---------------------------------------------------------------- businesses

export const adminBusinessPageInput = z.object({ search: searchField, ...pagingShape }).prefault({});
export type AdminBusinessPageInput = z.input<typeof adminBusinessPageInput>;

/** Any of the fields; sending none answers 400 (contract §2). */
export const adminBusinessUpdateInput = z.object({
  id: idField(),
  isActive: booleanField.optional(),
  planLevel: planLevelField.optional(),
  name: requiredText(MESSAGES.businessNameRequired, 200).optional(),
  industry: optionalText(200).optional(),
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
    businessId: z.preprocess(emptyAsUndefined, idField().optional()),
    ...pagingShape,
  })
  .prefault({});
export type AdminUserPageInput = z.input<typeof adminUserPageInput>;

export const adminUserUpdateInput = z.object({
  id: idField(),
  isActive: booleanField.optional(),
  role: z.enum(ADMIN_ASSIGNABLE_ROLES, { error: MESSAGES.invalidMemberRole }).optional(),
  firstName: requiredText(MESSAGES.firstNameRequired, 100).optional(),
  lastName: requiredText(MESSAGES.lastNameRequired, 100).optional(),
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateInput>;

// ---------------------------------------------------------------- modules (spec §5)

const moduleFields = {
  title: requiredText(MESSAGES.titleRequired, 200),
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
  .object({ id: idField() })
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
  title: requiredText(MESSAGES.titleRequired, 200),
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
  .object({ id: idField(), ...lessonCreateShape })
  .superRefine(...checkLessonContent);
/** A lesson inside a course import: the same rules, no module id yet. */
export const lessonImportInput = z.object(lessonCreateShape).superRefine(...checkLessonContent);
export type AdminLessonCreateInput = z.input<typeof adminLessonCreateInput>;

/** The content rules are checked again on the lesson as it would be after the change. */
export const adminLessonUpdateInput = z
  .object({ id: idField() })
  .extend(z.object(lessonFields).partial().shape);
export type AdminLessonUpdateInput = z.input<typeof adminLessonUpdateInput>;

// ---------------------------------------------------------------- module subscriptions

/** The end, when there is one, must come after the start. */
export const subscriptionWindowIssue = (start: Date, end: Date | null) =>
  end !== null && end.getTime() <= start.getTime() ? MESSAGES.endBeforeStart : null;

/** `id` is the business's, from the path `/api/admin/businesses/{id}/subscriptions`. */
export const adminSubscriptionCreateInput = z.object({
  id: idField(MESSAGES.selectBusinessAndModule),
  moduleId: idField(MESSAGES.selectBusinessAndModule),
  isActive: booleanField.default(true),
  /** Absent means now. */
  accessStartDate: dateField.optional(),
  accessEndDate: optionalEndDate.optional(),
});
export type AdminSubscriptionCreateInput = z.input<typeof adminSubscriptionCreateInput>;

export const adminSubscriptionUpdateInput = z.object({
  id: idField(),
  isActive: booleanField.optional(),
  accessStartDate: dateField.optional(),
  accessEndDate: optionalEndDate.optional(),
});
export type AdminSubscriptionUpdateInput = z.input<typeof adminSubscriptionUpdateInput>;

// ---------------------------------------------------------------- brand settings

const phoneField = z
  .string({ error: MESSAGES.phoneInvalid })
  .trim()
  .max(40, { error: MESSAGES.phoneInvalid })
  .refine((value) => /^[+()\d\s.\-/]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5, {
    error: MESSAGES.phoneInvalid,
  });

/** Each field: a value to store, null to go back to the configured default, absent to keep. */
export const adminBrandUpdateInput = z.object({
  product: requiredText(MESSAGES.productNameRequired, 100).nullable().optional(),
  email: emailSchema.nullable().optional(),
  phone: phoneField.nullable().optional(),
});
export type AdminBrandUpdateInput = z.input<typeof adminBrandUpdateInput>;
