import { RESUBSCRIBE_MESSAGES as M } from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { EmailLinkPage, type EmailLinkState } from "./email-link-page";

const TEXTS: Record<EmailLinkState, { title: string; text: string }> = {
  working: { title: M.workingTitle, text: M.workingText },
  done: { title: M.doneTitle, text: M.doneText },
  invalid: { title: M.invalidTitle, text: M.linkInvalid },
  failed: { title: M.failedTitle, text: M.failedText },
};

/**
 * `/subscribe?token=…`, the one-time link e-mailed to an address that unsubscribed and was
 * entered in the newsletter form again (contract §14): opening it subscribes the address again.
 */
export function SubscribeConfirmPage({ token }: { token: string | undefined }) {
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.newsletter.confirm.mutationOptions());
  return <EmailLinkPage token={token} texts={TEXTS} run={(value, done) => mutate({ token: value }, done)} />;
}
