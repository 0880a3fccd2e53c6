import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalFileStore, type FileStore } from "@scalemsp/storage";
import { sendStoredFile } from "../src/http/send-stored-file";

const CONTENT = "0123456789abcdefghij";

describe("sendStoredFile", () => {
  let root: string;
  let store: FileStore;
  let app: FastifyInstance;
  /** Times the route fell through to its "gone" answer: only ever for a file that went away. */
  let gone = 0;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "scalemsp-send-"));
    store = createLocalFileStore(root);
    await store.write("files/clip.txt", CONTENT);
    await store.write("files/empty.txt", "");
    app = Fastify();
    app.route({
      method: ["GET", "HEAD"],
      url: "/:name",
      handler: async (req, reply) => {
        const key = `files/${(req.params as { name: string }).name}`;
        const file = await store.stat(key);
        if (!file) return reply.code(404).send({ message: "missing" });
        reply.header("content-type", "text/plain");
        if (await sendStoredFile(req, reply, store, key, file)) return reply;
        gone += 1;
        return reply.code(410).send({ message: "gone" });
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (headers: Record<string, string> = {}, url = "/clip.txt") =>
    app.inject({ method: "GET", url, headers });

  it("sends the whole file with its validators", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(CONTENT);
    expect(res.headers["content-length"]).toBe(String(CONTENT.length));
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.headers.etag).toBe((await store.stat("files/clip.txt"))!.etag);
    expect(new Date(res.headers["last-modified"] as string).getTime()).not.toBeNaN();
  });

  it("tells its caller it answered, so no second answer is attempted (200, 304, 206, 416, HEAD)", async () => {
    const { etag } = (await store.stat("files/clip.txt"))!;
    gone = 0;
    await get();
    await get({ "if-none-match": etag });
    await get({ range: "bytes=0-1" });
    await get({ range: "bytes=999-1000" });
    await app.inject({ method: "HEAD", url: "/clip.txt" });
    expect(gone).toBe(0);
  });

  it("answers 304 to a copy that is still current, and 200 to an old one", async () => {
    const { etag } = (await store.stat("files/clip.txt"))!;
    const cached = await get({ "if-none-match": etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe("");
    expect((await get({ "if-none-match": 'W/"old"' })).statusCode).toBe(200);
    const lastModified = (await get()).headers["last-modified"] as string;
    expect((await get({ "if-modified-since": lastModified })).statusCode).toBe(304);
  });

  it("sends one byte range with 206 and its Content-Range", async () => {
    const res = await get({ range: "bytes=2-5" });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe("2345");
    expect(res.headers["content-range"]).toBe(`bytes 2-5/${CONTENT.length}`);
    expect(res.headers["content-length"]).toBe("4");
    const tail = await get({ range: "bytes=-3" });
    expect(tail.statusCode).toBe(206);
    expect(tail.body).toBe("hij");
  });

  it("answers 416 to a range past the end", async () => {
    const res = await get({ range: "bytes=500-600" });
    expect(res.statusCode).toBe(416);
    expect(res.headers["content-range"]).toBe(`bytes */${CONTENT.length}`);
  });

  it("sends the whole file for a malformed range, several ranges or an outdated If-Range", async () => {
    const wholeFile: Record<string, string>[] = [
      { range: "bytes=5-2" },
      { range: "pages=1-2" },
      { range: "bytes=0-1,4-5" },
      { range: "bytes=0-1", "if-range": '"another-version"' },
      { range: "bytes=0-1", "if-range": "Wed, 01 Jan 2020 00:00:00 GMT" },
    ];
    for (const headers of wholeFile) {
      const res = await get(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.body).toBe(CONTENT);
    }
    const { etag } = (await store.stat("files/clip.txt"))!;
    expect((await get({ range: "bytes=0-1", "if-range": etag })).statusCode).toBe(206);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await app.inject({ method: "HEAD", url: "/clip.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-length"]).toBe(String(CONTENT.length));
    expect(res.body).toBe("");
  });

  it("sends an empty file, whatever range is asked", async () => {
    const res = await get({ range: "bytes=0-" }, "/empty.txt");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
  });
});
