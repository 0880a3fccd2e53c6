import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { goTo } from "../../lib/go-to";

/** `billing.state` (contract §16); the dashboard's first screen gets it with the page. */
export function useBillingState() {
  const trpc = useTRPC();
  return useQuery(trpc.billing.state.queryOptions());
}

/** Opens Stripe's Customer Portal: busy until the browser has left. */
export function usePortal() {
  const trpc = useTRPC();
  const [leaving, setLeaving] = useState(false);
  const portal = useMutation(
    trpc.billing.portal.mutationOptions({
      onSuccess: ({ url }) => {
        setLeaving(true);
        goTo(url);
      },
    }),
  );
  return { open: () => portal.mutate(), busy: portal.isPending || leaving, error: portal.error };
}
