import type { FastifyInstance } from "fastify";
import { newsletterUnsubscribeInput } from "@scalemsp/validators";

/** The path of RFC 8058's one-click link (contract §13), which mail programs also open with GET. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/newsletter/unsubscribe";

/**
 * A person who opens the one-click link in a mail program (a GET) is sent to the page that
 * unsubscribes and says so in words, `/unsubscribe?token=…`, rather than shown JSON. The GET
 * itself changes nothing: RFC 8058 exists because mail software and link scanners fetch these
 * links unasked (decision 043). The POST on the same path stays the one-click unsubscribe.
 */
export function registerUnsubscribeLink(app: FastifyInstance) {
  app.get(ONE_CLICK_UNSUBSCRIBE_PATH, (req, reply) => {
    const parsed = newsletterUnsubscribeInput.safeParse(req.query);
    // Without a usable token the page opens all the same and explains that the link does not work.
    const target = parsed.success
      ? `/unsubscribe?token=${encodeURIComponent(parsed.data.token)}`
      : "/unsubscribe";
    return reply.code(303).header("cache-control", "no-store").redirect(target, 303);
  });
}
