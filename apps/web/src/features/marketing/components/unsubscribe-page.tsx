import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { LEAD_MESSAGES } from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ButtonLink } from "../../../components/router-links";
import { BRAND } from "../../../lib/brand";
import { useTRPC } from "../../../lib/trpc";
import { httpStatusOf } from "../../../lib/trpc-errors";

type UnsubscribeState = "working" | "done" | "invalid" | "failed";

const TEXTS: Record<UnsubscribeState, { title: string; text: string }> = {
  working: { title: "Unsubscribing...", text: "One moment while we update your subscription." },
  done: {
    title: "You have been unsubscribed",
    text: "You will no longer receive our newsletter at this address. Changed your mind? You can subscribe again at any time from our home page.",
  },
  invalid: {
    title: "This link does not work",
    text: `${LEAD_MESSAGES.unsubscribeInvalid} Please use the unsubscribe link in one of our newsletter emails, or write to ${BRAND.email} and we will remove you.`,
  },
  failed: {
    title: "Something went wrong",
    text: "We could not unsubscribe you just now. Please try again in a moment.",
  },
};

/**
 * `/unsubscribe?token=…`, the link in every newsletter e-mail. It unsubscribes as soon as it
 * opens (a link used twice still succeeds) and works signed out. The first render is the same
 * with or without a token, because the build pre-renders this page without one.
 */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.newsletter.unsubscribe.mutationOptions());
  const [state, setState] = useState<UnsubscribeState>("working");

  const unsubscribe = useCallback(() => {
    if (!token) return setState("invalid");
    setState("working");
    mutate(
      { token },
      {
        onSuccess: () => setState("done"),
        onError: (error) => setState(httpStatusOf(error) === 400 ? "invalid" : "failed"),
      },
    );
  }, [mutate, token]);

  const started = useRef(false);
  useEffect(() => {
    // Once per visit (development's strict mode runs effects twice).
    if (started.current) return;
    started.current = true;
    unsubscribe();
  }, [unsubscribe]);

  const { title, text } = TEXTS[state];
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
            {state === "failed" && <Button onClick={unsubscribe}>Try again</Button>}
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
