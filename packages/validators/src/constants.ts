/** Business constants of spec §9: one place each. */

export const PLAN_LEVELS = ["free", "basic", "pro", "enterprise"] as const;
export type PlanLevel = (typeof PLAN_LEVELS)[number];
/** The plan `/pricing` highlights: the one most owners start coaching on. */
export const RECOMMENDED_PLAN: PlanLevel = "pro";

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

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  marketing: "Marketing",
  document: "Document",
  template: "Template",
  image: "Image",
  video: "Video",
  other: "Other",
};

export const LESSON_CONTENT_TYPES = ["text", "video", "pdf", "quiz", "assessment"] as const;
export type LessonContentType = (typeof LESSON_CONTENT_TYPES)[number];

export const LESSON_CONTENT_TYPE_LABELS: Record<LessonContentType, string> = {
  text: "Text",
  video: "Video",
  pdf: "PDF",
  quiz: "Quiz",
  assessment: "Assessment",
};

export const LESSON_STATUSES = ["not_started", "in_progress", "completed"] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

export const LESSON_STATUS_LABELS: Record<LessonStatus, string> = {
  not_started: "Not Started",
  in_progress: "In Progress",
  completed: "Completed",
};

export const USER_ROLES = ["admin", "business_owner", "member"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Spec §2: business_owner reads 'Owner' in the admin's tables. */
export const USER_ROLE_LABELS: Record<UserRole, string> = {
  admin: "Admin",
  business_owner: "Owner",
  member: "Member",
};
/** A role as a word; one this product does not know yet reads with its underscores as spaces. */
export const userRoleLabel = (role: string): string =>
  (USER_ROLE_LABELS as Record<string, string>)[role] ?? role.replaceAll("_", " ");

export const EMPLOYEE_RANGES = ["1-5", "6-10", "11-25", "26-50", "51+"] as const;
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

export const CONSULTATION_STATUSES = ["new", "contacted", "closed"] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};

