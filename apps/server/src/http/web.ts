import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import {
  BRAND_DEFAULTS,
  BRAND_IMAGES_EMPTY,
  MESSAGES,
  SITE_ORIGIN_TOKEN,
  SITE_SETTINGS_DEFAULT,
  PAGE_ROUTES_FILE,
  pageRouteMatcher,
  routeParams,
  type BrandConfig,
  type BrandImages,
  type FirstRead,
  type PageRoute,
  type SiteSettings,
} from "@scalemsp/validators";
import { withBrandImages } from "./brand-image-pages";
import { withBrand } from "./brand-pages";
import { linkOrigin, type LinkOrigins } from "./origin";
import { markSiteFileRoutes } from "./request-log";
import { cachedText, sendCached, type CachedText } from "./page-cache";
import { withFirstReads } from "./first-reads-element";
import { pageRenderer } from "./page-renderer";
import { SiteContent } from "./site-content";
import { withSiteSettings } from "./site-settings-pages";

/**
 * What the pre-rendered pages show from the database: the brand's texts and images, the
 * footer's links and the guides' gate, and the data of the pages that list the coach's plans
 * and free guides (the reads their routes declare, `firstReads` in the route manifest).
 */
export interface PageContent {
  brand: BrandConfig;
  images: BrandImages;
  site?: SiteSettings;
  /** The answers of the reads the public pages declare, by tRPC path; undefined where one failed. */
  data?: Readonly<Record<string, unknown>>;
}

/** Files of the build that name the site's origin, with their content types. */
const SITE_FILES = {
  "/robots.txt": "text/plain; charset=utf-8",
  "/sitemap.xml": "application/xml; charset=utf-8",
} as const;

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/trpc");

/** The paths of the pre-rendered pages: each `<path>/index.html` of the build. */
function prerenderedPaths(webDistDir: string): Set<string> {
  const paths = new Set<string>();
  for (const file of readdirSync(webDistDir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(file) !== "index.html" || file.startsWith(`assets${path.sep}`)) continue;
    const dir = path.dirname(file);
    paths.add(dir === "." ? "/" : `/${dir.split(path.sep).join("/")}`);
  }
  return paths;
}

/**
 * The app's pages, as the build read them from the router's route tree. A build without the
 * list is from before it was written: the server does not guess which paths are pages.
 */
