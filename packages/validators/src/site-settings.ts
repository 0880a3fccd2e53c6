import { z } from "zod";
import { emailSchema } from "./auth";
import type { BrandConfig } from "./brand";
import { idSchema } from "./ids";
import { MESSAGES } from "./messages";
import { pagingShape } from "./paging";

export const SITE_SETTINGS_MESSAGES = {
  urlInvalid: "Please enter a full web address starting with https:// or http://",
  legalTextRequired: "The text is required: clear it with 'Use the default text' instead",
  legalTextTooLong: "Please keep the text under 50,000 characters",
  guideNotFound: "Guide not found",
} as const;

/** An absolute http(s) address, as a link on the public site may point. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const webUrlField = z
  .string({ error: SITE_SETTINGS_MESSAGES.urlInvalid })
  .trim()
  .max(500, { error: SITE_SETTINGS_MESSAGES.urlInvalid })
  .refine(isWebUrl, { error: SITE_SETTINGS_MESSAGES.urlInvalid });

export const LEGAL_TEXT_MAX = 50_000;

/** The privacy policy's or terms' Markdown, as the admin writes it. */
export const legalTextField = z
  .string({ error: SITE_SETTINGS_MESSAGES.legalTextRequired })
  .trim()
  .min(1, { error: SITE_SETTINGS_MESSAGES.legalTextRequired })
  .max(LEGAL_TEXT_MAX, { error: SITE_SETTINGS_MESSAGES.legalTextTooLong });

/** A phone number kept on one line: "+1 (555) 010-0199" broke after "(555)" on a phone's width. */
const unbroken = (text: string) => text.replace(/ /g, "\u00a0");

/** The privacy policy a new installation shows until the admin writes its own. */
export function defaultPrivacyText(brand: BrandConfig): string {
  return `${brand.product} ("we") coaches owners of managed IT service providers. This policy says what we keep about you and why.

## What we keep

- **Newsletter:** your email address, to send the weekly newsletter you asked for. Every issue has a link to unsubscribe at once.
- **Consultation requests:** your name, email, company, its size and your message, to answer your request and book the session.
- **Free guides:** when a guide asks for it, your email address, to know who downloaded it and, only if you tick the box, to send you the newsletter.
- **Member accounts:** your name, email, business details, course progress, bookings and scorecard figures, to run your coaching.

## What we do not do

We do not sell your data or share it with advertisers. Emails are sent through our mail provider only to deliver them.

## Your choices

You can unsubscribe from the newsletter with the link in any issue. Members can download everything stored about them from their account settings. To see, correct or delete what we keep about you, write to ${brand.email}.

## Contact

${[brand.product, brand.email, brand.phone && unbroken(brand.phone)].filter(Boolean).join(" · ")}`;
}

/** The terms a new installation shows until the admin writes its own. */
export function defaultTermsText(brand: BrandConfig): string {
  return `These terms cover the use of the ${brand.product} website, its free guides and its member area.

## The website and free guides

The guides, templates and articles are for your own business. You may use and adapt them in your company; please do not resell or republish them.

## Memberships

A membership gives your business the courses, resources and coaching sessions of its plan for as long as the plan is active. Sessions can be moved or cancelled up to 24 hours ahead.

## Accounts

Keep your password to yourself. A business owner is responsible for the colleagues they invite.

## No guarantee of results

Coaching and guides share practices that have worked for other MSPs; results depend on your market and your work, and we cannot promise them.

## Contact

Questions about these terms: ${brand.phone ? `${brand.email} or ${unbroken(brand.phone)}` : brand.email}.`;
}

/**
 * A visitor's request for a gated free guide: the address, and the newsletter only when the
 * box was ticked (contract §13: gated guides ask for consent explicitly; unticked by default).
 */
export const guideDownloadInput = z.object({
  id: idSchema(),
  email: emailSchema,
  newsletterConsent: z.boolean({ error: MESSAGES.mustBeTrueOrFalse }).default(false),
});
export type GuideDownloadInput = z.input<typeof guideDownloadInput>;

/** The admin's page of guide leads. */
export const guideLeadPageInput = z.object(pagingShape).prefault({});
export type GuideLeadPageInput = z.input<typeof guideLeadPageInput>;
