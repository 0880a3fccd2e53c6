import type { BandedFigure, LessonContentType, PlanLevel, ResourceType } from "@scalemsp/validators";
import { maturityAssessment, pricingQuiz, recurringRevenueQuiz, type DemoQuestion } from "./demo-questions";

/**
 * Demo catalog loaded on a database with no modules (contract §1, SEED_DEMO).
 * Every `/downloads/…` URL names a file in apps/server/downloads, which the server serves.
 */

export const DEMO_CATEGORIES = [
  "Sales",
  "Marketing",
  "Operations",
  "Finance",
  "Hiring",
  "Leadership",
] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export interface DemoLesson {
  title: string;
  /** Quiz and assessment lessons answered and scored in the lesson dialog. */
  questions?: readonly DemoQuestion[];
  description: string;
  contentType: LessonContentType;
  /** Minutes. */
  duration: number;
  contentUrl?: string;
  contentText?: string;
}

export interface DemoCourse {
  title: string;
  description: string;
  requiredPlanLevel: PlanLevel;
  thumbnailUrl: string;
  lessons: DemoLesson[];
}

export interface DemoResource {
  title: string;
  description: string;
  type: ResourceType;
  accessLevel: PlanLevel;
  featured: boolean;
  category: DemoCategory;
  fileUrl: string;
  fileName: string;
  thumbnailUrl?: string;
  /** Gives Trending (spec §9: top by downloadCount) something to rank on a fresh install. */
  downloadCount: number;
  /** Spreads created dates so the library does not look bulk-loaded. */
  publishedDaysAgo: number;
}

const download = (file: string) => `/downloads/${file}`;

