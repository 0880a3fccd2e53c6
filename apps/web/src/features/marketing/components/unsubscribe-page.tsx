import { LEAD_MESSAGES } from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { useBrand } from "../../../lib/site-inputs";
import { useTRPC } from "../../../lib/trpc";
import { EmailLinkPage, type EmailLinkState } from "./email-link-page";

/** The page's texts; the invalid link's names the brand's address. */
const textsFor = (email: string): Record<EmailLinkState, { title: string; text: string }> => ({
  working: { title: "Unsubscribing...", text: "One moment while we update your subscription." },
  done: {
    title: "You have been unsubscribed",
    text: "You will no longer receive our newsletter at this address. Changed your mind? You can subscribe again at any time from our home page.",
  },
  invalid: {
    title: "This link does not work",
    text: `${LEAD_MESSAGES.unsubscribeInvalid} Please use the unsubscribe link in one of our newsletter emails, or write to ${email} and we will remove you.`,
  },
  failed: {
    title: "Something went wrong",
    text: "We could not unsubscribe you just now. Please try again in a moment.",
  },
});

/** `/unsubscribe?token=…`, the link in every newsletter e-mail (a link used twice still succeeds). */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  const trpc = useTRPC();
  const { email } = useBrand();
  const texts = useMemo(() => textsFor(email), [email]);
  const { mutate } = useMutation(trpc.newsletter.unsubscribe.mutationOptions());
  return <EmailLinkPage token={token} texts={texts} run={(value, done) => mutate({ token: value }, done)} />;
}
