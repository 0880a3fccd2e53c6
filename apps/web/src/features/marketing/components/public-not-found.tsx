import { NotFoundPage } from "../../../layout/not-found-page";
import { MarketingLayout } from "./marketing-layout";

/** An unknown address: the not-found page inside the public header and footer. */
export default function PublicNotFound() {
  return (
    <MarketingLayout>
      <NotFoundPage />
    </MarketingLayout>
  );
}
