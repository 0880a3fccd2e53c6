import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import { create as contentDisposition } from "content-disposition";
import { checkAccess, type uploadOutput } from "@scalemsp/api";
import { generateToken } from "@scalemsp/auth";
import type { FileStore } from "@scalemsp/storage";
import { MESSAGES, UPLOAD_MESSAGES } from "@scalemsp/validators";
import type { z } from "zod";
import { contextFromRequest, type ContextDeps } from "./context";
import { refuse, serveCheckedFile } from "./downloads";
import { errorBody } from "./error-body";
import { detectFileKind, extensionOf, nameFitsKind, sanitizeFileName, servedAs } from "./file-types";
import { MULTIPART_BODY } from "./request-guards";

/** The one path that takes multipart/form-data (contract §8). */
export const UPLOAD_PATH = "/api/admin/uploads";

export interface UploadOptions {
  files: FileStore;
  /** Where an upload is received and checked before it is stored: a folder on this machine. */
  tempDir: string;
  maxBytes: number;
  deps: ContextDeps;
  /** Send stored files by redirect to a presigned URL valid this long (an S3 store); unset: stream them. */
  signedUrlSeconds?: number;
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
const fileKey = (storedName: string) => `uploads/${storedName}`;
const metaKey = (storedName: string) => `uploads/.meta/${storedName}.json`;

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Parser and limit errors of @fastify/multipart and busboy, as the client should read them. */
function uploadErrorOf(error: unknown, tooLarge: string): UploadError | null {
  if (error instanceof UploadError) return error;
  const e = error as { code?: string; syscall?: string } | null;
  if (e?.syscall) return null; // the disk, not the request: a 500
  switch (e?.code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new UploadError(413, tooLarge);
    case "FST_FILES_LIMIT":
      return new UploadError(400, UPLOAD_MESSAGES.oneFileOnly);
    default:
      return new UploadError(400, UPLOAD_MESSAGES.malformed);
  }
}

export const removeQuietly = (filePath: string) => rm(filePath, { force: true }).catch(() => {});

async function readMeta(files: FileStore, storedName: string): Promise<UploadMeta | null> {
  try {
    const body = await files.read(metaKey(storedName));
    return body ? (JSON.parse((await buffer(body)).toString("utf8")) as UploadMeta) : null;
  } catch {
    return null;
  }
}

type AdminCheck = { ok: true; userId: number } | { ok: false; status: 401 | 403; message: string };

/** The admin procedures' gate (two-factor rule included), on the same context. */
export async function checkAdmin(
  deps: ContextDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<AdminCheck> {
  const { user } = await contextFromRequest(deps, req, reply);
  const decision = await checkAccess(deps.db, user, "admin");
  if (!decision.allowed) return { ok: false, ...decision };
  return { ok: true, userId: user!.id };
}

/**
 * Receives the request's one file into `tempPath` (over the size limit: 413; none, several or
 * an empty one: 400), with the name the client gave it.
 */
export async function receiveOneFile(
  req: FastifyRequest,
  tempPath: string,
  tooLarge: string = UPLOAD_MESSAGES.tooLarge,
): Promise<{ originalName: string; size: number }> {
  let originalName: string | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== "file") continue;
      if (originalName !== null) throw new UploadError(400, UPLOAD_MESSAGES.oneFileOnly);
      originalName = part.filename ?? "";
      await pipeline(part.file, createWriteStream(tempPath, { flags: "wx" }));
      if (part.file.truncated) throw new UploadError(413, tooLarge);
    }
  } catch (error) {
    throw uploadErrorOf(error, tooLarge) ?? error;
  }
  if (originalName === null) throw new UploadError(400, UPLOAD_MESSAGES.noFile);
  const { size } = await stat(tempPath);
  if (size === 0) throw new UploadError(400, UPLOAD_MESSAGES.empty);
  return { originalName, size };
}

/** Receives the one file into `tempPath`, checks it, and stores it under a new name. */
async function storeUpload(
  req: FastifyRequest,
  files: FileStore,
  tempPath: string,
  userId: number,
): Promise<z.output<typeof uploadOutput>> {
  const { originalName, size } = await receiveOneFile(req, tempPath);
  const kind = await detectFileKind(tempPath);
  if (!kind) throw new UploadError(415, UPLOAD_MESSAGES.typeRefused);
  const fileName = sanitizeFileName(originalName);
  if (!nameFitsKind(fileName, kind)) throw new UploadError(415, UPLOAD_MESSAGES.nameMismatch);

  const storedName = `${generateToken()}.${extensionOf(fileName)}`;
  const meta: UploadMeta = { fileName, size, uploadedAt: new Date().toISOString(), uploadedBy: userId };
  // The name first: a file is never served without it; a lone name is never served at all.
  await files.write(metaKey(storedName), JSON.stringify(meta), { contentType: "application/json" });
  try {
    await files.write(fileKey(storedName), createReadStream(tempPath), {
      contentType: servedAs(storedName)?.contentType,
    });
  } catch (error) {
    await files.delete(metaKey(storedName)).catch(() => {});
    throw error;
  }
  return { fileUrl: `${UPLOADS_PREFIX}${storedName}`, fileName };
}

/**
 * Contract §8: `POST /api/admin/uploads` takes one file of an accepted kind and answers
 * `{fileUrl, fileName}`; `/uploads/*` serves the stored files under the same access rule
 * as `/downloads/*`: a file a paid resource or a locked course's lesson uses is theirs only.
 */
export async function registerUploads(
  app: FastifyInstance,
  { files, tempDir, maxBytes, deps, signedUrlSeconds }: UploadOptions,
) {
  await mkdir(tempDir, { recursive: true });

  // In a scope of its own: the root's placeholder multipart parser gives way to the plugin's here only.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("multipart/form-data");
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 10_000 },
      throwFileSizeLimit: true,
    });

    scope.post(UPLOAD_PATH, { config: { bodyTypes: [MULTIPART_BODY] } }, async (req, reply) => {
      const auth = await checkAdmin(deps, req, reply);
      if (!auth.ok) return reply.code(auth.status).send(errorBody(auth.message));

      const tempPath = path.join(tempDir, `scalemsp-upload-${randomBytes(12).toString("hex")}.part`);
      let stored: z.output<typeof uploadOutput>;
      try {
        stored = await storeUpload(req, files, tempPath, auth.userId);
      } catch (error) {
        // Removed before answering, so a refused upload has left nothing once the client reads the answer.
        await removeQuietly(tempPath);
        if (error instanceof UploadError) return reply.code(error.status).send(errorBody(error.message));
        throw error;
      }
      await removeQuietly(tempPath);
      return reply.code(201).send(stored);
    });
  });

  app.route({
    method: ["GET", "HEAD"],
    url: `${UPLOADS_PREFIX}*`,
    handler: async (req, reply) => {
      const name = (req.params as { "*": string })["*"];
      const served = STORED_NAME.test(name) ? servedAs(name) : null;
      if (!served) return refuse(reply, 404, MESSAGES.notFound);
      const fileName = (await readMeta(files, name))?.fileName ?? name;
      return serveCheckedFile(deps, req, reply, {
        store: files,
        key: fileKey(name),
        urlPath: `${UPLOADS_PREFIX}${name}`,
        contentType: served.contentType,
        disposition: contentDisposition(fileName, { type: served.disposition }),
        signedUrlSeconds,
      });
    },
  });
}
