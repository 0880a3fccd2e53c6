import "@mantine/core/styles/Badge.css";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { SIGN_IN_METHOD_LABELS, TWO_FACTOR_MESSAGES, describeUserAgent } from "@scalemsp/validators";
import { useWhen } from "../../session/time-zone";
import { SettingsCard } from "../settings-card";
import { useSignIns } from "./use-account-security";

/** The account's recent sign-ins, the failed ones too, so a stranger's attempts show. */
export function SignInsCard() {
  const signIns = useSignIns();
  const when = useWhen();
  const list = signIns.data ?? [];
  return (
    <SettingsCard id="security-sign-ins" title={TWO_FACTOR_MESSAGES.signInsTitle}>
      {signIns.data && list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {TWO_FACTOR_MESSAGES.signInsEmpty}
        </Text>
      ) : null}
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {list.map((event, index) => (
          <Group key={`${event.at}-${index}`} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              {/* Wraps rather than truncates: on a phone the method would otherwise be cut off. */}
              <Text size="sm">
                {when(event.at)} · {SIGN_IN_METHOD_LABELS[event.method]}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {[describeUserAgent(event.userAgent) ?? TWO_FACTOR_MESSAGES.unknownDevice, event.ipAddress]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            </Stack>
            {/* Never squeezed: the flex row would cut "Signed in" down to "Signed …" on a phone. */}
            <Badge variant="default" style={{ flexShrink: 0 }}>
              {event.succeeded ? TWO_FACTOR_MESSAGES.signInSucceeded : TWO_FACTOR_MESSAGES.signInFailed}
            </Badge>
          </Group>
        ))}
      </Stack>
    </SettingsCard>
  );
}
