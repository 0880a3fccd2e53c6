import type { AssessmentArea, QuestionType } from "@scalemsp/validators";

/** A quiz or assessment question of a demo lesson, with its options and their scores. */
export interface DemoQuestion {
  text: string;
  type: QuestionType;
  area?: AssessmentArea;
  options: readonly { text: string; score: number }[];
}

/** One right answer worth a point; the others nothing. */
const choice = (right: string, ...wrong: string[]) => [
  { text: right, score: 1 },
  ...wrong.map((text) => ({ text, score: 0 })),
];

/** The order options show in: the right one is not always first. */
const shuffled = (options: { text: string; score: number }[], rightAt: number) => {
  const [right, ...wrong] = options;
  return [...wrong.slice(0, rightAt), right!, ...wrong.slice(rightAt)];
};

export const pricingQuiz: DemoQuestion[] = [
  {
    text: "Your delivery cost (tooling and technician time) for one user is $60 per month. Which price gives you a 60% gross margin?",
    type: "single",
    options: shuffled(choice("$150", "$96", "$120", "$180"), 2),
  },
  {
    text: "Which cost is most often left out of a per-user price?",
    type: "single",
    options: shuffled(
      choice(
        "Technician time spent on onboarding and offboarding",
        "EDR licenses",
        "Backup storage",
        "Microsoft 365 licenses",
      ),
      1,
    ),
  },
  {
    text: "A client has 40 users and 12 shared warehouse scanners. How should the scanners be priced?",
    type: "single",
    options: shuffled(
      choice(
        "As a per-device line item at a lower rate",
        "As 12 additional users",
        "Free, as goodwill",
        "Ignored until they break",
      ),
      2,
    ),
  },
  {
    text: "What is the main risk of matching a competitor's price?",
    type: "single",
    options: choice(
      "You inherit their cost structure, not yours",
      "Clients will expect more services",
      "It is illegal",
      "There is no risk",
    ),
  },
  {
    text: "Which clauses make future price reviews routine? Choose all that apply.",
    type: "multiple",
    options: [
      { text: "An annual price review clause", score: 1 },
      { text: "Unlimited support", score: -1 },
      { text: "A yearly escalator tied to an index", score: 1 },
      { text: "A fixed price for the life of the agreement", score: -1 },
    ],
  },
];

export const recurringRevenueQuiz: DemoQuestion[] = [
  {
    text: "What is the strongest evidence when converting a break/fix client?",
    type: "single",
    options: shuffled(
      choice(
        "The client's own ticket and downtime history",
        "An industry survey",
        "A competitor's price list",
        "A discount for signing this month",
      ),
      1,
    ),
  },
  {
    text: "How many tiers should a managed services offer usually have?",
    type: "single",
    options: shuffled(choice("Three", "One", "Six", "One per client"), 1),
  },
  {
    text: "Which clause most protects revenue from quietly shrinking mid-term?",
    type: "single",
    options: choice("A minimum user commitment", "Governing law", "Confidentiality", "Force majeure"),
  },
  {
    text: "Should onboarding fees be waived to win the deal?",
    type: "single",
    options: shuffled(
      choice(
        "No: onboarding is real work, and waiving it puts the first months at a loss",
        "Yes: it removes the last objection",
      ),
      1,
    ),
  },
];

/** How true a statement is today: the maturity assessment's scale. */
const maturityScale = [
  { text: "Not yet", score: 0 },
  { text: "Partly", score: 1 },
  { text: "Mostly", score: 2 },
  { text: "Fully, and we review it", score: 3 },
];

const statement = (area: DemoQuestion["area"], text: string): DemoQuestion => ({
  text,
  type: "single",
  area,
  options: maturityScale,
});

export const maturityAssessment: DemoQuestion[] = [
  statement("sales", "We know exactly which kinds of client are most profitable for us, and we target them."),
  statement("sales", "We add new recurring revenue every month without relying on referrals alone."),
  statement("service_delivery", "Every client runs on our standard stack, or has a dated plan to get there."),
  statement("service_delivery", "The service desk runs for a week without the owner touching a ticket."),
  statement("finance", "We review a monthly profit and loss statement within 15 days of month end."),
  statement("finance", "We know our gross margin per client and act on the lowest ones."),
  statement("people", "Every role has a written scorecard with measurable outcomes."),
  statement("people", "We hire to a written profile and onboard new technicians with a plan."),
  statement(
    "operations",
    "Our core processes (onboarding, offboarding, patching) are documented and followed.",
  ),
  statement("operations", "We track tickets, utilization and response times on one dashboard every week."),
  statement("leadership", "We hold a weekly leadership meeting with an agenda and a scorecard."),
  statement("leadership", "The owner spends at least one day a week working on the business, not in it."),
];
