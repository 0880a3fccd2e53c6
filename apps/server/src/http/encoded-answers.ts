import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { preferredEncoding, type Encoding } from "./page-cache";

/** Answers this large are kept encoded: below it, compressing afresh costs little. */
export const KEPT_ENCODED_MIN_BYTES = 32 * 1024;
/** At most this many encoded answers are kept, the least recently sent going first. */
const KEPT_ENCODED_MAX = 64;

const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/**
 * The API's large answers, encoded once per entity tag and encoding. The tag is a hash of the
 * answer's bytes, so a kept encoding is of exactly these bytes, whoever asked: the procedure
 * still ran for this caller and chose them. The resource list of a thousand resources is half a
 * megabyte of JSON; brotli over it costs each reader more than everything else the call does.
 * Runs after the entity tag is set and before `@fastify/compress`, which leaves an answer that
 * already names its encoding as it is.
 */
export function registerEncodedAnswers(scope: FastifyInstance) {
  const kept = new Map<string, Promise<Buffer>>();
  scope.addHook("onSend", async (req, reply, payload) => {
    if (reply.statusCode !== 200 || reply.hasHeader("content-encoding")) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const etag = reply.getHeader("etag");
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (typeof etag !== "string" || !encoding) return payload;
    if (Buffer.byteLength(payload) < KEPT_ENCODED_MIN_BYTES) return payload;
    const key = `${etag}|${encoding}`;
    let encoded = kept.get(key);
    if (encoded) kept.delete(key);
    else {
      // The answer's bytes are copied only to be encoded: a kept encoding needs no copy.
      encoded = encoders[encoding](Buffer.isBuffer(payload) ? payload : Buffer.from(payload));
      encoded.catch(() => kept.delete(key));
    }
    kept.set(key, encoded);
    if (kept.size > KEPT_ENCODED_MAX) kept.delete(kept.keys().next().value!);
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
    reply.header("content-encoding", encoding).removeHeader("content-length");
    return encoded;
  });
}
