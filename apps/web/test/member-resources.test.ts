import { describe, expect, it } from "vitest";
import { validateResourcesSearch } from "../src/features/resources/resource-search";
import {
  featuredResources,
  formatResourceDate,
  matchesResourceSearch,
  parseFeedback,
  RESOURCES_SHOWN_AT_ONCE,
  resourceListTitle,
  resourcesHeader,
  resourcesShownText,
  shownResources,
  withVote,
} from "../src/features/resources/resource-view";
import { validateDashboardSearch } from "../src/features/dashboard/dashboard-search";

const parseResources = (search: Record<string, unknown>) =>
  validateResourcesSearch(search as unknown as Parameters<typeof validateResourcesSearch>[0]);
const parseDashboard = (search: Record<string, unknown>) =>
  validateDashboardSearch(search as unknown as Parameters<typeof validateDashboardSearch>[0]);

describe("/resources search", () => {
  it("keeps one of the six types and ignores anything else", () => {
    expect(parseResources({ type: "marketing" })).toEqual({ type: "marketing" });
    expect(parseResources({ type: "other" })).toEqual({ type: "other" });
    expect(parseResources({ type: "podcast" })).toEqual({});
    expect(parseResources({ type: "" })).toEqual({});
    expect(parseResources({})).toEqual({});
  });
});

describe("/dashboard search", () => {
  it("opens the tab asked for, else Overview", () => {
    expect(parseDashboard({ tab: "team" })).toEqual({ tab: "team" });
    expect(parseDashboard({ tab: "learning" })).toEqual({ tab: "learning" });
    expect(parseDashboard({})).toEqual({ tab: "overview" });
    expect(parseDashboard({ tab: "billing" })).toEqual({ tab: "overview" });
  });
});

describe("resource search, titles and featured items (spec §2, §5)", () => {
  const guide = { title: "MSP Profit Maximization Guide", description: "Raise margins on managed services." };

  it("matches title or description, case-insensitively", () => {
    expect(matchesResourceSearch(guide, "profit")).toBe(true);
    expect(matchesResourceSearch(guide, "MARGINS")).toBe(true);
    expect(matchesResourceSearch(guide, "  guide ")).toBe(true);
    expect(matchesResourceSearch(guide, "hiring")).toBe(false);
    expect(matchesResourceSearch(guide, "")).toBe(true);
  });

  it("titles the list by search, then type", () => {
    expect(resourceListTitle(undefined, "")).toBe("All Resources");
    expect(resourceListTitle("marketing", "")).toBe("Marketing Resources");
    expect(resourceListTitle("marketing", "sales")).toBe("Search Results");
    expect(resourceListTitle(undefined, "   ")).toBe("All Resources");
  });

  it("changes the header with the type", () => {
    expect(resourcesHeader(undefined).title).not.toBe(resourcesHeader("video").title);
  });

  it("shows at most 4 featured items, only without a type or a search", () => {
    const items = Array.from({ length: 6 }, (_, id) => ({ id, featured: id !== 1 }));
    expect(featuredResources(items, undefined, "").map((item) => item.id)).toEqual([0, 2, 3, 4]);
    expect(featuredResources(items, "video", "")).toEqual([]);
    expect(featuredResources(items, undefined, "guide")).toEqual([]);
  });

  it("prints a short US date", () => {
    expect(formatResourceDate("2026-11-21T15:00:00.000Z", "UTC")).toBe("11/21/2026");
    expect(formatResourceDate("2026-01-05T00:00:00.000Z", "UTC")).toBe("1/5/2026");
    expect(formatResourceDate("not a date")).toBe("");
  });
});

describe("a long library, a screen at a time", () => {
  it("shows its first cards, and as many again at each 'Show more'", () => {
    const listed = Array.from({ length: 60 }, (_, id) => id);
    expect(RESOURCES_SHOWN_AT_ONCE).toBe(24);
    expect(shownResources(listed, 0)).toEqual(listed.slice(0, 24));
    expect(shownResources(listed, 1)).toEqual(listed.slice(0, 48));
    expect(shownResources(listed, 2)).toEqual(listed);
    expect(shownResources(listed, 9)).toEqual(listed);
    expect(shownResources(listed.slice(0, 5), 0)).toEqual(listed.slice(0, 5));
  });

  it("says how many of how many are on screen", () => {
    expect(resourcesShownText(24, 60)).toBe("Showing 24 of 60 resources");
    expect(resourcesShownText(1000, 1000)).toBe("Showing 1,000 of 1,000 resources");
  });
});

describe("recommendation feedback", () => {
  it("toggles a vote and replaces the opposite one", () => {
    const up = withVote({}, 3, "up");
    expect(up).toEqual({ 3: "up" });
    expect(withVote(up, 3, "down")).toEqual({ 3: "down" });
    expect(withVote(up, 3, "up")).toEqual({});
  });

  it("ignores malformed stored values", () => {
    expect(parseFeedback(null)).toEqual({});
    expect(parseFeedback([1, 2])).toEqual({});
    expect(parseFeedback({ 1: "up", 2: "maybe", 3: "down" })).toEqual({ 1: "up", 3: "down" });
  });
});
