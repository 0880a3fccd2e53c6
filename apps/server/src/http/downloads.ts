import { readdir } from "node:fs/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { create as contentDisposition } from "content-disposition";
import { contentType as contentTypeOf } from "mime-types";
import { canReadFile } from "@scalemsp/api";
import { createLocalFileStore, isStorageKey, type FileStore } from "@scalemsp/storage";
import { MESSAGES } from "@scalemsp/validators";
import { errorBody } from "./error-body";
import { contextFromRequest, type ContextDeps } from "./context";
import { sendStoredFile } from "./send-stored-file";

export const DOWNLOADS_PREFIX = "/downloads/";

const CACHE_PUBLIC = "public, max-age=3600";
/** A file nothing uses yet: any cache must check with us before reusing it (an ETag makes that a 304). */
const CACHE_REVALIDATE = "public, no-cache";
const CACHE_PRIVATE = "private, max-age=300";

/**
 * The name exactly as the folder lists it, so a case-folding or normalising file system
 * cannot serve a paid file under a spelling that no resource or lesson points at. One name,
 * never a path: the folder is flat, and nothing may reach outside it.
 */
async function findFile(downloadsDir: string, name: string): Promise<boolean> {
  if (!isStorageKey(name) || name.includes("/") || name.startsWith(".")) return false;
  try {
    const entries = await readdir(downloadsDir, { withFileTypes: true });
    return entries.some((entry) => entry.name === name && entry.isFile());
  } catch {
    return false;
  }
}

export const refuse = (reply: FastifyReply, status: number, message: string) =>
  // Never kept: the same URL may open once the caller signs in or upgrades.
  reply
    .code(status)
    .header("cache-control", "no-store")
    .send(errorBody(message, undefined, true));

const FILE_HEADERS = [
  "content-type",
  "content-disposition",
  "content-length",
  "content-range",
  "etag",
  "last-modified",
  "accept-ranges",
];

export interface CheckedFile {
  store: FileStore;
  key: string;
  /** The URL resources and lessons use for it, which decides who may read it. */
  urlPath: string;
  contentType: string;
  /** The whole Content-Disposition header. */
  disposition: string;
  /**
   * Set: a reader the check lets in is redirected to a presigned URL valid this long, where
   * the store can hand one out, instead of the app streaming the bytes.
   */
  signedUrlSeconds?: number;
}

/**
 * Sends a bundled or uploaded file to a caller that canReadFile lets read it, or the
 * refusal (401/403/404 JSON, never cached): one access rule for /downloads and /uploads.
 */
export async function serveCheckedFile(
  deps: ContextDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  file: CheckedFile,
): Promise<FastifyReply> {
  const stored = await file.store.stat(file.key);
  if (!stored) return refuse(reply, 404, MESSAGES.notFound);
  const ctx = await contextFromRequest(deps, req, reply);
  const decision = await canReadFile(deps.db, ctx.user, file.urlPath, ctx.now());
  if (decision.access === "denied") return refuse(reply, decision.status, decision.message);

  if (file.signedUrlSeconds && req.method === "GET") {
    const url = await file.store.signedUrl(file.key, {
      expiresInSeconds: file.signedUrlSeconds,
      contentType: file.contentType,
      contentDisposition: file.disposition,
    });
    // The URL is this reader's pass: kept by no cache, asked for again each time.
    if (url) return reply.code(302).header("cache-control", "no-store").header("location", url).send();
  }

  // A renewed session cookie must never sit in a shared cache.
  const cookie = reply.getHeader("set-cookie") !== undefined;
  const cacheControl =
    cookie || decision.access === "private"
      ? CACHE_PRIVATE
      : decision.access === "public"
        ? CACHE_PUBLIC
        : CACHE_REVALIDATE;
  reply
    .header("cache-control", cacheControl)
    .header("x-content-type-options", "nosniff")
    .header("content-type", file.contentType)
    .header("content-disposition", file.disposition);
  if (await sendStoredFile(req, reply, file.store, file.key, stored)) return reply;
  // Deleted between the check and the read: none of the file's headers may stay.
  for (const header of FILE_HEADERS) reply.removeHeader(header);
  return refuse(reply, 404, MESSAGES.notFound);
}

/**
 * `/downloads/*`: the bundled files that resources and lessons point at. Whether one is
 * public or needs a plan or course the caller has is decided per request (canReadFile),
 * so guessing a paid file's URL opens nothing.
 */
export function registerDownloads(app: FastifyInstance, downloadsDir: string, deps: ContextDeps) {
  // Shipped with the app, read only: read through the same interface as stored files.
  const store = createLocalFileStore(downloadsDir);
  app.route({
    method: ["GET", "HEAD"],
    url: `${DOWNLOADS_PREFIX}*`,
    handler: async (req, reply) => {
      const name = (req.params as { "*": string })["*"];
      if (!(await findFile(downloadsDir, name))) return refuse(reply, 404, MESSAGES.notFound);
      // Our own files, SVG included: lessons show PDFs and videos in a frame.
      return serveCheckedFile(deps, req, reply, {
        store,
        key: name,
        urlPath: `${DOWNLOADS_PREFIX}${name}`,
        contentType: contentTypeOf(name) || "application/octet-stream",
        disposition: contentDisposition(name, { type: "inline" }),
      });
    },
  });
}
