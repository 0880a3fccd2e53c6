import { Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The frame of a page an e-mailed link opens and acts on at once (confirming a free session,
 * an e-mail address): one heading, one line, what to do next. Announced as a status.
 */
export function LinkResultPanel(props: {
  working: boolean;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: 40 }} shadow="sm">
        <Stack gap="md" align="center" ta="center" role="status" aria-busy={props.working}>
          {props.working && <Loader size="md" aria-hidden />}
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
