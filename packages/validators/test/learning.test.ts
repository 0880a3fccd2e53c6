import { describe, expect, it } from "vitest";
import {
  PLAN_LEVELS,
  courseMatchesFilter,
  courseProgressCounts,
  coursePercent,
  forYouResources,
  isResourceLocked,
  isSubscriptionCurrent,
  moduleAccess,
  moduleIdInput,
  plansWithin,
  progressUpdateInput,
  resourceIdInput,
  resourcesListInput,
  significantWords,
  similarResources,
  similarityScore,
  trendingResources,
  type LessonProgressLike,
  type RecommendableResource,
} from "../src";

const now = new Date("2025-06-01T12:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe("isSubscriptionCurrent (contract §4)", () => {
  it.each([
    ["active, started, no end", { isActive: true, accessStartDate: minutes(-1), accessEndDate: null }, true],
    ["active, starts exactly now", { isActive: true, accessStartDate: now, accessEndDate: null }, true],
    [
      "active, ends later",
      { isActive: true, accessStartDate: minutes(-10), accessEndDate: minutes(10) },
      true,
    ],
    ["inactive", { isActive: false, accessStartDate: minutes(-1), accessEndDate: null }, false],
    ["not yet started", { isActive: true, accessStartDate: minutes(1), accessEndDate: null }, false],
    ["ended", { isActive: true, accessStartDate: minutes(-10), accessEndDate: minutes(-1) }, false],
    ["ends exactly now", { isActive: true, accessStartDate: minutes(-10), accessEndDate: now }, false],
  ])("%s → %s", (_label, subscription, expected) => {
    expect(isSubscriptionCurrent(subscription, now)).toBe(expected);
  });
});

describe("moduleAccess (contract §4)", () => {
  const cases = PLAN_LEVELS.flatMap((plan) =>
    PLAN_LEVELS.flatMap((required) =>
      [true, false].map((subscribed) => [plan, required, subscribed] as const),
    ),
  );

  it.each(cases)("plan %s, module %s, subscribed %s", (plan, required, subscribed) => {
    const access = moduleAccess({
      isAdmin: false,
      planLevel: plan,
      requiredPlanLevel: required,
      hasCurrentSubscription: subscribed,
    });
    const planLocked = PLAN_LEVELS.indexOf(plan) < PLAN_LEVELS.indexOf(required);
    const subscriptionLocked = required !== "free" && !subscribed;
    expect(access).toEqual({
      planLocked,
      subscriptionLocked,
      accessible: !planLocked && !subscriptionLocked,
    });
  });

  it("never subscription-locks a free module, even without a subscription", () => {
    expect(
      moduleAccess({
        isAdmin: false,
        planLevel: "free",
        requiredPlanLevel: "free",
        hasCurrentSubscription: false,
      }),
    ).toEqual({ accessible: true, planLocked: false, subscriptionLocked: false });
  });

  it("locks both ways at once when the plan is too low and there is no subscription", () => {
    expect(
      moduleAccess({
        isAdmin: false,
        planLevel: "basic",
        requiredPlanLevel: "enterprise",
        hasCurrentSubscription: false,
      }),
    ).toEqual({ accessible: false, planLocked: true, subscriptionLocked: true });
  });

  it("opens everything to an admin", () => {
    for (const required of PLAN_LEVELS) {
      expect(
        moduleAccess({
          isAdmin: true,
          planLevel: "free",
          requiredPlanLevel: required,
          hasCurrentSubscription: false,
        }),
      ).toEqual({ accessible: true, planLocked: false, subscriptionLocked: false });
    }
  });
});

describe("resource locks (contract §6)", () => {
  it.each(PLAN_LEVELS.flatMap((plan) => PLAN_LEVELS.map((level) => [plan, level] as const)))(
    "plan %s, resource %s",
    (plan, level) => {
      const above = PLAN_LEVELS.indexOf(level) > PLAN_LEVELS.indexOf(plan);
      expect(isResourceLocked(level, plan, false)).toBe(above);
      expect(isResourceLocked(level, plan, true)).toBe(false);
      expect(plansWithin(plan).includes(level)).toBe(!above);
    },
  );

  it("lists the levels a plan opens in plan order", () => {
    expect(plansWithin("free")).toEqual(["free"]);
    expect(plansWithin("pro")).toEqual(["free", "basic", "pro"]);
    expect(plansWithin("enterprise")).toEqual([...PLAN_LEVELS]);
  });
});

