import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Badge.css";
import { Alert, Badge, Button, Stack, Text } from "@mantine/core";
import { BILLING_TEXTS, PRICING_TEXTS } from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { goTo } from "../../../lib/go-to";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useSession } from "../../../session/use-session";
import { type SubscribeProps, VisitorSubscribe, billedText } from "./visitor-subscribe";

interface OwnerSubscribeProps extends SubscribeProps {
  /** This plan was chosen before signing in: checkout opens by itself for an owner. */
  autoStart: boolean;
  onAutoStarted: () => void;
}

/**
 * 'Subscribe' for someone who may be signed in (loaded only then; contract §16): an owner goes
 * to Stripe's Checkout for their business; the plan the business is on says so; a member is
 * told the owner manages billing.
 */
export default function OwnerSubscribe({ autoStart, onAutoStarted, ...props }: OwnerSubscribeProps) {
  const { level, name, interval, describedBy } = props;
  const trpc = useTRPC();
  const { user, business, isLoading } = useSession();
  const [leaving, setLeaving] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const started = useRef(false);
  const checkout = useMutation(
    trpc.billing.checkout.mutationOptions({
      onSuccess: ({ url }) => {
        setLeaving(true);
        goTo(url);
      },
    }),
  );
  const mayBuy = user !== null && user.isOwner && business !== null && business.planLevel !== level;
  useEffect(() => {
    if (!autoStart || !mayBuy || started.current) return;
    started.current = true;
    onAutoStarted();
    button.current?.scrollIntoView({ block: "center" });
    checkout.mutate({ plan: level, interval });
  }, [autoStart, mayBuy, onAutoStarted, checkout, level, interval]);

  if (isLoading || !user) return <VisitorSubscribe {...props} />;
  if (business?.planLevel === level)
    return (
      <Badge size="lg" variant="light" color="green" fullWidth>
        {PRICING_TEXTS.currentPlan}
      </Badge>
    );
  if (!user.isOwner || !business)
    return (
      <Text size="sm" c="dimmed">
        {BILLING_TEXTS.ownerManagesBilling}
      </Text>
    );
  const busy = checkout.isPending || leaving;
  return (
    <Stack gap={0}>
      <Button
        ref={button}
        fullWidth
        loading={busy}
        aria-label={BILLING_TEXTS.subscribeTo(name, billedText(interval))}
        aria-describedby={describedBy}
        onClick={() => checkout.mutate({ plan: level, interval })}
      >
        {BILLING_TEXTS.subscribe}
      </Button>
      <div role="status">
        {busy ? (
          <Text size="sm" c="dimmed" ta="center" mt="xs">
            {BILLING_TEXTS.opening}
          </Text>
        ) : null}
      </div>
      {checkout.isError ? (
        <Alert color="red" variant="light" title={BILLING_TEXTS.checkoutFailed} role="alert" mt="xs">
          {errorMessageOf(checkout.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
