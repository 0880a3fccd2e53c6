import {
  CATEGORY_NAME_MAX,
  CONSULTATION_NOTE_MAX,
  CONSULTATION_STATUSES,
  CONTACT_MESSAGE_MAX,
  COURSE_IMPORT_LESSONS_MAX,
  EMPLOYEE_RANGES,
  LESSON_CONTENT_TEXT_MAX,
  LESSON_STATUSES,
  NEWSLETTER_STATUSES,
  PLAN_LEVELS,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_FILE_NAME_MAX,
  RESOURCE_TITLE_MAX,
  RESOURCE_TYPES,
  SEARCH_MAX,
  UPLOAD_MAX_BYTES,
  API_TOKEN_NAME_MAX,
  COACHING_RULES,
  PLAN_LABELS,
  SESSION_STATUSES,
  SLOT_KINDS,
  type PlanLevel,
  type SessionKind,
  type SessionStatus,
} from "./constants";

/**
 * Every text the server sends to a user, and the web app's texts of spec §5 and §8, in
 * families by area. Spec texts are word for word; the rest fills what the spec leaves open.
 */

/** A text field longer than its limit. */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

/** Spec §5 and §8, and the texts every area shares. */
export const MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  companyRequired: "Company name is required",
  businessNameRequired: "Business name is required",
  loginPasswordMin: "Password must be at least 6 characters",
  passwordMin: "Password must be at least 8 characters",
  passwordUppercase: "Password must include at least one uppercase letter",
  passwordNumber: "Password must include at least one number",
  passwordMax: "Password must be at most 128 characters",
  employeeCountMin: "Employee count must be at least 1",
  titleRequired: "Title is required",
  descriptionRequired: "Description is required",
  contentUrlRequired: "Content URL is required for video and PDF lessons",
  contentTextRequired: "Content text is required for text lessons",
  selectBusinessAndModule: "Please select a business and module",
  invalidId: "Invalid id",
  mustBeTrueOrFalse: "Must be true or false",
  invalidPlanLevel: "Please choose a plan level: free, basic, pro or enterprise",
  invalidMemberRole: "Role must be member or business_owner",
  invalidContentType: "Please choose a content type: text, video, pdf, quiz or assessment",
  sortOrderInteger: "Sort order must be a whole number",
  durationInteger: "Duration must be a whole number of minutes, 0 or more",
  invalidUrl: "Please enter a valid URL starting with https:// or /",
  invalidDate: "Please enter a valid date",
  endBeforeStart: "The end date must be after the start date",
  pageInvalid: "Page must be a whole number of at least 1",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100",
  productNameRequired: "Product name is required",
  postalAddressRequired: "Postal address is required: every e-mail carries it",
  postalAddressOneLine: "Please write the postal address on one line",
  phoneInvalid: "Please enter a valid phone number",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please ask for a new one.",
  setupLinkInvalid:
    "This setup link is no longer valid. If your admin account already exists, please log in.",
  cannotDeactivateSelf: "You cannot deactivate your own account",
  cannotDeactivateOwnBusiness: "You cannot deactivate the business your own account belongs to",
  lastActiveAdmin: "At least one active admin must remain",
  adminRoleFixed: "An admin's role cannot be changed here",
  businessNotFound: "Business not found",
  userNotFound: "User not found",
  moduleNotFound: "Module not found",
  lessonNotFound: "Lesson not found",
  subscriptionNotFound: "Subscription not found",

  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  accountDeactivated: "Your account has been deactivated. Please contact support.",
  notSignedIn: "You must be signed in",
  forbidden: "You do not have permission to do that",
  adminOnly: "You do not have permission to access the admin area.",
  accessDenied: "Access Denied",
  tooManyAttempts: "Too many attempts. Please try again later.",
  serverBusy: "The server is busy. Please try again in a moment.",
  tooManyCalls: "Too many calls in one request",
  oneSignInPerRequest: "Send one sign-in or registration per request",
  notFound: "Not found",
  invalidInput: "Invalid input",
  controlCharacters: "Must not contain control characters",
  nothingToChange: "Nothing to change",
  crossSite: "Cross-site requests are not allowed",
  unsupportedMediaType: "Request bodies must be JSON",
  invalidJson: "The request body is not valid JSON",
  bodyTooLarge: "The request body is too large",
  methodNotAllowed: "This method is not allowed here",
  internalError: "Something went wrong. Please try again.",
  noBusiness: "No business is linked to this account",
  invalidApiToken: "The API token is not valid or has been revoked",
  contentTextTooLong: `Content text must be at most ${LESSON_CONTENT_TEXT_MAX} characters`,
  tooManyLessons: `A course may hold at most ${COURSE_IMPORT_LESSONS_MAX} lessons`,
  searchTooLong: `Search must be at most ${SEARCH_MAX} characters`,

  loginFailed: "Login failed",
  registrationFailed: "Registration failed",
  couldNotCreateAccount: "Could not create account",
  logoutFailed: "Logout failed",
  loginSuccessful: "Login successful",
  registrationSuccessful: "Registration successful",
  loggedOut: "Logged out",
  loggedOutText: "You have been logged out successfully.",
  error: "Error",
  submitFailed: "Failed to submit. Please try again.",
  success: "Success!",
  newsletterSuccess: "Thank you for subscribing to our newsletter.",
  contactSuccess: "Your consultation request has been submitted. We'll be in touch soon.",
} as const;

