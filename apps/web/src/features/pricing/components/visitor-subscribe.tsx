import { Button } from "@mantine/core";
import { BILLING_TEXTS, type BillingInterval, type PlanLevel } from "@scalemsp/validators";
import { registerToSubscribeHref } from "../subscribe-intent";

/** "monthly" or "yearly", as the Subscribe button's name says it. */
export const billedText = (interval: BillingInterval) =>
  interval === "year" ? BILLING_TEXTS.billedYearly : BILLING_TEXTS.billedMonthly;

export interface SubscribeProps {
  level: PlanLevel;
  name: string;
  interval: BillingInterval;
  describedBy: string;
}

/** A visitor's 'Subscribe': registration first, then back to this choice (contract §16). */
export function VisitorSubscribe({ level, name, interval, describedBy }: SubscribeProps) {
  return (
    <Button
      component="a"
      href={registerToSubscribeHref(level, interval)}
      fullWidth
      aria-label={BILLING_TEXTS.subscribeTo(name, billedText(interval))}
      aria-describedby={describedBy}
    >
      {BILLING_TEXTS.subscribe}
    </Button>
  );
}
