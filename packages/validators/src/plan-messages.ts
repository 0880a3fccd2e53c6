import { PLAN_LEVELS } from "./constants";

// Apart from messages.ts, so that a page using none of these texts loads none of them.

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
  appliedEnrolled: (plan: string, business: string, added: number) =>
    added === 0
      ? `${business} is now on the ${plan} plan. It already had every course of its plan and below.`
      : `${business} is now on the ${plan} plan and enrolled in ${added} more ${added === 1 ? "course" : "courses"} of its plan and below.`,
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
  /** The free plan's action for a visitor: an account is all it takes. */
  createFreeAccount: "Create a free account",
  recommended: "Recommended",
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
  notIncludedLabel: "Not included",
  /** The booking dialog and the free times, for a plan with no one-to-one sessions. */
  yourPlanIncludes: (plan: string) => `What your ${plan} plan includes`,
  oneToOneIncludedIn: (plans: string, count: number) =>
    count === 0
      ? "One-to-one sessions are not part of any plan at the moment."
      : `One-to-one sessions come with the ${plans} ${count === 1 ? "plan" : "plans"}. See the plans to choose one, and your coach will set it up.`,
  seePricing: "See plans and pricing",
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
