import type { SkipToken } from "@tanstack/react-query";
import type { Trpc } from "./lib/trpc";

/** What a query of the options proxy takes (`trpc.newsletter.issue.queryOptions({ slug })`). */
type InputOf<Query> = Query extends { queryOptions: (input: infer Input, ...rest: never[]) => unknown }
  ? Exclude<Input, SkipToken>
  : never;

/** A query the options proxy can read without an input (`trpc.plans.list.queryKey()`). */
type InputlessQuery = { queryOptions: (input?: undefined) => unknown };

/** A query a page can make before it runs: without an input, or with the page's path parameters (strings by name). */
type PageQuery<Query> = Query extends InputlessQuery
  ? true
  : [InputOf<Query>] extends [Readonly<Record<string, string>>]
    ? true
    : false;

/** The dotted tRPC path of every query a page can read first: `"plans.list"`, `"newsletter.issue"`, ... */
type QueryPaths<Node, Prefix extends string = ""> = {
  [Key in keyof Node & string]: Node[Key] extends { queryOptions: unknown }
    ? PageQuery<Node[Key]> extends true
      ? `${Prefix}${Key}`
      : never
    : Node[Key] extends { mutationOptions: unknown }
      ? never
      : QueryPaths<Node[Key], `${Prefix}${Key}.`>;
}[keyof Node & string];

export type FirstReadPath = QueryPaths<Trpc>;

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /**
     * The reads the page shows on its first screen: the server makes them and sends their
     * answers with the page (the route manifest, `routes.json`, carries them to it). On a page
     * with path parameters each read takes them as its input.
     */
    firstReads?: readonly FirstReadPath[];
  }
}
