import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PAGE_ROUTES_FILE, PUBLIC_PAGES_FILE, type PageRoute, type PublicPage } from "@scalemsp/validators";

const SCRIPT = "<script>document.documentElement.dataset.theme='light'</script>";
/** An inline script on a public page's frame only, as the boot script is. */
export const PAGE_ONLY_SCRIPT = 'import("/assets/app-1234.js")';
/** A frame or shell as the build writes it: no title (the server's to say), an empty root. */
const frame = (before = "", headScript = "") =>
  `<!doctype html><html><head>${SCRIPT}${headScript}</head><body>${before}<div id="root"></div></body></html>`;

/** A route of the manifest the web build writes, for a page of no layout. */
const route = (pagePath: string, firstReads: readonly string[] = []): PageRoute => ({
  path: pagePath,
  routeIds: [pagePath],
  firstReads,
});

/** The web build's list of the app's pages (`routes.json`), as its pre-render writes it. */
export function writePageRoutes(dist: string, routes: readonly (string | PageRoute)[]) {
  const list = routes.map((entry) => (typeof entry === "string" ? route(entry) : entry));
  writeFileSync(path.join(dist, PAGE_ROUTES_FILE), JSON.stringify(list));
}

/**
 * A renderer like the app's (apps/web/src/entry-server.tsx): every page from the site inputs
 * and its first reads, each in its place: the brand in the header and footer, the logo, the
 * footer's links, the canonical URL at the origin given.
 */
const RENDERER = `
const escape = (text) => String(text).replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
const TITLES = { "/": "Home", "/services": "Services", "/pricing": "Pricing", "/guides": "Free Guides", "/404": "Page Not Found" };
export async function render(url, reads, inputs) {
  // How many pages this build rendered in this process: what keeping a page saves is counted.
  globalThis.fakeWebBuildRenders = (globalThis.fakeWebBuildRenders ?? 0) + 1;
  const answer = (path) => reads.find((read) => read.path === path)?.data;
  if (url.includes("render-fails")) throw new Error("the render failed");
  const { brand, images, site, origin } = inputs;
  const pathname = url.split("?")[0];
  const head = "<title>" + escape((TITLES[pathname] ?? "Page") + " | " + brand.product) + "</title>" +
    '<link rel="canonical" href="' + escape(origin + pathname) + '">';
  const header = "<header>" + (images.logo ? '<img src="' + escape(images.logo) + '">' : "") + escape(brand.product) + "</header>";
  const links = Object.entries(site.links).filter(([, href]) => href).map(([field, href]) => '<a data-link="' + field + '" href="' + escape(href) + '">' + field + "</a>").join("");
  const footer = "<footer>" + escape(brand.email) + " " + escape(brand.phone) + links + (site.guidesEmailGate ? '<a href="/guides">gated</a>' : "") + "</footer>";
  let main;
  if (pathname.startsWith("/courses")) main = "<main>courses of " + escape(answer("auth.me").email) + " in " + escape(answer("auth.me").timeZone) + "</main>";
  else if (pathname === "/") main = "<main>home page</main>";
  else if (pathname === "/services") main = "<main>services page by " + escape(brand.product) + ", " + escape(brand.email) + "</main>";
  else if (pathname === "/404") main = "<main>404 Page Not Found</main>";
  else if (pathname === "/pricing") {
    const plans = answer("plans.list")?.plans;
    main = plans ? "<ul>" + plans.map((plan) => "<li>" + escape(plan.name) + "</li>").join("") + "</ul>" + plans.map((plan) => "<p>" + escape(plan.support) + "</p>").join("") : "<main>default plans</main>";
  } else if (pathname === "/guides") {
    const guides = answer("guides.list")?.guides;
    main = guides ? "<ul>" + guides.map((guide) => "<li>" + escape(guide.title) + "</li>").join("") + "</ul>" : "<main>guides loading</main>";
  } else main = "<main>page</main>";
  return { head, body: header + main + footer, notFound: pathname === "/404" };
}
/** render as the server's worker threads run it, its arguments in one message. */
export function renderTask({ url, reads, inputs }) {
  return render(url, reads, inputs);
}
/** A signed-in page's skeleton: the frame's header with the brand, no viewer, no data. */
export async function renderSkeleton(path, inputs) {
  return { head: "", body: "<div data-page-skeleton><header>" + escape(inputs.brand.product) + "</header>" + escape(path.slice(1)) + " skeleton</div>", notFound: false };
}
`;

/** How many pages the fake builds' renderer rendered in this process. */
export const fakeRenders = () => (globalThis as { fakeWebBuildRenders?: number }).fakeWebBuildRenders ?? 0;

/** A build as apps/web's build leaves it. */
export function fakeBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), "scalemsp-web-"));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  write("index.html", frame("app shell"));
  write("app-shell.html", frame("app shell"));
  const publicPages: PublicPage[] = [
    { path: "/", frame: "page-frames/index.html", indexed: true },
    { path: "/services", frame: "page-frames/services.html", indexed: true },
    { path: "/pricing", frame: "page-frames/pricing.html", indexed: true },
    { path: "/guides", frame: "page-frames/guides.html", indexed: true },
    { path: "/404", frame: "page-frames/404.html", indexed: false },
  ];
  for (const page of publicPages) {
    write(
      page.frame,
      frame("", page.path === "/services" ? `<script type="module">${PAGE_ONLY_SCRIPT}</script>` : ""),
    );
  }
  write(PUBLIC_PAGES_FILE, JSON.stringify(publicPages));
  write("render/entry-server.js", RENDERER);
  writePageRoutes(dist, [
    "/",
    "/services",
    "/auth",
    "/dashboard",
    "/admin/users/$userId",
    route("/pricing", ["plans.list"]),
    route("/guides", ["guides.list"]),
    route("/courses", ["modules.list", "plans.list"]),
  ]);
  // A signed-in page's shell: its skeleton in #root, the same for every viewer.
  write(
    "app-shells/courses.html",
    `<!doctype html><html><head>${SCRIPT}</head><body><p>courses shell</p><div id="root"><div data-page-skeleton><header>ScaleMSP</header>courses skeleton</div></div></body></html>`,
  );
  write("assets/app-1234.js", "console.log('app')");
  return dist;
}
