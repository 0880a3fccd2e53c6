import type { FastifyInstance, FastifyRequest } from "fastify";
import { MESSAGES } from "@scalemsp/validators";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The one path that takes multipart/form-data (contract §8); every other body must be JSON. */
export const UPLOAD_PATH = "/api/admin/uploads";

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
 * are bodies in the forms a plain HTML form can send cross-site (415).
 */
export function registerRequestGuards(app: FastifyInstance, publicOrigin: string | undefined) {
  app.addHook("onRequest", async (req, reply) => {
    if (!STATE_CHANGING.has(req.method) || !isApiPath(req.url)) return;
    if (isCrossSite(req, publicOrigin)) {
      return reply.code(403).send({ message: MESSAGES.crossSite });
    }
    const contentType = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    const path = req.url.split("?")[0];
    if (path === UPLOAD_PATH) {
      if (contentType !== "multipart/form-data") {
        return reply.code(415).send({ message: "Uploads must be sent as multipart/form-data" });
      }
      return;
    }
    if (contentType !== "application/json" && (contentType !== "" || hasBody(req))) {
      return reply.code(415).send({ message: MESSAGES.unsupportedMediaType });
    }
  });
}
