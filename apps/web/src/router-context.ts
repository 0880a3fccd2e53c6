import type { QueryClient } from "@tanstack/react-query";
import type { SiteInputs } from "@scalemsp/validators";
import type { TrpcHandles } from "./lib/trpc";

/** What every route's beforeLoad, loader and head receives. */
export interface RouterContext extends TrpcHandles {
  queryClient: QueryClient;
  /** The brand, brand images, site settings and canonical origin the page is rendered with. */
  site: SiteInputs;
}
