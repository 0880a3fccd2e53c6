// Other packages import this file without this folder's declarations: the reference brings them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./s3rver.d.ts" />
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import S3rver from "s3rver";
import { InvalidKeyError, type FileStore } from "./file-store";
import type { S3Settings } from "./s3";

export interface StoreUnderTest {
  store: FileStore;
  dispose(): Promise<void>;
}

const bytesOf = async (stream: Readable | null) => (stream ? buffer(stream) : null);

/**
 * What every driver must do, as tests: run it for each driver (`fileStoreContract("local", ...)`)
 * so callers may rely on the interface alone.
 */
export function fileStoreContract(name: string, open: () => Promise<StoreUnderTest>) {
  describe(`file store: ${name}`, () => {
    let opened: StoreUnderTest;
    let store: FileStore;
    beforeAll(async () => {
      opened = await open();
      store = opened.store;
    });
    afterAll(() => opened.dispose());

    it("writes bytes, text and streams, and reads each back whole", async () => {
      const pdf = Buffer.from("%PDF-1.4 a small file");
      const info = await store.write("uploads/a1.pdf", pdf, { contentType: "application/pdf" });
      expect(info.size).toBe(pdf.length);
      expect(await bytesOf(await store.read("uploads/a1.pdf"))).toEqual(pdf);

      await store.write("uploads/.meta/a1.pdf.json", JSON.stringify({ fileName: "Guide.pdf" }));
      const meta = await bytesOf(await store.read("uploads/.meta/a1.pdf.json"));
      expect(JSON.parse(meta!.toString("utf8"))).toEqual({ fileName: "Guide.pdf" });

      await store.write("variants/a1/w640.txt", Readable.from(["one ", "two ", "three"]));
      expect((await bytesOf(await store.read("variants/a1/w640.txt")))!.toString()).toBe("one two three");
    });

    it("streams a large file through without changing a byte", async () => {
      const chunkSize = 64 * 1024;
      const chunks = function* () {
        for (let i = 0; i < 80; i++) yield Buffer.alloc(chunkSize, i);
      };
      const sent = createHash("sha256");
      for (const part of chunks()) sent.update(part);
      await store.write("uploads/large.bin", Readable.from(chunks()));
      expect((await store.stat("uploads/large.bin"))?.size).toBe(80 * chunkSize);
      const received = createHash("sha256");
      for await (const part of (await store.read("uploads/large.bin"))!) received.update(part as Buffer);
      expect(received.digest("hex")).toBe(sent.digest("hex"));
    });

    it("reads an inclusive byte range", async () => {
      await store.write("uploads/range.txt", "0123456789");
      expect((await bytesOf(await store.read("uploads/range.txt", { start: 2, end: 5 })))!.toString()).toBe(
        "2345",
      );
      expect((await bytesOf(await store.read("uploads/range.txt", { start: 9, end: 9 })))!.toString()).toBe(
        "9",
      );
    });

    it("tells size, date and an entity tag that moves with the content", async () => {
      const before = Date.now();
      const first = await store.write("uploads/stat.txt", "short");
      const stat = await store.stat("uploads/stat.txt");
      expect(stat).toEqual(first);
      expect(stat!.size).toBe(5);
      expect(stat!.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 2000);
      expect(stat!.etag).toMatch(/^(W\/)?".+"$/);
      const second = await store.write("uploads/stat.txt", "a longer text");
      expect(second.size).toBe(13);
      expect(second.etag).not.toBe(first.etag);
      expect((await bytesOf(await store.read("uploads/stat.txt")))!.toString()).toBe("a longer text");
    });

    it("answers null for a file that is not there, and for a folder", async () => {
      await store.write("uploads/nested/file.txt", "x");
      for (const key of ["uploads/missing.pdf", "nowhere/at/all.txt", "uploads/nested"]) {
        expect(await store.stat(key), key).toBeNull();
        expect(await store.read(key), key).toBeNull();
      }
    });

    it("deletes a file, and deleting a missing one is no error", async () => {
      await store.write("uploads/gone.txt", "bye");
      await store.delete("uploads/gone.txt");
      expect(await store.stat("uploads/gone.txt")).toBeNull();
      await expect(store.delete("uploads/gone.txt")).resolves.toBeUndefined();
    });

    it("keeps the old file when a write fails halfway", async () => {
      await store.write("uploads/kept.txt", "the original");
      const failing = new Readable({
        read() {
          this.push("partial ");
          this.destroy(new Error("the client went away"));
        },
      });
      await expect(store.write("uploads/kept.txt", failing)).rejects.toThrow("the client went away");
      expect((await bytesOf(await store.read("uploads/kept.txt")))!.toString()).toBe("the original");
      await expect(store.write("uploads/never.txt", failingStream())).rejects.toThrow();
      expect(await store.stat("uploads/never.txt")).toBeNull();
    });

    it("lists the keys under a prefix, and every key when asked for all", async () => {
      await store.write("listing/a.txt", "a");
      await store.write("listing/deeper/b.txt", "b");
      await store.write("listing-not/c.txt", "c");
      const under = [];
      for await (const key of store.keys("listing/")) under.push(key);
      expect(under.sort()).toEqual(["listing/a.txt", "listing/deeper/b.txt"]);
      const all = [];
      for await (const key of store.keys()) all.push(key);
      expect(all).toEqual(expect.arrayContaining(["listing/a.txt", "listing-not/c.txt", "uploads/a1.pdf"]));
    });

    it.each([
      [""],
      ["/etc/passwd"],
      ["../outside.txt"],
      ["uploads/../../x"],
      ["a//b"],
      ["a/./b"],
      ["a\\b"],
      ["a b"],
    ])("refuses the key %j", async (key) => {
      await expect(store.write(key, "x")).rejects.toThrow(InvalidKeyError);
      await expect(store.read(key)).rejects.toThrow(InvalidKeyError);
      await expect(store.stat(key)).rejects.toThrow(InvalidKeyError);
      await expect(store.delete(key)).rejects.toThrow(InvalidKeyError);
    });
  });
}

function failingStream() {
  return new Readable({
    read() {
      this.destroy(new Error("broken"));
    },
  });
}

export interface TestBucket {
  /** Settings that reach the bucket, as `FILE_STORE=s3` with `S3_*` would give them. */
  settings: S3Settings;
  /** The same, as the environment variables the server and the CLI read. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port with one empty bucket, its files in a temporary folder. */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "scalemsp-s3-"));
  const bucket = `files-${randomBytes(4).toString("hex")}`;
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    settings: { bucket, region: "us-east-1", endpoint, credentials, forcePathStyle: true },
    env: {
      FILE_STORE: "s3",
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