/** The newsletter and consultation forms' texts (spec §2 and §4), word for word. */
export const LEAD_FORM_TEXTS = {
  processing: "Processing...",
  subscribeNow: "Subscribe Now",
  subscribed: "Subscribed!",
  privacyNote: "We respect your privacy. Unsubscribe at any time.",
  newsletterHeading: "Get MSP Growth Strategies In Your Inbox",
  contactHeadline: "Start Growing Your MSP Today",
  contactFormTitle: "Book Your Free Consultation",
  thankYou: "Thank You!",
  submitAnotherRequest: "Submit Another Request",
  /** The employees select's placeholder option (spec §3). */
  employeesPlaceholder: "select",
} as const;

export const welcomeBack = (name: string) => `Welcome back, ${name}!`;
export const welcomeNew = (firstName: string) => `Welcome to the platform, ${firstName}!`;
/** The dashboard's first visit, before "Welcome back" (FIRST_VISIT_MINUTES after registering). */
export const welcomeFirst = (firstName: string) => `Welcome, ${firstName}!`;

/** The member area's course and progress calls. */
export const COURSE_MESSAGES = {
  invalidModuleId: "Please choose a valid course",
  invalidLessonId: "Please choose a valid lesson",
  moduleNotFound: "Course not found",
  lessonNotInModule: "This lesson is not part of the chosen course",
  planLocked: "This course needs a higher plan. Please upgrade your plan to access it.",
  subscriptionLocked: "Your business needs an active subscription to this course to access it.",
  progressRange: "Progress must be a whole number from 0 to 100",
  statusInvalid: `Status must be one of: ${LESSON_STATUSES.join(", ")}`,

  // The courses page (spec §2 and §8).
  empty: "No courses are available for your current plan. Please contact support for more information.",
  loadFailedTitle: "Error Loading Courses",
  loadFailedText: "The courses could not be loaded. Please try again.",
  lessonsFailed: "Error loading lessons. Please try again.",
  retry: "Retry",
  lessonCompletedTitle: "Lesson Completed",
  lessonCompletedText: "Your progress has been updated.",
  progressFailed: "Failed to update your progress.",
  planUpgradeRequired: "Plan Upgrade Required",
  subscribeToAccess: "Subscribe to Access",
} as const;