export const demoCourses: DemoCourse[] = [
  {
    title: "MSP Pricing Fundamentals",
    description:
      "Stop selling hours. Build per-user pricing that covers your true cost of delivery, protects a 60% service margin and is simple enough for a client to approve in one meeting.",
    requiredPlanLevel: "free",
    thumbnailUrl: download("course-msp-pricing-fundamentals.svg"),
    lessons: [
      {
        title: "Why Hourly Billing Caps Your Growth",
        description: "The incentive problem at the heart of break/fix, and how flat-fee pricing fixes it.",
        contentType: "text",
        duration: 12,
        contentText: `<h2>Why hourly billing caps your growth</h2>
<p>When you bill by the hour, every improvement you make to your service desk cuts your own revenue. Patch faster, automate onboarding, standardize the stack, and the invoice shrinks. Your clients see the opposite incentive too: the more things break, the more you earn. That is not a relationship anyone is excited to renew.</p>
<h3>What flat-fee pricing changes</h3>
<ul>
<li><strong>Efficiency becomes profit.</strong> Every ticket you prevent is margin you keep, not billing you lose.</li>
<li><strong>Revenue becomes predictable.</strong> Monthly recurring revenue lets you hire ahead of demand instead of after your best technician burns out.</li>
<li><strong>Clients stop rationing calls.</strong> When the help desk is already paid for, users report problems while they are still small and cheap to fix.</li>
</ul>
<h3>Setting a price you can defend</h3>
<p>Start from your cost, not from what the MSP down the road charges. Add up the monthly cost of delivering service to one user: tooling (RMM, PSA share, EDR, backup, email security, documentation) and technician time at fully loaded cost. Most MSPs we coach land between $45 and $70 per user per month for a standard stack. Then aim for a gross margin of 55 to 65% on managed services. If your delivery cost per user is $55, your price belongs somewhere between $125 and $150. The margin looks high until you remember that rent, sales, administration and your own salary are all paid out of it.</p>
<h3>Your next step</h3>
<ol>
<li>Pull last quarter's tickets and labour hours for your three largest clients.</li>
<li>Work out the true cost per user for each of them with the worksheet in this course.</li>
<li>Compare it with what they pay. Any client below 40% gross margin goes on your repricing list.</li>
</ol>
<p>You will almost always find that your favorite client is one of the least profitable. That is normal, and it is fixable.</p>`,
      },
      {
        title: "Per-User vs Per-Device Pricing",
        description:
          "Which unit to price on, how to handle shared devices and servers, and why most MSPs now lead with per-user.",
        contentType: "video",
        duration: 18,
        contentUrl: download("video-per-user-vs-per-device.mp4"),
      },
      {
        title: "Worksheet: Your True Cost per Seat",
        description: "Fill in your tooling, labour and overhead figures to find the floor under your price.",
        contentType: "pdf",
        duration: 25,
        contentUrl: download("worksheet-true-cost-per-seat.pdf"),
      },
      {
        title: "Raising Prices on Existing Clients",
        description:
          "A script and a timeline for repricing underpriced agreements without losing the client.",
        contentType: "text",
        duration: 15,
        contentText: `<h2>Raising prices on existing clients</h2>
<p>Most MSPs are not underpriced on new deals. They are underpriced on the clients they signed five years ago, when the stack was cheaper and the security expectations were lower. Those agreements quietly drag your whole margin down.</p>
<h3>Decide before you call</h3>
<p>Use your cost-per-seat worksheet to set the new price for each client. Decide in advance what you will do if they refuse: a phased increase, a reduced scope, or a respectful exit. If you are not willing to lose the client, you are not negotiating, you are asking.</p>
<h3>The conversation</h3>
<ul>
<li><strong>Give 60 to 90 days' notice</strong>, in a meeting or a call, never by invoice alone. Follow up in writing the same day.</li>
<li><strong>Lead with what has changed</strong>: the security controls you have added, insurer requirements, vendor price rises. Be specific about the value they already receive.</li>
<li><strong>State the number plainly.</strong> "From the first of April your agreement will be $138 per user." Then stop talking.</li>
<li><strong>Offer one choice, not a discount.</strong> For example, a 12-month term at the new rate, or a month-to-month rate 10% higher.</li>
</ul>
<h3>What to expect</h3>
<p>In our experience fewer than one client in twenty leaves over a well-explained increase of up to 20%. The ones who do leave are usually the ones generating the most tickets per user. Losing them often improves your profit and your technicians' week at the same time.</p>
<p>Put an annual price review clause in every new agreement so that next time, the increase is a routine event rather than a difficult conversation.</p>`,
      },
      {
        title: "Pricing Fundamentals Check",
        description: "Five questions to confirm you can build and defend a per-user price.",
        contentType: "quiz",
        questions: pricingQuiz,
        duration: 10,
        contentText: `<h2>Pricing fundamentals check</h2>
<p>Five questions on building and defending a per-user price. Answer all five and submit: you pass at 70%, and passing completes the lesson. You can take it again as often as you like.</p>`,
      },
    ],
  },
  {
    title: "The MSP Owner's 90-Day Growth Plan",
    description:
      "Find the numbers that really describe your business, pick the one constraint holding it back and commit to a 90-day plan you can review every week.",
    requiredPlanLevel: "free",
    thumbnailUrl: download("course-90-day-growth-plan.svg"),
    lessons: [
      {
        title: "Know Your Numbers: Five Metrics That Matter",
        description: "The short list of figures every MSP owner should know without opening a spreadsheet.",
        contentType: "text",
        duration: 15,
        contentText: `<h2>Know your numbers: five metrics that matter</h2>
<p>Most owners we meet can tell you their revenue. Far fewer can tell you how much of it recurs, what it costs to deliver, or how much cash the business produced last quarter. You cannot steer a business on revenue alone.</p>
<h3>The five</h3>
<ol>
<li><strong>Monthly recurring revenue (MRR).</strong> Revenue from agreements that renew without a new sale. Healthy MSPs get at least 60% of total revenue from it.</li>
<li><strong>Managed services gross margin.</strong> Agreement revenue minus tooling and technician cost, as a percentage. Target 55 to 65%.</li>
<li><strong>Effective hourly rate.</strong> Agreement revenue divided by hours spent delivering it. If it is below your old break/fix rate, you are underpriced or over-servicing.</li>
<li><strong>Reactive hours per user per month.</strong> Service desk time divided by supported users. Falling numbers mean your standards and projects are working.</li>
<li><strong>EBITDA percentage.</strong> What the business earns before interest, tax, depreciation and amortisation. Under 10% leaves no room to invest; well-run MSPs reach 15 to 20%.</li>
</ol>
<h3>Make them visible</h3>
<p>Put all five on one page and review it on the same day every month with whoever runs your finances. Show the last twelve months side by side so you see trends, not single points. Most PSA and accounting tools can export what you need; a simple spreadsheet is enough to begin with.</p>
<h3>Your next step</h3>
<p>Calculate each of the five for last month, even roughly. Write down where you think each one should be in 90 days. The gap between those two columns is the raw material for your growth plan, and the maturity assessment in the next lesson will help you rank it.</p>`,
      },
      {
        title: "MSP Maturity Assessment",
        description:
          "Rate twelve statements to see which of six areas of the business is holding growth back.",
        contentType: "assessment",
        questions: maturityAssessment,
        duration: 20,
        contentText: `<h2>MSP maturity assessment</h2>
<p>Twelve statements, two for each part of the business: sales, service delivery, finance, people, operations and leadership. Choose the answer that is true today, not the one you are planning.</p>
<p>You get a score for each area, shown as a chart. The lowest area is very likely your constraint: start your 90-day plan there. Take the assessment again at the end of each 90-day plan and compare with your earlier attempts.</p>`,
      },
      {
        title: "Choosing the One Constraint to Fix First",
        description:
          "Why working on everything at once stalls growth, and how to pick the single bottleneck.",
        contentType: "video",
        duration: 14,
        contentUrl: download("video-one-constraint.mp4"),
      },
      {
        title: "90-Day Growth Plan Template",
        description:
          "A one-page plan: one constraint, one measurable outcome, three priorities and a weekly scorecard.",
        contentType: "pdf",
        duration: 30,
        contentUrl: download("90-day-growth-plan.pdf"),
      },
    ],
  },
  {
    title: "Building a Recurring Revenue Engine",
    description:
      "Convert break/fix and block-hour clients to managed agreements, design three tiers that sell themselves and write contracts that protect your monthly recurring revenue.",
    requiredPlanLevel: "basic",
    thumbnailUrl: download("course-recurring-revenue-engine.svg"),
    lessons: [
      {
        title: "Converting Break/Fix Clients to Managed Agreements",
        description: "Use the client's own ticket history to make the case for a flat monthly fee.",
        contentType: "text",
        duration: 16,
        contentText: `<h2>Converting break/fix clients to managed agreements</h2>
<p>Your break/fix clients already trust you. What they lack is a reason to change how they pay. The strongest reason is their own data.</p>
<h3>Build the case from their history</h3>
<ol>
<li>Export the last 12 months of invoices and tickets for the client.</li>
<li>Group the tickets: how many were preventable with patching, monitoring, backup checks or user training?</li>
<li>Add up what they spent, including the months with a large emergency invoice. Clients remember the average; they forget the spikes.</li>
<li>Estimate the downtime those incidents caused: hours lost multiplied by the number of people affected.</li>
</ol>
<h3>Present it as a risk conversation</h3>
<p>Do not open with price. Open with what happened: "Last year you had four outages that stopped your front desk for a combined 19 hours." Then show what the managed agreement includes that would have prevented most of them, and what it costs per month. Compare it with their real spend plus downtime, not with their best month.</p>
<h3>Handle the common objections</h3>
<ul>
<li><strong>"We hardly ever call you."</strong> Good. The agreement is priced to keep it that way, and it includes the security work they are not getting today.</li>
<li><strong>"It costs more than last year."</strong> Often true. Last year they were also carrying risk that their insurer and their clients would not accept.</li>
<li><strong>"Can we keep paying as we go?"</strong> Set a date after which you will only offer break/fix at a higher hourly rate with no response-time commitment.</li>
</ul>
<p>Aim to convert your top ten break/fix clients within two quarters. Each one moved to an agreement is revenue you no longer have to win again every month.</p>`,
      },
      {
        title: "Designing Three Service Tiers Clients Understand",
        description:
          "Essentials, Business and Secure Business: what goes in each tier and how to price the gaps.",
        contentType: "video",
        duration: 22,
        contentUrl: download("video-three-service-tiers.mp4"),
      },
      {
        title: "Contract Terms That Protect Your MRR",
        description:
          "The clauses that keep recurring revenue recurring: terms, renewals, escalators and scope.",
        contentType: "text",
        duration: 14,
        contentText: `<h2>Contract terms that protect your MRR</h2>
<p>A managed services agreement is not just a legal formality. It decides how predictable your revenue really is. These are the terms we review first with every MSP we coach. Have your own lawyer adapt them to your jurisdiction.</p>
<h3>Term and renewal</h3>
<ul>
<li><strong>Initial term of 24 to 36 months</strong> for new clients, with onboarding fees covering your set-up costs.</li>
<li><strong>Automatic renewal</strong> for 12-month periods unless either side gives 90 days' written notice.</li>
<li><strong>Termination for convenience</strong> only with notice and an early-termination fee covering the remaining months or your unrecovered costs.</li>
</ul>
<h3>Price</h3>
<ul>
<li><strong>Annual escalator</strong>: a fixed percentage (3 to 5%) or the inflation index, whichever is higher.</li>
<li><strong>Vendor pass-through</strong>: the right to pass on third-party license increases with 30 days' notice.</li>
<li><strong>Minimum commitment</strong>: a floor on user count, so a client cannot cut seats to near zero mid-term.</li>
</ul>
<h3>Scope</h3>
<ul>
<li>A clear schedule of what is included and, just as important, what is not: projects, hardware, after-hours work and third-party applications.</li>
<li>Client obligations: replacing unsupported hardware, following security recommendations, keeping licenses current.</li>
<li>An out-of-scope rate and a change process, so extra work is quoted before it starts.</li>
</ul>
<p>Vague scope costs more margin than any other clause. If a technician cannot tell from the agreement whether a request is included, rewrite that section.</p>`,
      },
      {
        title: "Managed Services Agreement Checklist",
        description: "A clause-by-clause checklist to review your current agreement against.",
        contentType: "pdf",
        duration: 20,
        contentUrl: download("managed-services-agreement-checklist.pdf"),
      },
      {
        title: "Recurring Revenue Quiz",
        description: "Check your understanding of conversion, tiering and contract protection.",
        contentType: "quiz",
        questions: recurringRevenueQuiz,
        duration: 10,
        contentText: `<h2>Recurring revenue quiz</h2>
<p>Four questions on converting break/fix clients, designing tiers and protecting your monthly recurring revenue. Pass at 70% to complete the lesson.</p>`,
      },
    ],
  },
  {
    title: "Quarterly Business Reviews That Retain Clients",
    description:
      "Turn the QBR from a ticket report nobody reads into a strategic meeting that renews agreements, surfaces projects and keeps you in front of the decision maker.",
    requiredPlanLevel: "basic",
    thumbnailUrl: download("course-quarterly-business-reviews.svg"),
    lessons: [
      {
        title: "What a QBR Is For",
        description:
          "The three jobs of a quarterly business review, and the mistakes that make clients skip them.",
        contentType: "text",
        duration: 12,
        contentText: `<h2>What a QBR is for</h2>
<p>A quarterly business review has three jobs: prove the value of what the client already pays for, align technology with where their business is heading, and agree the next quarter's priorities. If your QBR does none of these, the client is right to cancel it.</p>
<h3>The mistakes that kill QBRs</h3>
<ul>
<li><strong>Ticket dumps.</strong> Forty slides of ticket counts tell the client you are busy, not that you are valuable. Show three numbers and what they mean.</li>
<li><strong>Meeting the wrong person.</strong> The office manager cares about the printer. The owner or finance lead decides whether to renew. Insist on a decision maker in the room.</li>
<li><strong>No asks.</strong> A QBR without a recommendation is a status call. Every review should end with at least one decision for the client to make.</li>
<li><strong>Technician-led.</strong> Your technical account manager should prepare the data. The conversation belongs to someone who can talk about budget and risk.</li>
</ul>
<h3>What good looks like</h3>
<p>A 45-minute meeting, booked a year ahead, with a short agenda sent a week before. You open by asking what has changed in their business: new staff, new locations, new regulations, new clients of their own. You show a one-page scorecard of service and security health. You present a rolling 12-month technology roadmap with budget estimates. You leave with decisions and dates.</p>
<h3>Who gets one</h3>
<p>Not every client needs a quarterly meeting. Top-tier clients get quarterly reviews; mid-tier clients twice a year; small clients an annual review with an emailed scorecard in between. Decide this by agreement value, not by who asks the loudest.</p>`,
      },
      {
        title: "Running a 45-Minute QBR",
        description: "A walkthrough of the agenda minute by minute, from opening question to agreed actions.",
        contentType: "video",
        duration: 45,
        contentUrl: download("video-running-a-qbr.mp4"),
      },
      {
        title: "QBR Deck Outline",
        description: "Slide-by-slide outline you can rebuild in your own template.",
        contentType: "pdf",
        duration: 20,
        contentUrl: download("qbr-deck-outline.pdf"),
      },
      {
        title: "Client Churn Risk Scorecard",
        description: "Score each client on eight warning signs to decide where your account time goes first.",
        contentType: "assessment",
        duration: 25,
        contentText: `<h2>Client churn risk scorecard</h2>
<p>Score each of your top 20 clients on the eight warning signs below: <strong>1 point</strong> for each one that applies. Re-score every quarter.</p>
<ol>
<li>No QBR or review meeting held in the last six months.</li>
<li>The main contact or decision maker has changed in the last year.</li>
<li>Ticket volume has risen more than 25% over two quarters.</li>
<li>Satisfaction survey scores have fallen, or surveys go unanswered.</li>
<li>They have rejected or stalled on two or more recommendations.</li>
<li>Invoices are paid late more than once in the last six months.</li>
<li>The agreement renews within the next six months.</li>
<li>They have been acquired, merged or opened a new location without involving you.</li>
</ol>
<h3>What to do with the score</h3>
<ul>
<li><strong>0 to 1: stable.</strong> Keep the normal review rhythm.</li>
<li><strong>2 to 3: watch.</strong> The account owner calls the decision maker this month and books a review.</li>
<li><strong>4 or more: at risk.</strong> An owner-level meeting within two weeks. Come with a specific plan to fix whatever is driving the score, not with a discount.</li>
</ul>
<p>Clients rarely leave over a single bad ticket. They leave when several of these signs pile up and nobody notices. The scorecard makes sure someone does.</p>`,
      },
    ],
  },
  {
    title: "Hiring Your First Service Manager",
    description:
      "Get yourself out of the service desk. Know when to hire, define the role with a scorecard, interview for judgment and onboard your service manager so they own delivery within 90 days.",
    requiredPlanLevel: "pro",
    thumbnailUrl: download("course-hiring-your-first-service-manager.svg"),
    lessons: [
      {
        title: "Signs You Need a Service Manager Now",
        description: "The symptoms that say the owner has become the bottleneck in service delivery.",
        contentType: "text",
        duration: 12,
        contentText: `<h2>Signs you need a service manager now</h2>
<p>Most MSP owners hire a service manager about a year after they needed one. By then, the best technician is tired, response times have slipped, and the owner is dispatching tickets at 10 p.m. Look for these signs instead of waiting for a crisis.</p>
<h3>The warning signs</h3>
<ul>
<li><strong>You are the escalation point for everything.</strong> Technicians wait for you before closing difficult tickets or talking to an unhappy client.</li>
<li><strong>You have four or more technicians.</strong> Beyond that, dispatching, coaching and quality checks become a full-time job.</li>
<li><strong>Service level targets are missed and nobody owns it.</strong> Everyone works hard, but no one looks at the board as a whole.</li>
<li><strong>You have not had a sales meeting in a month</strong> because the service desk keeps pulling you back in.</li>
<li><strong>Your senior technician is quietly doing the job</strong> without the title, authority or pay, and is looking at job ads.</li>
</ul>
<h3>Can you afford it?</h3>
<p>A service manager usually costs more than a senior technician, and they will not close many tickets themselves. The return comes from three places: higher technician utilization, fewer escalations reaching you, and the owner time you put back into sales and client relationships. If you free up ten hours a week and convert them into one new agreement a quarter, the role typically pays for itself within the first year.</p>
<h3>Promote or hire?</h3>
<p>Promoting your best technician is tempting, and sometimes right. But a great technician and a great manager need different skills. If you promote, do it with a clear scorecard, management training and a 90-day review, and make sure they can step back into a senior technical role without losing face if it does not work out.</p>`,
      },
      {
        title: "Write the Scorecard Before the Job Ad",
        description:
          "Define the outcomes the service manager owns before you write a single line of the advert.",
        contentType: "text",
        duration: 18,
        contentText: `<h2>Write the scorecard before the job ad</h2>
<p>A job description lists tasks. A scorecard lists outcomes. Hire against outcomes and you will interview differently, onboard differently and know within 90 days whether the hire is working.</p>
<h3>The parts of a scorecard</h3>
<ol>
<li><strong>Mission.</strong> One sentence. For example: "Deliver a responsive, consistent service desk that keeps clients renewing and technicians productive."</li>
<li><strong>Outcomes.</strong> Three to six measurable results with a deadline.</li>
<li><strong>Competencies.</strong> The behaviors needed to get there: calm under pressure, direct feedback, follows through, data-driven.</li>
</ol>
<h3>Example outcomes for a first service manager</h3>
<ul>
<li>First response within one business hour on 95% of tickets by the end of month three.</li>
<li>Technician utilization between 70 and 80% across the team by month six.</li>
<li>Reactive hours per user per month reduced by 15% within twelve months.</li>
<li>No ticket older than 14 days without a documented plan and client update.</li>
<li>Weekly one-to-ones with every technician, with written development goals.</li>
<li>Owner escalations reduced to fewer than two per week by month four.</li>
</ul>
<h3>Turn it into the advert</h3>
<p>Lead the advert with the mission and two or three of the outcomes. Strong candidates want to know what success looks like; weak candidates skim to the salary. Include the salary range anyway, since it saves everyone time.</p>
<p>Share the full scorecard with your shortlisted candidates before the final interview and ask them which outcome they expect to be hardest and why. Their answer tells you more than any question about their CV.</p>`,
      },
      {
        title: "Interviewing for Dispatch Judgment",
        description:
          "Scenario questions that reveal how a candidate prioritizes, escalates and communicates.",
        contentType: "video",
        duration: 35,
        contentUrl: download("video-interviewing-for-judgment.mp4"),
      },
      {
        title: "Service Manager 90-Day Onboarding Plan",
        description: "Week-by-week plan to hand over dispatch, escalations and reporting.",
        contentType: "pdf",
        duration: 30,
        contentUrl: download("service-manager-onboarding-plan.pdf"),
      },
      {
        title: "Delegation Readiness Assessment",
        description: "Ten questions to check whether you are ready to hand over service delivery.",
        contentType: "assessment",
        duration: 15,
        contentText: `<h2>Delegation readiness assessment</h2>
<p>Answer yes or no. Each <strong>yes</strong> scores one point.</p>
<ol>
<li>Our ticket priorities and service level targets are written down.</li>
<li>We have documented escalation paths for security incidents and outages.</li>
<li>Technicians log time on every ticket, every day.</li>
<li>The PSA dashboards show open tickets by age, priority and technician.</li>
<li>Client contacts know who to call besides the owner.</li>
<li>I can name the three metrics the service manager will be judged on.</li>
<li>I am willing to let the service manager make dispatch decisions I would have made differently.</li>
<li>I have blocked time in my calendar for weekly one-to-ones with the new manager.</li>
<li>Technicians have been told why the role exists and what changes for them.</li>
<li>I have a plan for the hours I will get back.</li>
</ol>
<h3>Your result</h3>
<ul>
<li><strong>8 to 10:</strong> ready. Start recruiting now.</li>
<li><strong>5 to 7:</strong> fix the gaps during the hiring process; most can be closed in a few weeks.</li>
<li><strong>0 to 4:</strong> a new manager will inherit chaos. Spend the next month on documentation and dashboards first, or the hire will fail for reasons that are not their fault.</li>
</ul>
<p>Pay special attention to question 7. Owners who cannot let go of dispatch decisions are the most common reason a first service manager leaves within a year.</p>`,
      },
    ],
  },
  {
    title: "Running a Profitable Service Desk",
    description:
      "Set sensible utilization targets, triage and dispatch tickets with discipline, and cut reactive work through standards so the service desk grows margin instead of headcount.",
    requiredPlanLevel: "pro",
    thumbnailUrl: download("course-profitable-service-desk.svg"),
    lessons: [
      {
        title: "Utilization Targets That Don't Burn Out Your Team",
        description: "How to measure technician utilization honestly and where to set the target.",
        contentType: "text",
        duration: 15,
        contentText: `<h2>Utilization targets that don't burn out your team</h2>
<p>Utilization is the share of a technician's paid hours spent on client work. It is the single best predictor of service desk profitability, and the easiest number to misuse.</p>
<h3>Measure it properly</h3>
<ul>
<li>Start from <strong>paid hours</strong>, including holidays and sick days. A 40-hour week is about 2,080 paid hours a year.</li>
<li>Count <strong>client-facing time</strong> logged against tickets and projects, whether it is billable or covered by an agreement.</li>
<li>Exclude internal meetings, training and administration. They matter, but they are not utilization.</li>
</ul>
<h3>Where to set the target</h3>
<p>For service desk technicians, 70 to 80% is a sustainable range. Below 65%, you either have too many people or too little time logging. Above 85% for more than a few weeks, quality drops, documentation stops and your best people start looking elsewhere. Senior engineers who also do projects and mentoring can sit nearer 65 to 70%.</p>
<h3>Fix time logging first</h3>
<p>Utilization numbers are only as good as time entries. Require time to be logged on the ticket when the work is done, not reconstructed on Friday afternoon. Review unlogged hours in the weekly team meeting without blame; the goal is accurate data, not catching people out.</p>
<h3>Use it to make decisions</h3>
<ul>
<li>Team utilization above 80% for two consecutive months: start recruiting, since hiring takes three months.</li>
<li>One technician far below the rest: look at ticket routing and skills before you look at effort.</li>
<li>Utilization rising while ticket volume per user is flat: you are slowing down somewhere. Check for tool problems or unclear processes.</li>
</ul>`,
      },
      {
        title: "Triage and the Dispatch Board",
        description: "A practical dispatch routine: priorities, queues and the morning stand-up.",
        contentType: "video",
        duration: 28,
        contentUrl: download("video-triage-and-dispatch.mp4"),
      },
      {
        title: "Cutting Reactive Tickets with Standards Alignment",
        description: "Standardize the stack across clients so fewer things break and fixes are repeatable.",
        contentType: "text",
        duration: 16,
        contentText: `<h2>Cutting reactive tickets with standards alignment</h2>
<p>Every exception in a client environment is a future ticket. Different firewalls, a backup product for every client, local admin rights for "just that one user": each one makes the service desk slower and less predictable. Standards alignment is the discipline of defining how every client should be set up and closing the gaps on a schedule.</p>
<h3>Write the standards</h3>
<p>Start with the areas that generate the most tickets. For most MSPs that means endpoint configuration, patching, backup, email security, identity and network edge. For each one, write a short standard: what must be true, how you check it, and who fixes it when it is not.</p>
<ul>
<li>"All workstations run a supported operating system and receive patches within 14 days."</li>
<li>"No user has local administrator rights without a documented exception."</li>
<li>"Every client has offsite backups tested with a restore at least quarterly."</li>
</ul>
<h3>Run alignment reviews</h3>
<p>A technical alignment manager, or a senior technician with protected time, reviews each client against the standards on a rotating schedule. Misalignments become either a fix your team carries out under the agreement, or a project recommendation for the next business review.</p>
<h3>Measure the effect</h3>
<p>Track reactive hours per user per month for each client alongside their alignment score. Within two or three quarters, you should see the best-aligned clients generating noticeably fewer tickets. That data is also your strongest argument when a client hesitates over a recommended project.</p>
<p>Start small: five standards, your ten largest clients, one review each per quarter. Expand once the routine sticks.</p>`,
      },
      {
        title: "Service Desk KPI Reference Card",
        description: "Definitions and healthy ranges for the service desk metrics worth tracking weekly.",
        contentType: "pdf",
        duration: 10,
        contentUrl: download("service-desk-kpi-reference-card.pdf"),
      },
      {
        title: "Service Desk Metrics Quiz",
        description: "Test yourself on utilization, reactive hours and dispatch priorities.",
        contentType: "quiz",
        duration: 12,
        contentText: `<h2>Service desk metrics quiz</h2>
<ol>
<li><p><strong>A technician is paid for 2,080 hours a year and logs 1,456 hours of client work. What is their utilization?</strong></p>
<ul><li>A. 60%</li><li>B. 70%</li><li>C. 80%</li><li>D. 90%</li></ul>
<details><summary>Answer</summary><p>B. 1,456 / 2,080 = 70%.</p></details></li>
<li><p><strong>Team utilization has been 86% for three months. What should you do first?</strong></p>
<ul><li>A. Celebrate</li><li>B. Start recruiting and check quality indicators</li><li>C. Cut training</li><li>D. Increase the target to 90%</li></ul>
<details><summary>Answer</summary><p>B. Sustained utilization above 85% leads to burnout and skipped documentation. Hiring takes months, so start now.</p></details></li>
<li><p><strong>Which metric best shows whether your standards work is paying off?</strong></p>
<ul><li>A. Tickets closed per day</li><li>B. Reactive hours per user per month</li><li>C. Number of technicians</li><li>D. Average call length</li></ul>
<details><summary>Answer</summary><p>B. Fewer reactive hours per user means the environment breaks less often.</p></details></li>
<li><p><strong>A whole office cannot print, and one executive cannot open a PDF. Which is dispatched first?</strong></p>
<details><summary>Answer</summary><p>The office-wide printing outage. Priority is impact times urgency, not the seniority of the requester. The executive gets a prompt update and a time.</p></details></li>
</ol>`,
      },
    ],
  },
  {
    title: "Scaling to $5M ARR",
    description:
      "The structure, leadership team and financial controls that take an MSP from owner-led to leader-led on the way to $5M in annual recurring revenue.",
    requiredPlanLevel: "enterprise",
    thumbnailUrl: download("course-scaling-to-5m-arr.svg"),
    lessons: [
      {
        title: "The Org Chart at $2M, $3.5M and $5M",
        description: "Which seats exist at each stage, and which ones the owner must give up first.",
        contentType: "text",
        duration: 20,
        contentText: `<h2>The org chart at $2M, $3.5M and $5M</h2>
<p>Growth breaks structures. The org chart that works at $2M of annual recurring revenue becomes the bottleneck at $3.5M. Draw the chart for the business you are building, then hire into it.</p>
<h3>Around $2M ARR</h3>
<ul>
<li>The owner still leads sales and sets direction.</li>
<li>A service manager runs the service desk of five to eight technicians.</li>
<li>A technical lead or alignment manager owns standards and projects.</li>
<li>Finance and administration sit with a part-time bookkeeper and an office manager.</li>
</ul>
<h3>Around $3.5M ARR</h3>
<ul>
<li>A <strong>service delivery director</strong> over the service desk, projects and alignment.</li>
<li>A dedicated <strong>sales lead</strong> or business development manager, so new revenue no longer depends on the owner's calendar.</li>
<li><strong>Account managers</strong> (virtual CIOs) who own renewals, reviews and roadmaps for the larger clients.</li>
<li>A financial controller, even part-time, producing a monthly close within ten working days.</li>
</ul>
<h3>Around $5M ARR</h3>
<ul>
<li>An <strong>operations leader</strong> or integrator who runs the business day to day, freeing the owner for strategy, key relationships and acquisitions.</li>
<li>Security as its own function, with someone accountable for your own security as well as your clients'.</li>
<li>Leaders each with a scorecard, a budget and authority to hire within it.</li>
</ul>
<h3>The owner's seat</h3>
<p>At every stage, write down which seats the owner currently fills. Most owners we work with are sitting in four or five at $2M. The plan for the next 18 months is the order in which you hand them over. Start with the seat you are worst at or enjoy least; it is usually the one costing the business most.</p>`,
      },
      {
        title: "Building a Leadership Team That Runs Without You",
        description:
          "Meeting rhythm, scorecards and decision rights for a leadership team of four to six people.",
        contentType: "video",
        duration: 65,
        contentUrl: download("video-leadership-team.mp4"),
      },
      {
        title: "Financial Controls: Budget, Forecast, Monthly Close",
        description: "The finance routine that lets you hire, invest and acquire with confidence.",
        contentType: "text",
        duration: 18,
        contentText: `<h2>Financial controls: budget, forecast, monthly close</h2>
<p>Below $2M, an owner can run the business from the bank balance. Beyond it, you need a finance routine that tells you what happened, what will happen and what you can afford.</p>
<h3>The monthly close</h3>
<p>Close the books within ten working days of month end. That means reconciled bank accounts, accrued revenue and costs, and a profit and loss statement laid out the way an MSP thinks: revenue split into recurring, projects, hardware and other; cost of goods split the same way, so you can see gross margin by revenue stream.</p>
<h3>The annual budget</h3>
<ul>
<li>Build it bottom up from MRR, expected new agreements and known churn.</li>
<li>Budget headcount by month, with the start date of every planned hire.</li>
<li>Set a target EBITDA, typically 15 to 20% for a well-run MSP at this size, and work backwards to the spending that allows it.</li>
</ul>
<h3>The rolling forecast</h3>
<p>Each month, update a 13-week cash forecast and a 12-month profit forecast. The cash forecast catches timing problems such as annual license renewals and quarterly tax; the profit forecast tells you whether the next hire is affordable this quarter or next.</p>
<h3>Controls that prevent expensive surprises</h3>
<ul>
<li>Two people involved in every payment above a set threshold.</li>
<li>Monthly reconciliation of vendor license counts against client billing. Unbilled licenses are one of the largest silent margin leaks we find.</li>
<li>Quarterly review of agreement pricing against cost per user.</li>
</ul>
<p>If nobody in the business can do this today, hire a fractional financial controller before your next technician.</p>`,
      },
      {
        title: "Scaling Readiness Scorecard",
        description: "Rate your business across six areas before committing to the next stage of growth.",
        contentType: "pdf",
        duration: 40,
        contentUrl: download("scaling-readiness-scorecard.pdf"),
      },
      {
        title: "Leadership Bench Assessment",
        description: "A workshop exercise: map every leadership seat, its owner and its successor.",
        contentType: "assessment",
        duration: 90,
        contentText: `<h2>Leadership bench assessment</h2>
<p>Run this as a 90-minute workshop with your leadership team. You need the org chart for the business 18 months from now and one sheet per leadership seat.</p>
<h3>Step 1: list the seats (20 minutes)</h3>
<p>For each seat write the mission, the three outcomes it owns and who sits in it today. If the owner's name appears more than twice, stop and discuss which seat moves first.</p>
<h3>Step 2: rate each person in their seat (30 minutes)</h3>
<p>Score each leader from 1 to 5 on four questions:</p>
<ul>
<li>Do they understand the seat and its outcomes?</li>
<li>Do they want the seat, including its hard parts?</li>
<li>Do they have the capacity: time, skills and energy?</li>
<li>Do they hit the scorecard numbers consistently?</li>
</ul>
<p>A leader who scores below 3 on any question needs a development plan with a date, or a different seat.</p>
<h3>Step 3: name a successor (25 minutes)</h3>
<p>For every seat, name who could step in for three months if the current leader left tomorrow. Empty successor boxes are your biggest scaling risk and, later, a discount on your valuation.</p>
<h3>Step 4: commit (15 minutes)</h3>
<ul>
<li>One development action for each leader, owned by their manager.</li>
<li>One hire or promotion decision for the next quarter.</li>
<li>A date to repeat the assessment in six months.</li>
</ul>
<p><strong>Healthy bench:</strong> every seat scores 3 or above on all four questions and has a named successor. Most MSPs between $2M and $5M have two or three gaps; the point is to know where they are.</p>`,
      },
    ],
  },
  {
    title: "Mergers & Acquisitions for MSP Owners",
    description:
      "Understand how MSPs are valued, prepare your own business for a sale, and buy and integrate a smaller MSP without losing its clients or your margin.",
    requiredPlanLevel: "enterprise",
    thumbnailUrl: download("course-mergers-and-acquisitions.svg"),
    lessons: [
      {
        title: "How MSPs Are Valued",
        description: "EBITDA multiples, recurring revenue quality and the factors that move the price.",
        contentType: "text",
        duration: 20,
        contentText: `<h2>How MSPs are valued</h2>
<p>Most MSP transactions are priced as a multiple of adjusted EBITDA: earnings before interest, tax, depreciation and amortisation, adjusted for the owner's salary at market rate and for one-off costs. The multiple is where the negotiation lives.</p>
<h3>Typical ranges</h3>
<ul>
<li>Small, owner-dependent MSPs under $1M revenue often trade at 3 to 5 times adjusted EBITDA, sometimes with much of the price tied to client retention.</li>
<li>Well-run MSPs with $2M to $5M revenue and a leadership team commonly reach 5 to 8 times.</li>
<li>Larger platforms that attract private equity can command higher multiples still. Market conditions move these ranges, so treat them as a starting point, not a promise.</li>
</ul>
<h3>What raises the multiple</h3>
<ul>
<li><strong>Recurring revenue share.</strong> 70% or more of revenue under multi-year agreements.</li>
<li><strong>Client concentration.</strong> No client above 10% of revenue.</li>
<li><strong>Margin.</strong> Managed services gross margin above 55% and EBITDA above 15%.</li>
<li><strong>Standardization.</strong> One stack, documented, across most clients.</li>
<li><strong>Independence from the owner.</strong> A leadership team that runs the business and will stay after the sale.</li>
</ul>
<h3>What lowers it</h3>
<ul>
<li>Month-to-month agreements or handshake deals.</li>
<li>Messy books: mixed personal expenses, no monthly close, unreconciled licenses.</li>
<li>Key relationships held only by the owner.</li>
<li>Unresolved security incidents or gaps in your own security.</li>
</ul>
<p>Each of these is fixable, but most take 12 to 24 months to fix convincingly. That is why valuation work starts long before you talk to a buyer.</p>`,
      },
      {
        title: "Preparing Your MSP for Sale: 18 Months Out",
        description: "A timeline of what to fix, document and decide before you approach buyers.",
        contentType: "text",
        duration: 18,
        contentText: `<h2>Preparing your MSP for sale: 18 months out</h2>
<p>Buyers pay for what they can verify. Eighteen months gives you time to fix the issues that reduce the price and to produce a year of clean results that prove the fixes work.</p>
<h3>18 to 12 months out</h3>
<ul>
<li>Move to a monthly close and accrual accounting if you have not already. Buyers will want three years of financials, and the most recent must be clean.</li>
<li>Separate personal and business expenses and document every owner add-back.</li>
<li>Put every client on a signed, current agreement. Convert month-to-month clients to terms of at least 12 months.</li>
<li>Start moving key client relationships from you to account managers.</li>
</ul>
<h3>12 to 6 months out</h3>
<ul>
<li>Build the data room: agreements, vendor contracts, leases, employee contracts, policies, insurance and your security documentation.</li>
<li>Run your own security assessment and remediate. Buyers increasingly bring their own assessors.</li>
<li>Reconcile every vendor license against client billing.</li>
<li>Decide what you want personally: full exit, a role for two years, rollover equity, or staying on as a shareholder.</li>
</ul>
<h3>6 months out</h3>
<ul>
<li>Appoint an adviser with MSP transaction experience and a lawyer who has closed similar deals.</li>
<li>Prepare a confidential information memorandum with your adviser.</li>
<li>Agree retention packages for key staff, so the team is still there after completion.</li>
</ul>
<p>The best outcome of this work is that you may decide not to sell. A business that is ready for a buyer is also a business that is much more enjoyable to own.</p>`,
      },
      {
        title: "Buying a Book of Business: Due Diligence Walkthrough",
        description: "How to examine a smaller MSP's clients, contracts, stack and team before you commit.",
        contentType: "video",
        duration: 75,
        contentUrl: download("video-due-diligence-walkthrough.mp4"),
      },
      {
        title: "M&A Due Diligence Checklist",
        description:
          "The documents and questions to request, grouped by financial, commercial, technical and people.",
        contentType: "pdf",
        duration: 45,
        contentUrl: download("msp-due-diligence-checklist.pdf"),
      },
      {
        title: "Integrating an Acquired MSP in the First 100 Days",
        description: "Protect client retention and team morale while you merge stacks and processes.",
        contentType: "text",
        duration: 20,
        contentText: `<h2>Integrating an acquired MSP in the first 100 days</h2>
<p>Most of the value in an acquisition is lost or kept in the first 100 days. Clients decide whether to stay, technicians decide whether to trust you, and you find out what the due diligence missed.</p>
<h3>Days 1 to 30: reassure</h3>
<ul>
<li>Announce the deal to staff before clients, on completion day, with the seller in the room.</li>
<li>Call every top-20 client personally within two weeks, with the seller where possible. Tell them what will not change: their contacts, their phone number, their service.</li>
<li>Change nothing a client can see in the first month. Keep the same help desk number and email address.</li>
<li>Meet every employee one to one. Ask what works, what frustrates them and what clients complain about.</li>
</ul>
<h3>Days 31 to 60: assess</h3>
<ul>
<li>Review every client against your standards and your pricing. Build a migration plan per client.</li>
<li>Map their tools against yours and set dates to retire duplicates. Check license terms first.</li>
<li>Identify underpriced agreements, but do not reprice yet.</li>
</ul>
<h3>Days 61 to 100: integrate</h3>
<ul>
<li>Move the service desk into your PSA and dispatch process.</li>
<li>Begin migrating clients to your stack, starting with the best-aligned ones.</li>
<li>Hold a first business review with each major client under the new name, with a roadmap and, where needed, the repricing conversation.</li>
</ul>
<p>Track client retention, ticket volume and staff turnover weekly throughout. A spike in any of them is your signal to slow down.</p>`,
      },
      {
        title: "Deal Structure Quiz",
        description: "Earn-outs, rollovers and working capital: check you understand how a deal is paid.",
        contentType: "quiz",
        duration: 15,
        contentText: `<h2>Deal structure quiz</h2>
<ol>
<li><p><strong>An MSP has $600,000 adjusted EBITDA and is offered 6 times. What is the headline enterprise value?</strong></p>
<ul><li>A. $600,000</li><li>B. $1.2M</li><li>C. $3.6M</li><li>D. $6M</li></ul>
<details><summary>Answer</summary><p>C. 6 x $600,000 = $3.6M, before adjustments for debt, cash and working capital.</p></details></li>
<li><p><strong>What is an earn-out?</strong></p>
<ul><li>A. A bonus for staff</li><li>B. Part of the price paid later if agreed targets are met</li><li>C. A loan from the buyer</li><li>D. A tax on the sale</li></ul>
<details><summary>Answer</summary><p>B. Earn-outs are often tied to client retention or revenue in the 12 to 24 months after completion.</p></details></li>
<li><p><strong>Why might a seller accept rollover equity?</strong></p>
<ul><li>A. To receive less cash</li><li>B. To share in the upside when the combined business is sold later</li><li>C. It is required by law</li><li>D. To avoid due diligence</li></ul>
<details><summary>Answer</summary><p>B. Rollover equity keeps the seller invested in the future value of the larger business, at the cost of less cash today.</p></details></li>
<li><p><strong>Which finding in due diligence most often reduces the price of an MSP?</strong></p>
<ul><li>A. An old logo</li><li>B. Clients on month-to-month or unsigned agreements</li><li>C. A small office</li><li>D. Technicians working remotely</li></ul>
<details><summary>Answer</summary><p>B. Revenue without agreements is revenue the buyer cannot count on.</p></details></li>
</ol>`,
      },
    ],
  },
];

