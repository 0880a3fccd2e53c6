import { STRATEGY_HOLD_RULES } from "./constants";
import { EMAIL_VERIFICATION_PAGE_TITLE, STRATEGY_HOLD_PAGE_TITLE } from "./page-titles";

/**
 * Contract §14: texts of the rules that keep strangers from filling the coach's calendar or
 * sending mail through the product: the free session's held times, the coach's caps on free
 * sessions, and the owner's email verification.
 */

export const STRATEGY_HOLD_MESSAGES = {
  confirmLinkInvalid:
    "This confirmation link is no longer valid. If your time lapsed, please choose a time again on the contact page.",
  invalidCap: `Please enter a whole number from 0 to ${STRATEGY_HOLD_RULES.maxCap}`,
} as const;

/** What the web app says about held times: the visitor's side and the coach's. */
export const STRATEGY_HOLD_TEXTS = {
  checkInboxTitle: "Check your inbox to confirm",
  checkInbox: (when: string) =>
    `We are holding ${when} for you for ${STRATEGY_HOLD_RULES.holdMinutes} minutes. Open the link in the email we just sent to confirm your free session; unconfirmed times are released.`,
  confirmingTitle: "Confirming your free session…",
  confirmedTitle: "Your free session is booked",
  confirmed: (when: string) =>
    `${when}. Your coach will see you then; the calendar invitation is in your inbox.`,
  confirmFailedTitle: "We could not confirm this time",
  pageTitle: STRATEGY_HOLD_PAGE_TITLE,
  pending: "Awaiting confirmation",
  lapsed: "Unconfirmed (lapsed)",
  holdsHeading: "Free sessions awaiting confirmation",
  holdsEmpty: "No held or lapsed free sessions in this range.",
  capsHeading: "Free strategy sessions",
  capsIntro:
    "Past either cap, no free strategy times are offered that day or week. Held times awaiting confirmation count too.",
  capPerDay: "At most per day",
  capPerWeek: "At most per week",
  capsSave: "Save caps",
  capsSaved: "Caps saved",
} as const;

export const EMAIL_VERIFICATION_MESSAGES = {
  linkInvalid: "This verification link is no longer valid. Sign in and send a new one from your dashboard.",
  invitesUnverified: (max: number) =>
    `You can send ${max} invitations a day until you confirm your email address. Use the link in your registration email, or send a new one from your dashboard.`,
  invitesVerified: (max: number) => `You can send ${max} invitations a day. Please try again tomorrow.`,
  alreadyVerified: "Your email address is already confirmed",
  resendLimited:
    "We sent several links already. Please check your inbox and spam folder, or try again in an hour.",
} as const;

export const EMAIL_VERIFICATION_TEXTS = {
  bannerTitle: "Please confirm your email address",
  banner: (email: string) =>
    `We sent a link to ${email}. Confirming your address lets you invite more of your team and keeps your account recoverable.`,
  resend: "Send the link again",
  resent: "A new link is on its way.",
  pageTitle: EMAIL_VERIFICATION_PAGE_TITLE,
  verifying: "Confirming your address…",
  verified: "Your email address is confirmed. Thank you.",
  toDashboard: "Go to your dashboard",
} as const;
