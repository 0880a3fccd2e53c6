import { consultationRequests, sql, strategyHolds } from "@scalemsp/db";
import type { StrategyHoldStatus } from "@scalemsp/validators";

/**
 * A lead's free strategy session as the admin's Leads list shows it (contract §14): the
 * state of its newest hold, or null when it never held a time. A pending hold past its
 * expiry reads as lapsed before the next slot read marks it so, since the time is free
 * again from that moment.
 */
export const strategySessionOf = (now: Date) =>
  sql<StrategyHoldStatus | null>`(
    select case
      when ${strategyHolds.status} = 'pending' and ${strategyHolds.expiresAt} <= ${now.toISOString()}::timestamptz
        then 'lapsed'
      else ${strategyHolds.status}
    end
    from ${strategyHolds}
    where ${strategyHolds.consultationRequestId} = ${consultationRequests.id}
    order by ${strategyHolds.createdAt} desc, ${strategyHolds.id} desc
    limit 1
  )`;
