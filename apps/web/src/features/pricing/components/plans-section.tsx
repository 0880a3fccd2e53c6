import { Anchor, Container, Text } from "@mantine/core";
import { PRICING_TEXTS, type SubscribeIntent } from "@scalemsp/validators";
import { Suspense, lazy } from "react";
import { usePlans } from "../../../lib/plans";
import { onlineSaleOf } from "../online-sale";
import { PlanAction } from "./plan-action";
import { PlanGrid } from "./plan-grid";

// Selling online (contract §16) loads only where the coach sells plans online.
const OnlinePlans = lazy(() => import("./online-plans"));

interface PlansSectionProps {
  /** A plan chosen before signing in (`/pricing?subscribe=pro&interval=month`). */
  intent?: SubscribeIntent;
  /** The chosen plan's checkout has been opened: the address forgets it. */
  onIntentHandled?: () => void;
}

/**
 * Contract §13: the four plans from the plan settings, each with 'Request this plan'; where the
 * coach sells them online (contract §16), 'Subscribe' on those with a Stripe Price.
 */
export function PlansSection({ intent = {}, onIntentHandled = () => {} }: PlansSectionProps) {
  const { data } = usePlans();
  const plans = data!.plans;
  const sale = onlineSaleOf(data!);
  const requestOnly = <PlanGrid plans={plans} action={(plan) => <PlanAction level={plan.level} />} />;
  return (
    <Container size="lg" py={{ base: 48, sm: 72 }} component="section" aria-label={PRICING_TEXTS.plansLabel}>
      {sale ? (
        <Suspense fallback={requestOnly}>
          <OnlinePlans
            plans={plans}
            intervals={sale.intervals}
            intent={intent}
            onIntentHandled={onIntentHandled}
          />
        </Suspense>
      ) : (
        requestOnly
      )}
      <Text ta="center" mt="xl">
        {PRICING_TEXTS.questions}{" "}
        <Anchor href="/contact#contact" underline="always">
          {PRICING_TEXTS.bookConsultation}
        </Anchor>
      </Text>
    </Container>
  );
}
