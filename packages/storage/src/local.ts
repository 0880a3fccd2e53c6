import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  assertKey,
  isStorageKey,
  type ByteRange,
  type FileBody,
  type FileStore,
  type StoredFile,
} from "./file-store";

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | null)?.code === "ENOENT" ||
  (error as NodeJS.ErrnoException | null)?.code === "ENOTDIR";

const PART_FILE = /^\..+\.[0-9a-f]{16}\.part$/;

/** The entity tag `send` and @fastify/static give a file: size and modification time. */
const etagOf = (size: number, mtimeMs: number) =>
  `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

/**
 * Files in a folder on this machine (`DATA_DIR`), a key's segments as sub-folders. A write
 * goes to a hidden temporary file beside its target and is renamed into place, so a reader
 * never sees half a file and a failed write leaves nothing.
 */
export function createLocalFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(base, ...key.split("/"));
  };

  async function statOf(key: string): Promise<StoredFile | null> {
    try {
      const info = await stat(pathOf(key));
      if (!info.isFile()) return null;
      return { size: info.size, modifiedAt: info.mtime, etag: etagOf(info.size, info.mtimeMs) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async write(key: string, body: FileBody) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${randomBytes(8).toString("hex")}.part`,
      );
      try {
        const source = typeof body === "string" || body instanceof Uint8Array ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(temp, { flags: "wx" }));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      const written = await statOf(key);
      if (!written) throw new Error(`The file ${key} vanished as it was written`);
      return written;
    },

    async read(key: string, range?: ByteRange) {
      let handle;
      try {
        handle = await open(pathOf(key), "r");
        if (!(await handle.stat()).isFile()) {
          await handle.close();
          return null;
        }
      } catch (error) {
        await handle?.close();
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw error;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    stat: statOf,

    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },

    async signedUrl() {
      return null;
    },

    async *keys(under = "") {
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch((error) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        // A write in progress, not a file yet.
        if (!entry.isFile() || PART_FILE.test(entry.name)) continue;
        const key = path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        if (key.startsWith(under) && isStorageKey(key)) yield key;
      }
    },
  };
}
