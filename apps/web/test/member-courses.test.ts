import type { PlanLevel } from "@scalemsp/validators";
import { describe, expect, it } from "vitest";
import { validateCoursesSearch } from "../src/features/courses/course-search";
import {
  type CourseLike,
  completeButtonLabel,
  courseIsListed,
  groupByPlan,
  lockBadge,
} from "../src/features/courses/course-view";
import { isEmbeddableUrl } from "../src/features/courses/lesson-url";

const course = (id: number, overrides: Partial<CourseLike> = {}): CourseLike => ({
  id,
  requiredPlanLevel: "free",
  accessible: true,
  planLocked: false,
  subscriptionLocked: false,
  ...overrides,
});

const noProgress = { totalLessons: 4, completedLessons: 0, inProgressLessons: 0, inProgressSum: 0 };
const started = { totalLessons: 4, completedLessons: 0, inProgressLessons: 1, inProgressSum: 10 };
const done = { totalLessons: 4, completedLessons: 4, inProgressLessons: 0, inProgressSum: 0 };

describe("course filters (spec §4: evaluated for the selected course only)", () => {
  it("lists every course under All Courses, locked ones too", () => {
    const locked = course(2, { accessible: false, planLocked: true });
    expect(courseIsListed(locked, "all", null)).toBe(true);
    expect(courseIsListed(course(1), "all", { id: 1, counts: noProgress })).toBe(true);
  });

  it("always lists other accessible courses", () => {
    expect(courseIsListed(course(1), "in_progress", { id: 9, counts: noProgress })).toBe(true);
    expect(courseIsListed(course(1), "completed", null)).toBe(true);
  });

  it("judges the selected course by its lessons", () => {
    expect(courseIsListed(course(1), "in_progress", { id: 1, counts: noProgress })).toBe(false);
    expect(courseIsListed(course(1), "in_progress", { id: 1, counts: started })).toBe(true);
    expect(courseIsListed(course(1), "completed", { id: 1, counts: started })).toBe(false);
    expect(courseIsListed(course(1), "completed", { id: 1, counts: done })).toBe(true);
  });

  it("hides locked courses under In Progress and Completed", () => {
    const locked = course(2, { accessible: false, subscriptionLocked: true });
    expect(courseIsListed(locked, "in_progress", null)).toBe(false);
    expect(courseIsListed(locked, "completed", null)).toBe(false);
  });
});

describe("course list", () => {
  it("groups by required plan in plan order and leaves out empty groups", () => {
    const levels: PlanLevel[] = ["enterprise", "free", "pro", "free", "enterprise"];
    const groups = groupByPlan(levels.map((level, index) => course(index, { requiredPlanLevel: level })));
    expect(groups.map((group) => group.level)).toEqual(["free", "pro", "enterprise"]);
    expect(groups[0]?.courses.map((c) => c.id)).toEqual([1, 3]);
  });

  it("names the lock: the plan first, then the subscription", () => {
    expect(lockBadge(course(1))).toBeNull();
    expect(lockBadge(course(1, { accessible: false, planLocked: true, subscriptionLocked: true }))).toBe(
      "Plan Upgrade Required",
    );
    expect(lockBadge(course(1, { accessible: false, subscriptionLocked: true }))).toBe("Subscribe to Access");
  });

  it("labels the completion button by the status the lesson was opened with", () => {
    expect(completeButtonLabel("not_started")).toBe("Start & Complete");
    expect(completeButtonLabel("in_progress")).toBe("Mark Completed");
  });
});

describe("/courses search and lesson frames", () => {
  const parse = (search: Record<string, unknown>) =>
    validateCoursesSearch(search as unknown as Parameters<typeof validateCoursesSearch>[0]);

  it("keeps a positive whole course id and ignores anything else", () => {
    expect(parse({ course: 12 })).toEqual({ course: 12 });
    expect(parse({ course: "7" })).toEqual({ course: 7 });
    expect(parse({})).toEqual({});
    expect(parse({ course: "abc" })).toEqual({});
    expect(parse({ course: -1 })).toEqual({});
    expect(parse({ course: 1.5 })).toEqual({});
  });

  it("frames only the app's paths and http(s) addresses", () => {
    expect(isEmbeddableUrl("/downloads/video.mp4")).toBe(true);
    expect(isEmbeddableUrl("https://example.com/a.pdf")).toBe(true);
    expect(isEmbeddableUrl("javascript:alert(1)")).toBe(false);
    expect(isEmbeddableUrl("//evil.example/x")).toBe(false);
    expect(isEmbeddableUrl("data:text/html,<script>")).toBe(false);
    expect(isEmbeddableUrl(null)).toBe(false);
  });
});
