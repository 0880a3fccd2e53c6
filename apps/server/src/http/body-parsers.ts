import type { FastifyInstance } from "fastify";
import { MESSAGES } from "@scalemsp/validators";
import { errorBody } from "./error-body";
import { FORM_BODY, JSON_BODY, MULTIPART_BODY } from "./request-guards";

/**
 * The body types the server reads. JSON everywhere: an empty JSON body is "no input"
 * (contract §2), anything unparsable a 400. The other two are read only where a route takes
 * them (`config.bodyTypes`, enforced by the request guard); any other type is refused with 415.
 */
export function registerBodyParsers(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(JSON_BODY, { parseAs: "string" }, (_req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error(MESSAGES.invalidJson), { statusCode: 400 }), undefined);
    }
  });
  // RFC 8058's one-click unsubscribe.
  app.addContentTypeParser(FORM_BODY, { parseAs: "string" }, (_req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
  // The upload route reads multipart itself.
  app.addContentTypeParser(MULTIPART_BODY, (_req, _payload, done) => done(null));
}

/** What a user reads for a refusal Fastify itself makes: our texts, never the framework's. */
function messageOf(status: number, error: Error): string {
  if (status >= 500) return MESSAGES.internalError;
  if (error.message === MESSAGES.invalidJson) return error.message;
  switch (status) {
    case 404:
      return MESSAGES.notFound;
    case 405:
      return MESSAGES.methodNotAllowed;
    case 413:
      return MESSAGES.bodyTooLarge;
    case 415:
      return MESSAGES.unsupportedMediaType;
    default:
      return MESSAGES.invalidInput;
  }
}

/** Fastify's own refusals (body limits, parsers, unknown methods) in the one error envelope. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, "request failed");
    return reply.code(status).send(errorBody(messageOf(status, error)));
  });
}