export const NEWSLETTER_STATUSES = ["active", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
/** Contract §9: a message in the outbox is queued until sent, or failed after its last try. */
export const EMAIL_STATUSES = ["queued", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  active: "Active",
  unsubscribed: "Unsubscribed",
};

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
/** Contract §14: how long a browser that signed in keeps its device cookie. */
export const KNOWN_BROWSER_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/**
 * A cookie pages may read (`1`), set and cleared with the HttpOnly session cookie: it tells the
 * public header to ask who is signed in. It grants nothing; the session cookie does.
 */
export const SIGNED_IN_HINT_COOKIE = "scalemsp_signed_in";

/**
 * The id of the data block carrying a page's first reads, sent with it: a signed-in page's
 * (with its shell) and a public page's that shows the coach's data (the route's `firstReads`).
 */
export const FIRST_READS_ELEMENT_ID = "first-reads";

/**
 * The attribute of the skeleton a signed-in page's shell paints before its code runs (the
 * build renders it once per page): the app renders the page over it rather than hydrating it.
 */
export const PAGE_SKELETON_ATTRIBUTE = "data-page-skeleton";

/**
 * Marks on `<html>` the page's boot script and the app share: the app's code has started on a
 * page rendered before it (from then on React answers clicks itself, replaying those that land
 * while it hydrates), and the page is hydrated (or rendered) and answers every control. Clicks
 * on controls before the first are kept by the boot script and made again once the second is set.
 */
export const APP_STARTED_ATTRIBUTE = "data-app-started";
export const APP_HYDRATED_ATTRIBUTE = "data-app-hydrated";
/** The id of a pre-rendered page's JSON block naming the modules its boot script starts, entry first. */
export const BOOT_MODULES_ELEMENT_ID = "boot-modules";
/** The attribute of that block saying how many modules after the entry are evaluated, one a task, before it. */
export const BOOT_STAGES_ATTRIBUTE = "data-stages";

/**
 * One first read as the web app caches it: the procedure's tRPC path, its input (a page's path
 * parameters, when it has any) and its answer.
 */
export interface FirstRead {
  path: string;
  input?: Readonly<Record<string, string>>;
  data: unknown;
}

/** Contract §3 and §7: rate limits. */
export const RATE_LIMITS = {
  loginPerEmail: { max: 10, windowMs: 15 * 60 * 1000 },
  loginPerClient: { max: 100, windowMs: 15 * 60 * 1000 },
  /** Contract §14: a known browser's own failures lock that browser alone. */
  loginPerKnownBrowser: { max: 5, windowMs: 15 * 60 * 1000 },
  registerPerClient: { max: 20, windowMs: 15 * 60 * 1000 },
  newsletterPerClient: { max: 60, windowMs: 10 * 60 * 1000 },
  contactPerClient: { max: 60, windowMs: 10 * 60 * 1000 },
  /** Contract §14: holds and bookings of the free strategy session per client address. */
  strategyBookingPerClient: { max: 5, windowMs: 60 * 60 * 1000 },
  /** Contract §14: verification e-mails an owner may ask to be sent again, per account. */
  verificationResendPerUser: { max: 3, windowMs: 60 * 60 * 1000 },
  /** Contract §9: reset links a member may ask for, per address and per client, in an hour. */
  passwordResetPerEmail: { max: 3, windowMs: 60 * 60 * 1000 },
  passwordResetPerClient: { max: 20, windowMs: 60 * 60 * 1000 },
} as const;

/**
 * The most procedure calls one tRPC batch request may carry (the clients split longer
 * batches with `maxItems`); larger batches are refused with 400 before any call runs.
 */
export const TRPC_MAX_BATCH_SIZE = 20;

/** Theme: stored locally under one fixed key (spec §2 "Theme"). */
export const THEME_STORAGE_KEY = "scalemsp-color-scheme";

/** The largest value of a PostgreSQL integer column: a larger id names no row (bad input, not a 500). */
export const ID_MAX = 2_147_483_647;

/** Contract §14: how deeply any input (a JSON body, a query's input) may nest arrays and objects. */
export const INPUT_DEPTH_MAX = 64;

/** Lengths of text fields. */
export const SEARCH_MAX = 200;
export const LESSON_CONTENT_TEXT_MAX = 200_000;
export const COURSE_IMPORT_LESSONS_MAX = 500;
export const API_TOKEN_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONSULTATION_NOTE_MAX = 5000;
export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 5000;
export const RESOURCE_FILE_NAME_MAX = 255;
export const RESOURCE_URL_MAX = 2048;
export const CATEGORY_NAME_MAX = 100;

/** Contract §8: one uploaded file of at most 50 MB. */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/** The file names the upload accepts, each checked against the file's content. */
export const UPLOAD_EXTENSIONS = [
  "pdf",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "webp",
  "mp4",
  "m4v",
  "docx",
  "xlsx",
  "pptx",
  "txt",
  "csv",
  "md",
  "markdown",
] as const;

/** Contract §10: the kinds, states and timing rules of coaching sessions. */
export const SESSION_KINDS = ["strategy", "one_to_one", "group"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
/** The kinds a visitor or member books into a free slot; group occurrences are scheduled by the coach. */
export const SLOT_KINDS = ["one_to_one", "strategy"] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

export const SESSION_STATUSES = ["booked", "cancelled", "completed", "no_show"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const COACHING_RULES = {
  slotStepMinutes: 30,
  bufferMinutes: 15,
  minNoticeHours: 24,
  windowDays: 60,
  /** The longest range one slots query may ask for. */
  maxQueryDays: 31,
  /** A cancellation this far ahead gives the allowance back. */
  refundNoticeHours: 24,
  /** The meeting link is shown from this long before the start. */
  meetingLinkVisibleHours: 24,
  /** Reminder e-mails go out this long before the start. */
  reminderLeadHours: [24, 1] as readonly number[],
  groupDurationMaxMinutes: 8 * 60,
  groupCapacityMax: 500,
  /** Contract §14: booking attempts one account may have running at once on a server. */
  concurrentBookingsPerAccount: 2,
  /** Contract §14: the longest a booking waits for a lock before it answers 503. */
  lockWaitSeconds: 2,
} as const;

/**
 * Contract §14 'free strategy session': a time asked for from the public site is held this
 * long for the e-mailed confirmation; the coach's default caps on free sessions (confirmed
 * and held, upcoming) per day and per ISO week, in the coach's zone.
 */
export const STRATEGY_HOLD_RULES = {
  holdMinutes: 60,
  defaultCaps: { perDay: 3, perWeek: 8 },
  maxCap: 100,
} as const;

/** A free session's hold: awaiting the visitor's link, booked through it, or left to lapse. */
export const STRATEGY_HOLD_STATUSES = ["pending", "confirmed", "lapsed"] as const;
export type StrategyHoldStatus = (typeof STRATEGY_HOLD_STATUSES)[number];

/**
 * Contract §9: the outbox's delays before each retry of a message that failed, growing; the
 * message is given up (status failed) after the last. 8 tries over about eight hours.
 */
export const EMAIL_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  30 * 60_000,
  60 * 60_000,
  2 * 60 * 60_000,
  4 * 60 * 60_000,
] as const;
export const EMAIL_MAX_ATTEMPTS = EMAIL_RETRY_DELAYS_MS.length + 1;
/** How long a worker holds a claimed message before another may take it (it died mid-send). */
export const EMAIL_CLAIM_LEASE_MS = 2 * 60_000;
/** The outbox is reported unwell (`/api/ready`) when a due message has waited, or a failing one was queued, longer than this. */
export const OUTBOX_UNWELL_AFTER_MS = 15 * 60_000;

/**
 * Contract §14 'coach notifications': the coach hears of one member's bookings and cancellations,
 * and a member of their own joins and leaves of one group session, at most once in this time.
 */
export const NOTICE_COALESCE_MS = 60 * 60_000;
/** Contract §9: the admin's Outbox shows this many of the latest messages. */
export const OUTBOX_LIST_MAX = 200;
/** Contract §13 'e-mail compliance': the postal address every e-mail carries, until the coach sets one. */
export const BRAND_POSTAL_ADDRESS_DEFAULT = "100 Main Street, Suite 200, Springfield, IL 62701, USA";

/** The admin overview's window: new leads of the last seven days, sessions of the next seven. */
export const ADMIN_OVERVIEW_DAYS = 7;

/**
 * A guide download is a new lead, told to the coach and counted in the overview, unless the
 * same address downloaded a guide within this many days before: a visitor taking three guides
 * in a row is one lead, not three e-mails.
 */
export const GUIDE_LEAD_REPEAT_DAYS = 7;

/** How long after registering the dashboard greets a member as new rather than "Welcome back". */
export const FIRST_VISIT_MINUTES = 60;
