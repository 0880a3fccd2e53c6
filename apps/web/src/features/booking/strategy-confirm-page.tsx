import {
  STRATEGY_HOLD_MESSAGES,
  STRATEGY_HOLD_TEXTS as T,
  localTimeZone,
  sessionWhen,
} from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LinkResultPanel } from "../../components/link-result-panel";
import { ButtonLink } from "../../components/router-links";
import { useTRPC } from "../../lib/trpc";
import { errorMessageOf } from "../../lib/trpc-errors";

/**
 * `/booking/confirm?token=…`, the link of the e-mail a held free session sends (contract §14):
 * it confirms as it opens, once; opened again, the server answers that the link is used.
 */
export function StrategyConfirmPage({ token }: { token: string | undefined }) {
  const trpc = useTRPC();
  const [timeZone] = useState(localTimeZone);
  const confirm = useQuery({
    ...trpc.booking.confirmStrategy.queryOptions({ token: token ?? "" }),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (!token || confirm.isError)
    return (
      <LinkResultPanel
        state="failed"
        title={T.confirmFailedTitle}
        text={confirm.error ? errorMessageOf(confirm.error) : STRATEGY_HOLD_MESSAGES.confirmLinkInvalid}
        actions={<ButtonLink to="/contact">Choose a time</ButtonLink>}
      />
    );
  if (!confirm.data) return <LinkResultPanel state="working" title={T.confirmingTitle} text="" />;
  return (
    <LinkResultPanel
      state="done"
      title={T.confirmedTitle}
      text={T.confirmed(sessionWhen(confirm.data.startsAt, confirm.data.endsAt, timeZone))}
      actions={<ButtonLink to="/">Back to Homepage</ButtonLink>}
    />
  );
}
