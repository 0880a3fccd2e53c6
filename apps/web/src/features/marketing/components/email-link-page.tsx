import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { ButtonLink } from "../../../components/router-links";
import { httpStatusOf } from "../../../lib/trpc-errors";

export type EmailLinkState = "working" | "done" | "invalid" | "failed";

interface EmailLinkPageProps {
  token: string | undefined;
  texts: Record<EmailLinkState, { title: string; text: string }>;
  /** Runs the link's call with its token; the page reads the outcome from the callbacks. */
  run: (token: string, done: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * A page a link in an e-mail opens (unsubscribe, confirm a subscription): it acts as soon as it
 * opens, works signed out, and says the outcome in words. The first render is the same with or
 * without a token, because the build pre-renders it without one.
 */
export function EmailLinkPage({ token, texts, run }: EmailLinkPageProps) {
  const [state, setState] = useState<EmailLinkState>("working");

  const act = useCallback(() => {
    if (!token) return setState("invalid");
    setState("working");
    run(token, {
      onSuccess: () => setState("done"),
      onError: (error) => setState(httpStatusOf(error) === 400 ? "invalid" : "failed"),
    });
  }, [run, token]);

  const started = useRef(false);
  useEffect(() => {
    // Once per visit (development's strict mode runs effects twice).
    if (started.current) return;
    started.current = true;
    act();
  }, [act]);

  const { title, text } = texts[state];
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: 40 }} shadow="sm">
        <Stack gap="md" align="center" ta="center" role="status">
          {state === "working" && <Loader size="md" aria-hidden />}
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed" maw={460}>
            {text}
          </Text>
          <Group justify="center" mt="sm">
            {state === "failed" && <Button onClick={act}>Try again</Button>}
            {state !== "working" && (
              <ButtonLink to="/" variant={state === "failed" ? "default" : "filled"}>
                Back to Homepage
              </ButtonLink>
            )}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
