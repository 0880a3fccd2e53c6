import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, Container, SimpleGrid, Text } from "@mantine/core";
import { PRICING_TEXTS, type PlanLevel } from "@scalemsp/validators";
import { Suspense, lazy } from "react";
import { usePlans } from "../../../lib/plans";
import { useMayBeSignedIn } from "../../../session/session-hint";
import { PlanCard } from "./plan-card";
import { VisitorRequest } from "./visitor-request";

const MemberRequest = lazy(() => import("./member-request"));

function PlanAction({ level }: { level: PlanLevel }) {
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

/** Contract §13: the four plans from the plan settings, each with 'Request this plan'. */
export function PlansSection() {
  const { data } = usePlans();
  const plans = data!.plans;
  const names = Object.fromEntries(plans.map((plan) => [plan.level, plan.name])) as Record<PlanLevel, string>;
  return (
    <Container size="lg" py={{ base: 48, sm: 72 }} component="section" aria-label={PRICING_TEXTS.plansLabel}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {plans.map((plan) => (
          <PlanCard key={plan.level} plan={plan} names={names} action={<PlanAction level={plan.level} />} />
        ))}
      </SimpleGrid>
      <Text ta="center" mt="xl">
        {PRICING_TEXTS.questions}{" "}
        <Anchor href="/contact#contact" underline="always">
          {PRICING_TEXTS.bookConsultation}
        </Anchor>
      </Text>
    </Container>
  );
}
