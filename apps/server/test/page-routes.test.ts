import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_ROUTES_FILE, type PageRoute } from "@scalemsp/validators";
import { findRepoRoot } from "../src/config";
import { startTestApp, type TestApp } from "./helpers";

const repoRoot = findRepoRoot();
/** The real build of the web app (`pnpm build`), which the server serves by default. */
const webDist = path.join(repoRoot, "apps/web/dist");
const routeTreeFile = path.join(repoRoot, "apps/web/src/routeTree.gen.ts");

/** The build's list of pages; the build must have run (`pnpm build`). */
function builtRoutes(): PageRoute[] {
  const file = path.join(webDist, PAGE_ROUTES_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: run pnpm build first`);
  return JSON.parse(readFileSync(file, "utf8")) as PageRoute[];
}

/** The full paths the router generator wrote for the route files (`FileRoutesByFullPath`). */
function generatedFullPaths(): string[] {
  const source = readFileSync(routeTreeFile, "utf8");
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1];
  if (!block) throw new Error(`no FileRoutesByFullPath in ${routeTreeFile}`);
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] ?? "");
}

/** A route path with a sample id in each dynamic segment. */
const samplePath = (routePath: string) =>
  routePath.replace(/\$[^/]*/g, "00000000-0000-4000-8000-000000000000");

const NOT_FOUND_TEXT = "Page Not Found";

describe("the app's pages, from the build's route manifest", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { webDistDir: webDist });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("lists every file route of the route tree the build used, and nothing else", () => {
    const listed = builtRoutes().map((route) => route.path);
    // A layout with an index route (`/admin` and `/admin/`) is one page.
    const generated = new Set(generatedFullPaths().map((p) => (p === "/" ? p : p.replace(/\/$/, ""))));
    expect(new Set(listed)).toEqual(generated);
    expect(listed).toHaveLength(generated.size);
  });

  /** A page whose reads take its path parameters: the sample names nothing, so it is not found. */
  const readByParams = (route: PageRoute) => route.path.includes("$") && route.firstReads.length > 0;

  it("answers every route with 200 and HTML, without JavaScript", async () => {
    const routes = builtRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes.filter((each) => !readByParams(each))) {
      const res = await get(samplePath(route.path));
      expect({ path: route.path, status: res.statusCode }).toEqual({ path: route.path, status: 200 });
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).toMatch(/^<!doctype html>/i);
      expect(res.body, route.path).not.toContain(NOT_FOUND_TEXT);
    }
  });

  it("answers an invitation link and the admin's calendar with their page, not the not-found page", async () => {
    const shell = readFileSync(path.join(webDist, "app-shell.html"), "utf8");
    for (const url of ["/accept-invite?token=x", "/admin/calendar"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(NOT_FOUND_TEXT);
      // The app's shell, which the app renders the page into.
      expect(res.body.length, url).toBeGreaterThan(shell.length / 2);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it("answers a page read by its path parameters that name nothing with the not-found page and 404", async () => {
    const routes = builtRoutes().filter(readByParams);
    expect(routes.map((route) => route.path)).toContain("/newsletter/$slug");
    for (const route of routes) {
      const res = await get(samplePath(route.path));
      expect({ path: route.path, status: res.statusCode }).toEqual({ path: route.path, status: 404 });
      expect(res.body, route.path).toContain(NOT_FOUND_TEXT);
    }
  });

  it("answers an unknown path with the app's not-found page and 404", async () => {
    for (const url of ["/no-such-page", "/admin/calendar/extra", "/accept-invites"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(NOT_FOUND_TEXT);
    }
  });
});
