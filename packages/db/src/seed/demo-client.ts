import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { actionItems, businesses, checkIns, goals, scorecardEntries, users } from "../schema";
import { DEMO_CLIENT } from "./demo-content";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
const two = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM-DD` of an instant, in UTC: the seed knows no coach yet, so no coach's zone. */
const utcDate = (instant: Date) => instant.toISOString().slice(0, 10);

/** The ISO week (`2027-W05`) holding an instant, in UTC. */
export function utcIsoWeek(instant: Date): string {
  const day = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  const thursday = new Date(day + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7);
  return `${year}-W${two(week)}`;
}

/** The quarter (`2027-Q1`) of an instant in UTC, its months so far, and the month before it. */
function quarterSoFar(instant: Date) {
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth() + 1;
  const q = Math.ceil(month / 3);
  const first = (q - 1) * 3 + 1;
  const before = q === 1 ? `${year - 1}-12` : `${year}-${two(first - 1)}`;
  const months: string[] = [];
  for (let m = first; m <= month; m++) months.push(`${year}-${two(m)}`);
  return { quarter: `${year}-Q${q}`, before, months };
}

/** The demo client's owner, which marks the business as demo content. */
const demoOwner = (tx: Transaction) =>
  tx
    .select({ id: users.id, businessId: users.businessId })
    .from(users)
    .where(eq(users.email, DEMO_CLIENT.owner.email))
    .limit(1);

/**
 * Contract §15's loop on a fresh install (`DEMO_CLIENT`): the business, its inactive owner, its
 * scorecard from the month before this quarter, this quarter's goals, the check-ins of this
 * week and the weeks before, and its action items. Nothing when the demo owner exists already.
 */
export async function seedDemoClient(tx: Transaction, now: Date): Promise<number> {
  if ((await demoOwner(tx)).length > 0) return 0;
  const [business] = await tx
    .insert(businesses)
    .values(DEMO_CLIENT.business)
    .returning({ id: businesses.id });
  const businessId = business!.id;
  await tx.insert(users).values({
    ...DEMO_CLIENT.owner,
    // No password opens it (no Argon2 hash verifies) and the account is off: a showcase only.
    passwordHash: "demo-account-no-sign-in",
    role: "business_owner",
    isOwner: true,
    isActive: false,
    businessId,
  });

  const { quarter, before, months } = quarterSoFar(now);
  const { baseline, monthlyGain } = DEMO_CLIENT.recurringRevenue;
  await tx.insert(scorecardEntries).values(
    [before, ...months].map((month, index) => {
      const recurringRevenue = baseline + index * monthlyGain;
      return {
        businessId,
        month,
        revenue: Math.round(recurringRevenue / 0.72),
        recurringRevenue,
        grossMarginPct: 48 + index,
        netProfitPct: 11,
        clients: 38 + index,
        endpoints: 1_650 + index * 40,
        employees: DEMO_CLIENT.business.employeeCount,
        technicians: 8,
        tickets: 420 - index * 10,
        csatPct: 96,
      };
    }),
  );

  const [metricGoal, handGoal] = await tx
    .insert(goals)
    .values([
      {
        businessId,
        quarter,
        title: DEMO_CLIENT.metricGoal.title,
        metric: DEMO_CLIENT.metricGoal.metric,
        target: DEMO_CLIENT.metricGoal.target,
        baseline,
      },
      {
        businessId,
        quarter,
        title: DEMO_CLIENT.handGoal.title,
        target: DEMO_CLIENT.handGoal.target,
        progress: DEMO_CLIENT.handGoal.progress,
      },
    ])
    .returning({ id: goals.id });

  await tx.insert(checkIns).values(
    DEMO_CLIENT.checkIns.map((answer, weeksAgo) => {
      const at = new Date(now.getTime() - weeksAgo * 7 * DAY_MS);
      return {
        businessId,
        week: utcIsoWeek(at),
        wins: answer.wins,
        blockers: answer.blockers,
        focus: answer.focus,
        confidence: {
          [String(metricGoal!.id)]: answer.revenueConfidence,
          [String(handGoal!.id)]: answer.hireConfidence,
        },
        createdAt: at,
        updatedAt: at,
      };
    }),
  );

  const { overdue, done, upcoming } = DEMO_CLIENT.actionItems;
  const daysFrom = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await tx.insert(actionItems).values([
    {
      businessId,
      title: overdue.title,
      details: overdue.details,
      dueDate: utcDate(daysFrom(-overdue.dueDaysAgo)),
    },
    {
      businessId,
      title: done.title,
      dueDate: utcDate(daysFrom(-done.dueDaysAgo)),
      status: "done",
      doneAt: daysFrom(-done.doneDaysAgo),
    },
    { businessId, title: upcoming.title, dueDate: utcDate(daysFrom(upcoming.dueInDays)) },
  ]);
  return 1;
}

/** How many demo client businesses are left (0 or 1). */
export async function countDemoClients(tx: Transaction | Database): Promise<number> {
  const [owner] = await demoOwner(tx as Transaction);
  return owner?.businessId ? 1 : 0;
}

/**
 * Removes the demo client: its business (goals, check-ins, action items, scorecard and
 * sessions follow by their keys) and its owner. Answers how many businesses went (0 or 1).
 */
export async function removeDemoClient(tx: Transaction): Promise<number> {
  const [owner] = await demoOwner(tx);
  if (!owner) return 0;
  const removed = owner.businessId
    ? await tx.delete(businesses).where(eq(businesses.id, owner.businessId)).returning({ id: businesses.id })
    : [];
  await tx.delete(users).where(eq(users.id, owner.id));
  return removed.length;
}
