import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, Container, SimpleGrid, Text } from "@mantine/core";
import { PRICING_TEXTS, type PlanLevel, type SubscribeIntent } from "@scalemsp/validators";
import { Suspense, lazy, type ReactNode } from "react";
import { usePlans } from "../../../lib/plans";
import { useMayBeSignedIn } from "../../../session/session-hint";
import { onlineSaleOf } from "../online-sale";

import type { Plan } from "../types";
import { PlanCard } from "./plan-card";
import { VisitorRequest } from "./visitor-request";

const MemberRequest = lazy(() => import("./member-request"));
// Selling online (contract §16) loads only where the coach sells plans online.
const OnlinePlans = lazy(() => import("./online-plans"));

/** 'Request this plan' (contract §13): the consultation form, or the owner's request to the coach. */
export function PlanAction({ level }: { level: PlanLevel }) {
  const maybeSignedIn = useMayBeSignedIn();
  const describedBy = `plan-${level}`;
  const visitor = <VisitorRequest level={level} describedBy={describedBy} />;
  if (!maybeSignedIn) return visitor;
  return (
    <Suspense fallback={visitor}>
      <MemberRequest level={level} describedBy={describedBy} />
    </Suspense>
  );
}

/** The plans' cards, each with its action. */
export function PlanGrid({ plans, action }: { plans: readonly Plan[]; action: (plan: Plan) => ReactNode }) {
  const names = Object.fromEntries(plans.map((plan) => [plan.level, plan.name])) as Record<PlanLevel, string>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {plans.map((plan) => (
        <PlanCard key={plan.level} plan={plan} names={names} action={action(plan)} />
      ))}
    </SimpleGrid>
  );
}

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
