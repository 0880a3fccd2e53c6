import { desc, sql, strategyHolds, type Database } from "@scalemsp/db";
import type { StrategyHoldStatus } from "@scalemsp/validators";

/**
 * Each lead's free strategy session as the admin's Leads list shows it (contract §14): the
 * state of its newest hold, one row per lead that ever held a time; join it by
 * `consultationRequestId`. A pending hold past its expiry reads as lapsed before the next
 * slot read marks it so, since its time is free again from that moment.
 */
export const newestHoldStates = (db: Database, now: Date) =>
  db
    .selectDistinctOn([strategyHolds.consultationRequestId], {
      consultationRequestId: strategyHolds.consultationRequestId,
      state: sql<StrategyHoldStatus>`case
        when ${strategyHolds.status} = 'pending' and ${strategyHolds.expiresAt} <= ${now.toISOString()}::timestamptz
          then 'lapsed'
        else ${strategyHolds.status}
      end`.as("state"),
    })
    .from(strategyHolds)
    .orderBy(strategyHolds.consultationRequestId, desc(strategyHolds.createdAt), desc(strategyHolds.id))
    .as("newest_hold");
