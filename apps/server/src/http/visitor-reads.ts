import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createCaller, createContext } from "@scalemsp/api";
import { PAGE_ROUTES_FILE, PUBLIC_PAGES_FILE, type PageRoute, type PublicPage } from "@scalemsp/validators";
import type { ContextDeps } from "./context";
import { procedureAt } from "./member-reads";

/**
 * The reads the public pages' routes declare (`firstReads` in the build's route manifest), for
 * the pages without path parameters: the same for every visitor, so they are made once per site
 * content version rather than per request. None when the build has no web app.
 */
export function publicPageReads(webDistDir: string): string[] {
  const pagesFile = path.join(webDistDir, PUBLIC_PAGES_FILE);
  const routesFile = path.join(webDistDir, PAGE_ROUTES_FILE);
  if (!existsSync(pagesFile) || !existsSync(routesFile)) return [];
  const publicPaths = new Set(
    (JSON.parse(readFileSync(pagesFile, "utf8")) as PublicPage[]).map((page) => page.path),
  );
  const routes = JSON.parse(readFileSync(routesFile, "utf8")) as PageRoute[];
  return [
    ...new Set(
      routes
        .filter((route) => publicPaths.has(route.path) && !route.path.includes("$"))
        .flatMap((route) => route.firstReads),
    ),
  ];
}

const NO_COOKIES = {
  set() {},
  clear() {},
  setTwoFactor() {},
  clearTwoFactor() {},
  setDevice() {},
};

/**
 * Each read answered as over /trpc to a signed-out visitor, by its tRPC path; undefined where one
 * failed (the page is then rendered without it, and the app makes the read in the browser).
 */
export async function readsAsVisitor(
  deps: ContextDeps,
  paths: readonly string[],
): Promise<Record<string, unknown>> {
  const caller = createCaller(
    await createContext({
      db: deps.db,
      clientIp: "127.0.0.1",
      sessionToken: undefined,
      cookies: NO_COOKIES,
      publicOrigin: deps.origins.publicOrigin ?? deps.origins.fallbackOrigin,
      brand: deps.brand,
      postalAddress: deps.postalAddress,
      // `plans.list` says whether plans are sold online (contract §16).
      billing: deps.billing ?? null,
    }),
  );
  const answers = await Promise.all(paths.map((read) => procedureAt(caller, read)().catch(() => undefined)));
  return Object.fromEntries(paths.map((read, index) => [read, answers[index]]));
}
