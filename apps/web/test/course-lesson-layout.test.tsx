import { MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CourseProgressRing } from "../src/features/courses/components/course-details";
import { LessonRow } from "../src/features/courses/components/lesson-row";
import rowClasses from "../src/features/courses/components/lesson-row.module.css";
import type { Lesson } from "../src/features/courses/types";

const lesson = {
  id: 4,
  title: "Why Hourly Billing Caps Your Growth",
  contentType: "text",
  duration: 12,
  status: "not_started",
} as Lesson;

/** The markup without React's text separators. */
const render = (node: React.ReactNode) =>
  renderToString(<MantineProvider>{node}</MantineProvider>).replaceAll("<!-- -->", "");

describe("a course's lesson row", () => {
  const html = render(<LessonRow lesson={lesson} number={1} onOpen={() => {}} />);

  it("lays out icon, title and status in a grid that puts the status under the title on a phone", () => {
    // The grid's areas (lesson-row.module.css): the title's column is the row's width but the icon's.
    expect(html).toContain(`class="${rowClasses.row}"`);
    const badge = html.match(/<[^>]*data-testid="lesson-status"[^>]*>/)?.[0] ?? "";
    expect(badge).toContain(rowClasses.status);
  });

  it("reads the title, then the kind, then the status", () => {
    const title = html.indexOf("1. Why Hourly Billing Caps Your Growth");
    const kind = html.indexOf("Text · 12 min");
    const status = html.indexOf("Not Started");
    expect(title).toBeGreaterThan(-1);
    expect(kind).toBeGreaterThan(title);
    expect(status).toBeGreaterThan(kind);
  });
});

describe("a course's progress ring", () => {
  const html = render(<CourseProgressRing percent={40} />);

  it("holds its word inside the ring, no taller than the heading beside it", () => {
    const ring = html.match(/<div[^>]*role="img"[^>]*>/)?.[0] ?? "";
    expect(ring).toContain('aria-label="Course progress: 40%"');
    expect(ring).toContain("--rp-size:calc(5.25rem * var(--mantine-scale))");
    // The label inside the ring carries both the figure and the word: nothing hangs below it.
    const label = html.slice(html.indexOf("mantine-RingProgress-label"));
    expect(label).toContain("40%");
    expect(label).toContain("Complete");
  });
});
