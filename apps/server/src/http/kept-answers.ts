import type { FastifyReply, FastifyRequest } from "fastify";
import { isKeptAnswer } from "@scalemsp/api";
import { COMPRESS_THRESHOLD_BYTES } from "./api-encoding";
import { encodeBody, entityTag, matchesTag, preferredEncoding, type Encoding } from "./page-cache";

/** A kept answer as sent: its JSON once, its tag once, each encoding once it was first asked for. */
interface KeptBody {
  type: string;
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * The JSON of kept answers (`keepAnswer` in the API package), found by the answer's identity.
 * The procedure still ran for this caller (session, access, the library's version) and chose
 * this value; what is kept here is only how that value is written, so no caller can get
 * another's answer. Dropped with the answer when the library changes.
 */
export class KeptBodies {
  private readonly bodies = new WeakMap<object, KeptBody>();

  constructor(
    private readonly type: string,
    /** The answer's JSON as this transport sends it (tRPC wraps it in its envelope). */
    private readonly write: (json: string) => string,
  ) {}

  /** The kept body of `value`, made on its first answer; undefined for a value that is not kept. */
  of(value: unknown): KeptBody | undefined {
    if (!isKeptAnswer(value)) return undefined;
    let kept = this.bodies.get(value);
    if (!kept) {
      const body = Buffer.from(this.write(JSON.stringify(value)));
      kept = { type: this.type, body, etag: entityTag(body), encoded: {} };
      this.bodies.set(value, kept);
    }
    return kept;
  }
}

/**
 * Sends a kept body as the API scope would have sent the value: its entity tag, a 304 when
 * the client holds it, otherwise its bytes in the client's encoding above the compression
 * threshold. The tag and encoding headers being set, the scope's tag and compression hooks
 * let it through as it is.
 */
export function sendKeptBody(req: FastifyRequest, reply: FastifyReply, kept: KeptBody, status: number) {
  reply.code(status).header("etag", kept.etag);
  if (matchesTag(req.headers["if-none-match"], kept.etag)) return reply.code(304).send();
  reply.type(kept.type);
  if (kept.body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(kept.body);
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  if (!encoding) return reply.send(kept.body);
  const encoded = (kept.encoded[encoding] ??= encodeBody(kept.body, encoding));
  return reply.header("content-encoding", encoding).send(encoded);
}
