import type { FastifyRequest } from "fastify";

/** The label of a request no route matched: the web app's pages and the 404s, answered by the catch-all. */
export const CATCH_ALL_ROUTE = "*";
/** One label for every file of the built web app (there is a route per file, renamed at each build). */
export const SITE_FILE_ROUTE = "(site file)";

const TRPC_PREFIX = "/trpc/";
const PROCEDURE_PATH = /^[A-Za-z]\w*(\.[A-Za-z]\w*)*$/;
/** More distinct procedure labels than the router has means someone is making them up: the rest share one. */
const MAX_PROCEDURE_LABELS = 500;

/**
 * The route labels of an answered request: its route pattern, never the URL; for tRPC each
 * procedure the call named (`/trpc/auth.login`; a batch counts once under each of its
 * procedures). Procedure names no route answered (404) or past the bound keep the pattern, so a
 * client cannot grow the labels.
 */
export function routeLabelsOf(known: Set<string>) {
  return (req: FastifyRequest, status: number): string[] => {
    const pattern = req.routeOptions.url;
    if (pattern === undefined) return [CATCH_ALL_ROUTE];
    if (req.routeOptions.config.siteFile) return [SITE_FILE_ROUTE];
    if (!pattern.startsWith(TRPC_PREFIX) || status === 404) return [pattern];
    let named: string;
    try {
      named = decodeURIComponent((req.url.split("?")[0] ?? "").slice(TRPC_PREFIX.length));
    } catch {
      return [pattern];
    }
    return [...new Set(named.split(","))].map((procedure) => {
      const label = `${TRPC_PREFIX}${procedure}`;
      if (known.has(label)) return label;
      if (!PROCEDURE_PATH.test(procedure) || procedure.length > 100 || known.size >= MAX_PROCEDURE_LABELS)
        return pattern;
      known.add(label);
      return label;
    });
  };
}