/** The member area's resource calls. */
export const RESOURCE_MESSAGES = {
  invalidResourceId: "Please choose a valid resource",
  invalidType: `Type must be one of: ${RESOURCE_TYPES.join(", ")}`,
  resourceNotFound: "Resource not found",
  upgradeToDownload: "This resource is available on a higher plan. Please upgrade your plan to download it.",
  downloadStarted: "Download started",

  // The resources page (spec §2 and §8).
  searchPlaceholder: "Search resources...",
  featured: "Featured Resources",
  empty: "No resources found. Try adjusting your filters.",
  clearFilters: "Clear filters",
  loadFailedTitle: "Error Loading Resources",
  loadFailedText: "There was an error loading the resources. Please try again later.",
  downloadStartedTitle: "Download Started",
  downloadFailed: "Download Failed",
  downloadFailedFallback: "Unable to download the resource.",
  downloadRefused: "Failed to download resource",
} as const;

/** Plans, the pricing page, upgrade requests and the locked course outline (contract §13). */
export const PLAN_MESSAGES = {
  nameRequired: "Plan name is required",
  priceRequired: "Price text is required",
  supportRequired: "Support text is required",
  includesInvalid: "List what the plan includes, one item a line, at most 12 items",
  planInvalid: `Plan must be one of: ${PLAN_LEVELS.join(", ")}`,
  plansSaved: "Plans saved",
  plansSavedText: "The pricing page and the session allowances follow the new values.",
  alreadyOnPlan: (plan: string) => `Your business is already on the ${plan} plan.`,
  requestNeedsBusiness: "Only the owner of a business can request a plan.",
  requestSent: (plan: string) =>
    `Thank you! Your coach has your request for the ${plan} plan and will be in touch shortly.`,
  requestedMessage: (plan: string, current: string) => `Requests the ${plan} plan (now on ${current}).`,
  notAPlanRequest: "This lead is not a plan upgrade request.",
  alreadyApplied: "This plan request has already been applied.",
  businessGone: "The business of this request no longer exists.",
  applied: (plan: string, business: string) => `${business} is now on the ${plan} plan.`,
  /** What opens a course, shown with its outline and on its card. */
  unlockByPlan: (plans: string) => `Included in the ${plans} plans.`,
  unlockByPlanOne: (plan: string) => `Included in the ${plan} plan.`,
  unlockBySubscription: (plan: string) =>
    `Your ${plan} plan includes this course once your coach adds it to your business. Ask your coach, or see the plans.`,
  resourceUnlock: (plans: string) => `Available on the ${plans} plans.`,
  resourceUnlockOne: (plan: string) => `Available on the ${plan} plan.`,
  seePlans: "See plans",
  contactPlanNote: (plan: string) => `I would like to hear about the ${plan} plan.`,
} as const;

/** The `/pricing` page and the admin's plans editor. */
export const PRICING_TEXTS = {
  pageTitle: "Plans and Pricing",
  plansLabel: "The plans",
  pageText:
    "Pick the coaching that fits where your MSP is today. Every plan includes the courses of its level and all the levels below it.",
  requestPlan: "Request this plan",
  requestPlanOf: (plan: string) => `Request the ${plan} plan`,
  currentPlan: "Your current plan",
  requestSentTitle: "Request sent",
  requestFailed: "The request could not be sent",
  ownerOnly: "Your business owner can request a plan change from this page.",
  courses: (levels: string) => `Courses: ${levels}`,
  support: (text: string) => `Support: ${text}`,
  includesTitle: (plan: string) => `What the ${plan} plan includes`,
  questions: "Not sure which plan fits? Book a free strategy session and we will help you choose.",
  bookConsultation: "Book a free consultation",
  // Admin
  editorTitle: "Plans",
  editorText:
    "What the pricing page shows for each plan. The session allowances are the ones bookings follow; leave a number empty for unlimited, 0 for not included.",
  includesLabel: "What it includes (one item a line)",
  save: "Save plans",
  upgradeRequest: (plan: string) => `Upgrade request: ${plan}`,
  applyPlan: (plan: string) => `Apply ${plan}`,
  appliedOn: (date: string) => `Applied ${date}`,
} as const;

