import type { FastifyReply, FastifyRequest } from "fastify";
import fresh from "fresh";
import { parse as parseRange } from "range-parser";
import type { FileStore, StoredFile } from "@scalemsp/storage";

/** If-Range names the copy the client holds part of: a range of anything newer would not fit it. */
function ifRangeHolds(ifRange: string | undefined, file: StoredFile, lastModified: string): boolean {
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange === file.etag;
  return Date.parse(ifRange) >= Date.parse(lastModified);
}

/**
 * The byte range a request asks for: one range, as video players and download managers send;
 * a malformed header, several ranges or an outdated If-Range get the whole file.
 */
function requestedRange(req: FastifyRequest, file: StoredFile, lastModified: string) {
  const header = req.headers.range;
  const ifRange = req.headers["if-range"];
  if (!header || !ifRangeHolds(typeof ifRange === "string" ? ifRange : undefined, file, lastModified))
    return null;
  const parsed = parseRange(file.size, header);
  if (parsed.type !== "bytes" || parsed.code & 1) return null;
  if (parsed.ranges.length === 0) return file.size === 0 ? null : "unsatisfiable";
  return parsed.ranges.length === 1 ? parsed.ranges[0]! : null;
}

/**
 * Sends a file from any store as a static file server would: entity tag and date with 304
 * for a cached copy, one byte range with 206 (416 past the end), and no body for HEAD.
 * Content-Type, Content-Disposition and Cache-Control are the caller's. Its route takes HEAD
 * itself (`method: ["GET", "HEAD"]`): Fastify's own HEAD route would read the whole file.
 * True once it has answered; false when the file went away after `file` was read, so the
 * caller answers 404. (Not the reply: a reply is thenable, and awaiting it yields undefined.)
 */
export async function sendStoredFile(
  req: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  key: string,
  file: StoredFile,
): Promise<boolean> {
  const lastModified = file.modifiedAt.toUTCString();
  reply.header("accept-ranges", "bytes").header("etag", file.etag).header("last-modified", lastModified);
  if (fresh(req.headers, { etag: file.etag, "last-modified": lastModified })) {
    void reply.code(304).send();
    return true;
  }

  const range = requestedRange(req, file, lastModified);
  if (range === "unsatisfiable") {
    void reply.code(416).header("content-range", `bytes */${file.size}`).send();
    return true;
  }
  if (range) reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${file.size}`);
  const length = range ? range.end - range.start + 1 : file.size;
  reply.header("content-length", length);
  if (req.method === "HEAD") {
    void reply.send();
    return true;
  }

  const body = await store.read(key, range ?? undefined);
  if (!body) return false;
  void reply.send(body);
  return true;
}
