import type { Trpc } from "./lib/trpc";

/** A procedure the query options proxy can read without an input (`trpc.plans.list.queryKey()`). */
type InputlessQuery = { queryOptions: (input?: undefined) => unknown };

/** The dotted tRPC path of every query that takes no input: `"plans.list"`, `"sessions.groups"`, ... */
type QueryPaths<Node, Prefix extends string = ""> = {
  [Key in keyof Node & string]: Node[Key] extends InputlessQuery
    ? `${Prefix}${Key}`
    : Node[Key] extends { mutationOptions: unknown } | { queryOptions: unknown }
      ? never
      : QueryPaths<Node[Key], `${Prefix}${Key}.`>;
}[keyof Node & string];

export type FirstReadPath = QueryPaths<Trpc>;

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /**
     * The reads the page shows on its first screen: the server makes them and sends their
     * answers with the page (the route manifest, `routes.json`, carries them to it).
     */
    firstReads?: readonly FirstReadPath[];
  }
}