/** The newsletter, contact and lead-admin calls that spec §5 and §8 leave open. */
export const LEAD_MESSAGES = {
  unsubscribeInvalid: "This unsubscribe link is not valid.",
  oneClickInvalid: "A one-click unsubscribe sends List-Unsubscribe=One-Click",
  employeesInvalid: `Company size must be one of: ${EMPLOYEE_RANGES.join(", ")}`,
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  consultationStatusInvalid: `Status must be one of: ${CONSULTATION_STATUSES.join(", ")}`,
  subscriberStatusInvalid: `Status must be one of: ${NEWSLETTER_STATUSES.join(", ")}`,
  noteTooLong: `Note must be at most ${CONSULTATION_NOTE_MAX} characters`,
  consultationNotFound: "Consultation request not found",
  invalidConsultationId: "Please choose a valid consultation request",
} as const;

/** The admin's resource and category calls. */
export const ADMIN_RESOURCE_MESSAGES = {
  titleRequired: MESSAGES.titleRequired,
  titleTooLong: `Title must be at most ${RESOURCE_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${RESOURCE_DESCRIPTION_MAX} characters`,
  typeInvalid: `Type must be one of: ${RESOURCE_TYPES.join(", ")}`,
  accessLevelInvalid: `Access level must be one of: ${PLAN_LEVELS.join(", ")}`,
  fileUrlRequired: "Please upload a file or enter a link",
  fileUrlInvalid:
    "The file must be an uploaded file (/uploads/...), a bundled download (/downloads/...) or an https:// link",
  fileNameRequired: "File name is required",
  fileNameTooLong: `File name must be at most ${RESOURCE_FILE_NAME_MAX} characters`,
  thumbnailUrlInvalid:
    "The thumbnail must be an uploaded image (/images/... or /uploads/...) or an https:// link",
  booleanInvalid: "Must be true or false",
  categoryInvalid: "Please choose a valid category",
  categoryNotFound: "That category does not exist",
  categoryNameRequired: "Category name is required",
  categoryNameTooLong: `Category name must be at most ${CATEGORY_NAME_MAX} characters`,
  categoryNameTaken: "A category with this name already exists",
  resourceNotFound: "Resource not found",
  invalidResourceId: "Please choose a valid resource",
} as const;

/** The admin's upload route (contract §8). */
export const UPLOAD_MESSAGES = {
  notMultipart: "Uploads must be sent as multipart/form-data",
  noFile: "Please choose a file to upload",
  oneFileOnly: "Please upload one file at a time",
  empty: "The file is empty",
  tooLarge: `The file is too large. The limit is ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
  typeRefused:
    "This type of file is not accepted. Upload a PDF, PNG, JPEG, GIF, WebP, MP4, Word, Excel, PowerPoint, text, CSV or Markdown file.",
  nameMismatch: "The file's content does not match its name. Please check the file and its extension.",
  malformed: "The upload could not be read. Please try again.",
} as const;

/** The admin's API tokens. */
export const API_TOKEN_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${API_TOKEN_NAME_MAX} characters`,
  notFound: "No API token with that id",
} as const;

/** Plans named in a sentence: 'the Basic, Professional and Enterprise plans' */
function planList(plans: PlanLevel[]): string {
  const names = plans.map((plan) => PLAN_LABELS[plan]);
  if (names.length <= 1) return `the ${names.join("")} plan`;
  return `the ${names.slice(0, -1).join(", ")} and ${names.at(-1)} plans`;
}

/** The coaching calls (contract §10). */
export const SESSION_KIND_LABELS: Record<SessionKind, string> = {
  strategy: "Free strategy session",
  one_to_one: "One-to-one",
  group: "Group",
};

export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  booked: "Booked",
  cancelled: "Cancelled",
  completed: "Attended",
  no_show: "No-show",
};

export const EMAIL_MESSAGES = {
  messageNotFound: "Message not found",
  retryOnlyFailed: "Only a failed message can be sent again; this one is queued or sent already.",
  unknownKind: "There is no such kind of message",
} as const;

