import { constants } from "node:zlib";
import type { FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import etag from "@fastify/etag";
import { entityTagHash } from "./entity-tag-hash";

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * For the API's answers (tRPC and the REST mirror): an entity tag on each answer, so a client
 * that sends it back gets a 304 with no body when nothing changed (the always-stale resource
 * list included), and brotli or gzip above 1 KB as the client asks. Brotli at quality 5: close
 * to the best size on JSON at a fraction of quality 11's time, since every answer is fresh.
 */
export async function registerApiEncoding(scope: FastifyInstance) {
  // Weak: the same data is one entity whatever its encoding on the wire. Tagged as the pages
  // and kept answers are.
  await scope.register(etag, { weak: true, hashFn: entityTagHash });
  await scope.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
