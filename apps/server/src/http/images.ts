import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import { fileTypeFromBuffer } from "file-type";
import { checkSetupToken } from "@scalemsp/api";
import type { FileStore } from "@scalemsp/storage";
import {
  IMAGES_PREFIX,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_VARIANT_NAME,
  MESSAGES,
  imagePurposeSchema,
  parseImageRef,
  variantName,
} from "@scalemsp/validators";
import { refuse } from "./downloads";
import { errorBody } from "./error-body";
import type { ContextDeps } from "./context";
import { MULTIPART_BODY } from "./request-guards";
import { sendStoredFile } from "./send-stored-file";
import { UploadError, checkAdmin, receiveOneFile, removeQuietly } from "./uploads";
import { UnreadableImageError, VARIANT_CONTENT_TYPES, makeVariants } from "../images/variants";

/** Images are uploaded here (multipart, one file) and answered with the URL to store. */
export const IMAGE_UPLOAD_PATH = "/api/admin/images";
/** The first-run setup page sends its link's token here, before any admin exists. */
export const SETUP_TOKEN_HEADER = "x-setup-token";

/** Names are content hashes: a name never changes what it serves. */
const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

/** Picture formats sharp decodes that a coach's camera or design tool produces. */
const ACCEPTED_IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"]);

const imageKey = (name: string) => `images/${name}`;

export interface ImageOptions {
  files: FileStore;
  tempDir: string;
  deps: ContextDeps;
}

/** An admin, or the holder of a still-valid setup link (the first-run page sets the logo). */
async function mayUpload(deps: ContextDeps, req: FastifyRequest, reply: FastifyReply) {
  const token = req.headers[SETUP_TOKEN_HEADER];
  if (typeof token === "string" && token !== "") {
    try {
      await checkSetupToken(deps.db, token);
      return { ok: true as const };
    } catch {
      return { ok: false as const, status: 403, message: MESSAGES.setupLinkInvalid };
    }
  }
  return checkAdmin(deps, req, reply);
}

const IMAGE_ERRORS = {
  unreadable: new UploadError(415, IMAGE_MESSAGES.unreadable),
  // Contract §14: a picture over the pixel limit is bad input, refused before it is decoded.
  tooManyPixels: new UploadError(400, IMAGE_MESSAGES.tooManyPixels),
  tooSlow: new UploadError(400, IMAGE_MESSAGES.tooSlow),
};

/** Checks the upload is a picture, makes its variants and stores those not stored already. */
async function storeImage(req: FastifyRequest, files: FileStore, tempPath: string) {
  const purpose = imagePurposeSchema.safeParse((req.query as { purpose?: unknown }).purpose);
  if (!purpose.success) throw new UploadError(400, IMAGE_MESSAGES.purposeInvalid);
  await receiveOneFile(req, tempPath, IMAGE_MESSAGES.tooLarge);
  const input = await readFile(tempPath);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_IMAGE_TYPES.has(type.mime)) throw new UploadError(415, IMAGE_MESSAGES.typeRefused);
  let made: Awaited<ReturnType<typeof makeVariants>>;
  try {
    made = await makeVariants(input, purpose.data);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw IMAGE_ERRORS[error.reason];
    throw error;
  }
  // The widest fallback is written last: once it exists, the whole set does.
  const last = made.variants.at(-1)!;
  if (!(await files.stat(imageKey(last.name)))) {
    for (const variant of made.variants) {
      await files.write(imageKey(variant.name), variant.body, { contentType: variant.contentType });
    }
  }
  return { url: made.url, width: made.ref.width, height: made.ref.height };
}

/** The stored variant a public image name stands for: a variant's own name, or an image's URL name. */
function storedNameOf(name: string): string | null {
  if (IMAGE_VARIANT_NAME.test(name)) return name;
  const ref = parseImageRef(`${IMAGES_PREFIX}${name}`);
  return ref ? variantName(ref, ref.width, ref.fallback) : null;
}

/**
 * `POST /api/admin/images?purpose=…` takes one picture (PNG, JPEG, WebP, GIF or AVIF, read
 * from its bytes), crops and resizes it for its purpose and stores every width in AVIF, WebP
 * and a JPEG/PNG fallback; `/images/*` serves them to anyone, cached for good.
 */
export async function registerImages(app: FastifyInstance, { files, tempDir, deps }: ImageOptions) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser("multipart/form-data");
    await scope.register(multipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 10_000 },
      throwFileSizeLimit: true,
    });
    scope.post(IMAGE_UPLOAD_PATH, { config: { bodyTypes: [MULTIPART_BODY] } }, async (req, reply) => {
      const auth = await mayUpload(deps, req, reply);
      if (!auth.ok) return reply.code(auth.status).send(errorBody(auth.message));
      const tempPath = path.join(tempDir, `scalemsp-image-${randomBytes(12).toString("hex")}.part`);
      try {
        return reply.code(201).send(await storeImage(req, files, tempPath));
      } catch (error) {
        if (error instanceof UploadError) return reply.code(error.status).send(errorBody(error.message));
        throw error;
      } finally {
        await removeQuietly(tempPath);
      }
    });
  });

  app.route({
    method: ["GET", "HEAD"],
    url: `${IMAGES_PREFIX}*`,
    handler: async (req, reply) => {
      const name = storedNameOf((req.params as { "*": string })["*"]);
      if (!name) return refuse(reply, 404, MESSAGES.notFound);
      const key = imageKey(name);
      const stored = await files.stat(key);
      if (!stored) return refuse(reply, 404, MESSAGES.notFound);
      reply
        .header("cache-control", CACHE_IMMUTABLE)
        .header("x-content-type-options", "nosniff")
        .header("content-type", VARIANT_CONTENT_TYPES[path.extname(name).slice(1)]!);
      if (await sendStoredFile(req, reply, files, key, stored)) return reply;
      return refuse(reply, 404, MESSAGES.notFound);
    },
  });
}