export const COACHING_MESSAGES = {
  slotTaken: "That time is no longer available",
  notASlot: "Please choose one of the available times",
  outsideWindow: `Sessions can be booked from ${COACHING_RULES.minNoticeHours} hours to ${COACHING_RULES.windowDays} days ahead`,
  sessionNotFound: "Session not found",
  coachNotFound: "Coach not found",
  noCoach: "No coach is taking bookings at the moment",
  noBusiness: "Sessions are booked for a business, and your account has none",
  oneToOneNotIncluded: (plans: PlanLevel[]) =>
    plans.length > 0
      ? `One-to-one coaching sessions are included in ${planList(plans)}. Upgrade your plan to book one.`
      : "One-to-one coaching sessions are not included in any plan at the moment.",
  oneToOneUsed: (included: number) =>
    `Your plan includes ${included} one-to-one ${included === 1 ? "session" : "sessions"} a month, and this month's ${included === 1 ? "is" : "are"} already booked.`,
  groupNotIncluded: (plans: PlanLevel[]) =>
    plans.length > 0
      ? `Group sessions are included in ${planList(plans)}. Upgrade your plan to join one.`
      : "Group sessions are not included in any plan at the moment.",
  groupUsed: (included: number) =>
    `Your plan includes ${included} group ${included === 1 ? "session" : "sessions"} a week, and this week's ${included === 1 ? "is" : "are"} already booked.`,
  groupFull: "This group session is full",
  alreadyJoined: "You have already joined this group session",
  notJoined: "You have not joined this group session",
  notUpcoming: "This session has already started or is no longer booked",
  notYours: "Only the person who booked this session or the business owner can change it",
  notAGroup: "Group sessions are joined and left, not booked",
  oneFreeSession:
    "You already have a free strategy session booked. Use the link in its confirmation e-mail to change it.",
  bookingLinkInvalid: "This booking link is no longer valid. Please send the form again.",
  manageLinkInvalid: "This link is no longer valid. Please sign in to manage your sessions.",
  invalidTime: "Please enter a time as HH:MM",
  invalidTimeZone: "Please choose a valid time zone",
  invalidWeekday: "Weekday must be a whole number from 1 (Monday) to 7 (Sunday)",
  rangeEndBeforeStart: "Each range must end after it starts",
  rangesOverlap: "Ranges on the same day must not overlap",
  duplicateException: "Each date may have one exception only",
  invalidInstant: "Please enter a date and time in ISO 8601 with its zone, such as 2026-03-09T14:00:00Z",
  toBeforeFrom: "The end of the range must be after its start",
  rangeTooLong: `Ask for at most ${COACHING_RULES.maxQueryDays} days at a time`,
  invalidKind: `Kind must be one of: ${SLOT_KINDS.join(", ")}`,
  invalidStatus: `Status must be one of: ${SESSION_STATUSES.join(", ")}`,
  topicTooLong: "Topic must be at most 200 characters",
  reasonTooLong: "Reason must be at most 1000 characters",
  notesTooLong: "Notes must be at most 10000 characters",
  titleRequired: "Title is required",
  durationInvalid: `Duration must be a whole number of minutes from 15 to ${COACHING_RULES.groupDurationMaxMinutes}`,
  capacityInvalid: `Capacity must be a whole number from 1 to ${COACHING_RULES.groupCapacityMax}`,
  allowanceInvalid: "Allowances must be whole numbers from 0 to 100, or empty for unlimited",
  displayNameRequired: "Display name is required",
  bioTooLong: "Bio must be at most 2000 characters",
  invalidMeetingUrl: "Please enter the meeting link as a full https:// address",
  startsInPast: "A group session must start in the future",
  capacityBelowSeats: (taken: number) =>
    `${taken} ${taken === 1 ? "seat is" : "seats are"} already taken: the capacity cannot be lower`,
  cancelledStays: "A cancelled session stays cancelled",
  startedCannotRebook: "A session that has started cannot be booked again",
  markAfterStart: "A session can be marked attended or no-show once it has started",
  calendarRangeTooLong: "Ask for at most 93 days at a time",
} as const;

const sessionsWord = (n: number) => (n === 1 ? "session" : "sessions");
const seatsLeft = (n: number) => `${n} ${n === 1 ? "seat" : "seats"} left`;

