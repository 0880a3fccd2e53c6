import { describe, expect, it } from "vitest";
import { validateResourcesSearch } from "../src/features/resources/resource-search";
import {
  featuredResources,
  formatResourceDate,
  matchesResourceSearch,
  parseFeedback,
  resourceListTitle,
  resourcesHeader,
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
