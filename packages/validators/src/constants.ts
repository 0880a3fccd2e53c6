/** Business constants of spec §9: one place each. */

export const PLAN_LEVELS = ["free", "basic", "pro", "enterprise"] as const;
export type PlanLevel = (typeof PLAN_LEVELS)[number];

/** Contract §4: plan rank decides course access. */
export const planRank = (plan: PlanLevel): number => PLAN_LEVELS.indexOf(plan);

export const PLAN_LABELS: Record<PlanLevel, string> = {
  free: "Free",
  basic: "Basic",
  pro: "Professional",
  enterprise: "Enterprise",
};

export const RESOURCE_TYPES = ["marketing", "document", "template", "image", "video", "other"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const LESSON_CONTENT_TYPES = ["text", "video", "pdf", "quiz", "assessment"] as const;
export type LessonContentType = (typeof LESSON_CONTENT_TYPES)[number];

export const LESSON_STATUSES = ["not_started", "in_progress", "completed"] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

export const USER_ROLES = ["admin", "business_owner", "member"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const EMPLOYEE_RANGES = ["1-5", "6-10", "11-25", "26-50", "51+"] as const;
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

export const CONSULTATION_STATUSES = ["new", "contacted", "closed"] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const NEWSLETTER_STATUSES = ["active", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const NEWSLETTER_SUCCESS_MS = 3000;
export const CONTACT_SUCCESS_MS = 5000;

export const FEATURED_RESOURCES_MAX = 4;
export const RECOMMENDATIONS_COUNT = 3;
export const SIMILAR_SCORE = { sameType: 5, sameCategory: 3, sharedWord: 1 } as const;
export const SIMILAR_MIN_WORD_LENGTH = 4; // "longer than 3 characters"
export const SIMILAR_STOP_WORDS = ["this", "that", "with", "from", "your"] as const;

export const LESSON_START_PROGRESS = 10;
export const LESSON_COMPLETE_PROGRESS = 100;

export const TOASTS_VISIBLE_MAX = 1;
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const SUPPORT_HOURS = "Monday-Friday 9AM-5PM EST";
export const FREE_SESSION_MINUTES = 30;

export const PASSWORD_MIN_REGISTER = 8;
export const PASSWORD_MIN_LOGIN = 6;
export const PASSWORD_MAX = 128;

/** Contract §3: sessions. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_RENEW_WITHIN_MS = 15 * 24 * 60 * 60 * 1000;
/**
 * A cookie pages may read (`1`), set and cleared with the HttpOnly session cookie: it tells the
 * public header to ask who is signed in. It grants nothing; the session cookie does.
 */
export const SIGNED_IN_HINT_COOKIE = "scalemsp_signed_in";

/** Contract §3 and §7: rate limits. */
export const RATE_LIMITS = {
  loginPerEmail: { max: 10, windowMs: 15 * 60 * 1000 },
  loginPerClient: { max: 100, windowMs: 15 * 60 * 1000 },
  registerPerClient: { max: 20, windowMs: 15 * 60 * 1000 },
  newsletterPerClient: { max: 60, windowMs: 10 * 60 * 1000 },
  contactPerClient: { max: 60, windowMs: 10 * 60 * 1000 },
} as const;

/** Theme: stored locally under one fixed key (spec §2 "Theme"). */
export const THEME_STORAGE_KEY = "scalemsp-color-scheme";
