import { ADMIN_MESSAGES, type StrategyHoldStatus } from "@scalemsp/validators";
import { DotBadge } from "../shared/status-badge";

/**
 * Contract §14: a lead whose free strategy session still awaits the visitor's link, or was
 * never confirmed and lapsed. A confirmed session is an ordinary booking and needs no mark.
 */
export function StrategySessionBadge({ state }: { state: StrategyHoldStatus | null }) {
  if (state === "pending")
    return <DotBadge color="yellow">{ADMIN_MESSAGES.strategyAwaitingConfirmation}</DotBadge>;
  if (state === "lapsed") return <DotBadge color="gray">{ADMIN_MESSAGES.strategyUnconfirmed}</DotBadge>;
  return null;
}