/** The member's Sessions page, the dashboard's upcoming sessions and the package card (contract §10). */
export const SESSION_TEXTS = {
  pageTitle: "Coaching Sessions",
  pageIntro: "Your one-to-one and group coaching, past and upcoming.",
  bookSession: "Book a session",
  tabsLabel: "Sessions",
  tabUpcoming: "Upcoming",
  tabPast: "Past",
  tabAvailability: "Coach Availability",
  loading: "Loading sessions",
  loadFailed: "Sessions could not be loaded",
  upcomingEmpty: "No upcoming sessions. Book one from Coach Availability.",
  pastEmpty: "No past sessions yet.",
  reschedule: "Reschedule",
  cancel: "Cancel",
  leaveGroup: "Leave group session",
  join: "Join",
  full: "Full",
  groupsToJoin: "Group sessions you can join",
  groupWith: (coach: string, left: number) => `With ${coach} · ${seatsLeft(left)}`,
  seatsLeft,
  availabilityIntro: "The next free times for a one-to-one session with your coach.",
  nextFreeTimes: "Next free times",
  noFreeTimesSoon: "No free times in the next two weeks.",
  bookThisTime: "Book this time",
  chooseTimeToBook: "Choose a time to book",

  // One session's card.
  coach: (name: string) => `Coach: ${name}`,
  topic: (topic: string) => `Topic: ${topic}`,
  bookedBy: (name: string) => `Booked by ${name}`,
  notesFromCoach: "Notes from your coach",
  joinSession: "Join Session",
  linkShowsFrom: (when: string) => `The meeting link shows here from ${when}.`,

  // Booking and moving.
  bookTitle: "Book a one-to-one session",
  rescheduleTitle: (title: string) => `Reschedule: ${title}`,
  bookIntro: "Sixty minutes with your coach. Choose a free time below.",
  now: (when: string) => `Now: ${when}`,
  freeTimes: "Free times",
  noFreeTimesPage: "No free times in these two weeks. Try later weeks.",
  earlierWeeks: "Earlier weeks",
  laterWeeks: "Later weeks",
  topicLabel: "Topic (optional)",
  topicHint: "What would you like to work on?",
  slotTakenRetry: `${COACHING_MESSAGES.slotTaken}. Please choose another time.`,
  close: "Cancel",
  moveSession: "Move session",
  confirmBook: "Book session",

  // Cancelling.
  cancelTitle: "Cancel this session?",
  cancelRefunds: "It starts in 24 hours or more, so this month's allowance gets the session back.",
  cancelCounts: "It starts in less than 24 hours, so it still counts against this month's allowance.",
  reasonLabel: "Reason (optional)",
  keepIt: "Keep it",
  confirmCancel: "Cancel session",

  // What a change says once done.
  bookedTitle: "Session booked",
  bookedText: "Your session is booked. It shows under Upcoming and in your calendar link.",
  cancelledTitle: "Session cancelled",
  cancelledRefunded: "The session is cancelled and this month's allowance has it back.",
  cancelledCounted:
    "The session is cancelled. Cancelled less than 24 hours ahead, it still counts this month.",
  cancelFailed: "Could not cancel",
  movedTitle: "Session moved",
  movedText: "Your session has its new time.",
  joinedTitle: "Seat taken",
  joinedText: (title: string) => `You joined ${title}.`,
  joinFailed: "Could not join",
  leftTitle: "Seat given up",
  leftText: (title: string) => `You left ${title}.`,
  leaveFailed: "Could not leave",

  // The package card (spec §2).
  packageTitle: "Your Coaching Package",
  planName: (plan: string) => `${plan} plan`,
  oneToOneUnlimited: "Unlimited one-to-one sessions",
  oneToOneNone: "One-to-one sessions not included",
  oneToOneMonthly: (n: number) => `${n} one-to-one ${sessionsWord(n)} monthly`,
  groupUnlimited: "Group sessions, as many as you like",
  groupNone: "Group sessions not included",
  groupWeekly: (n: number) => `${n} group ${sessionsWord(n)} weekly`,
  emailResponse: "Email response within 24 hours",
  usedIn: (month: string) => `Used in ${month}`,
  usedOf: (used: number, included: number) => `${used} of ${included}`,
  usedOfLabel: (used: number, included: number) =>
    `${used} of ${included} one-to-one sessions used this month`,
  usedUnlimited: (used: number, month: string) => `${used} one-to-one ${sessionsWord(used)} in ${month}`,
  groupThisWeek: (used: number, included: number) => `Group sessions this week: ${used} of ${included}`,
  upgradePackage: "Upgrade Package",

  // The dashboard's card.
  upcomingTitle: "Upcoming Sessions",
  allSessions: "All sessions",
  noUpcoming: "No upcoming sessions.",
} as const;

