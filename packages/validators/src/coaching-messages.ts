import {
  COACHING_RULES,
  PLAN_LABELS,
  SESSION_STATUSES,
  SLOT_KINDS,
  type PlanLevel,
  type SessionKind,
  type SessionStatus,
} from "./constants";

// Apart from messages.ts, so that a page using none of these texts loads none of them.

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
  bookingInProgress: "Another booking of yours is still being made. Please try again in a moment.",
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
    "You already have a free strategy session booked. Use the link in its confirmation email to change it.",
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
  /** The same, for a plan with no one-to-one sessions: nothing there to book from. */
  upcomingEmptyOnPlan: "No upcoming sessions. Your plan does not include one-to-one sessions.",
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
  planSettingsFailed: "What else your plan includes could not be loaded. Please reload the page.",
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
  weekEmpty: "No sessions this week",
  weekEmptyHint: "Sessions members book in your free times, and group sessions you schedule, show here.",
  aMember: "A member",
  seatsTaken: (taken: number, capacity: number) => `${taken} of ${capacity} seats taken`,

  // The overview card at the top of /admin.
  overviewTitle: "Upcoming sessions",
  openCalendar: "Open the calendar",
  overviewEmpty: "No sessions in the next seven days.",

  // The coach's own dashboard: the sessions booked with them.
  coachUpcomingTitle: "Upcoming Sessions",
  coachUpcomingEmpty: "No sessions booked with you yet.",
  coachUpcomingLoading: "Loading your sessions",

  // One session.
  coachNamed: (name: string) => `Coach ${name}`,
  withWho: (who: string) => `With: ${who}`,
  leadLabel: "Lead:",
  bookedByLabel: (name: string) => `Booked by ${name}`,
  topic: (topic: string) => `Topic: ${topic}`,
  seats: (names: string) => `Seats: ${names}`,
  reasonGiven: (reason: string) => `Reason given: ${reason}`,
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
  changeHint: "A new time or title is emailed to everyone who has a seat.",
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
