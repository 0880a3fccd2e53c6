import { appSettings, inArray, type Database } from "@scalemsp/db";
import {
  PAYMENT_GRACE_DAYS_DEFAULT,
  PAYMENT_GRACE_DAYS_MAX,
  PLAN_LEVELS,
  STRIPE_PRICE_ID_PATTERN,
  type BillingInterval,
  type PlanLevel,
} from "@scalemsp/validators";

/**
 * Contract §16's plan settings: per plan a monthly and a yearly Stripe Price id, and the days a
 * failed payment keeps the plan. Kept in app_settings beside the plans' texts.
 */
const PRICES_KEY = "billing.prices";
const GRACE_DAYS_KEY = "billing.graceDays";

export interface PlanPrices {
  stripePriceMonthly: string | null;
  stripePriceYearly: string | null;
}
export type PriceSettings = Record<PlanLevel, PlanPrices>;

const NO_PRICES: PlanPrices = { stripePriceMonthly: null, stripePriceYearly: null };
const priceOrNull = (value: unknown) =>
  typeof value === "string" && STRIPE_PRICE_ID_PATTERN.test(value) ? value : null;

export interface BillingSettingsRead {
  prices: PriceSettings;
  graceDays: number;
}

export async function readBillingSettings(db: Database): Promise<BillingSettingsRead> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [PRICES_KEY, GRACE_DAYS_KEY]));
  const valueOf = (key: string) => rows.find((row) => row.key === key)?.value;
  let stored: Record<string, Partial<PlanPrices>> = {};
  try {
    stored = (JSON.parse(valueOf(PRICES_KEY) ?? "{}") as typeof stored | null) ?? {};
  } catch {
    stored = {};
  }
  const prices = Object.fromEntries(
    PLAN_LEVELS.map((level) => [
      level,
      level === "free"
        ? NO_PRICES
        : {
            stripePriceMonthly: priceOrNull(stored[level]?.stripePriceMonthly),
            stripePriceYearly: priceOrNull(stored[level]?.stripePriceYearly),
          },
    ]),
  ) as PriceSettings;
  const days = Number(valueOf(GRACE_DAYS_KEY));
  const graceDays =
    Number.isInteger(days) && days >= 0 && days <= PAYMENT_GRACE_DAYS_MAX ? days : PAYMENT_GRACE_DAYS_DEFAULT;
  return { prices, graceDays };
}

export async function writeBillingSettings(
  tx: Database,
  prices: PriceSettings,
  graceDays: number | undefined,
  now: Date,
) {
  const values = [{ key: PRICES_KEY, value: JSON.stringify(prices), updatedAt: now }];
  if (graceDays !== undefined) values.push({ key: GRACE_DAYS_KEY, value: String(graceDays), updatedAt: now });
  for (const value of values) {
    await tx
      .insert(appSettings)
      .values(value)
      .onConflictDoUpdate({ target: appSettings.key, set: { value: value.value, updatedAt: now } });
  }
}

/** The Price an owner buys a plan with, or null when the coach set none. */
export const priceOf = (prices: PriceSettings, plan: PlanLevel, interval: BillingInterval) =>
  interval === "month" ? prices[plan].stripePriceMonthly : prices[plan].stripePriceYearly;

/** The plan a Price buys, or null for a Price no plan names (it changes no plan). */
export function planOfPrice(prices: PriceSettings, priceId: string | null | undefined): PlanLevel | null {
  if (!priceId) return null;
  return (
    PLAN_LEVELS.find(
      (level) => prices[level].stripePriceMonthly === priceId || prices[level].stripePriceYearly === priceId,
    ) ?? null
  );
}
