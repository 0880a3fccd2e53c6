/**
 * The public site's copy (spec §1 and §2). Figures and names the spec fixes are used word for
 * word; the rest is written to match them.
 */

export const HERO_BENEFITS = [
  "Grow monthly recurring revenue without working longer hours",
  "Optimize your team so the business no longer depends on you",
  "Build operational excellence into every client engagement",
  "One-to-one coaching from people who have scaled MSPs",
  "A proven framework refined with hundreds of MSP owners",
  "Predictable growth you can plan, hire and invest around",
] as const;

export type ProgramIcon = "growth" | "operations" | "leadership";

export const PROGRAMS: readonly { name: string; icon: ProgramIcon; summary: string; points: string[] }[] = [
  {
    name: "Growth Accelerator Program",
    icon: "growth",
    summary: "Turn referrals and one-off projects into a repeatable engine for new recurring revenue.",
    points: [
      "Pricing and packaging that protect your margin",
      "A sales process your team can run without you",
      "Marketing that fills the pipeline every month",
      "Quarterly growth targets with weekly accountability",
    ],
  },
  {
    name: "Operations Excellence",
    icon: "operations",
    summary: "Deliver a consistent service that scales without adding chaos or burning out your technicians.",
    points: [
      "Service desk workflows and escalation paths",
      "Standardized client onboarding and offboarding",
      "KPIs and dashboards that show where profit leaks",
      "Documentation and automation that save hours each week",
    ],
  },
  {
    name: "Leadership Mastery",
    icon: "leadership",
    summary: "Step out of the day-to-day and lead a team that owns results as much as you do.",
    points: [
      "Hiring, onboarding and keeping great people",
      "Delegation that frees your calendar",
      "A leadership team and meeting rhythm",
      "Vision, culture and a plan for your exit",
    ],
  },
];

export type ValueIcon = "guidance" | "process" | "strategy" | "results";

export const VALUE_CARDS: readonly { title: string; icon: ValueIcon; text: string }[] = [
  {
    title: "Expert Guidance",
    icon: "guidance",
    text: "Coaches who have built, run and sold managed service providers.",
  },
  {
    title: "Proven Process",
    icon: "process",
    text: "A step-by-step framework tested with more than 300 MSPs.",
  },
  {
    title: "Custom Strategy",
    icon: "strategy",
    text: "A plan shaped around your market, your team and your goals.",
  },
  {
    title: "Measurable Results",
    icon: "results",
    text: "Clear targets and monthly reviews, so you always know it is working.",
  },
];

export const MISSION =
  "Our mission is to help owners of managed IT service providers build businesses that grow predictably, " +
  "run without them in every seat and give them back the freedom they started out for.";

export const ABOUT_STORY =
  "We have spent more than 15 years inside MSPs as technicians, service managers and owners. " +
  "Today we coach owners through the same challenges we faced: pricing, hiring, operations and " +
  "leadership, with practical tools rather than theory.";

export const VALUES: readonly { title: string; text: string }[] = [
  { title: "Integrity", text: "Honest advice, even when it is not what you expected to hear." },
  { title: "Expertise", text: "Guidance grounded in running real managed service businesses." },
  { title: "Results-Driven", text: "Every session ends with actions tied to measurable outcomes." },
  { title: "Partnership", text: "We work alongside you for the long term, not just a workshop." },
];

export const COMMUNITY_NOTE =
  "Join a community of 500+ MSP owners who share what works, every week, in our private peer groups.";

/**
 * The three free downloads of the home page: the demo catalog's free resources
 * (packages/db/src/seed/demo-content.ts), which anyone may download signed out.
 */
export const FREE_DOWNLOADS: readonly {
  title: string;
  description: string;
  linkText: string;
  link: string;
  icon: "profit" | "sales" | "hiring";
}[] = [
  {
    title: "MSP Profit Maximization Guide",
    description:
      "Where MSP margin leaks and how to recover it: pricing, unbilled licenses, scope creep and utilization.",
    linkText: "Download the profit guide",
    link: "/downloads/msp-profit-maximization-guide.pdf",
    icon: "profit",
  },
  {
    title: "7-Step Sales Framework for MSPs",
    description:
      "From first conversation to signed agreement: discovery questions, assessment offer and proposal.",
    linkText: "Download the sales framework",
    link: "/downloads/7-step-sales-framework-for-msps.pdf",
    icon: "sales",
  },
  {
    title: "Technician Hiring Playbook",
    description:
      "Scorecards, job adverts, a troubleshooting exercise and reference questions for hiring technicians.",
    linkText: "Download the hiring playbook",
    link: "/downloads/technician-hiring-playbook.pdf",
    icon: "hiring",
  },
];

export const NEWSLETTER_CLAIM =
  "Join 5,000+ MSP owners who get practical growth strategies in their inbox every week.";

export const NEWSLETTER_BENEFITS = [
  "Weekly tactics to grow recurring revenue",
  "Pricing and packaging ideas that protect margin",
  "Hiring and leadership advice from working MSP owners",
  "First access to free guides, templates and webinars",
] as const;

export const NEWSLETTER_TESTIMONIAL = {
  quote: "The one email I read every week. Every issue gives me something I can use with my team on Monday.",
  name: "James Walker",
  company: "Keystone Network Services",
} as const;

export type ContactBenefitIcon = "session" | "plan" | "results" | "nobligation";

export const CONTACT_BENEFITS: readonly { title: string; text: string; icon: ContactBenefitIcon }[] = [
  {
    title: "Free 30-minute strategy session",
    text: "A focused call with a coach about where your MSP is today and where it could be.",
    icon: "session",
  },
  {
    title: "A clear growth plan",
    text: "Leave with the three changes that will move your revenue and profit the most.",
    icon: "plan",
  },
  {
    title: "Improvements within 90 days",
    text: "Owners we coach typically see measurable improvements within 90 days.",
    icon: "results",
  },
  {
    title: "No obligation",
    text: "No pressure and no hard sell: just practical advice you can act on straight away.",
    icon: "nobligation",
  },
];

export const FOOTER_PROGRAMS = [
  "Growth Accelerator",
  "Operations Excellence",
  "Leadership Mastery",
  "MSP Mastermind Groups",
  "1:1 Executive Coaching",
] as const;
