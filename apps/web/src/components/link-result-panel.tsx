import { Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** Where the link's action stands: under way, done, or refused (an old or unknown link). */
export type LinkResultState = "working" | "done" | "failed";

const MARKS: Record<LinkResultState, ReactNode> = {
  working: <Loader size="md" aria-hidden />,
  done: <IconCircleCheck size={44} stroke={1.5} color="var(--mantine-color-green-7)" aria-hidden />,
  failed: <IconAlertCircle size={44} stroke={1.5} color="var(--mantine-color-red-7)" aria-hidden />,
};

/**
 * The frame of a page an e-mailed link opens and acts on at once (confirming a free session,
 * an e-mail address): a mark of how it went, one heading, one line, what to do next. Announced
 * as a status, or as an alert when the link was refused, so a refusal never reads as a success.
 */
export function LinkResultPanel(props: {
  state: LinkResultState;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: 40 }} shadow="sm">
        <Stack
          gap="md"
          align="center"
          ta="center"
          role={props.state === "failed" ? "alert" : "status"}
          aria-busy={props.state === "working"}
          data-state={props.state}
        >
          {MARKS[props.state]}
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {props.title}
          </Title>
          <Text c="dimmed" maw={460}>
            {props.text}
          </Text>
          {props.actions ? (
            <Group justify="center" mt="sm">
              {props.actions}
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