/** The coach's side in the admin (contract §10): calendar, availability, profile, allowances, group sessions. */
export const COACHING_ADMIN_TEXTS = {
  documentTitle: "Coaching Calendar",
  pageTitle: "Coaching",
  pageIntro: "Every session of the week, your hours and what each plan includes.",
  tabsLabel: "Coaching",
  tabCalendar: "Calendar",
  tabAvailability: "Availability",
  tabProfile: "Coach profile",
  tabAllowances: "Plan allowances",

  // The week view.
  previousWeek: "Previous week",
  previous: "Previous",
  thisWeek: "This week",
  nextWeek: "Next week",
  next: "Next",
  scheduleGroup: "Schedule a group session",
  weekOf: (day: string, zone: string, zoneId: string) => `Week of ${day}. Times in ${zone} (${zoneId}).`,
  calendarLoadFailed: "The calendar could not be loaded",
  noSessions: "No sessions",
  aMember: "A member",
  seatsTaken: (taken: number, capacity: number) => `${taken} of ${capacity} seats taken`,

  // The overview card at the top of /admin.
  overviewTitle: "Upcoming sessions",
  openCalendar: "Open the calendar",
  overviewEmpty: "No sessions in the next seven days.",

  // One session.
  coachNamed: (name: string) => `Coach ${name}`,
  withWho: (who: string) => `With: ${who}`,
  leadLabel: "Lead:",
  bookedByLabel: (name: string) => `Booked by ${name}`,
  topic: (topic: string) => `Topic: ${topic}`,
  seats: (names: string) => `Seats: ${names}`,
  reasonGiven: (reason: string) => `Reason given: ${reason}`,
  privateNotes: "Private notes",
  privateNotesHint: "Only coaches see these.",
  sharedNotes: "Notes for the member",
  sharedNotesHint: "Shown with the past session on the member's Sessions page.",
  markAttended: "Mark attended",
  markNoShow: "Mark no-show",
  cancelSession: "Cancel session",
  saveNotes: "Save notes",
  changeGroup: "Change",
  sessionUpdated: "Session updated",
  sessionUpdatedText: "The session is saved.",

  // Scheduling or changing a group session.
  scheduleTitle: "Schedule a group session",
  changeTitle: "Change the group session",
  changeHint: "A new time or title is e-mailed to everyone who has a seat.",
  titleLabel: "Title",
  startsLabel: "Starts",
  minutesLabel: "Minutes",
  seatsLabel: "Seats",
  close: "Cancel",
  schedule: "Schedule",
  saveChanges: "Save changes",
  groupScheduled: "Group session scheduled",
  groupScheduledText: (title: string) => `${title} is open for members to join.`,
  groupChanged: "Group session changed",
  groupChangedText: (title: string) => `${title} is saved. Members with a seat hear of a new time or title.`,

  // Availability.
  loadingAvailability: "Loading availability…",
  availabilityLoadFailed: "Availability could not be loaded",
  availabilitySaved: "Availability saved",
  availabilitySavedText: "Members see the new free times at once. Booked sessions stay as they are.",
  timeZone: "Time zone",
  timeZoneHint: "Your weekly hours are in this zone; members see free times in their own.",
  weeklyHours: "Weekly hours",
  weekdays: [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
  ] as readonly string[],
  unavailable: "Unavailable",
  addHoursOn: (day: string) => `Add hours on ${day}`,
  rangeFrom: "From",
  rangeTo: "To",
  rangeLabel: (day: string, n: number) => `${day} range ${n}`,
  rangeFromLabel: (range: string) => `${range} from`,
  rangeToLabel: (range: string) => `${range} to`,
  removeRange: (range: string) => `Remove ${range}`,
  exceptionsTitle: "Date exceptions",
  exceptionsIntro: "A day off, or other hours on one date, instead of that weekday's hours.",
  exceptionFallback: "exception",
  dateLabel: "Date",
  dayOff: "Day off",
  removeException: "Remove exception",
  addHoursOnDate: "Add hours on this date",
  addException: "Add a date exception",
  saveAvailability: "Save availability",

  // Coach profile.
  loadingProfile: "Loading profile…",
  profileLoadFailed: "The profile could not be loaded",
  profileSaved: "Profile saved",
  profileSavedText: "Members see your profile with their sessions.",
  uploadPhoto: "Upload a photo",
  removePhoto: "Remove photo",
  uploadFailed: "Upload failed",
  uploadFailedText: "The photo could not be uploaded.",
  displayName: "Display name",
  shortBio: "Short bio",
  meetingLink: "Meeting link",
  meetingLinkHint:
    "Your video call address. Members see it from 24 hours before each session, and reminders carry it.",
  saveProfile: "Save profile",

  // Plan allowances.
  loadingAllowances: "Loading allowances…",
  allowancesLoadFailed: "Allowances could not be loaded",
  allowancesSaved: "Allowances saved",
  allowancesSavedText: "Bookings from now on follow the new allowances.",
  allowancesIntro:
    "Counted per business, by each session's start in the coach's zone. Leave a field empty for unlimited; 0 means not included.",
  unlimited: "Unlimited",
  planColumn: "Plan",
  oneToOneColumn: "One-to-one a month",
  groupColumn: "Group a week",
  oneToOneCell: "one-to-one sessions a month",
  groupCell: "group sessions a week",
  cellLabel: (plan: string, what: string) => `${plan}: ${what}`,
  saveAllowances: "Save allowances",
} as const;

