import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/CheckboxCard.css";
import "@mantine/core/styles/CheckboxIndicator.css";
import "@mantine/core/styles/Checkbox.css";
import { Anchor, Button, Checkbox, Modal, Stack, Text, TextInput } from "@mantine/core";
import { GUIDE_TEXTS, LEGAL_PAGES, MESSAGES } from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { fieldErrorsOf, serverMessageOf } from "../../../lib/trpc-errors";
import { startDownload } from "../start-download";

interface GateProps {
  guide: { id: number; title: string } | null;
  onClose: () => void;
}

/**
 * Contract §13 'e-mail compliance': a gated guide asks for the address and, in a box left
 * unticked, for consent to the newsletter; the address joins the leads, the newsletter only
 * with the box ticked. Then the download starts.
 */
export function GuideGateModal({ guide, onClose }: GateProps) {
  const trpc = useTRPC();
  const request = useMutation(trpc.guides.download.mutationOptions());
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    request.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!guide) return;
    setError(null);
    // The server's rules answer a bad address (no schema library in the public pages' code).
    request.mutate(
      { id: guide.id, email, newsletterConsent: consent },
      {
        onSuccess: (answer) => {
          startDownload(answer.fileUrl, answer.fileName);
          notifySuccess(MESSAGES.success, answer.message);
          setEmail("");
          setConsent(false);
          onClose();
        },
        onError: (failure) => {
          const field = fieldErrorsOf(failure).email;
          if (field) setError(field);
          else notifyError(MESSAGES.error, serverMessageOf(failure) ?? MESSAGES.submitFailed);
        },
      },
    );
  };

  return (
    <Modal.Root opened={guide !== null} onClose={close} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's <header>: the page has its one banner already. */}
        <Modal.Header {...{ component: "div" }}>
          <Modal.Title>{GUIDE_TEXTS.gateTitle}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          <form onSubmit={submit} noValidate aria-label={GUIDE_TEXTS.gateTitle}>
            <Stack gap="md">
              <Text size="sm">
                <strong>{guide?.title}</strong>. {GUIDE_TEXTS.gateText}
              </Text>
              <TextInput
                label="Email address"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@company.com"
                required
                data-autofocus
                value={email}
                error={error}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
              <Checkbox
                label={GUIDE_TEXTS.consentLabel}
                checked={consent}
                onChange={(event) => setConsent(event.currentTarget.checked)}
              />
              <Text size="sm">
                {GUIDE_TEXTS.consentNote}{" "}
                <Anchor href={LEGAL_PAGES.privacy.path} inherit underline="always">
                  {LEGAL_PAGES.privacy.title}
                </Anchor>
              </Text>
              <Button type="submit" loading={request.isPending}>
                {GUIDE_TEXTS.gateSubmit}
              </Button>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
