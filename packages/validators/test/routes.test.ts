import { describe, expect, it } from "vitest";
import { pageRouteMatcher, type PageRoute } from "../src/routes";

const route = (path: string): PageRoute => ({ path, routeIds: [path], firstReads: [] });

describe("pageRouteMatcher", () => {
  const routeOf = pageRouteMatcher(
    ["/", "/accept-invite", "/admin", "/admin/users/$userId", "/admin/businesses/$businessId/users"].map(
      route,
    ),
  );

  it("finds static pages, with or without a trailing slash", () => {
    expect(routeOf("/")?.path).toBe("/");
    expect(routeOf("/accept-invite")?.path).toBe("/accept-invite");
    expect(routeOf("/admin/")?.path).toBe("/admin");
  });

  it("fills each dynamic segment with one path segment", () => {
    expect(routeOf("/admin/users/u-1")?.path).toBe("/admin/users/$userId");
    expect(routeOf("/admin/businesses/b-1/users/")?.path).toBe("/admin/businesses/$businessId/users");
    expect(routeOf("/admin/users/u-1/extra")).toBeUndefined();
    expect(routeOf("/admin/users/")).toBeUndefined();
  });

  it("finds nothing for a path that is no page", () => {
    expect(routeOf("/accept-invites")).toBeUndefined();
    expect(routeOf("/admin/calendar")).toBeUndefined();
  });
});
