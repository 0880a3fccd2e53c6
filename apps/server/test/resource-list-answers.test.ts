import { brotliDecompressSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { signInNewUser, startTestApp, TestClient, type TestApp } from "./helpers";

/** One resource per plan, the newest first: what each plan may open differs. */
const ONE_PER_PLAN = `
  insert into resources (title, description, type, access_level, featured, file_url, file_name,
                         download_count, is_active, created_at, updated_at)
  select 'Listed ' || p, 'A resource for the ' || p || ' plan.', 'document', p::plan_level, false,
         '/downloads/listed-' || p || '.pdf', 'listed-' || p || '.pdf', 0, true,
         now() - r * interval '1 hour', now() - r * interval '1 hour'
  from unnest(array['free','basic','pro','enterprise']) with ordinality as plans(p, r)`;

interface ListItem {
  title: string;
  accessLevel: string;
  locked: boolean;
  fileUrl: string | null;
}

const enterpriseItem = (items: ListItem[]) => items.find((item) => item.title === "Listed enterprise")!;

describe.each(testBackends())("resource-list answers on %s", (backend) => {
  let t: TestApp;
  let basic: TestClient;
  let enterprise: TestClient;
  let basicBusinessId: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    await t.database.handle.db.execute(sql.raw(ONE_PER_PLAN));
    const basicMember = await signInNewUser(t, { plan: "basic" });
    basic = basicMember.client;
    basicBusinessId = basicMember.business!.id;
    enterprise = (await signInNewUser(t, { plan: "enterprise" })).client;
  });
  afterAll(() => t.close());

  const bodyOf = (response: LightMyRequestResponse): unknown =>
    JSON.parse(
      response.headers["content-encoding"] === "br"
        ? brotliDecompressSync(response.rawPayload).toString()
        : response.body,
    );
  const rest = async (client: TestClient, headers: Record<string, string> = {}) => {
    const response = await client.get("/api/resources", { headers });
    return { response, items: response.statusCode === 200 ? (bodyOf(response) as ListItem[]) : [] };
  };
  const trpc = async (client: TestClient, headers: Record<string, string> = {}) => {
    const response = await client.get("/trpc/resources.list", { headers });
    const body = response.statusCode === 304 ? {} : (bodyOf(response) as { result?: { data: ListItem[] } });
    return { response, items: body.result?.data ?? [] };
  };

  it("gives each plan its own list, read after read, over REST and tRPC alike", async () => {
    for (let round = 0; round < 3; round++) {
      for (const read of [rest, trpc]) {
        const forBasic = await read(basic);
        const forEnterprise = await read(enterprise);
        expect(enterpriseItem(forBasic.items)).toMatchObject({ locked: true, fileUrl: null });
        expect(enterpriseItem(forEnterprise.items)).toMatchObject({
          locked: false,
          fileUrl: "/downloads/listed-enterprise.pdf",
        });
        expect(forBasic.response.headers.etag).not.toBe(forEnterprise.response.headers.etag);
      }
    }
    // Both transports send the same list; tRPC's in its envelope.
    expect((await trpc(basic)).items).toEqual((await rest(basic)).items);
  });

  it("never answers 304 to a viewer holding another plan's copy, nor sends its bytes", async () => {
    for (const read of [rest, trpc]) {
      const theirs = await read(enterprise, { "accept-encoding": "br" });
      const etag = theirs.response.headers.etag as string;
      const mine = await read(basic, { "accept-encoding": "br", "if-none-match": etag });
      expect(mine.response.statusCode).toBe(200);
      expect(mine.response.headers["content-encoding"]).toBe("br");
      expect(enterpriseItem(mine.items).locked).toBe(true);

      const again = await read(basic, { "if-none-match": mine.response.headers.etag as string });
      expect(again.response.statusCode).toBe(304);
    }
  });

  it("answers the next read with a change, on both transports, and the old tag no longer matches", async () => {
    const before = { rest: await rest(basic), trpc: await trpc(basic) };
    await t.database.handle.db.execute(
      sql.raw(
        "update resources set title = 'Listed free, renamed', updated_at = now() where title = 'Listed free'",
      ),
    );
    for (const [name, read] of [
      ["rest", rest],
      ["trpc", trpc],
    ] as const) {
      const after = await read(basic, { "if-none-match": before[name].response.headers.etag as string });
      expect(after.response.statusCode).toBe(200);
      expect(after.items.map((item) => item.title)).toContain("Listed free, renamed");
    }
  });

  it("decides access on every call, however often the list was read", async () => {
    expect((await rest(basic)).response.statusCode).toBe(200);
    const signedOut = new TestClient(t.app);
    expect((await rest(signedOut)).response.statusCode).toBe(401);
    expect((await trpc(signedOut)).response.statusCode).toBe(401);

    await t.database.handle.db.execute(
      sql.raw(`update businesses set is_active = false where id = ${basicBusinessId}`),
    );
    try {
      expect((await rest(basic)).response.statusCode).toBe(403);
      expect((await trpc(basic)).response.statusCode).toBe(403);
    } finally {
      await t.database.handle.db.execute(
        sql.raw(`update businesses set is_active = true where id = ${basicBusinessId}`),
      );
    }
  });
});

