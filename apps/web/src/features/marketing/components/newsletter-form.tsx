import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  LEAD_FORM_TEXTS,
  LEGAL_PAGES,
  MESSAGES,
  NEWSLETTER_SUCCESS_MS,
  type NewsletterSubscribeInput,
} from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { useFormReady } from "../../../lib/use-form-ready";
import { useReturnToIdle } from "../hooks/use-return-to-idle";
import { loadLeadValidation } from "../load-lead-validation";
import classes from "../marketing.module.css";

/**
 * Spec §4 newsletter form: idle, submitting ('Processing...'), subscribed ('Subscribed!' in
 * green) for NEWSLETTER_SUCCESS_MS, then idle again. The form is reset on success and kept on failure.
 */
export function NewsletterForm() {
  const trpc = useTRPC();
  const subscribe = useMutation(trpc.newsletter.subscribe.mutationOptions());
  const [subscribed, setSubscribed] = useState(false);
  useReturnToIdle(subscribed, NEWSLETTER_SUCCESS_MS, () => setSubscribed(false));

  const form = useForm<NewsletterSubscribeInput>({
    name: "newsletter",
    mode: "uncontrolled",
    initialValues: { email: "" },
  });
  const ready = useFormReady(form);

  const submit = useFormSubmit(form, subscribe, {
    loadRules: async () => (await loadLeadValidation()).validateNewsletter,
    onSuccess: () => {
      form.reset();
      setSubscribed(true);
      notifySuccess(MESSAGES.success, MESSAGES.newsletterSuccess);
    },
    failure: () => [MESSAGES.error, MESSAGES.submitFailed],
    blocked: subscribed,
  });

  return (
    <form onSubmit={submit} onFocus={() => void loadLeadValidation()} noValidate aria-label="Newsletter">
      <Stack gap="sm">
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          size="md"
          required
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          color={subscribed ? "green.8" : undefined}
          className={subscribed ? classes.subscribed : undefined}
          disabled={!ready || subscribe.isPending || subscribed}
        >
          {subscribe.isPending
            ? LEAD_FORM_TEXTS.processing
            : subscribed
              ? LEAD_FORM_TEXTS.subscribed
              : LEAD_FORM_TEXTS.subscribeNow}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {LEAD_FORM_TEXTS.privacyNote} {/* Rendered by the server, not the app: a plain link. */}
          <Anchor href={LEGAL_PAGES.privacy.path} inherit underline="always">
            {LEGAL_PAGES.privacy.title}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
