import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";
import type { ReactNode } from "react";
import { useTRPC } from "../../../lib/trpc";
import { DetailPage } from "./detail-query-state";

export type BusinessDetail = inferRouterOutputs<AppRouter>["admin"]["businesses"]["get"];

interface BusinessPageProps {
  /** The route's id segment. */
  businessId: string;
  children: (business: BusinessDetail) => ReactNode;
}

/** A page under /admin/businesses/{id}: the business loaded, or not found, loading or an error. */
export function BusinessPage({ businessId, children }: BusinessPageProps) {
  const trpc = useTRPC();
  return (
    <DetailPage
      rawId={businessId}
      noun="business"
      queryOptions={(id) => trpc.admin.businesses.get.queryOptions({ id })}
    >
      {children}
    </DetailPage>
  );
}
