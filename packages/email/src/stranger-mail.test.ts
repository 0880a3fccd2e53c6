import { describe, expect, it } from "vitest";
import { renderEmail } from "./render";
import { STRANGER_FIRST_NAME_MAX } from "./stranger-text";

/**
 * Contract §14 'what strangers can make the product send': every message to an address not
 * yet known to be its owner's, rendered with a hostile sender's input, carries nothing of it
 * but a first name of at most 40 characters in the body, and nothing in its subject.
 */

const env = {
  brand: { product: "ScaleMSP", email: "hello@scalemsp.example", phone: "+1 555 0100", address: "1 Main St" },
  origin: "https://coach.example.com",
};

/** Forty characters a greeting may show, then what must never be shown. */
const SHOWN = "Grace".padEnd(STRANGER_FIRST_NAME_MAX, "e");
const HIDDEN = "SPAMTAIL buy at evil.example now";
const hostileName = `${SHOWN}${HIDDEN}`;
const HOSTILE = "EVILTEXT <a href='https://evil.example'>win</a> call +1 900 555 0199";

const strangerMail = {
  "registration-welcome": { firstName: hostileName, verifyToken: "t0ken", businessName: HOSTILE },
  "newsletter-welcome": { unsubscribeToken: "t0ken" },
  "strategy-hold": {
    firstName: hostileName,
    when: "Tue, Mar 10, 2:00 PM – 2:30 PM EDT",
    holdMinutes: 60,
    token: "t0ken",
    topic: HOSTILE,
  },
  "team-invitation": { firstName: hostileName, token: "t0ken", businessName: HOSTILE, inviterName: HOSTILE },
} as const;

describe("mail to unverified addresses", () => {
  for (const [kind, data] of Object.entries(strangerMail)) {
    it(`${kind}: nothing the sender wrote but a first name of at most ${STRANGER_FIRST_NAME_MAX} characters`, async () => {
      // Extra fields stand for what an older or careless caller might pass: never shown.
      const mail = await renderEmail(kind as keyof typeof strangerMail, data as never, env);
      for (const part of [mail.subject, mail.html, mail.text]) {
        expect(part).not.toContain("EVILTEXT");
        expect(part).not.toContain("evil.example");
        expect(part).not.toContain("SPAMTAIL");
      }
      expect(mail.subject).not.toContain("Grace");
      if ("firstName" in data) expect(mail.text).toContain(SHOWN);
    });
  }
});
