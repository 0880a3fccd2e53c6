import type { FastifyInstance, FastifyRequest } from "fastify";
import { MESSAGES, UPLOAD_MESSAGES } from "@scalemsp/validators";

export const JSON_BODY = "application/json";
export const FORM_BODY = "application/x-www-form-urlencoded";
export const MULTIPART_BODY = "multipart/form-data";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The body types a route takes; JSON alone unless it says otherwise. Contract §2 and §13
     * name the two exceptions: the upload (multipart only) and RFC 8058's one-click POST.
     */
    bodyTypes?: readonly string[];
  }
}

const DEFAULT_BODY_TYPES: readonly string[] = [JSON_BODY];
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const isApiPath = (url: string) => url.startsWith("/api/") || url === "/api" || url.startsWith("/trpc");

function isCrossSite(req: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (req.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  if (publicOrigin && origin === publicOrigin) return false;
  try {
    // Both through URL, so a default port written out (":80") compares equal to none.
    return new URL(origin).host !== new URL(`${req.protocol}://${req.host}`).host;
  } catch {
    return true; // "null" or garbage names no site of ours
  }
}

const hasBody = (req: FastifyRequest) =>
  Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;

/**
 * Contract §2: state-changing requests from another site are refused (403), and so
 * are bodies in the forms a plain HTML form can send cross-site (415), except where the
 * route itself declares that it takes them (`config.bodyTypes`).
 */
export function registerRequestGuards(app: FastifyInstance, publicOrigin: string | undefined) {
  // A plain hook, not an async one: most requests pass it, and each async hook costs a promise.
  app.addHook("onRequest", (req, reply, done) => {
    const refusal = refusalOf(req, publicOrigin);
    if (refusal) return void reply.code(refusal.status).send({ message: refusal.message });
    done();
  });
}

/** Why this request is refused before any route runs (403 or 415), or nothing. */
function refusalOf(
  req: FastifyRequest,
  publicOrigin: string | undefined,
): { status: 403 | 415; message: string } | undefined {
  if (!STATE_CHANGING.has(req.method) || !isApiPath(req.url)) return undefined;
  if (isCrossSite(req, publicOrigin)) return { status: 403, message: MESSAGES.crossSite };
  const contentType = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  const accepted = req.routeOptions.config?.bodyTypes ?? DEFAULT_BODY_TYPES;
  if (accepted.includes(contentType)) return undefined;
  // No body at all is "no input" to a JSON route (contract §2).
  if (contentType === "" && !hasBody(req) && accepted.includes(JSON_BODY)) return undefined;
  const message = accepted.includes(MULTIPART_BODY)
    ? UPLOAD_MESSAGES.notMultipart
    : MESSAGES.unsupportedMediaType;
  return { status: 415, message };
}