const lesson = (status: LessonProgressLike["status"], progress = 0): LessonProgressLike => ({
  status,
  progress,
});

describe("coursePercent (spec §4)", () => {
  it("is 0 for a course without lessons or without progress", () => {
    expect(coursePercent(courseProgressCounts([]))).toBe(0);
    expect(coursePercent(courseProgressCounts([lesson("not_started"), lesson("not_started")]))).toBe(0);
  });

  it("counts completed lessons whole and in-progress lessons by their progress, rounded", () => {
    // (1 + 0.5) / 4 = 37.5% → 38
    const lessons = [
      lesson("completed", 100),
      lesson("in_progress", 50),
      lesson("not_started"),
      lesson("not_started"),
    ];
    expect(coursePercent(courseProgressCounts(lessons))).toBe(38);
    // (0.1) / 3 = 3.33% → 3
    expect(
      coursePercent(
        courseProgressCounts([lesson("in_progress", 10), lesson("not_started"), lesson("not_started")]),
      ),
    ).toBe(3);
  });

  it("ignores the progress value of not-started and completed lessons", () => {
    expect(coursePercent(courseProgressCounts([lesson("completed", 40), lesson("not_started", 70)]))).toBe(
      50,
    );
  });

  it("is 100 when every lesson is completed", () => {
    expect(coursePercent(courseProgressCounts([lesson("completed", 100), lesson("completed", 100)]))).toBe(
      100,
    );
  });

  it("agrees with counts computed elsewhere (as the server's SQL does)", () => {
    expect(
      coursePercent({ totalLessons: 3, completedLessons: 1, inProgressLessons: 1, inProgressSum: 50 }),
    ).toBe(50);
  });
});

describe("courseMatchesFilter (spec §4)", () => {
  const counts = (...lessons: LessonProgressLike[]) => courseProgressCounts(lessons);

  it("passes every course for All", () => {
    expect(courseMatchesFilter("all", counts())).toBe(true);
    expect(courseMatchesFilter("all", counts(lesson("not_started")))).toBe(true);
  });

  it("In Progress: an in-progress lesson, or a percent strictly between 0 and 100", () => {
    expect(courseMatchesFilter("in_progress", counts(lesson("in_progress", 10), lesson("not_started")))).toBe(
      true,
    );
    expect(courseMatchesFilter("in_progress", counts(lesson("completed", 100), lesson("not_started")))).toBe(
      true,
    );
    expect(courseMatchesFilter("in_progress", counts(lesson("not_started"), lesson("not_started")))).toBe(
      false,
    );
    expect(courseMatchesFilter("in_progress", counts(lesson("completed", 100)))).toBe(false);
    expect(courseMatchesFilter("in_progress", counts())).toBe(false);
  });

  it("Completed: a percent of 100, or any completed lesson", () => {
    expect(courseMatchesFilter("completed", counts(lesson("completed", 100)))).toBe(true);
    expect(courseMatchesFilter("completed", counts(lesson("completed", 100), lesson("not_started")))).toBe(
      true,
    );
    expect(courseMatchesFilter("completed", counts(lesson("in_progress", 90), lesson("not_started")))).toBe(
      false,
    );
    expect(courseMatchesFilter("completed", counts())).toBe(false);
  });

  it("lets a partly completed course match both filters", () => {
    const partly = counts(lesson("completed", 100), lesson("in_progress", 50));
    expect(courseMatchesFilter("in_progress", partly)).toBe(true);
    expect(courseMatchesFilter("completed", partly)).toBe(true);
  });
});

const resource = (overrides: Partial<RecommendableResource> & { id: number }): RecommendableResource => ({
  title: "Untitled",
  description: "",
  type: "other",
  categoryId: null,
  downloadCount: 0,
  ...overrides,
});

