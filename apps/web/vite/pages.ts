/** A public page the build renders to static HTML. */
export interface PrerenderedPage {
  /** The URL rendered. */
  path: string;
  /** Where the HTML goes, under dist. */
  file: string;
  /** The module whose code the page needs at once, its route file as a rule (preloaded, CSS linked in the head). */
  routeFile: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexed: boolean;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: "/", file: "index.html", routeFile: "src/routes/index.tsx", indexed: true },
  { path: "/services", file: "services/index.html", routeFile: "src/routes/services.tsx", indexed: true },
  { path: "/about", file: "about/index.html", routeFile: "src/routes/about.tsx", indexed: true },
  {
    path: "/testimonials",
    file: "testimonials/index.html",
    routeFile: "src/routes/testimonials.tsx",
    indexed: true,
  },
  { path: "/contact", file: "contact/index.html", routeFile: "src/routes/contact.tsx", indexed: true },
  { path: "/pricing", file: "pricing/index.html", routeFile: "src/routes/pricing.tsx", indexed: true },
  { path: "/guides", file: "guides/index.html", routeFile: "src/routes/guides.tsx", indexed: true },
  // A personal link from an e-mail: fast to open, but nothing for a search engine.
  {
    path: "/unsubscribe",
    file: "unsubscribe/index.html",
    routeFile: "src/routes/unsubscribe.tsx",
    indexed: false,
  },
  // Any unknown path: the server sends this page with status 404 (the root route's not-found part).
  {
    path: "/404",
    file: "404/index.html",
    routeFile: "src/features/marketing/components/public-not-found.tsx",
    indexed: false,
  },
];

/** The empty page the browser app starts from on every path that is not pre-rendered (/auth, /dashboard, ...). */
export const APP_SHELL_FILE = "app-shell.html";
