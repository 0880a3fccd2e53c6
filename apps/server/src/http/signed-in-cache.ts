import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE_NAME } from "@scalemsp/auth";

/**
 * Contract: answers to a signed-in caller are `private, no-cache`: browsers revalidate them with
 * their entity tag (a 304), and shared caches keep nothing. A route that set its own keeps it.
 */
export function registerSignedInCaching(scope: FastifyInstance) {
  scope.addHook("onSend", (req, reply, payload, done) => {
    const signedIn = Boolean(req.cookies?.[SESSION_COOKIE_NAME]) || req.headers.authorization !== undefined;
    if (signedIn && !reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-cache");
    done(null, payload);
  });
}
