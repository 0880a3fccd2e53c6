import "@mantine/core/styles/CloseButton.css";
import { Button, CloseButton, Group, Stack, Text } from "@mantine/core";
import { BILLING_TEXTS, PLAN_LABELS } from "@scalemsp/validators";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { hashKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { NoticeBanner } from "../../../components/notice-banner";
import { useTRPC } from "../../../lib/trpc";
import { useViewerTimeZone } from "../../../session/time-zone";
import { billingSummary, isOwnerState, subscriptionArrived } from "../billing-view";
import { useBillingState, usePortal } from "../use-billing";
import { PortalError } from "./portal-error";

/** How often and how long the return from checkout asks whether the plan has switched. */
export const SUCCESS_POLL_MS = 2_000;
export const SUCCESS_POLL_FOR_MS = 60_000;

/**
 * Back from Stripe's Checkout (`/dashboard?billing=success`, contract §16): the payment went
 * through and the plan switches in a moment, when the webhook's events arrive. It asks every
 * 2 seconds for a minute; once switched it says so, and the page's reads follow the new plan.
 */
export function SubscriptionSuccessNotice({ onDismiss }: { onDismiss: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  // Arrived before this page: the reads the page was sent with already follow the new plan.
  const [arrivedBefore] = useState(() =>
    subscriptionArrived(queryClient.getQueryData(trpc.billing.state.queryKey())),
  );
  const state = useQuery({
    ...trpc.billing.state.queryOptions(),
    refetchInterval: (query) => (timedOut || subscriptionArrived(query.state.data) ? false : SUCCESS_POLL_MS),
  });
  const arrived = subscriptionArrived(state.data);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), SUCCESS_POLL_FOR_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    // The plan changed: the business card, the courses and the allowances follow it.
    if (!arrived || arrivedBefore) return;
    const billingKey = hashKey(trpc.billing.state.queryKey());
    void queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== billingKey });
  }, [arrived, arrivedBefore, queryClient, trpc]);
  return (
    <NoticeBanner
      color={arrived ? "green" : timedOut ? "yellow" : "indigo"}
      title={BILLING_TEXTS.successTitle}
      icon={<IconCircleCheck size={20} aria-hidden />}
      testId="billing-success"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text size="sm" role="status">
          {arrived && state.data
            ? BILLING_TEXTS.successDone(PLAN_LABELS[state.data.plan])
            : timedOut
              ? BILLING_TEXTS.successSlow
              : BILLING_TEXTS.successPending}
        </Text>
        <CloseButton aria-label={BILLING_TEXTS.dismiss} onClick={onDismiss} size="sm" />
      </Group>
    </NoticeBanner>
  );
}

/** Contract §16: a failed payment keeps the plan for the grace period; the owner is asked to update the card. */
export function GraceBanner() {
  const state = useBillingState();
  const timeZone = useViewerTimeZone();
  const portal = usePortal();
  if (!state.data || !isOwnerState(state.data) || !state.data.graceUntil) return null;
  const { grace } = billingSummary(state.data, timeZone);
  return (
    <NoticeBanner
      color="red"
      title={BILLING_TEXTS.status.past_due}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      testId="billing-grace"
    >
      <Stack gap="sm">
        <Text size="sm">{grace}</Text>
        {state.data.hasBillingAccount ? (
          <Group>
            <Button size="xs" color="red.8" loading={portal.busy} onClick={portal.open}>
              {BILLING_TEXTS.updateCard}
            </Button>
          </Group>
        ) : null}
        <PortalError error={portal.error} />
      </Stack>
    </NoticeBanner>
  );
}