function pageRoutesOf(webDistDir: string): PageRoute[] {
  const file = path.join(webDistDir, PAGE_ROUTES_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app again (pnpm build)`);
  return JSON.parse(readFileSync(file, "utf8")) as PageRoute[];
}

const SHELL_KEY = "app-shell";

/** Where the build writes each signed-in page's own shell (apps/web/vite/pages.ts). */
const MEMBER_SHELL_DIR = "app-shells";

/** The signed-in pages with a shell of their own, by path: `app-shells/<name>.html` of the build. */
function memberShells(webDistDir: string): Map<string, string> {
  const dir = path.join(webDistDir, MEMBER_SHELL_DIR);
  const shells = new Map<string, string>();
  if (!existsSync(dir)) return shells;
  for (const file of readdirSync(dir)) {
    if (file.endsWith(".html")) shells.set(`/${file.slice(0, -".html".length)}`, path.join(dir, file));
  }
  return shells;
}

/** Distinct request paths remembered with the page each one gets; bounded, since any path may be asked for. */
const MAX_REMEMBERED = 1024;

/**
 * Serves the built web app: hashed assets for a year; pages from memory, revalidated by their
 * entity tag on each visit; and any unknown path outside /api and /trpc as the 404 page.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  {
    origins = { publicOrigin: undefined, allowedHosts: ["localhost"], fallbackOrigin: "http://localhost" },
    content = new SiteContent(async () => ({ brand: BRAND_DEFAULTS, images: BRAND_IMAGES_EMPTY })),
    sitemapPaths = async () => [],
    firstReads,
    pathReads,
  }: {
    /** Where the canonical URLs, sitemap and robots.txt point (`linkOrigin`). */
    origins?: LinkOrigins;
    /** The brand and brand images the pages show, with the version that says when pages rendered from them are stale. */
    content?: SiteContent<PageContent>;
    /** Pages the server renders from the database (the newsletter archive), added to sitemap.xml. */
    sitemapPaths?: () => Promise<string[]>;
    /**
     * The viewer's answers to a signed-in page's first reads (the tRPC paths its route
     * declares), sent with its shell; undefined when there are none for this request (signed out).
     */
    firstReads?: (
      req: FastifyRequest,
      reply: FastifyReply,
      reads: readonly string[],
    ) => Promise<readonly FirstRead[] | undefined>;
    /**
     * The answers to the first reads of a public page with path parameters (a newsletter issue),
     * each read given the parameters as its input: null when a read finds nothing there (the
     * page is then the 404 page), undefined when they could not be made (the app makes them).
     */
    pathReads?: (
      req: FastifyRequest,
      reply: FastifyReply,
      reads: readonly string[],
      params: Readonly<Record<string, string>>,
    ) => Promise<readonly FirstRead[] | null | undefined>;
  } = {},
) {
  const hasWeb = existsSync(path.join(webDistDir, "index.html"));
  // The build pre-renders the home page into index.html and keeps the empty app shell beside it.
  const appShellPath = path.join(webDistDir, "app-shell.html");
  const shellPath = existsSync(appShellPath) ? appShellPath : path.join(webDistDir, "index.html");
  if (hasWeb) {
    // In a scope of their own, so that each file's route is marked as a site file's (request log, metrics).
    await app.register(async (files) => {
      markSiteFileRoutes(files);
      await files.register(fastifyStatic, {
        root: webDistDir,
        prefix: "/",
        index: false,
        wildcard: false,
        decorateReply: false,
        // Pages and the files naming the site's origin are sent below, with the origin filled in.
        globIgnore: [
          "**/*.html",
          "**/*.br",
          "**/*.gz",
          ...Object.keys(SITE_FILES).map((file) => file.slice(1)),
          // The server's list of pages.
          PAGE_ROUTES_FILE,
          // The build's server renderer, for this process alone.
          "render/**",
        ],
        // The build writes .br and .gz beside each asset.
        preCompressed: true,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            "cache-control",
            immutable ? "public, max-age=31536000, immutable" : "public, max-age=300",
          );
        },
      });
    });
  }
  const shell = hasWeb ? readFileSync(shellPath, "utf8") : "";
  const prerendered = hasWeb ? prerenderedPaths(webDistDir) : new Set<string>();
  const memberShellFiles = hasWeb ? memberShells(webDistDir) : new Map<string, string>();
  const routeOf = pageRouteMatcher(hasWeb ? pageRoutesOf(webDistDir) : []);
  const pageFile = (pagePath: string) =>
    path.join(webDistDir, pagePath === "/" ? "index.html" : path.join(pagePath, "index.html"));

  // Which page a request path gets: its pre-rendered page, else its signed-in page's shell, else
  // the app shell for the app's routes, else the 404 page. Worked out once per path.
  const pageByPath = new Map<
    string,
    { key: string; status: number; member?: string; reads?: readonly string[]; byParams?: string }
  >();
  const notFoundPage = () => ({ key: prerendered.has("/404") ? "/404" : SHELL_KEY, status: 404 });
  const pageFor = (pathname: string) => {
    let page = pageByPath.get(pathname);
    if (!page) {
      const route = routeOf(pathname);
      const reads = route?.firstReads.length ? route.firstReads : undefined;
      page = !route
        ? notFoundPage()
        : prerendered.has(route.path)
          ? { key: route.path, status: 200, reads }
          : memberShellFiles.has(route.path)
            ? { key: `${MEMBER_SHELL_DIR}${route.path}`, status: 200, member: route.path, reads }
            : reads && route.path.includes("$")
              ? { key: SHELL_KEY, status: 200, reads, byParams: route.path }
              : { key: SHELL_KEY, status: 200 };
      if (pageByPath.size >= MAX_REMEMBERED) pageByPath.clear();
      pageByPath.set(pathname, page);
    }
    return page;
  };

  // Canonical URLs, the sitemap and robots.txt name the canonical origin (contract §14): one of
  // the few the configuration allows, whatever the request's Host says, so that the pages kept
  // below number what the configuration allows rather than what clients ask for.
  const originOf = (req: FastifyRequest) => linkOrigin(req, origins);

  // Every page and site file as sent to one origin under the current site content: rendered
  // and compressed once, then a map lookup per request, until the content's version moves.
  // A page showing the coach's data is rendered again with it (a promise until then).
  const kept = new Map<string, CachedText | Promise<CachedText>>();
  let keptVersion = content.version;
  const keep = (key: string, render: () => CachedText | Promise<CachedText>) => {
    if (keptVersion !== content.version) {
      kept.clear();
      keptVersion = content.version;
    }
    let text = kept.get(key);
    if (!text) {
      const rendered = render();
      text = rendered;
      if (kept.size >= MAX_REMEMBERED) kept.clear();
      kept.set(key, rendered);
      // Once rendered, the page costs a map lookup like every other.
      if (rendered instanceof Promise) {
        void rendered.then((done) => kept.get(key) === rendered && kept.set(key, done));
      }
    }
    return text;
  };
  const sendKept = (req: FastifyRequest, reply: FastifyReply, text: CachedText | Promise<CachedText>) =>
    text instanceof Promise
      ? text.then((done) => sendCached(req, reply, done))
      : sendCached(req, reply, text);

  const renderWithData = pageRenderer(webDistDir);
  const htmlOf = (key: string, member: string | undefined) => {
    if (key === SHELL_KEY) return shell;
    const memberFile = member === undefined ? undefined : memberShellFiles.get(member);
    return readFileSync(memberFile ?? pageFile(key), "utf8");
  };
  const finishPage = (
    html: string,
    origin: string,
    page: PageContent,
    status: number,
    cacheControl = "no-cache",
  ) => {
    const branded = withBrandImages(withBrand(html, page.brand), page.images);
    const text = withSiteSettings(branded, page.site ?? SITE_SETTINGS_DEFAULT).replaceAll(
      SITE_ORIGIN_TOKEN,
      origin,
    );
    return cachedText(status, "text/html; charset=utf-8", cacheControl, text);
  };
  const renderPage = (
    origin: string,
    page: PageContent,
    { key, status, member, reads: dataKeys }: ReturnType<typeof pageFor>,
  ) => {
    const html = htmlOf(key, member);
    const pageData = page.data;
    if (member !== undefined || !dataKeys || !pageData) return finishPage(html, origin, page, status);
    const reads = dataKeys.map((name) => ({ path: name, data: pageData[name] }));
    // A read that failed: the page as built, the app asks for it.
    if (reads.some((read) => read.data === undefined)) return finishPage(html, origin, page, status);
    return renderWithData(html, key, reads)
      .catch((err: unknown) => {
        // The page as built (the default plans, the guides loading) still works: the app fills it in.
        app.log.error({ err, page: key }, "page not rendered with the coach's data");
        return html;
      })
      .then((rendered) => finishPage(rendered ?? html, origin, page, status));
  };
  // A public page read by its path parameters (decision 073): rendered for this request with
  // the answers for those parameters, or the 404 page when there is nothing there.
  const sendPageByParams = async (
    req: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    page: PageContent,
    found: ReturnType<typeof pageFor> & { byParams: string },
  ) => {
    const origin = originOf(req);
    const reads = pathReads
      ? await pathReads(req, reply, found.reads ?? [], routeParams(found.byParams, pathname))
      : undefined;
    if (reads === null) {
      const missing = notFoundPage();
      return sendKept(
        req,
        reply,
        keep(`${origin}\0${missing.key}`, () => renderPage(origin, page, missing)),
      );
    }
    const rendered =
      reads &&
      (await renderWithData(shell, req.url, reads).catch((err: unknown) => {
        // The shell still works: the app makes the reads and renders the page.
        req.log.error({ err, page: found.byParams }, "page not rendered on the server");
        return undefined;
      }));
    return sendCached(req, reply, finishPage(rendered ?? shell, origin, page, 200));
  };

  const sendPage = async (req: FastifyRequest, reply: FastifyReply, pathname: string, page: PageContent) => {
    const found = pageFor(pathname);
    if (found.byParams !== undefined) {
      return sendPageByParams(req, reply, pathname, page, { ...found, byParams: found.byParams });
    }
    const { key, status, member } = found;
    const origin = originOf(req);
    const reads =
      member !== undefined && firstReads ? await firstReads(req, reply, found.reads ?? []) : undefined;
    const kept = keep(`${origin}\0${key}`, () => renderPage(origin, page, found));
    if (reads === undefined) return sendKept(req, reply, kept);
    // This viewer's own page: the page's shell as the build rendered it (skeletons shaped like
    // its content), kept like every page, with the viewer's first reads written in; the app
    // renders the page from them at once. No render here: a copy and a compression.
    const built = kept instanceof Promise ? await kept : kept;
    return sendCached(
      req,
      reply,
      cachedText(status, built.type, "private, no-cache", withFirstReads(built.body.toString(), reads)),
    );
  };

  for (const [file, type] of Object.entries(SITE_FILES)) {
    const filePath = path.join(webDistDir, file);
    if (!hasWeb || !existsSync(filePath)) continue;
    const text = readFileSync(filePath, "utf8");
    if (file === "/sitemap.xml") {
      // The archive's issues come and go with the database: joined to the built list per request.
      app.get(file, { config: { siteFile: true } }, async (req, reply) => {
        const origin = originOf(req);
        const extra = (await sitemapPaths()).map((p) => `<url><loc>${origin}${p}</loc></url>`).join("\n");
        const body = text.replaceAll(SITE_ORIGIN_TOKEN, origin).replace("</urlset>", `${extra}\n</urlset>`);
        return sendCached(req, reply, cachedText(200, type, "public, max-age=3600", body));
      });
      continue;
    }
    app.get(file, { config: { siteFile: true } }, (req, reply) => {
      const origin = originOf(req);
      return sendKept(
        req,
        reply,
        keep(`${origin}\0${file}`, () =>
          cachedText(200, type, "public, max-age=3600", text.replaceAll(SITE_ORIGIN_TOKEN, origin)),
        ),
      );
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split("?")[0] ?? "/";
    if (!hasWeb || (req.method !== "GET" && req.method !== "HEAD") || isApiPath(pathname)) {
      return reply.code(404).send({ message: MESSAGES.notFound });
    }
    // While what the pages show still holds, a page costs no wait at all.
    const held = content.fresh();
    if (held !== undefined) return sendPage(req, reply, pathname, held);
    return content.current().then((current) => sendPage(req, reply, pathname, current));
  });

  return {
    shell: hasWeb ? shell : "",
    /** How many pages and site files are kept: bounded by the configuration, not by requests. */
    keptPages: () => kept.size,
  };
}
