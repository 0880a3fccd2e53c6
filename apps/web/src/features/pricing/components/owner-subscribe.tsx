import "@mantine/core/styles/Alert.css";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { BILLING_TEXTS } from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { goTo } from "../../../lib/go-to";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { SignedInPlanChoice } from "./signed-in-plan-choice";
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
  return (
    <SignedInPlanChoice
      level={props.level}
      visitor={<VisitorSubscribe {...props} />}
      notOwner={BILLING_TEXTS.ownerManagesBilling}
    >
      <CheckoutButton autoStart={autoStart} onAutoStarted={onAutoStarted} {...props} />
    </SignedInPlanChoice>
  );
}

/** The owner's 'Subscribe': on to Checkout, at once when the plan was chosen before signing in. */
function CheckoutButton({ autoStart, onAutoStarted, ...props }: OwnerSubscribeProps) {
  const { level, name, interval, describedBy } = props;
  const trpc = useTRPC();
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
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    onAutoStarted();
    button.current?.scrollIntoView({ block: "center" });
    checkout.mutate({ plan: level, interval });
  }, [autoStart, onAutoStarted, checkout, level, interval]);

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
