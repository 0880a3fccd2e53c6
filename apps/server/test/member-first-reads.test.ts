import { rmSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_READS_ELEMENT_ID } from "@scalemsp/validators";
import { firstReadsElement } from "../src/http/first-reads-element";
import { fakeBuild } from "./fake-web-build";
import { signInNewUser, startTestApp, type TestApp } from "./helpers";

const FIRST_READS = new RegExp(
  `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">([^<]*)</script>`,
);

/** The reads a page carries, by path; undefined when it carries none. */
function readsIn(html: string): Map<string, unknown> | undefined {
  const json = FIRST_READS.exec(html)?.[1];
  if (json === undefined) return undefined;
  return new Map(
    (JSON.parse(json) as { path: string; data: unknown }[]).map((read) => [read.path, read.data]),
  );
}

describe("a signed-in page's shell with the viewer's first reads", () => {
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = fakeBuild();
    t = await startTestApp("pglite", { webDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends the page's own shell with who is signed in, their business and the page's reads, for this viewer only", async () => {
    const member = await signInNewUser(t);
    const page = await member.client.get("/courses");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("courses shell");
    expect(page.headers["cache-control"]).toBe("private, no-cache");

    const reads = readsIn(page.body);
    const me = (await member.client.get("/api/user")).json();
    // The shell's skeleton as the build rendered it, not rendered again for the viewer: the
    // app renders the page from the reads (fake-web-build.ts's renderer would name the viewer).
    expect(page.body).toContain('<div id="root"><div data-page-skeleton>');
    expect(page.body).not.toContain(`courses of ${me.email}`);
    // After the skeleton, which paints before the reads are parsed.
    expect(page.body.indexOf(FIRST_READS_ELEMENT_ID)).toBeGreaterThan(
      page.body.indexOf("data-page-skeleton"),
    );
    expect(reads?.get("auth.me")).toEqual(me);
    expect(reads?.get("auth.business")).toEqual((await member.client.get("/api/business")).json());
    // As the page would read them over /trpc.
    const trpc = await member.client.get("/trpc/modules.list,plans.list?batch=1&input={}");
    const [modules, plans] = trpc.json() as { result: { data: unknown } }[];
    expect(reads?.get("modules.list")).toEqual(modules?.result.data);
    expect(reads?.get("plans.list")).toEqual(plans?.result.data);

    // Another viewer gets their own, and no one's else.
    const other = await signInNewUser(t);
    const theirs = await other.client.get("/courses");
    expect(readsIn(theirs.body)?.get("auth.me")).toMatchObject({ id: other.userId });
    expect(theirs.body).not.toContain(me.email);
  });

  it("sends no reads signed out, with a session that ended, or on a page that has none", async () => {
    const signedOut = await t.app.inject({ method: "GET", url: "/courses", headers: { host: "localhost" } });
    expect(signedOut.body).toContain("courses shell");
    expect(readsIn(signedOut.body)).toBeUndefined();
    expect(signedOut.headers["cache-control"]).toBe("no-cache");

    const ended = await t.app.inject({
      method: "GET",
      url: "/courses",
      headers: { host: "localhost", cookie: "scalemsp_session=not-a-session" },
    });
    expect(ended.statusCode).toBe(200);
    expect(readsIn(ended.body)).toBeUndefined();

    const member = await signInNewUser(t);
    const other = await member.client.get("/auth");
    expect(other.body).toContain("app shell");
    expect(readsIn(other.body)).toBeUndefined();
  });

  it("renders nothing per request: the shell is kept, branded, and only the reads differ", async () => {
    const first = await signInNewUser(t);
    const second = await signInNewUser(t);
    const [a, b] = await Promise.all([first.client.get("/courses"), second.client.get("/courses")]);
    const withoutReads = (html: string) => html.replace(FIRST_READS, "");
    expect(withoutReads(a.body)).toBe(withoutReads(b.body));
    expect(withoutReads(a.body)).not.toContain(FIRST_READS_ELEMENT_ID);
  });

  it("compresses the viewer's page and answers 304 while it is unchanged", async () => {
    const member = await signInNewUser(t);
    const plain = await member.client.get("/courses");
    const br = await member.client.get("/courses", { headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const again = await member.client.get("/courses", {
      headers: { "if-none-match": plain.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("runs at most two pages' reads of one session at once; the rest go as the shell, others unaffected", async () => {
    const member = await signInNewUser(t);
    const other = await signInNewUser(t);
    const pages = await Promise.all([
      ...Array.from({ length: 12 }, () => member.client.get("/courses")),
      other.client.get("/courses"),
    ]);
    const theirs = pages.pop()!;
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("courses shell");
    }
    const carried = pages.filter((page) => readsIn(page.body) !== undefined).length;
    expect(carried).toBeGreaterThanOrEqual(1);
    expect(carried).toBeLessThan(pages.length);
    // Another account's page, asked for in the middle of it, carries its reads.
    expect(readsIn(theirs.body)?.get("auth.me")).toMatchObject({ id: other.userId });
    // And once the storm is over, the session's next page carries its reads again.
    expect(readsIn((await member.client.get("/courses")).body)?.get("auth.me")).toMatchObject({
      id: member.userId,
    });
  });

  it("keeps text in the data from closing its element", () => {
    const element = firstReadsElement([
      { path: "auth.me", data: { firstName: "</script><script>alert(1)" } },
    ]);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(readsIn(element)?.get("auth.me")).toEqual({ firstName: "</script><script>alert(1)" });
  });
});
