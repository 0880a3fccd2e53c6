import type { Readable } from "node:stream";

/**
 * Where the product keeps the files it writes: uploads, their sidecars, image variants.
 * Keys are `/`-separated paths such as `uploads/3k9x….pdf`; every driver (the local folder
 * or an S3-compatible bucket) stores the same keys, so no caller knows which one
 * it talks to.
 */
export interface FileStore {
  /** Streams `body` to `key`, replacing what was there. Readers see the old file or the whole new one. */
  write(key: string, body: FileBody, options?: WriteOptions): Promise<StoredFile>;
  /** The file's bytes, or the inclusive byte `range` of them; null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Size, date and entity tag, without reading the bytes; null when there is no such file. */
  stat(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL a browser may fetch the file from directly until it expires, for stores that can
   * hand out one (a presigned S3 URL); null when files are only sent through the server.
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | null>;
  /** Every stored key that starts with `under` (all keys when empty), in no set order. */
  keys(under?: string): AsyncIterable<string>;
}

export type FileBody = Readable | Uint8Array | string;

export interface WriteOptions {
  /** Kept where the driver can keep it (an S3 object's Content-Type). */
  contentType?: string;
}

export interface StoredFile {
  size: number;
  modifiedAt: Date;
  /** Changes whenever the content may have changed: an HTTP entity tag, quotes included. */
  etag: string;
}

/** Both ends included, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  /** Sent back by the store as the response's Content-Type and Content-Disposition. */
  contentType?: string;
  contentDisposition?: string;
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidKeyError";
  }
}

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * Keys are made by our code, never taken whole from a request: no empty, `.` or `..`
 * segment, no leading slash, nothing but URL-safe characters.
 */
export const isStorageKey = (key: string): boolean =>
  key.length <= 1024 &&
  key.split("/").every((segment) => SEGMENT.test(segment) && segment !== "." && segment !== "..");

/** Makes a slip fail loudly instead of reaching outside the store. */
export function assertKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidKeyError(key);
}
