import { z } from "zod";
import { linkTokenField } from "./auth";

/**
 * Contract §14 'newsletter re-subscription': an address that unsubscribed comes back only
 * through a one-time link e-mailed to it. The link lapses after this long.
 */
export const RESUBSCRIBE_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** A new link is mailed at most this often per address, however often the form is sent. */
export const RESUBSCRIBE_LINK_INTERVAL_MS = 60 * 60 * 1000;

export const RESUBSCRIBE_MESSAGES = {
  // Contract §13 'one-time tokens': a used, expired or unknown link says it is no longer valid.
  linkInvalid: "This confirmation link is no longer valid. Please subscribe again from our home page.",
  confirmed: "Your subscription is confirmed. Welcome back!",

  // The page the link opens.
  workingTitle: "Confirming...",
  workingText: "One moment while we confirm your subscription.",
  doneTitle: "You are subscribed again",
  doneText: "Our newsletter will reach this address again. You can unsubscribe at any time from any issue.",
  invalidTitle: "This link does not work",
  failedTitle: "Something went wrong",
  failedText: "We could not confirm your subscription just now. Please try again in a moment.",
} as const;

/** `POST /api/newsletter/confirm?token=…`. */
export const newsletterConfirmInput = z.object({ token: linkTokenField(RESUBSCRIBE_MESSAGES.linkInvalid) });
export type NewsletterConfirmInput = z.input<typeof newsletterConfirmInput>;
