import { billingSubscriptions, count, notInArray, type Database } from "@scalemsp/db";
import { monthlyAmount, type BillingInterval } from "@scalemsp/validators";

/** Months as `2027-03`, in UTC. */
const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/**
 * The coach's revenue (contract §16), from the subscriptions as their newest events left them:
 * one read of a few rows a business, worked out here. A yearly price counts a twelfth a month.
 * Months are calendar months in UTC; a month's figure is the recurring revenue of the
 * subscriptions running at its end (this month: now). Amounts are in the currency most
 * subscriptions use; one in another currency is counted but not added.
 */
export async function readRevenue(db: Database, now: Date) {
  const rows = await db
    .select({
      businessId: billingSubscriptions.businessId,
      status: billingSubscriptions.status,
      interval: billingSubscriptions.interval,
      amount: billingSubscriptions.amount,
      currency: billingSubscriptions.currency,
      startedAt: billingSubscriptions.startedAt,
      endedAt: billingSubscriptions.endedAt,
    })
    .from(billingSubscriptions)
    .where(notInArray(billingSubscriptions.status, ["incomplete", "incomplete_expired"]));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.currency, (counts.get(row.currency) ?? 0) + 1);
  const currency = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? "usd";
  const monthly = (row: (typeof rows)[number]) =>
    row.currency === currency ? monthlyAmount(row.amount, (row.interval ?? "month") as BillingInterval) : 0;

  const paying = rows.filter((row) => row.status === "active" || row.status === "past_due");
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const months = Array.from({ length: 12 }, (_, i) => {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const at = next < now ? next : now;
    const running = rows.filter((row) => row.startedAt < at && (row.endedAt === null || row.endedAt >= at));
    return {
      month: monthKey(start),
      monthlyRecurringRevenue: running.reduce((sum, row) => sum + monthly(row), 0),
    };
  });
  return {
    currency,
    monthlyRecurringRevenue: paying.reduce((sum, row) => sum + monthly(row), 0),
    payingBusinesses: new Set(paying.map((row) => row.businessId)).size,
    newThisMonth: rows.filter((row) => row.startedAt >= monthStart).length,
    cancelledThisMonth: rows.filter(
      (row) => row.status === "canceled" && row.endedAt && row.endedAt >= monthStart,
    ).length,
    failingPayments: rows.filter((row) => row.status === "past_due").length,
    months,
  };
}

/** Subscriptions by status, for `/metrics`: past_due is the count of payments failing. */
export async function countSubscriptionsByStatus(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: billingSubscriptions.status, count: count() })
    .from(billingSubscriptions)
    .groupBy(billingSubscriptions.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}
