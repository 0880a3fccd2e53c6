import { appSettings, eq, type Database } from "@scalemsp/db";
import {
  DEFAULT_PLAN_TEXTS,
  PLAN_LEVELS,
  courseLevelsOf,
  planTextsInput,
  type PlanLevel,
  type PlanTexts,
  type adminPlansInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { readAllowances, writeAllowances, type Allowances } from "./coaching/allowances";
import {
  readBillingSettings,
  writeBillingSettings,
  type PlanPrices,
  type PriceSettings,
} from "./billing/plan-prices";

/**
 * The plans of contract §13: the texts the coach edits (kept as one JSON value in
 * app_settings) over the defaults, joined with the session allowances, whose one home stays
 * the allowances table of contract §10.
 */

const PLAN_TEXTS_KEY = "plans.texts";

export interface Plan extends PlanTexts, PlanPrices {
  level: PlanLevel;
  /** The course levels the plan opens. */
  courseLevels: PlanLevel[];
  oneToOnePerMonth: number | null;
  groupPerWeek: number | null;
}

export type PlanNames = Record<PlanLevel, string>;

/** The stored texts over the defaults; a stored plan that no longer reads as valid falls back. */
export async function readPlanTexts(db: Database): Promise<Record<PlanLevel, PlanTexts>> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, PLAN_TEXTS_KEY));
  const texts = structuredClone(DEFAULT_PLAN_TEXTS);
  if (!row) return texts;
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return texts;
  }
  for (const level of PLAN_LEVELS) {
    const parsed = planTextsInput.safeParse((stored as Record<string, unknown> | null)?.[level]);
    if (parsed.success) texts[level] = parsed.data;
  }
  return texts;
}

export const planNamesOf = (texts: Record<PlanLevel, PlanTexts>): PlanNames =>
  Object.fromEntries(PLAN_LEVELS.map((level) => [level, texts[level].name])) as PlanNames;

export async function readPlanNames(db: Database): Promise<PlanNames> {
  return planNamesOf(await readPlanTexts(db));
}

const planOf = (level: PlanLevel, texts: PlanTexts, allowances: Allowances, prices: PriceSettings): Plan => ({
  level,
  ...texts,
  courseLevels: courseLevelsOf(level),
  ...allowances[level],
  ...prices[level],
});

/**
 * `GET /api/plans`: the four plans in plan order, with their Stripe Prices; `onlinePayment`
 * says whether this server is set up to take payment (contract §16).
 */
export async function listPlans(
  db: Database,
  onlinePayment: boolean,
): Promise<{ plans: Plan[]; onlinePayment: boolean; paymentGraceDays: number }> {
  const [texts, allowances, billing] = await Promise.all([
    readPlanTexts(db),
    readAllowances(db),
    readBillingSettings(db),
  ]);
  return {
    plans: PLAN_LEVELS.map((level) => planOf(level, texts[level], allowances, billing.prices)),
    onlinePayment,
    paymentGraceDays: billing.graceDays,
  };
}

/** `PUT /api/admin/plans`: the texts, the allowances and the Stripe Prices together, in one transaction. */
export async function savePlans(
  db: Database,
  input: z.output<typeof adminPlansInput>,
  onlinePayment: boolean,
  now: Date,
) {
  const texts = {} as Record<PlanLevel, PlanTexts>;
  const allowances = {} as Allowances;
  const prices = {} as PriceSettings;
  const kept = (await readBillingSettings(db)).prices;
  for (const level of PLAN_LEVELS) {
    const { oneToOnePerMonth, groupPerWeek, stripePriceMonthly, stripePriceYearly, ...planTexts } =
      input.plans[level];
    texts[level] = planTexts;
    allowances[level] = { oneToOnePerMonth, groupPerWeek };
    // A Price left out of the request stays as it was.
    prices[level] = {
      stripePriceMonthly:
        stripePriceMonthly === undefined ? kept[level].stripePriceMonthly : stripePriceMonthly,
      stripePriceYearly: stripePriceYearly === undefined ? kept[level].stripePriceYearly : stripePriceYearly,
    };
  }
  const value = JSON.stringify(texts);
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: PLAN_TEXTS_KEY, value, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
    await writeAllowances(tx, allowances, now);
    await writeBillingSettings(tx, prices, input.paymentGraceDays, now);
  });
  return listPlans(db, onlinePayment);
}
