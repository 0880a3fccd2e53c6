import type { SiteInputs } from "@scalemsp/validators";

/** What a route's `head` knows of the page it is for: its path and the site inputs in the router's context. */
interface HeadMatch {
  pathname: string;
  context: { site: SiteInputs };
}

/**
 * A public page's title, description, canonical URL and Open Graph tags (route `head`). The
 * canonical URL names the canonical origin the page was rendered for (contract §14).
 */
export function pageHead({ pathname, context: { site } }: HeadMatch, title: string, description: string) {
  const url = `${site.origin}${pathname}`;
  return {
    meta: [
      { title },
      { name: "description", content: description },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: site.brand.product },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:url", content: url },
      { name: "twitter:card", content: "summary" },
    ],
    links: [{ rel: "canonical", href: url }],
  };
}