describe.each(testBackends())("tRPC calls on %s through tRPC's own adapter", (backend) => {
  let t: TestApp;
  let member: TestClient;
  beforeAll(async () => {
    t = await startTestApp(backend);
    member = (await signInNewUser(t, { plan: "free" })).client;
  });
  afterAll(() => t.close());

  it("answers errors as tRPC does within a batch: the same shape, status and headers", async () => {
    const signedOut = new TestClient(t.app);
    const single = await signedOut.get("/trpc/resources.list");
    const batch = await signedOut.get(`/trpc/resources.list?batch=1&input=${encodeURIComponent("{}")}`);
    expect(single.statusCode).toBe(401);
    expect(batch.statusCode).toBe(401);
    expect(single.headers.vary).toBe(batch.headers.vary);
    expect(single.headers["content-type"]).toBe(batch.headers["content-type"]);
    const [inBatch] = batch.json() as [{ error: unknown }];
    expect(single.json()).toEqual({ error: inBatch.error });

    // A mutation above the plan: refused in the procedure, with its message.
    const download = await member.post("/trpc/resources.download", { id: 999_999 });
    const downloadBatch = await member.post("/trpc/resources.download?batch=1", { 0: { id: 999_999 } });
    expect(download.statusCode).toBe(404);
    const [downloadInBatch] = downloadBatch.json() as [{ error: unknown }];
    expect(download.json()).toEqual({ error: downloadInBatch.error });
  });

  it("answers a batch as tRPC does: each call's own result or error, 207 when they differ", async () => {
    const ok = await member.trpc("query", "resources.list");
    const missing = await member.post("/trpc/resources.download", { id: 999_999 });
    const lessons = await member.get(
      `/trpc/modules.lessons?input=${encodeURIComponent(JSON.stringify({ id: 999_999 }))}`,
    );

    const input = encodeURIComponent(JSON.stringify({ 1: { id: 999_999 } }));
    const mixed = await member.get(`/trpc/resources.list,modules.lessons?batch=1&input=${input}`);
    expect(mixed.statusCode).toBe(207);
    expect(mixed.json()).toEqual([ok.body, lessons.json()]);

    const mutations = await member.post("/trpc/resources.download,resources.download?batch=1", {
      0: { id: 999_999 },
      1: { id: 999_999 },
    });
    expect(mutations.statusCode).toBe(404);
    expect(mutations.json()).toEqual([missing.json(), missing.json()]);

    // A batch is tagged at the edge as a single call is: 304 for the copy held.
    const one = await member.get("/trpc/resources.list?batch=1");
    expect(one.json()).toEqual([ok.body]);
    const again = await member.get("/trpc/resources.list?batch=1", {
      headers: { "if-none-match": one.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers wrong methods, unknown paths and bad JSON as tRPC does", async () => {
    expect((await member.post("/trpc/resources.list", {})).statusCode).toBe(405);
    expect((await member.get("/trpc/resources.download")).statusCode).toBe(405);
    expect((await member.get("/trpc/resources.nothing")).statusCode).toBe(404);
    // A name every object has is no procedure.
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"])
      expect((await member.get(`/trpc/${name}`)).statusCode).toBe(404);
    const mixedTypes = await member.get("/trpc/resources.list,resources.download?batch=1");
    expect(mixedTypes.statusCode).toBeGreaterThanOrEqual(400);
    expect(mixedTypes.statusCode).toBeLessThan(500);
    const badJson = await member.get("/trpc/modules.lessons?input=%7Bnot-json");
    expect(badJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(badJson.statusCode).toBeLessThan(500);
  });
});
