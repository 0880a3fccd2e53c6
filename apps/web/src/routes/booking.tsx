import { type SearchSchemaInput, createFileRoute } from "@tanstack/react-router";
import { BookingLinkPage } from "../features/booking/booking-link-page";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";

interface BookingSearch {
  token?: string;
}

/** A plain check rather than zod: search validators ship with every page. */
function validateBookingSearch(search: BookingSearch & SearchSchemaInput): BookingSearch {
  return typeof search.token === "string" && search.token !== "" ? { token: search.token } : {};
}

/** The reschedule and cancel link of booking e-mails: public, a personal page kept from search engines. */
export const Route = createFileRoute("/booking")({
  validateSearch: validateBookingSearch,
  head: ({ match }) => ({
    meta: [
      { title: `Your Session | ${match.context.site.brand.product}` },
      { name: "robots", content: "noindex" },
    ],
  }),
  component: BookingRoute,
});

function BookingRoute() {
  const { token } = Route.useSearch();
  return (
    <MarketingLayout>
      <BookingLinkPage token={token} />
    </MarketingLayout>
  );
}
