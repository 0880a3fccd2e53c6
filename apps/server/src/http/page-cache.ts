import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { entityTagHash } from "./entity-tag-hash";

export type Encoding = "br" | "gzip";

/** One page or site file as sent: its text once, and each encoding once it was first asked for. */
export interface CachedText {
  status: number;
  type: string;
  cacheControl: string;
  etag: string;
  body: Buffer;
  /** Each encoding, made off the request thread the first time a client asks for it. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Brotli's quality for this text (`BROTLI_QUALITY`). */
  brotliQuality: number;
}

/**
 * How hard brotli works on a text. One kept and sent to many visitors is encoded once, so it
 * gets the best size: at quality 11 the home page is 12.6 KB where quality 5 made 14.6, and
 * with its headers it now arrives in TCP's first window of 14.6 KB instead of waiting a round
 * trip for the rest (its LCP on a slow phone network). The 0.1 s that takes runs in zlib's
 * thread pool, once per page and content version. A page made for one request (a member's own
 * view) is encoded for that request alone, where quality 3 takes a third of quality 5's time
 * for a tenth more bytes.
 */
export const BROTLI_QUALITY = { kept: 11, once: 3 } as const;

/** Few distinct `Accept-Encoding` values reach a site; each is parsed once. */
const encodingByHeader = new Map<string, Encoding | undefined>();

function parseAcceptEncoding(header: string): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return undefined;
}

/** The client's preferred encoding of the two every browser speaks, if it accepts one. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  const text = String(header ?? "");
  if (encodingByHeader.has(text)) return encodingByHeader.get(text);
  const encoding = parseAcceptEncoding(text);
  if (encodingByHeader.size >= 256) encodingByHeader.clear();
  encodingByHeader.set(text, encoding);
  return encoding;
}

/** Weak: the same text is one entity whatever its encoding on the wire (as the API's tags). */
export function entityTag(body: Buffer): string {
  return `W/"${entityTagHash(body)}"`;
}

/** Whether `If-None-Match` names this tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

export function cachedText(
  status: number,
  type: string,
  cacheControl: string,
  text: string,
  brotliQuality: number = BROTLI_QUALITY.kept,
): CachedText {
  const body = Buffer.from(text);
  return { status, type, cacheControl, etag: entityTag(body), body, encoded: {}, brotliQuality };
}

/** A page made for this request alone, sent once (`BROTLI_QUALITY`). */
export const textForOneRequest = (status: number, type: string, cacheControl: string, text: string) =>
  cachedText(status, type, cacheControl, text, BROTLI_QUALITY.once);

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function encodeBody(body: Buffer, encoding: Encoding, brotliQuality: number): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: 9 });
}

/** Sends a kept text: a 304 when the client holds it, else its bytes in the client's encoding. */
export async function sendCached(req: FastifyRequest, reply: FastifyReply, page: CachedText) {
  reply
    .code(page.status)
    .header("cache-control", page.cacheControl)
    .header("vary", "accept-encoding")
    .header("etag", page.etag);
  if (page.status === 200 && matchesTag(req.headers["if-none-match"], page.etag)) {
    return reply.code(304).send();
  }
  reply.type(page.type);
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  if (!encoding) return reply.send(page.body);
  let encoded = page.encoded[encoding];
  if (!encoded) {
    const made = encodeBody(page.body, encoding, page.brotliQuality);
    page.encoded[encoding] = encoded = made;
    // A failed encoding is not kept: the next visitor's request tries again.
    made.catch(() => {
      if (page.encoded[encoding] === made) delete page.encoded[encoding];
    });
  }
  return reply.header("content-encoding", encoding).send(await encoded);
}