describe("Similar scoring (spec §9)", () => {
  it("keeps words longer than 3 characters, lower-cased, without the stop words", () => {
    expect([
      ...significantWords({ title: "Grow YOUR MSP with this Pricing Guide", description: "from that" }),
    ]).toEqual(["grow", "pricing", "guide"]);
  });

  it("adds 5 for the same type, 3 for the same category and 1 per shared word", () => {
    const a = resource({ id: 1, type: "template", categoryId: 7, title: "Sales proposal template" });
    expect(
      similarityScore(a, resource({ id: 2, type: "template", categoryId: 7, title: "Sales playbook" })),
    ).toBe(5 + 3 + 1);
    expect(
      similarityScore(
        a,
        resource({ id: 3, type: "video", categoryId: 7, title: "Proposal template walkthrough" }),
      ),
    ).toBe(3 + 2);
    expect(similarityScore(a, resource({ id: 4, type: "video", categoryId: null, title: "Hiring" }))).toBe(0);
  });

  it("does not count a missing category as the same category", () => {
    expect(
      similarityScore(resource({ id: 1, title: "Alpha" }), resource({ id: 2, type: "video", title: "Beta" })),
    ).toBe(0);
  });

  it("counts a shared word once, and ignores short and stop words", () => {
    const a = resource({ id: 1, type: "video", title: "Pricing pricing MSP with your team" });
    const b = resource({ id: 2, type: "image", title: "pricing for your MSP with a team" });
    expect(similarityScore(a, b)).toBe(2); // pricing, team
  });

  it("offers the 3 best others, best first, never the selected one or an unrelated one", () => {
    const selected = resource({ id: 1, type: "document", categoryId: 1, title: "Pricing guide" });
    const all = [
      selected,
      resource({ id: 2, type: "video", title: "Unrelated" }),
      resource({ id: 3, type: "document", title: "Other" }), // 5
      resource({ id: 4, type: "document", categoryId: 1, title: "Pricing" }), // 9
      resource({ id: 5, type: "image", categoryId: 1, title: "Guide" }), // 4
      resource({ id: 6, type: "document", categoryId: 1, title: "Notes" }), // 8
    ];
    expect(similarResources(selected, all).map((r) => r.id)).toEqual([4, 6, 3]);
    expect(similarResources(selected, [selected, all[1]!])).toEqual([]);
  });
});

describe("Trending and For You (spec §9)", () => {
  const all = [
    resource({ id: 1, type: "document", downloadCount: 5 }),
    resource({ id: 2, type: "document", downloadCount: 50 }),
    resource({ id: 3, type: "video", downloadCount: 20 }),
    resource({ id: 4, type: "template", downloadCount: 50 }),
    resource({ id: 5, type: "image", downloadCount: 1 }),
  ];

  it("Trending: the 3 most downloaded, ties in list order", () => {
    expect(trendingResources(all).map((r) => r.id)).toEqual([2, 4, 3]);
  });

  it("For You: the first resource of each type, 3 of them", () => {
    expect(forYouResources(all).map((r) => r.id)).toEqual([1, 3, 4]);
    expect(forYouResources(all, 10).map((r) => r.id)).toEqual([1, 3, 4, 5]);
  });

  it("answers fewer when there are fewer", () => {
    expect(trendingResources([])).toEqual([]);
    expect(forYouResources(all.slice(0, 2)).map((r) => r.id)).toEqual([1]);
  });
});

describe("input schemas", () => {
  it("coerce ids from path strings and refuse anything else", () => {
    expect(moduleIdInput.parse({ id: "12" })).toEqual({ id: 12 });
    expect(resourceIdInput.parse({ id: 3 })).toEqual({ id: 3 });
    for (const id of ["abc", "0", "-1", "1.5", "", "2147483648", "1e309"])
      expect(moduleIdInput.safeParse({ id }).success).toBe(false);
  });

  it("takes progress as an integer 0–100 with one of the three statuses", () => {
    const valid = { lessonId: 1, moduleId: 2, progress: 10, status: "in_progress" };
    expect(progressUpdateInput.parse(valid)).toEqual(valid);
    for (const bad of [
      { progress: 101 },
      { progress: -1 },
      { progress: 5.5 },
      { progress: "10" },
      { status: "done" },
    ]) {
      expect(progressUpdateInput.safeParse({ ...valid, ...bad }).success).toBe(false);
    }
  });

  it("accepts only the six resource types, and no type at all", () => {
    expect(resourcesListInput.parse(undefined)).toBeUndefined();
    expect(resourcesListInput.parse({})).toEqual({});
    expect(resourcesListInput.parse({ type: "" })).toEqual({ type: undefined });
    expect(resourcesListInput.parse({ type: "video" })).toEqual({ type: "video" });
    expect(resourcesListInput.safeParse({ type: "bogus" }).success).toBe(false);
    expect(resourcesListInput.safeParse({ type: "Video" }).success).toBe(false);
  });
});
