import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { COMPRESS_THRESHOLD_BYTES } from "../src/http/api-encoding";
import { signInNewUser, startTestApp, type TestApp, type TestClient } from "./helpers";

/** The bench's resource library: a thousand resources of every type and plan. */
const THOUSAND_RESOURCES = `
  insert into resources (title, description, type, access_level, featured, thumbnail_url, file_url, file_name,
                         download_count, is_active, created_at, updated_at)
  select 'Resource ' || r || ': MSP playbook',
         'Where MSP margin leaks and how to recover it, with a checklist for your next quarterly business review.',
         (array['marketing','document','template','image','video','other']::resource_type[])[1 + r % 6],
         (array['free','basic','pro','enterprise']::plan_level[])[1 + (r / 6) % 4], r % 20 = 0,
         case when r % 2 = 0 then '/downloads/course-msp-pricing-fundamentals.svg' end,
         '/downloads/msp-profit-maximization-guide.pdf', 'msp-profit-maximization-guide.pdf',
         (r * 37) % 500, true, now() - r * interval '2 hours', now() - r * interval '1 hour'
  from generate_series(1, 1000) r`;

describe.each(testBackends())("API answers on %s: compressed, with entity tags", (backend) => {
  let t: TestApp;
  let member: TestClient;
  beforeAll(async () => {
    t = await startTestApp(backend);
    await t.database.handle.db.execute(sql.raw(THOUSAND_RESOURCES));
    member = (await signInNewUser(t, { plan: "enterprise" })).client;
  });
  afterAll(() => t.close());

  it("sends the 1,000-resource list in at most 60 KB with brotli, the same JSON as uncompressed", async () => {
    const plain = await member.get("/api/resources");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect((plain.json() as unknown[]).length).toBe(1000);

    const br = await member.get("/api/resources", { headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThanOrEqual(60 * 1024);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await member.get("/api/resources", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("compresses tRPC answers too, and leaves answers under 1 KB as they are", async () => {
    const trpc = await member.get("/trpc/resources.list", { headers: { "accept-encoding": "br" } });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.headers["content-encoding"]).toBe("br");

    // The web app's reads are tRPC's: they are tagged too, and a current copy costs a 304.
    const etag = trpc.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await member.get("/trpc/resources.list", { headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const small = await member.get("/api/health", { headers: { "accept-encoding": "br, gzip" } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("encodes a large answer once per entity tag, for REST and tRPC, and afresh once it changes", async () => {
    for (const url of ["/api/resources", "/trpc/resources.list"]) {
      const read = () => member.get(url, { headers: { "accept-encoding": "br" } });
      const first = await read();
      const second = await read();
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(brotliDecompressSync(second.rawPayload).toString()).toBe((await member.get(url)).body);

      await t.database.handle.db.execute(
        sql.raw(
          "update resources set title = title || ' (revised)' where id = (select max(id) from resources)",
        ),
      );
      const changed = await read();
      expect(changed.headers.etag).not.toBe(first.headers.etag);
      const body = brotliDecompressSync(changed.rawPayload).toString();
      expect(body).toBe((await member.get(url)).body);
      expect(body).toContain("(revised)");
    }
  });

  it("answers 304 with no body when the member's copy is current, and 200 once a resource changes", async () => {
    const first = await member.get("/api/resources", { headers: { "accept-encoding": "br" } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await member.get("/api/resources", {
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    await t.database.handle.db.execute(
      sql.raw(
        "update resources set title = 'Renamed playbook', updated_at = now() where id = (select min(id) from resources)",
      ),
    );
    const changed = await member.get("/api/resources", { headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain("Renamed playbook");
  });

  it("tags the free slots (a kept answer) over REST and tRPC: the same tag read after read, and 304", async () => {
    const input = encodeURIComponent(JSON.stringify({ kind: "one_to_one" }));
    for (const url of ["/api/sessions/slots?kind=one_to_one", `/trpc/sessions.slots?input=${input}`]) {
      const first = await member.get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const second = await member.get(url, { headers: { "accept-encoding": "br" } });
      expect(second.headers.etag).toBe(etag);
      const body =
        second.headers["content-encoding"] === "br"
          ? brotliDecompressSync(second.rawPayload)
          : second.rawPayload;
      expect(body.toString()).toBe(first.body);
      const again = await member.get(url, { headers: { "if-none-match": etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });
});
