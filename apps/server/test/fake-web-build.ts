import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BRAND_DEFAULTS, PAGE_ROUTES_FILE, SITE_ORIGIN_TOKEN, type PageRoute } from "@scalemsp/validators";

const SCRIPT = "<script>document.documentElement.dataset.theme='light'</script>";
/** An inline script on a pre-rendered page only, as the boot script is. */
export const PAGE_ONLY_SCRIPT = 'import("/assets/app-1234.js")';
const page = (body: string, headScript = "") =>
  `<!doctype html><html><head>${SCRIPT}${headScript}<link rel="canonical" href="${SITE_ORIGIN_TOKEN}/x"></head><body>${body}</body></html>`;

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

/** A build as apps/web's pre-render leaves it. */
export function fakeBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), "scalemsp-web-"));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  write("index.html", page("home page"));
  write("app-shell.html", page("app shell"));
  write(
    "services/index.html",
    page(
      `services page by ${BRAND_DEFAULTS.product}, ${BRAND_DEFAULTS.email}`,
      `<script type="module">${PAGE_ONLY_SCRIPT}</script>`,
    ),
  );
  write("404/index.html", page("404 Page Not Found"));
  // Pages showing the coach's data, and a renderer that lists what it is given as the app's does.
  write("pricing/index.html", page('<div id="root">default plans</div>'));
  write("guides/index.html", page('<div id="root">guides loading</div>'));
  write(
    "render/entry-server.js",
    `export async function render(url, reads) {
  const answer = (path) => reads.find((read) => read.path === path).data;
  const names = url === "/pricing" ? answer("plans.list").plans.map((plan) => plan.name) : answer("guides.list").guides.map((guide) => guide.title);
  const supports = url === "/pricing" ? answer("plans.list").plans.map((plan) => "<p>" + plan.support + "</p>").join("") : "";
  // The app's header names the brand it was built with.
  const header = "<header>${BRAND_DEFAULTS.product}</header>";
  return { head: "", body: header + "<ul>" + names.map((name) => "<li>" + name + "</li>").join("") + "</ul>" + supports, notFound: false };
}
`,
  );
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
  // A signed-in page's shell: its skeleton, the same for every viewer, branded like every page.
  write(
    "app-shells/courses.html",
    page(`<p>courses shell</p><div id="root"><div data-page-skeleton>${BRAND_DEFAULTS.product}</div></div>`),
  );
  write("assets/app-1234.js", "console.log('app')");
  write("robots.txt", `User-agent: *\nSitemap: ${SITE_ORIGIN_TOKEN}/sitemap.xml\n`);
  write("sitemap.xml", `<urlset><url><loc>${SITE_ORIGIN_TOKEN}/services</loc></url></urlset>`);
  return dist;
}
