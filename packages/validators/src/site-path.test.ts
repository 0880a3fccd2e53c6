import { describe, expect, it } from "vitest";
import { adminLessonUpdateInput, adminModuleUpdateInput } from "./admin";
import { MESSAGES } from "./messages";
import { isSitePath } from "./site-path";

describe("site paths", () => {
  it.each(["/uploads/a.png", "/downloads/guide.pdf", "/"])("takes %s", (value) => {
    expect(isSitePath(value)).toBe(true);
  });

  it.each(["//evil.example/video", "/\\evil.example/video", "/a\\b", "https://x.example", "uploads/a.png"])(
    "refuses %s",
    (value) => {
      expect(isSitePath(value)).toBe(false);
    },
  );

  it("refuses /\\ as a lesson's content URL and a course thumbnail, with the URL message", () => {
    const lesson = adminLessonUpdateInput.safeParse({ id: 1, contentUrl: "/\\evil.example/video" });
    expect(lesson.success).toBe(false);
    expect(lesson.error?.issues[0]?.message).toBe(MESSAGES.invalidUrl);
    const course = adminModuleUpdateInput.safeParse({ id: 1, thumbnailUrl: "/\\evil.example/x.png" });
    expect(course.success).toBe(false);
    expect(course.error?.issues[0]?.message).toBe(MESSAGES.invalidUrl);
  });
});
