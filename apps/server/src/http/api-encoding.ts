import { constants } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import compress from "@fastify/compress";
import etag from "@fastify/etag";
import { registerEncodedAnswers } from "./encoded-answers";
import { entityTagHash } from "./entity-tag-hash";

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * A response's body as one buffer. tRPC's JSON arrives as one chunk, taken as it is:
 * `arrayBuffer()` would copy it, half a megabyte for the resource list, and large copies on
 * every call brought on full garbage collections that stalled every request.
 */
async function bodyBytes(response: Response): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read())
    chunks.push(read.value as Uint8Array);
  const [only] = chunks;
  return chunks.length === 1 && only
    ? Buffer.from(only.buffer, only.byteOffset, only.byteLength)
    : Buffer.concat(chunks);
}

/**
 * tRPC's adapter answers with a Fetch `Response`, which Fastify would stream as it is. A JSON
 * answer is read whole here, as bytes, with its status and headers, so the entity tag and compression
 * below treat it as they treat the REST mirror's; a streamed answer (JSON lines) stays a stream.
 */
async function readJsonResponse(reply: FastifyReply, payload: unknown) {
  if (!(payload instanceof Response)) return payload;
  const type = payload.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json")) return payload;
  reply.code(payload.status);
  payload.headers.forEach((value, name) => {
    if (name !== "set-cookie") reply.header(name, value);
  });
  for (const cookie of payload.headers.getSetCookie()) reply.header("set-cookie", cookie);
  // As bytes: the tag hashes them and the socket sends them, with no decoding to text between.
  return bodyBytes(payload);
}

/**
 * For the API's answers (tRPC and the REST mirror): an entity tag on each answer, so a client
 * that sends it back gets a 304 with no body when nothing changed (the always-stale resource
 * list included), and brotli or gzip above 1 KB as the client asks. Brotli at quality 5: close
 * to the best size on JSON at a fraction of quality 11's time, since every answer is fresh.
 */
export async function registerApiEncoding(scope: FastifyInstance) {
  scope.addHook("onSend", (_req, reply, payload) => readJsonResponse(reply, payload));
  // Weak: the same data is one entity whatever its encoding on the wire, as the pages are tagged.
  await scope.register(etag, { weak: true, hashFn: entityTagHash });
  registerEncodedAnswers(scope);
  await scope.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
