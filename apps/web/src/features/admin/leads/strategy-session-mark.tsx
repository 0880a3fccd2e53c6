import { Box, Group, Text, type MantineColor } from "@mantine/core";
import { ADMIN_MESSAGES, type StrategyHoldStatus } from "@scalemsp/validators";

const MARKS: Partial<Record<StrategyHoldStatus, { color: MantineColor; text: string }>> = {
  pending: { color: "blue", text: ADMIN_MESSAGES.strategyAwaitingConfirmation },
  lapsed: { color: "orange", text: ADMIN_MESSAGES.strategyUnconfirmed },
};

/**
 * Contract §14: a lead whose free strategy session still awaits the visitor's link, or was
 * never confirmed and lapsed. A confirmed session is an ordinary booking and needs no mark.
 * A dot and words in sentence case: they wrap between words in the
 * column a phone pins at 9.5rem.
 */
export function StrategySessionMark({ state }: { state: StrategyHoldStatus | null }) {
  const mark = state === null ? undefined : MARKS[state];
  if (!mark) return null;
  return (
    <Group gap={6} wrap="nowrap" align="center" mt={4}>
      <Box
        aria-hidden
        w={8}
        h={8}
        style={{
          borderRadius: "50%",
          flexShrink: 0,
          background: `var(--mantine-color-${mark.color}-filled)`,
        }}
      />
      <Text size="xs" fw={600}>
        {mark.text}
      </Text>
    </Group>
  );
}
