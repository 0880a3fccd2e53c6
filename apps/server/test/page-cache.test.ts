import { brotliCompressSync, brotliDecompressSync, constants as zlib } from "node:zlib";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import {
  BROTLI_QUALITY,
  cachedText,
  sendCached,
  textForOneRequest,
  type CachedText,
} from "../src/http/page-cache";

/** A page-sized text that brotli's qualities encode differently. */
const PAGE = Array.from({ length: 2000 }, (_, i) => `<li data-i="${i}">Item ${(i * 7919) % 1000}</li>`).join(
  "",
);
const brotliAt = (text: string, quality: number) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  });

describe("pages sent from memory", () => {
  const app = Fastify();
  let page: CachedText = cachedText(200, "text/html", "no-cache", PAGE);
  app.get("/", (req, reply) => sendCached(req, reply, page));
  afterAll(() => app.close());

  it("encode a kept page once, at the kept quality, and a page for one request at the faster one", async () => {
    expect(BROTLI_QUALITY.once).toBeLessThan(BROTLI_QUALITY.kept);
    const ask = () => app.inject({ url: "/", headers: { "accept-encoding": "br" } });

    const first = await ask();
    expect(first.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(PAGE);
    expect(first.rawPayload).toEqual(brotliAt(PAGE, BROTLI_QUALITY.kept));
    // Kept: the next visitor gets the same encoded bytes, not a second encoding.
    const encoded = page.encoded.br;
    await ask();
    expect(page.encoded.br).toBe(encoded);

    page = textForOneRequest(200, "text/html", "private, no-cache", PAGE);
    const once = await ask();
    expect(brotliDecompressSync(once.rawPayload).toString()).toBe(PAGE);
    expect(once.rawPayload).toEqual(brotliAt(PAGE, BROTLI_QUALITY.once));
    expect(once.headers["cache-control"]).toBe("private, no-cache");
  });
});