export const demoResources: DemoResource[] = [
  {
    title: "7-Step Sales Framework for MSPs",
    description:
      "From first conversation to signed agreement: the discovery questions, assessment offer and proposal structure that close managed services deals without discounting.",
    type: "marketing",
    accessLevel: "free",
    featured: true,
    category: "Sales",
    fileUrl: download("7-step-sales-framework-for-msps.pdf"),
    fileName: "7-step-sales-framework-for-msps.pdf",
    downloadCount: 1184,
    publishedDaysAgo: 120,
  },
  {
    title: "Cold Outreach Email Sequence",
    description:
      "Five short, plain-text emails for reaching business owners who are unhappy with their current IT, with subject lines, timing and follow-up notes.",
    type: "marketing",
    accessLevel: "basic",
    featured: false,
    category: "Marketing",
    fileUrl: download("cold-outreach-email-sequence.md"),
    fileName: "cold-outreach-email-sequence.md",
    downloadCount: 412,
    publishedDaysAgo: 64,
  },
  {
    title: "Co-Managed IT One-Pager",
    description:
      "A client-facing one-page explanation of co-managed IT for companies with an internal IT person, ready to adapt with your logo and tiers.",
    type: "marketing",
    accessLevel: "pro",
    featured: false,
    category: "Marketing",
    fileUrl: download("co-managed-it-one-pager.pdf"),
    fileName: "co-managed-it-one-pager.pdf",
    downloadCount: 236,
    publishedDaysAgo: 38,
  },
  {
    title: "MSP Profit Maximization Guide",
    description:
      "Where MSP margin leaks and how to recover it: pricing, unbilled licenses, scope creep, technician utilization and the monthly numbers that keep profit visible.",
    type: "document",
    accessLevel: "free",
    featured: true,
    category: "Finance",
    fileUrl: download("msp-profit-maximization-guide.pdf"),
    fileName: "msp-profit-maximization-guide.pdf",
    downloadCount: 1532,
    publishedDaysAgo: 150,
  },
  {
    title: "Technician Hiring Playbook",
    description:
      "Scorecards, job adverts, a practical troubleshooting exercise and reference questions for hiring service desk technicians who fit your team.",
    type: "document",
    accessLevel: "free",
    featured: true,
    category: "Hiring",
    fileUrl: download("technician-hiring-playbook.pdf"),
    fileName: "technician-hiring-playbook.pdf",
    downloadCount: 968,
    publishedDaysAgo: 95,
  },
  {
    title: "Security Stack Bundling Guide",
    description:
      "How to package EDR, email security, awareness training and backup into your tiers so security is included by default instead of sold as optional extras.",
    type: "document",
    accessLevel: "pro",
    featured: false,
    category: "Operations",
    fileUrl: download("security-stack-bundling-guide.pdf"),
    fileName: "security-stack-bundling-guide.pdf",
    downloadCount: 341,
    publishedDaysAgo: 47,
  },
  {
    title: "Exit Readiness Report",
    description:
      "A structured review of the factors buyers price into an MSP acquisition, with a self-rating for each and the actions that raise your valuation.",
    type: "document",
    accessLevel: "enterprise",
    featured: false,
    category: "Leadership",
    fileUrl: download("exit-readiness-report.pdf"),
    fileName: "exit-readiness-report.pdf",
    downloadCount: 88,
    publishedDaysAgo: 21,
  },
  {
    title: "Managed Services Pricing Calculator",
    description:
      "Spreadsheet template: enter your tooling, labour and overhead costs per user and get the price for each tier at your target margin.",
    type: "template",
    accessLevel: "basic",
    featured: true,
    category: "Finance",
    fileUrl: download("managed-services-pricing-calculator.csv"),
    fileName: "managed-services-pricing-calculator.csv",
    downloadCount: 857,
    publishedDaysAgo: 80,
  },
  {
    title: "QBR Agenda Template",
    description:
      "A 45-minute quarterly business review agenda with the pre-meeting checklist, discussion questions and an action log to send afterwards.",
    type: "template",
    accessLevel: "basic",
    featured: false,
    category: "Operations",
    fileUrl: download("qbr-agenda-template.md"),
    fileName: "qbr-agenda-template.md",
    downloadCount: 523,
    publishedDaysAgo: 57,
  },
  {
    title: "Technician Scorecard Template",
    description:
      "Monthly scorecard for service desk technicians: utilization, first response, reopened tickets, documentation and client feedback with target ranges.",
    type: "template",
    accessLevel: "pro",
    featured: false,
    category: "Hiring",
    fileUrl: download("technician-scorecard-template.csv"),
    fileName: "technician-scorecard-template.csv",
    downloadCount: 298,
    publishedDaysAgo: 33,
  },
  {
    title: "Acquisition Target Screening Sheet",
    description:
      "Compare potential acquisitions side by side on recurring revenue, margin, client concentration, stack overlap and owner dependence.",
    type: "template",
    accessLevel: "enterprise",
    featured: false,
    category: "Finance",
    fileUrl: download("acquisition-target-screening.csv"),
    fileName: "acquisition-target-screening.csv",
    downloadCount: 61,
    publishedDaysAgo: 14,
  },
  {
    title: "Service Tier Comparison Graphic",
    description:
      "A clean three-column graphic comparing Essentials, Business and Secure Business tiers, for proposals and your website's pricing page.",
    type: "image",
    accessLevel: "free",
    featured: false,
    category: "Marketing",
    fileUrl: download("service-tier-comparison.svg"),
    fileName: "service-tier-comparison.svg",
    thumbnailUrl: download("service-tier-comparison.svg"),
    downloadCount: 644,
    publishedDaysAgo: 101,
  },
  {
    title: "MSP Org Chart at $3M Revenue",
    description:
      "Diagram of the leadership seats and teams of a typical $3M MSP: service delivery, projects, alignment, account management, sales and finance.",
    type: "image",
    accessLevel: "pro",
    featured: true,
    category: "Leadership",
    fileUrl: download("msp-org-chart-3m.svg"),
    fileName: "msp-org-chart-3m.svg",
    // A file of its own: a paid resource's file is closed below its plan, and the card's picture must not be.
    thumbnailUrl: download("msp-org-chart-3m-preview.svg"),
    downloadCount: 379,
    publishedDaysAgo: 44,
  },
  {
    title: 'Discovery Call Role-Play: "We Already Have an IT Guy"',
    description:
      "Short video on handling the most common objection on a first call with a prospect who relies on a part-time IT person or a relative.",
    type: "video",
    accessLevel: "basic",
    featured: true,
    category: "Sales",
    fileUrl: download("discovery-call-role-play.mp4"),
    fileName: "discovery-call-role-play.mp4",
    downloadCount: 702,
    publishedDaysAgo: 70,
  },
  {
    title: "Dispatch Board Walkthrough",
    description:
      "A service manager's morning routine on the dispatch board: overnight alerts, priorities, technician assignments and client updates.",
    type: "video",
    accessLevel: "pro",
    featured: false,
    category: "Operations",
    fileUrl: download("dispatch-board-walkthrough.mp4"),
    fileName: "dispatch-board-walkthrough.mp4",
    downloadCount: 254,
    publishedDaysAgo: 29,
  },
  {
    title: "MSP Metrics Glossary",
    description:
      "Plain-English definitions of MRR, ARR, gross margin, EBITDA, utilization, reactive hours and twenty other terms MSP owners meet in coaching and deal talks.",
    type: "other",
    accessLevel: "free",
    featured: false,
    category: "Finance",
    fileUrl: download("msp-metrics-glossary.txt"),
    fileName: "msp-metrics-glossary.txt",
    downloadCount: 489,
    publishedDaysAgo: 110,
  },
  {
    title: "Leadership Meeting Rhythm Calendar",
    description:
      "Calendar file with the weekly leadership meeting, monthly financial review, quarterly planning day and annual strategy session, ready to import.",
    type: "other",
    accessLevel: "enterprise",
    featured: false,
    category: "Leadership",
    fileUrl: download("leadership-meeting-rhythm.ics"),
    fileName: "leadership-meeting-rhythm.ics",
    downloadCount: 73,
    publishedDaysAgo: 18,
  },
];

