import { Button, Group, Stack, Text } from "@mantine/core";
import { TWO_FACTOR_MESSAGES, describeUserAgent } from "@scalemsp/validators";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useState } from "react";
import { errorMessageOf } from "../../lib/trpc-errors";
import { useWhen } from "../../session/time-zone";
import { SettingsCard } from "../settings-card";
import { SESSIONS_SHOWN, shownSessions } from "./shown-sessions";
import { useEndOtherSessions, useEndSession, useOwnSessions } from "./use-account-security";

/** The sessions one is signed in with: browser, address, last seen; sign one or all others out. */
export function SessionsCard() {
  const sessions = useOwnSessions();
  const when = useWhen();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = sessions.data ?? [];
  const [all, setAll] = useState(false);
  const { shown, hidden } = shownSessions(list, all);
  const expandable = list.length > SESSIONS_SHOWN;
  const fail = (failure: unknown) => notifyError(TWO_FACTOR_MESSAGES.sessionsTitle, errorMessageOf(failure));
  return (
    <SettingsCard id="security-sessions" title={TWO_FACTOR_MESSAGES.sessionsTitle}>
      <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {shown.map((session) => (
          <Group
            key={session.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            data-testid="own-session"
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {describeUserAgent(session.userAgent) ?? TWO_FACTOR_MESSAGES.unknownDevice}
                {session.current ? ` · ${TWO_FACTOR_MESSAGES.sessionsCurrent}` : ""}
              </Text>
              <Text size="xs" c="dimmed">
                {[session.ipAddress, when(session.lastSeenAt)].filter(Boolean).join(" · ")}
              </Text>
            </Stack>
            {session.current ? null : (
              <Button
                size="xs"
                variant="default"
                loading={endOne.isPending && endOne.variables?.id === session.id}
                onClick={() => endOne.mutate({ id: session.id }, { onError: fail })}
              >
                {TWO_FACTOR_MESSAGES.sessionsEnd}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      {list.length > 1 ? (
        <Group justify={expandable ? "space-between" : "flex-end"}>
          {expandable ? (
            <Button variant="subtle" size="xs" onClick={() => setAll(!all)} aria-expanded={all}>
              {all ? TWO_FACTOR_MESSAGES.sessionsShowFewer : TWO_FACTOR_MESSAGES.sessionsShowAll(hidden)}
            </Button>
          ) : null}
          <Button
            variant="default"
            loading={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: ({ ended }) =>
                  notifySuccess(
                    TWO_FACTOR_MESSAGES.sessionsTitle,
                    TWO_FACTOR_MESSAGES.sessionsEndedOthers(ended),
                  ),
                onError: fail,
              })
            }
          >
            {TWO_FACTOR_MESSAGES.sessionsEndOthers}
          </Button>
        </Group>
      ) : null}
    </SettingsCard>
  );
}
