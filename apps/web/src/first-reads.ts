import { FIRST_READS_ELEMENT_ID } from "@scalemsp/validators";
import type { RouterContext } from "./router-context";

interface FirstRead {
  path: string;
  data: unknown;
}

type QueryKeyed = { queryKey: () => readonly unknown[] };

/**
 * Puts the answers the server sent with a signed-in page's shell into the query cache before
 * the first render, under the keys the app's own reads use (`trpc.<path>.queryKey()`), so the
 * page renders with them instead of asking again. Reads nothing else; a malformed block is ignored.
 */
export function seedFirstReads({ queryClient, trpc }: Pick<RouterContext, "queryClient" | "trpc">) {
  const element = document.getElementById(FIRST_READS_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  let reads: FirstRead[];
  try {
    reads = JSON.parse(element.textContent) as FirstRead[];
  } catch {
    return;
  }
  if (!Array.isArray(reads)) return;
  for (const { path, data } of reads) {
    const procedure = path
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], trpc) as QueryKeyed;
    queryClient.setQueryData(procedure.queryKey(), data);
  }
}