/** The course each banded scorecard figure links to on a fresh install; the coach can change them. */
export const demoBandCourses: Record<BandedFigure, string> = {
  recurringSharePct: "Building a Recurring Revenue Engine",
  grossMarginPct: "Running a Profitable Service Desk",
  netProfitPct: "MSP Pricing Fundamentals",
  revenuePerEmployee: "Scaling to $5M ARR",
  endpointsPerTechnician: "Running a Profitable Service Desk",
  revenueGrowth12mPct: "The MSP Owner's 90-Day Growth Plan",
};

/**
 * Contract §15 on a fresh install: one demo client business whose week shows the loop on the
 * coach's board and dashboard — this quarter's goals (one following its scorecard, one set by
 * hand), the last weeks' check-ins and two action items (one overdue, one done). Its owner is
 * inactive, on an `.example` address: nobody signs in as it and no e-mail goes to it. Removing
 * the demo content removes the business, and its goals, check-ins and items with it.
 */
export const DEMO_CLIENT = {
  business: {
    name: "Northwind IT Services (demo)",
    industry: "Managed IT services",
    employeeCount: 14,
    website: "https://northwind-it.example",
    planLevel: "pro" as PlanLevel,
  },
  owner: {
    email: "owner@northwind-it.example",
    firstName: "Dana",
    lastName: "Whitfield (demo)",
  },
  /** Monthly recurring revenue: the month before the quarter, then each month of it so far. */
  recurringRevenue: { baseline: 84_000, monthlyGain: 2_600 },
  metricGoal: {
    title: "Grow monthly recurring revenue to $96,000",
    metric: "recurringRevenue",
    target: 96_000,
  },
  handGoal: { title: "Hire a service desk lead", target: 1, progress: 40 },
  /** Newest first; `hireConfidence` ≤ 2 marks the hand-set goal at risk on the board. */
  checkIns: [
    {
      wins: "Signed a 45-seat dental group on the Secure Business tier.",
      blockers: "Two candidates for the service desk lead dropped out after the second interview.",
      focus: "Shortlist three new candidates and run the first QBR with the dental group.",
      revenueConfidence: 4,
      hireConfidence: 2,
    },
    {
      wins: "Moved eight legacy break-fix clients onto managed agreements.",
      blockers: "Ticket backlog grew while a technician was on leave.",
      focus: "Clear the backlog and publish the new onboarding checklist.",
      revenueConfidence: 4,
      hireConfidence: 3,
    },
    {
      wins: "Finished the pricing review: every agreement now has a yearly uplift clause.",
      blockers: "Sales calls keep landing on the owner's calendar.",
      focus: "Book QBRs with the ten largest clients.",
      revenueConfidence: 3,
      hireConfidence: 3,
    },
  ],
  actionItems: {
    overdue: {
      title: "Send the revised Secure Business proposal to the dental group",
      details: "Include the yearly uplift clause and the onboarding timeline.",
      dueDaysAgo: 4,
    },
    done: { title: "Publish the new client onboarding checklist", dueDaysAgo: 9, doneDaysAgo: 10 },
    upcoming: { title: "Shortlist three service desk lead candidates", dueInDays: 5 },
  },
} as const;
