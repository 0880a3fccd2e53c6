import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Skeleton.css";
import { Badge, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { BILLING_TEXTS, PLAN_LABELS, type PlanLevel } from "@scalemsp/validators";
import { IconCreditCard } from "@tabler/icons-react";
import { LoadError } from "../../../components/load-error";
import { ButtonLink } from "../../../components/router-links";
import { SettingsCard } from "../../../components/settings-card";
import { useViewerTimeZone } from "../../../session/time-zone";
import { billingSummary, isOwnerState } from "../billing-view";
import { useBillingState, usePortal } from "../use-billing";
import { PortalError } from "./portal-error";

const ID = "settings-billing";

/** A label and its value, one row of the card. */
function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={56}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

const PlanBadge = ({ plan }: { plan: string }) => (
  <Badge
    variant="light"
    c="light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-3))"
    data-testid="billing-plan"
  >
    {plan}
  </Badge>
);

/**
 * The Settings tab's Billing (contract §16 'self-service'): the owner sees the plan, the
 * subscription's status, interval and renewal or end, and opens Stripe's Customer Portal;
 * a member sees the plan, which the owner manages.
 */
export function BillingCard({ isOwner, plan }: { isOwner: boolean; plan: PlanLevel }) {
  if (!isOwner)
    return (
      <SettingsCard id={ID} title={BILLING_TEXTS.billingTitle}>
        <Text size="sm">{BILLING_TEXTS.memberPlan(PLAN_LABELS[plan])}</Text>
      </SettingsCard>
    );
  return <OwnerBilling />;
}

function OwnerBilling() {
  const state = useBillingState();
  const timeZone = useViewerTimeZone();
  const portal = usePortal();
  if (state.isPending)
    return (
      <SettingsCard id={ID} title={BILLING_TEXTS.billingTitle}>
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={20} w="50%" />
          <Skeleton h={20} w="70%" />
          <Skeleton h={36} w={160} />
        </Stack>
      </SettingsCard>
    );
  if (state.isError || !isOwnerState(state.data))
    return (
      <SettingsCard id={ID} title={BILLING_TEXTS.billingTitle}>
        <LoadError
          title={BILLING_TEXTS.billingUnavailable}
          error={state.isError ? state.error : undefined}
          onRetry={() => void state.refetch()}
          retrying={state.isRefetching}
        />
      </SettingsCard>
    );
  const summary = billingSummary(state.data, timeZone);
  return (
    <SettingsCard
      id={ID}
      title={BILLING_TEXTS.billingTitle}
      description={state.data.hasBillingAccount ? BILLING_TEXTS.manageBillingText : undefined}
    >
      <Stack gap={6} data-testid="billing-summary">
        <Row label={BILLING_TEXTS.planLabel}>
          <PlanBadge plan={summary.plan} />
        </Row>
        {summary.status ? (
          <Row label={BILLING_TEXTS.statusLabel}>
            <Text size="sm" fw={600}>
              {summary.status}
            </Text>
          </Row>
        ) : null}
        {summary.interval ? (
          <Row label={BILLING_TEXTS.intervalLabel}>
            <Text size="sm">{summary.interval}</Text>
          </Row>
        ) : null}
        {summary.period ? (
          <Text size="sm" data-testid="billing-period">
            {summary.period}
          </Text>
        ) : null}
        {summary.subscribed ? null : <Text size="sm">{BILLING_TEXTS.noSubscription}</Text>}
        {summary.grace ? (
          <Text size="sm" fw={500} c="light-dark(var(--mantine-color-red-8), var(--mantine-color-red-4))">
            {summary.grace}
          </Text>
        ) : null}
      </Stack>
      <Group gap="sm">
        {state.data.hasBillingAccount ? (
          <Button
            leftSection={<IconCreditCard size={18} aria-hidden />}
            loading={portal.busy}
            onClick={portal.open}
          >
            {BILLING_TEXTS.manageBilling}
          </Button>
        ) : null}
        {summary.subscribed ? null : (
          <ButtonLink to="/pricing" variant={state.data.hasBillingAccount ? "default" : "filled"}>
            {BILLING_TEXTS.seePlans}
          </ButtonLink>
        )}
      </Group>
      <PortalError error={portal.error} />
    </SettingsCard>
  );
}
