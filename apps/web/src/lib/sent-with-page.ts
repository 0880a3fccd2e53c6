/**
 * When the answers the server sent with this page were put in the query cache
 * (src/first-reads.ts); undefined before, and once the viewer has moved to another page.
 */
let seededAt: number | undefined;

export function markSentWithPage(at: number) {
  seededAt = at;
}

/** The viewer moved on: what came with the page is as old as any other answer now. */
export function leftFirstPage() {
  seededAt = undefined;
}

/**
 * The `staleTime` of a read that is always stale (spec §9, the resource list): stale at once,
 * except the answer the server made for the page being shown, which is as current as a read
 * made now would be. Read again on any later visit, and after any other change.
 */
export const staleUnlessSentWithPage = (query: { state: { dataUpdatedAt: number } }): number =>
  seededAt !== undefined && query.state.dataUpdatedAt === seededAt ? Number.POSITIVE_INFINITY : 0;
