import { BRAND } from "../../lib/brand";

/**
 * A public page's title, description and Open Graph tags (route `head`). The build adds the
 * canonical URL and og:url, which need the site's origin (see vite/prerender.ts).
 */
export function pageHead(title: string, description: string) {
  return {
    meta: [
      { title },
      { name: "description", content: description },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: BRAND.product },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { name: "twitter:card", content: "summary" },
    ],
  };
}
