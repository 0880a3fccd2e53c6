import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/SegmentedControl.css";
import { SegmentedControl, Stack, Text } from "@mantine/core";
import { BILLING_TEXTS, paidPlan, type BillingInterval, type SubscribeIntent } from "@scalemsp/validators";
import { Suspense, lazy, useState } from "react";
import { useMayBeSignedIn } from "../../../session/session-hint";
import { priceFor } from "../online-sale";
import type { Plan } from "../types";
import { PlanAction } from "./plan-action";
import { PlanGrid } from "./plan-grid";
import { VisitorSubscribe, billedText } from "./visitor-subscribe";

const OwnerSubscribe = lazy(() => import("./owner-subscribe"));

interface OnlinePlansProps {
  plans: readonly Plan[];
  /** The intervals some paid plan has a Price for. */
  intervals: readonly BillingInterval[];
  intent: SubscribeIntent;
  onIntentHandled: () => void;
}

/**
 * Contract §16 'buying': a Monthly/Yearly switch (where both are sold) and 'Subscribe' on each
 * plan with a Price for the chosen interval; the others keep 'Request this plan'.
 */
export default function OnlinePlans({ plans, intervals, intent, onIntentHandled }: OnlinePlansProps) {
  const maybeSignedIn = useMayBeSignedIn();
  const [interval, setInterval] = useState<BillingInterval>(
    intent.interval && intervals.includes(intent.interval) ? intent.interval : intervals[0]!,
  );
  const action = (plan: Plan) => {
    if (!paidPlan(plan.level) || !priceFor(plan, interval)) return <PlanAction level={plan.level} />;
    const props = { level: plan.level, name: plan.name, interval, describedBy: `plan-${plan.level}` };
    const visitor = <VisitorSubscribe {...props} />;
    if (!maybeSignedIn) return visitor;
    return (
      <Suspense fallback={visitor}>
        <OwnerSubscribe
          {...props}
          autoStart={intent.subscribe === plan.level && (intent.interval ?? "month") === interval}
          onAutoStarted={onIntentHandled}
        />
      </Suspense>
    );
  };
  return (
    <Stack gap="xl">
      {intervals.length > 1 ? (
        <Stack gap="xs" align="center">
          <SegmentedControl
            name="billing-interval"
            aria-label={BILLING_TEXTS.billingInterval}
            size="md"
            radius="xl"
            value={interval}
            onChange={(value) => setInterval(value === "year" ? "year" : "month")}
            data={[
              { value: "month", label: BILLING_TEXTS.monthly },
              { value: "year", label: BILLING_TEXTS.yearly },
            ]}
          />
          {/* The plans' price texts are the coach's monthly words; the yearly amount is Stripe's. */}
          {interval === "year" ? (
            <Text ta="center" c="dimmed" size="sm">
              {BILLING_TEXTS.yearlyNote}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Text ta="center" c="dimmed">
          {BILLING_TEXTS.intervalLabel} {billedText(interval)}
        </Text>
      )}
      <PlanGrid plans={plans} action={action} />
    </Stack>
  );
}
