import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";

/** Messages longer than this show their first lines and a button for the rest. */
const SHORT_MESSAGE_LENGTH = 140;

/**
 * A lead's message, clamped to three lines until asked for. Mantine's Spoiler would add an
 * unnamed region landmark for every row.
 */
export function LeadMessage({ message, name }: { message: string; name: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = message.length > SHORT_MESSAGE_LENGTH;
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" style={{ whiteSpace: "pre-wrap" }} lineClamp={long && !expanded ? 3 : undefined}>
        {message}
      </Text>
      {long ? (
        <Button
          variant="subtle"
          size="compact-xs"
          px={0}
          aria-expanded={expanded}
          aria-label={`${expanded ? "Show less" : "Show more"} of the message from ${name}`}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? "Show less" : "Show more"}
        </Button>
      ) : null}
    </Stack>
  );
}
