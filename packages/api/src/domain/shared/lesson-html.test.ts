import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createModule, createUser } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { MESSAGES } from "@scalemsp/validators";
import { callerAs, openTestDatabase, type Caller } from "../../testing";
import { sanitizeLessonHtml } from "./lesson-html";

describe("lesson text sanitizing", () => {
  it("keeps the editor's formatting", () => {
    const html =
      "<h2>Price</h2><p><strong>Bold</strong>, <em>em</em>, <u>u</u>, <s>s</s>, <code>c</code></p>" +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>q</p></blockquote><hr>';
    expect(sanitizeLessonHtml(html)).toBe(html.replace("<hr>", "<hr />"));
  });

  it("removes scripts, handlers, styles and unsafe links", () => {
    expect(
      sanitizeLessonHtml(
        '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><iframe src="https://x.example"></iframe>' +
          '<a href="javascript:alert(1)">bad</a><img src="x" onerror="alert(1)">',
      ),
    ).toBe('<p>Hi</p><a target="_blank" rel="noopener noreferrer">bad</a>');
  });

  it("drops styled overlays and images from other sites", () => {
    const overlay =
      '<div style="position:fixed;inset:0;z-index:9999;background:#fff">' +
      '<a href="https://evil.example/login" style="font-size:40px">Sign in again</a></div>' +
      '<p class="x" style="color:red">Body</p>' +
      '<img src="https://tracker.example/pixel.gif" width="1" height="1">' +
      '<picture><source srcset="https://tracker.example/a.png"></picture>' +
      '<svg><image href="https://tracker.example/b.png"/></svg>' +
      '<video poster="https://tracker.example/c.png"></video>';
    const clean = sanitizeLessonHtml(overlay)!;
    expect(clean).not.toMatch(/style|class|<img|<source|<svg|<image|<video|tracker\.example/);
    expect(clean).toBe(
      '<a href="https://evil.example/login" target="_blank" rel="noopener noreferrer">Sign in again</a><p>Body</p>',
    );
  });

  it("opens links in a new tab without the opener", () => {
    expect(sanitizeLessonHtml('<a href="https://example.com" target="_self">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("gives null for text with nothing readable left", () => {
    expect(sanitizeLessonHtml("<p></p><script>alert(1)</script>")).toBeNull();
    expect(sanitizeLessonHtml(null)).toBeNull();
  });
});

describe.each(testBackends())("stored lesson text on %s", (backend) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let admin: Caller;
  let moduleId: number;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    const user = await createUser(database.db, { passwordHash: "unused", role: "admin" });
    admin = await callerAs(database.db, user.id);
    moduleId = (await createModule(database.db, { requiredPlanLevel: "free" })).id;
  });
  afterAll(() => database.dispose());

  it("creates and updates lessons with sanitized HTML", async () => {
    const created = await admin.admin.modules.addLesson({
      id: moduleId,
      title: "Pricing",
      contentType: "text",
      contentText: '<p onmouseover="x()">Value <strong>first</strong></p><script>alert(1)</script>',
    });
    expect(created.contentText).toBe("<p>Value <strong>first</strong></p>");

    const updated = await admin.admin.lessons.update({
      id: created.id,
      contentText: '<h1>Title</h1><p><a href="javascript:alert(1)">x</a></p>',
    });
    expect(updated.contentText).toBe(
      '<h2>Title</h2><p><a target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it("refuses text lessons whose text is only unsafe markup", async () => {
    await expect(
      admin.admin.modules.addLesson({
        id: moduleId,
        title: "Empty",
        contentType: "text",
        contentText: "<script>alert(1)</script>",
      }),
    ).rejects.toThrow(MESSAGES.contentTextRequired);
  });
});
