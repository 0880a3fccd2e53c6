import type { EmailTemplate } from "./template";
import { actionItemAssigned, actionItemDue } from "./templates/action-item";
import { billingPlan } from "./templates/billing-plan";
import { checkInComment, checkInReminder } from "./templates/check-in";
import { sessionBooked, sessionCancelled, sessionReminder } from "./templates/coaching-session";
import { guideLead } from "./templates/guide-lead";
import { leadNotification } from "./templates/lead-notification";
import { newsletterIssue } from "./templates/newsletter-issue";
import { newsletterResubscribe } from "./templates/newsletter-resubscribe";
import { newsletterWelcome } from "./templates/newsletter-welcome";
import { passwordReset } from "./templates/password-reset";
import { planRequest } from "./templates/plan-request";
import { registrationWelcome } from "./templates/registration-welcome";
import { strategyHold } from "./templates/strategy-hold";
import { sessionChanges } from "./templates/session-changes";
import { teamInvitation } from "./templates/team-invitation";

/**
 * Every kind of message the product sends, by the name the outbox stores. A new kind is one
 * template file in `templates/` and one line here (docs/email.md).
 */
export const emailTemplates = {
  "lead-notification": leadNotification,
  "plan-request": planRequest,
  "guide-lead": guideLead,
  "newsletter-welcome": newsletterWelcome,
  "newsletter-resubscribe": newsletterResubscribe,
  "newsletter-issue": newsletterIssue,
  "registration-welcome": registrationWelcome,
  "password-reset": passwordReset,
  "team-invitation": teamInvitation,
  "strategy-hold": strategyHold,
  "session-booked": sessionBooked,
  "session-cancelled": sessionCancelled,
  "session-reminder": sessionReminder,
  "session-changes": sessionChanges,
  "action-item-assigned": actionItemAssigned,
  "action-item-due": actionItemDue,
  "check-in-reminder": checkInReminder,
  "check-in-comment": checkInComment,
  "billing-plan": billingPlan,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has data of its own
} satisfies Record<string, EmailTemplate<any>>;

export type EmailKind = keyof typeof emailTemplates;
export type EmailData<K extends EmailKind> = (typeof emailTemplates)[K]["sample"];

export const EMAIL_KINDS = Object.keys(emailTemplates) as EmailKind[];
export const isEmailKind = (kind: string): kind is EmailKind => Object.hasOwn(emailTemplates, kind);

/** Kinds sent to the coach (NOTIFY_EMAIL), so they are enqueued without an address. */
export const COACH_KINDS = [
  "lead-notification",
  "plan-request",
  "guide-lead",
] as const satisfies readonly EmailKind[];
type CoachKind = (typeof COACH_KINDS)[number];
export const isCoachKind = (kind: EmailKind): kind is CoachKind =>
  (COACH_KINDS as readonly string[]).includes(kind);

/** What a feature enqueues: the kind, its data, and the address (none for the coach's kinds). */
export type EmailMessage = {
  [K in EmailKind]: K extends CoachKind
    ? { kind: K; data: EmailData<K> }
    : { kind: K; to: string; data: EmailData<K> };
}[EmailKind];
