import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Box, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import {
  BILLING_ADMIN_TEXTS,
  BILLING_TEXTS,
  formatDate,
  formatMoney,
  type SubscriptionStatus,
} from "@scalemsp/validators";
import type { BusinessDetail } from "../shared/business-page";
import { DotBadge } from "../shared/status-badge";

export type BusinessBilling = BusinessDetail["billing"];

const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  active: "green",
  trialing: "blue",
  past_due: "orange",
  unpaid: "red",
  incomplete: "yellow",
  incomplete_expired: "gray",
  canceled: "gray",
  paused: "gray",
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * Contract §16 'the coach': where the business's plan comes from and its subscription's state:
 * status, how often and how much it is billed, the period's end, a pending cancellation, the
 * grace period after a failed payment, and the Stripe customer.
 */
export function BusinessBillingCard({ billing, timeZone }: { billing: BusinessBilling; timeZone?: string }) {
  const date = (iso: string) => formatDate(iso, { timeZone });
  const interval =
    billing.interval === "year"
      ? BILLING_TEXTS.yearly
      : billing.interval === "month"
        ? BILLING_TEXTS.monthly
        : null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="business-billing-title">
      <Title order={2} fz="h4" mb="md" id="business-billing-title">
        {BILLING_TEXTS.billingTitle}
      </Title>
      <Stack gap="md">
        {billing.status === null ? (
          <Text size="sm" c="dimmed" data-testid="billing-empty">
            {BILLING_ADMIN_TEXTS.noBilling}
          </Text>
        ) : null}
        {billing.status === null && billing.stripeCustomerId === null ? null : (
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
            {/* Without a subscription, the line above says where the plan comes from. */}
            {billing.status ? (
              <Row label={BILLING_ADMIN_TEXTS.sourceLabel}>{BILLING_TEXTS.source[billing.source]}</Row>
            ) : null}
            {billing.status ? (
              <Row label={BILLING_ADMIN_TEXTS.statusLabel}>
                <DotBadge color={STATUS_COLORS[billing.status]}>
                  {BILLING_TEXTS.status[billing.status]}
                </DotBadge>
              </Row>
            ) : null}
            {interval ? <Row label={BILLING_ADMIN_TEXTS.intervalLabel}>{interval}</Row> : null}
            {billing.amount !== null && billing.currency ? (
              <Row label={BILLING_ADMIN_TEXTS.amountLabel}>
                {BILLING_ADMIN_TEXTS.amountPer(
                  formatMoney(billing.amount, billing.currency),
                  billing.interval,
                )}
              </Row>
            ) : null}
            {billing.currentPeriodEnd ? (
              <Row label={BILLING_ADMIN_TEXTS.periodEndLabel}>
                {date(billing.currentPeriodEnd)}
                {billing.cancelAtPeriodEnd ? (
                  <Box mt={4} data-testid="billing-cancels">
                    <DotBadge color="orange">{BILLING_ADMIN_TEXTS.cancelsAtPeriodEnd}</DotBadge>
                  </Box>
                ) : null}
              </Row>
            ) : billing.cancelAtPeriodEnd ? (
              <Row label={BILLING_ADMIN_TEXTS.periodEndLabel}>
                <Box data-testid="billing-cancels">
                  <DotBadge color="orange">{BILLING_ADMIN_TEXTS.cancelsAtPeriodEnd}</DotBadge>
                </Box>
              </Row>
            ) : null}
            {billing.graceUntil ? (
              <Row label={BILLING_ADMIN_TEXTS.graceUntilLabel}>{date(billing.graceUntil)}</Row>
            ) : null}
            {billing.stripeCustomerId ? (
              <Row label={BILLING_ADMIN_TEXTS.customerLabel}>
                <Text span ff="monospace" size="sm">
                  {billing.stripeCustomerId}
                </Text>
              </Row>
            ) : null}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
