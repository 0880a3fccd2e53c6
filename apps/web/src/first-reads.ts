import { FIRST_READS_ELEMENT_ID, type FirstRead } from "@scalemsp/validators";
import { markSentWithPage } from "./lib/sent-with-page";
import type { RouterContext } from "./router-context";

type QueryKeyed = { queryKey: (input?: unknown) => readonly unknown[] };

/**
 * Puts answers the server made for this page into the query cache, under the keys the app's
 * own reads use (`trpc.<path>.queryKey(input)`), so the first render shows them (and matches the
 * server's HTML where it rendered with them) instead of asking again.
 */
export function seedFirstReads(
  { queryClient, trpc }: Pick<RouterContext, "queryClient" | "trpc">,
  reads: readonly FirstRead[],
  // One moment for all of them, which marks them as sent with the page (lib/sent-with-page.ts).
  seededAt = Date.now(),
) {
  if (reads.length > 0) markSentWithPage(seededAt);
  for (const { path, input, data } of reads) {
    const procedure = path
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], trpc) as
      QueryKeyed | undefined;
    if (typeof procedure?.queryKey === "function")
      queryClient.setQueryData(procedure.queryKey(input), data, { updatedAt: seededAt });
  }
}

/**
 * The first reads the server sent with the page (a signed-in page's, or a public page's that
 * shows the coach's data), read once; none when absent or malformed.
 */
export function takeFirstReads(): FirstRead[] {
  const element = document.getElementById(FIRST_READS_ELEMENT_ID);
  if (!element?.textContent) return [];
  element.remove();
  try {
    const reads = JSON.parse(element.textContent) as unknown;
    return Array.isArray(reads) ? (reads as FirstRead[]) : [];
  } catch {
    return [];
  }
}
