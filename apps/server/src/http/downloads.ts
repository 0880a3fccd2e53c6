import { readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { canReadFile } from "@scalemsp/api";
import { MESSAGES } from "@scalemsp/validators";
import { contextFromRequest, type ContextDeps } from "./context";
import { contentDisposition } from "./file-types";

export const DOWNLOADS_PREFIX = "/downloads/";

const CACHE_PUBLIC = "public, max-age=3600";
const CACHE_PRIVATE = "private, max-age=300";

/** One file name, never a path: the folder is flat, and nothing may reach outside it. */
const isPlainName = (name: string) =>
  name.length > 0 && name.length <= 255 && !name.startsWith(".") && !/[/\\\0]/.test(name);

/**
 * The name exactly as the folder lists it, so a case-folding or normalising file system
 * cannot serve a paid file under a spelling that no resource or lesson points at.
 */
async function findFile(downloadsDir: string, name: string): Promise<boolean> {
  if (!isPlainName(name)) return false;
  try {
    const entries = await readdir(downloadsDir, { withFileTypes: true });
    return entries.some((entry) => entry.name === name && entry.isFile());
  } catch {
    return false;
  }
}

export const refuse = (reply: FastifyReply, status: number, message: string) =>
  // Never kept: the same URL may open once the caller signs in or upgrades.
  reply.code(status).header("cache-control", "no-store").send({ success: false, message });

export interface CheckedFile {
  /** The folder, registered with @fastify/static in the calling scope. */
  root: string;
  /** A plain name in `root`, already known to exist. */
  name: string;
  /** The URL resources and lessons use for it, which decides who may read it. */
  urlPath: string;
  /** The whole Content-Disposition header. */
  disposition: string;
  /** Set when the type is known from the content; otherwise taken from the extension. */
  contentType?: string;
}

/**
 * Sends a bundled or uploaded file to a caller that canReadFile lets read it, or the
 * refusal (401/403 JSON, never cached): one access rule for /downloads and /uploads.
 */
export async function serveCheckedFile(
  deps: ContextDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  file: CheckedFile,
): Promise<FastifyReply> {
  const ctx = await contextFromRequest(deps, req, reply);
  const decision = await canReadFile(deps.db, ctx.user, file.urlPath, ctx.now());
  if (decision.access === "denied") return refuse(reply, decision.status, decision.message);

  // A renewed session cookie must never sit in a shared cache.
  const shared = decision.access === "public" && reply.getHeader("set-cookie") === undefined;
  reply
    .header("cache-control", shared ? CACHE_PUBLIC : CACHE_PRIVATE)
    .header("x-content-type-options", "nosniff")
    .header("content-disposition", file.disposition);
  if (file.contentType) reply.header("content-type", file.contentType);
  return reply.sendFile(file.name, file.root, {
    cacheControl: false,
    dotfiles: "deny",
    contentType: file.contentType === undefined,
  });
}

/**
 * `/downloads/*`: the bundled files that resources and lessons point at. Whether one is
 * public or needs a plan or course the caller has is decided per request (canReadFile),
 * so guessing a paid file's URL opens nothing.
 */
export async function registerDownloads(app: FastifyInstance, downloadsDir: string, deps: ContextDeps) {
  await app.register(async (scope) => {
    if (existsSync(downloadsDir)) {
      await scope.register(fastifyStatic, { root: downloadsDir, serve: false, index: false });
    }

    scope.get(`${DOWNLOADS_PREFIX}*`, async (req, reply) => {
      const name = (req.params as { "*": string })["*"];
      if (!(await findFile(downloadsDir, name))) return refuse(reply, 404, MESSAGES.notFound);
      // Our own files, SVG included: lessons show PDFs and videos in a frame.
      return serveCheckedFile(deps, req, reply, {
        root: downloadsDir,
        name,
        urlPath: `${DOWNLOADS_PREFIX}${name}`,
        disposition: contentDisposition("inline", name),
      });
    });
  });
}