/** `/booking?token=…`, the reschedule and cancel page a booking e-mail links to (contract §13). */
export const BOOKING_LINK_TEXTS = {
  pageTitle: "Your session",
  loading: "Loading your session…",
  invalidTitle: "This link does not work",
  invalidText:
    "The link may be incomplete or too old. Members can change their sessions on the Sessions page after signing in; for a free strategy session, you can book a new time from the contact page.",
  failedTitle: "Something went wrong",
  failedText: "We could not load your session just now. Please try again in a moment.",
  tryAgain: "Try again",
  signIn: "Sign in",
  bookAgain: "Book a free session",
  backHome: "Back to Homepage",
  withCoach: (name: string) => `With ${name}`,
  statusBooked: "Booked",
  statusCancelled: "This session is cancelled.",
  statusPast: "This session has already taken place, so it can no longer be changed.",
  reschedule: "Reschedule",
  cancel: "Cancel session",
  cancelTitle: "Cancel this session?",
  refundAhead: "It starts in 24 hours or more, so this month's allowance gets the session back.",
  refundLate: "It starts in less than 24 hours, so it still counts against this month's allowance.",
  reasonLabel: "Reason (optional)",
  keepIt: "Keep it",
  confirmCancel: "Yes, cancel it",
  cancelledTitle: "Your session is cancelled",
  cancelledText: "Your coach has been told. You can book a new time whenever it suits you.",
  rescheduleTitle: "Choose a new time",
  rescheduleHint: "Sessions can be moved to a free time from 24 hours to 60 days ahead.",
  freeTimes: "Free times",
  noFreeTimes: "No free times in these two weeks. Try later weeks.",
  confirmMove: "Move to this time",
  chooseTime: "Choose a new time",
  back: "Back",
  movedTitle: "Your session has a new time",
  slotTakenRetry: `${COACHING_MESSAGES.slotTaken}. Please choose another time.`,
} as const;
