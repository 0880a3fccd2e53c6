import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";
import { PAGE_DATA_ELEMENT_ID, type PageDataKey } from "@scalemsp/validators";
import type { RouterContext } from "../router-context";

type Outputs = inferRouterOutputs<AppRouter>;

/** The coach's data a page was rendered with on the server (`PAGES_WITH_DATA`), as `plans.list` and `guides.list` answer it. */
export type PageData = Partial<{ plans: Outputs["plans"]["list"]; guides: Outputs["guides"]["list"] }> &
  Partial<Record<PageDataKey, unknown>>;

/** Puts the page's data in the query cache, so the first render shows what the server rendered and asks for nothing. */
export function seedPageData(
  { queryClient, trpc }: Pick<RouterContext, "queryClient" | "trpc">,
  data: PageData,
) {
  if (data.plans) queryClient.setQueryData(trpc.plans.list.queryKey(), data.plans);
  if (data.guides) queryClient.setQueryData(trpc.guides.list.queryKey(), data.guides);
}

/** The data the server put in the page, if any: read before hydrating. */
export function readPageData(): PageData {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return {};
  }
}
