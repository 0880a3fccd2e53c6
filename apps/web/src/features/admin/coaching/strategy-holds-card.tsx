import "@mantine/core/styles/Badge.css";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { STRATEGY_HOLD_TEXTS as T, sessionWhen } from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmailAddress } from "../../../components/email-address";
import { SettingsCard } from "../../../components/settings-card";
import { useTRPC } from "../../../lib/trpc";
import { LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";

const DAY = 86_400_000;
/** As far ahead as a free session can be held (the booking window). */
const RANGE_DAYS = 60;

/**
 * Contract §14: free strategy sessions held for the visitor's e-mailed confirmation, and those
 * that lapsed unconfirmed (their lead stays in Leads), each marked, soonest first.
 */
export function StrategyHoldsCard({ timeZone, openedAt }: { timeZone: string; openedAt: number }) {
  const trpc = useTRPC();
  const [range] = useState(() => ({
    from: new Date(openedAt - DAY).toISOString(),
    to: new Date(openedAt + RANGE_DAYS * DAY).toISOString(),
  }));
  const holds = useQuery(trpc.admin.coaching.strategyHolds.queryOptions(range));
  return (
    <SettingsCard id="strategy-holds" title={T.holdsHeading}>
      {holds.isLoading ? (
        <LoadingState label={T.holdsHeading} />
      ) : holds.error ? (
        <LoadError title={T.holdsHeading} error={holds.error} onRetry={() => void holds.refetch()} />
      ) : holds.data!.length === 0 ? (
        <Text c="dimmed" size="sm">
          {T.holdsEmpty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {holds.data!.map((hold) => (
            <Group key={hold.id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {sessionWhen(hold.startsAt, hold.endsAt, timeZone)}
                </Text>
                <Text size="sm" c="dimmed">
                  {hold.lead.name} · {hold.lead.company} · <EmailAddress email={hold.lead.email} />
                </Text>
              </Stack>
              <Badge color={hold.status === "pending" ? "blue" : "gray"} variant="light">
                {hold.status === "pending" ? T.pending : T.lapsed}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </SettingsCard>
  );
}
