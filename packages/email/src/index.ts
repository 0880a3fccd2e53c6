export * from "./catalog";
export * from "./env";
export * from "./render";
export * from "./sender";
export * from "./template";
export * from "./transport";
export { resetPageUrl } from "./templates/password-reset";
export { unsubscribePageUrl } from "./templates/newsletter-welcome";
export type { SessionChangeData, SessionEmailData } from "./templates/coaching-session";
export type { ActionItemEmailData } from "./templates/action-item";
export type { BillingPlanChange, BillingPlanData } from "./templates/billing-plan";
export type { SessionChangeItem, SessionChangesData } from "./templates/session-changes";
export { issueHtml, markdownHtml } from "./markdown";
export {
  archiveIssueUrl,
  oneClickUnsubscribeUrl,
  type NewsletterIssueData,
} from "./templates/newsletter-issue";
