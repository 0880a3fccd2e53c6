import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import { generateToken } from "@scalemsp/auth";
import { MESSAGES, UPLOAD_MESSAGES } from "@scalemsp/validators";
import { contextFromRequest, type ContextDeps } from "./context";
import { refuse, serveCheckedFile } from "./downloads";
import {
  contentDisposition,
  detectFileKind,
  extensionOf,
  nameFitsKind,
  sanitizeFileName,
  servedAs,
} from "./file-types";
import { UPLOAD_PATH } from "./request-guards";

export interface UploadOptions {
  uploadsDir: string;
  maxBytes: number;
  deps: ContextDeps;
}

/** What each stored file keeps beside it: the name to download it under. */
interface UploadMeta {
  fileName: string;
  size: number;
  uploadedAt: string;
  uploadedBy: number;
}

export const UPLOADS_PREFIX = "/uploads/";

/** Stored names are ours alone: a random token and a known extension, one level deep. */
const STORED_NAME = /^[a-z0-9]{16,64}\.[a-z0-9]{1,10}$/;
const META_DIR = ".meta";

class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Parser and limit errors of @fastify/multipart and busboy, as the client should read them. */
function uploadErrorOf(error: unknown): UploadError | null {
  if (error instanceof UploadError) return error;
  const e = error as { code?: string; syscall?: string } | null;
  if (e?.syscall) return null; // the disk, not the request: a 500
  switch (e?.code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new UploadError(413, UPLOAD_MESSAGES.tooLarge);
    case "FST_FILES_LIMIT":
      return new UploadError(400, UPLOAD_MESSAGES.oneFileOnly);
    default:
      return new UploadError(400, UPLOAD_MESSAGES.malformed);
  }
}

const removeQuietly = (filePath: string) => rm(filePath, { force: true }).catch(() => {});

async function readMeta(uploadsDir: string, storedName: string): Promise<UploadMeta | null> {
  try {
    return JSON.parse(await readFile(path.join(uploadsDir, META_DIR, `${storedName}.json`), "utf8"));
  } catch {
    return null;
  }
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

type AdminCheck = { ok: true; userId: number } | { ok: false; status: 401 | 403; message: string };

/** The same session and role rules as the admin procedures, read through the same context. */
async function checkAdmin(deps: ContextDeps, req: FastifyRequest, reply: FastifyReply): Promise<AdminCheck> {
  const { user } = await contextFromRequest(deps, req, reply);
  if (!user) return { ok: false, status: 401, message: MESSAGES.notSignedIn };
  if (!user.isActive || (user.business && !user.business.isActive))
    return { ok: false, status: 403, message: MESSAGES.accountDeactivated };
  if (user.role !== "admin") return { ok: false, status: 403, message: MESSAGES.adminOnly };
  return { ok: true, userId: user.id };
}

/** Receives the one file into `tempPath`, checks it, and moves it to its stored name. */
async function storeUpload(req: FastifyRequest, uploadsDir: string, tempPath: string, userId: number) {
  let originalName: string | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== "file") continue;
      if (originalName !== null) throw new UploadError(400, UPLOAD_MESSAGES.oneFileOnly);
      originalName = part.filename ?? "";
      await pipeline(part.file, createWriteStream(tempPath, { flags: "wx" }));
      if (part.file.truncated) throw new UploadError(413, UPLOAD_MESSAGES.tooLarge);
    }
  } catch (error) {
    throw uploadErrorOf(error) ?? error;
  }
  if (originalName === null) throw new UploadError(400, UPLOAD_MESSAGES.noFile);

  const { size } = await stat(tempPath);
  if (size === 0) throw new UploadError(400, UPLOAD_MESSAGES.empty);
  const kind = await detectFileKind(tempPath);
  if (!kind) throw new UploadError(415, UPLOAD_MESSAGES.typeRefused);
  const fileName = sanitizeFileName(originalName);
  if (!nameFitsKind(fileName, kind)) throw new UploadError(415, UPLOAD_MESSAGES.nameMismatch);

  const storedName = `${generateToken()}.${extensionOf(fileName)}`;
  const meta: UploadMeta = { fileName, size, uploadedAt: new Date().toISOString(), uploadedBy: userId };
  const metaPath = path.join(uploadsDir, META_DIR, `${storedName}.json`);
  await mkdir(path.dirname(metaPath), { recursive: true });
  await writeFile(metaPath, JSON.stringify(meta), { flag: "wx" });
  try {
    await rename(tempPath, path.join(uploadsDir, storedName));
  } catch (error) {
    await removeQuietly(metaPath);
    throw error;
  }
  return { fileUrl: `${UPLOADS_PREFIX}${storedName}`, fileName };
}

/**
 * Contract §8: `POST /api/admin/uploads` takes one file of an accepted kind and answers
 * `{fileUrl, fileName}`; `/uploads/*` serves the stored files under the same access rule
 * as `/downloads/*`: a file a paid resource or a locked course's lesson uses is theirs only.
 */
export async function registerUploads(app: FastifyInstance, { uploadsDir, maxBytes, deps }: UploadOptions) {
  await mkdir(uploadsDir, { recursive: true });

  // In a scope of its own: the root's placeholder multipart parser gives way to the plugin's here only.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("multipart/form-data");
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 10_000 },
      throwFileSizeLimit: true,
    });

    scope.post(UPLOAD_PATH, async (req, reply) => {
      const auth = await checkAdmin(deps, req, reply);
      if (!auth.ok) return reply.code(auth.status).send({ message: auth.message });

      const tempPath = path.join(uploadsDir, `.upload-${randomBytes(12).toString("hex")}.part`);
      let stored: { fileUrl: string; fileName: string };
      try {
        stored = await storeUpload(req, uploadsDir, tempPath, auth.userId);
      } catch (error) {
        // Removed before answering, so a refused upload has left nothing once the client reads the answer.
        await removeQuietly(tempPath);
        if (error instanceof UploadError) return reply.code(error.status).send({ message: error.message });
        throw error;
      }
      return reply.code(201).send(stored);
    });
  });

  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: uploadsDir, serve: false, index: false });

    scope.get(`${UPLOADS_PREFIX}*`, async (req, reply) => {
      const name = (req.params as { "*": string })["*"];
      const served = STORED_NAME.test(name) ? servedAs(name) : null;
      if (!served || !(await isFile(path.join(uploadsDir, name)))) {
        return refuse(reply, 404, MESSAGES.notFound);
      }
      const fileName = (await readMeta(uploadsDir, name))?.fileName ?? name;
      return serveCheckedFile(deps, req, reply, {
        root: uploadsDir,
        name,
        urlPath: `${UPLOADS_PREFIX}${name}`,
        contentType: served.contentType,
        disposition: contentDisposition(served.disposition, fileName),
      });
    });
  });
}
