import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_READS_ELEMENT_ID } from "@scalemsp/validators";
import { fakeBuild } from "./fake-web-build";
import { signInNewUser, startTestApp, type SignedInMember, type TestApp } from "./helpers";

const FIRST_READS = new RegExp(
  `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">([^<]*)</script>`,
);

/** The page a member gets for /courses: rendered for them, or the skeleton shell. */
const rendered = (html: string, email: string) => html.includes(`courses of ${email}`);
const shell = (html: string) => html.includes("data-page-skeleton");

describe("a signed-in page rendered for its viewer off the request thread (decision 084)", () => {
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

  async function memberInZone(zone = "Europe/Berlin"): Promise<SignedInMember & { email: string }> {
    const member = await signInNewUser(t);
    expect((await member.client.put("/api/user/time-zone", { timeZone: zone })).statusCode).toBe(200);
    return { ...member, email: (await member.client.get("/api/user")).json().email as string };
  }

  it("renders the page for a viewer whose time zone is known, with the reads it was rendered from", async () => {
    const member = await memberInZone();
    const page = await member.client.get("/courses");
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect(rendered(page.body, member.email)).toBe(true);
    expect(shell(page.body)).toBe(false);
    // The route's head, and the reads the app hydrates the page with, after the page.
    expect(page.body).toContain("<title>Page | ScaleMSP</title>");
    const reads = JSON.parse(FIRST_READS.exec(page.body)?.[1] ?? "[]") as { path: string; data: unknown }[];
    expect(reads.find((read) => read.path === "auth.me")?.data).toMatchObject({ id: member.userId });
    expect(page.body.indexOf(FIRST_READS_ELEMENT_ID)).toBeGreaterThan(
      page.body.indexOf(`courses of ${member.email}`),
    );

    // Another viewer's page names them, and no one else.
    const other = await memberInZone("America/Chicago");
    const theirs = await other.client.get("/courses");
    expect(rendered(theirs.body, other.email)).toBe(true);
    expect(theirs.body).not.toContain(member.email);
  });

  it("sends the shell while the viewer's time zone is unset: a render would show other times", async () => {
    const member = await signInNewUser(t);
    const page = await member.client.get("/courses");
    expect(shell(page.body)).toBe(true);
    expect(FIRST_READS.test(page.body)).toBe(true);
  });

  it("renders one page at a time per account; the rest go as the shell, another account unaffected", async () => {
    const member = await memberInZone();
    const other = await memberInZone();
    const pages = await Promise.all([
      ...Array.from({ length: 6 }, () => member.client.get("/courses")),
      other.client.get("/courses"),
    ]);
    const theirs = pages.pop()!;
    for (const page of pages) expect(page.statusCode).toBe(200);
    const renderedCount = pages.filter((page) => rendered(page.body, member.email)).length;
    expect(renderedCount).toBeGreaterThanOrEqual(1);
    expect(renderedCount).toBeLessThan(pages.length);
    expect(pages.filter((page) => shell(page.body)).length).toBe(pages.length - renderedCount);
    expect(rendered(theirs.body, other.email)).toBe(true);
    // Once the render is done, the same page again is the kept render.
    expect(rendered((await member.client.get("/courses")).body, member.email)).toBe(true);
  });

  it("shows a change at once: a page read after an edit is rendered from the new reads", async () => {
    const member = await memberInZone();
    expect((await member.client.get("/courses")).body).toContain(
      `courses of ${member.email} in Europe/Berlin`,
    );
    await member.client.put("/api/user/time-zone", { timeZone: "Asia/Tokyo" });
    const after = (await member.client.get("/courses")).body;
    expect(after).toContain(`courses of ${member.email} in Asia/Tokyo`);
    expect(after).not.toContain("Europe/Berlin");
  });
});
