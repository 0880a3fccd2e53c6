import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import {
  BRAND_DEFAULTS,
  BRAND_IMAGES_EMPTY,
  MESSAGES,
  SITE_SETTINGS_DEFAULT,
  PAGE_ROUTES_FILE,
  PUBLIC_PAGES_FILE,
  pageRouteMatcher,
  routeParams,
  type BrandConfig,
  type BrandImages,
  type FirstRead,
  type PageRoute,
  type PublicPage,
  type SiteInputs,
  type SiteSettings,
} from "@scalemsp/validators";
import { linkOrigin, type LinkOrigins } from "./origin";
import { markSiteFileRoutes } from "./request-log";
import { cachedText, sendCached, textForOneRequest, type CachedText } from "./page-cache";
import { assembleMemberPage, assemblePage, assembleShell, pageFrame, type PageFrame } from "./page-frame";
import { withFirstReads } from "./first-reads-element";
import { renderPool } from "./render-pool";
import { pageRenderer } from "./page-renderer";
import { SiteContent } from "./site-content";
import { robotsText, sitemapXml } from "./site-files";

/**
 * What the public pages are rendered from besides their route: the brand's texts and images,
 * the footer's links and the guides' gate, and the data of the pages that list the coach's
 * plans and free guides (the reads their routes declare, `firstReads` in the route manifest).
 */
export interface PageContent {
  brand: BrandConfig;
  images: BrandImages;
  site?: SiteSettings;
  /** The answers of the reads the public pages declare, by tRPC path; undefined where one failed. */
  data?: Readonly<Record<string, unknown>>;
}

const SITE_FILE_TYPES = {
  robots: "text/plain; charset=utf-8",
  sitemap: "application/xml; charset=utf-8",
} as const;

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/trpc");

/** The public pages the server renders, with their frames, as the build listed them. */
function publicPagesOf(webDistDir: string): Map<string, PublicPage & { html: PageFrame }> {
  const file = path.join(webDistDir, PUBLIC_PAGES_FILE);
  const pages = new Map<string, PublicPage & { html: PageFrame }>();
  if (!existsSync(file)) return pages;
  for (const page of JSON.parse(readFileSync(file, "utf8")) as PublicPage[]) {
    pages.set(page.path, {
      ...page,
      html: pageFrame(readFileSync(path.join(webDistDir, page.frame), "utf8")),
    });
  }
  return pages;
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

/**
 * The signed-in pages with a shell of their own, by path: `app-shells/<name>.html` of the build,
 * each with its page's skeleton in #root (decision 074).
 */
function memberShells(webDistDir: string): Map<string, string> {
  const dir = path.join(webDistDir, MEMBER_SHELL_DIR);
  const shells = new Map<string, string>();
  if (!existsSync(dir)) return shells;
  for (const file of readdirSync(dir)) {
    if (file.endsWith(".html"))
      shells.set(`/${file.slice(0, -".html".length)}`, readFileSync(path.join(dir, file), "utf8"));
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
  // The empty app shell every path the server does not render starts from.
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
        // Pages are rendered and sent below.
        globIgnore: [
          "**/*.html",
          "**/*.br",
          "**/*.gz",
          // The server's lists of pages.
          PAGE_ROUTES_FILE,
          PUBLIC_PAGES_FILE,
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
  const shellFrame = hasWeb ? pageFrame(shell) : undefined;
  const publicPages = hasWeb
    ? publicPagesOf(webDistDir)
    : new Map<string, PublicPage & { html: PageFrame }>();
  const memberShellHtml = hasWeb ? memberShells(webDistDir) : new Map<string, string>();
  const routeOf = pageRouteMatcher(hasWeb ? pageRoutesOf(webDistDir) : []);

  // Which page a request path gets: its public page, rendered; else its signed-in page's shell;
  // else the app shell for the app's routes; else the not-found page. Worked out once per path.
  const pageByPath = new Map<
    string,
    { key: string; status: number; member?: string; reads?: readonly string[]; byParams?: string }
  >();
  const notFoundPage = () => ({ key: publicPages.has("/404") ? "/404" : SHELL_KEY, status: 404 });
  const pageFor = (pathname: string) => {
    let page = pageByPath.get(pathname);
    if (!page) {
      const route = routeOf(pathname);
      const reads = route?.firstReads.length ? route.firstReads : undefined;
      page = !route
        ? notFoundPage()
        : publicPages.has(route.path)
          ? { key: route.path, status: 200, reads }
          : memberShellHtml.has(route.path)
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
  // and compressed once, then a map lookup per request, until the content's version moves. The
  // first request after a change waits for the render; the requests meanwhile share its promise.
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

  const render = pageRenderer(webDistDir);
  const inputsOf = (page: PageContent, origin: string): SiteInputs => ({
    brand: page.brand,
    images: page.images,
    site: page.site ?? SITE_SETTINGS_DEFAULT,
    origin,
  });
  const html = (status: number, text: string, cacheControl = "no-cache") =>
    cachedText(status, "text/html; charset=utf-8", cacheControl, text);

  // A public page: rendered by the app's own renderer from the site inputs and the answers of
  // the reads its route declares (a read that failed is left out: the app makes it).
  const renderPublic = async (
    origin: string,
    page: PageContent,
    { key, status, reads: paths }: ReturnType<typeof pageFor>,
  ) => {
    const frame = publicPages.get(key)?.html ?? shellFrame!;
    const inputs = inputsOf(page, origin);
    // As the browser will read them: JSON, nothing more.
    const reads = JSON.parse(
      JSON.stringify(
        (paths ?? []).flatMap((name) =>
          page.data?.[name] === undefined ? [] : [{ path: name, data: page.data[name] }],
        ),
      ),
    ) as FirstRead[];
    const rendered = await render.page(key, reads, inputs).catch((err: unknown) => {
      // The frame with the inputs and reads still works: the app renders the page in the browser.
      app.log.error({ err, page: key }, "page not rendered on the server");
      return undefined;
    });
    return html(status, assemblePage(frame, inputs, reads, rendered));
  };
  // A signed-in page's shell as the build wrote it, the same for every viewer, with the site
  // inputs the app starts from and its skeleton rendered again with them, so what paints before
  // the code runs names the coach's brand (the build's was made with the defaults). Kept per
  // origin and content version.
  const shellPage = async (origin: string, page: PageContent, member: string | undefined, status: number) => {
    const memberShell = member === undefined ? undefined : memberShellHtml.get(member);
    const inputs = inputsOf(page, origin);
    if (memberShell === undefined) return html(status, assemblePage(shellFrame!, inputs, [], undefined));
    const skeleton = await render.skeleton(member!, inputs).catch((err: unknown) => {
      app.log.error({ err, page: member }, "skeleton not rendered on the server");
      return undefined;
    });
    return html(status, assembleShell(memberShell, inputs, skeleton));
  };
  const keptPage = (origin: string, page: PageContent, found: ReturnType<typeof pageFor>) =>
    keep(`${origin}\0${found.key}`, () =>
      publicPages.has(found.key)
        ? renderPublic(origin, page, found)
        : shellPage(origin, page, found.member, found.status),
    );

  // A public page read by its path parameters (decision 073): rendered for this request by the
  // same renderer with the answers for those parameters, or the 404 page when there is nothing there.
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
    if (reads === null) return sendKept(req, reply, keptPage(origin, page, notFoundPage()));
    const inputs = inputsOf(page, origin);
    const readsJson = JSON.stringify(reads ?? []);
    // Off the request thread, one at a time per visitor's address, kept while unchanged; the
    // frame with the inputs and reads still works without it: the app renders the page.
    const rendered = reads
      ? await renderInPool(req, `visitor ${req.ip}`, { url: req.url, readsJson, inputs })
      : undefined;
    const body = assemblePage(shellFrame!, inputs, readsJson, rendered);
    return sendCached(req, reply, textForOneRequest(200, "text/html; charset=utf-8", "no-cache", body));
  };

  const sendPage = async (req: FastifyRequest, reply: FastifyReply, pathname: string, page: PageContent) => {
    const found = pageFor(pathname);
    if (found.byParams !== undefined) {
      return sendPageByParams(req, reply, pathname, page, { ...found, byParams: found.byParams });
    }
    const { status, member } = found;
    const origin = originOf(req);
    const reads =
      member !== undefined && firstReads ? await firstReads(req, reply, found.reads ?? []) : undefined;
    const kept = keptPage(origin, page, found);
    if (reads === undefined) return sendKept(req, reply, kept);
    const built = kept instanceof Promise ? await kept : kept;
    const readsJson = JSON.stringify(reads);
    const rendered = await renderForViewer(req, origin, page, reads, readsJson);
    // This viewer's own page: rendered for them off the request thread (decision 084), or else
    // the page's shell as the build rendered it (skeletons shaped like its content) with the
    // viewer's first reads written in, from which the app renders the page at once (decision 074).
    const body =
      rendered === undefined
        ? withFirstReads(built.body.toString(), readsJson)
        : assembleMemberPage(memberShellHtml.get(member!)!, inputsOf(page, origin), readsJson, rendered);
    return sendCached(req, reply, textForOneRequest(status, built.type, "private, no-cache", body));
  };

  // A member page is rendered only in the viewer's own time zone (an account setting, unset until
  // the app's first visit sets it): what the browser hydrates then shows the same times.
  const pool = renderPool(webDistDir);
  app.addHook("onClose", () => pool.close());
  const renderForViewer = async (
    req: FastifyRequest,
    origin: string,
    page: PageContent,
    reads: readonly FirstRead[],
    readsJson: string,
  ) => {
    const viewer = reads.find((read) => read.path === "auth.me")?.data as
      { id?: string; timeZone?: string | null } | undefined;
    if (!viewer?.id || !viewer.timeZone) return undefined;
    return renderInPool(req, `account ${viewer.id}`, {
      url: req.url,
      readsJson,
      inputs: inputsOf(page, origin),
    });
  };
  const renderInPool = async (
    req: FastifyRequest,
    requester: string,
    task: { url: string; readsJson: string; inputs: SiteInputs },
  ) => {
    const rendered = await pool
      .page(requester, String(content.version), task, new Date())
      .catch((err: unknown) => {
        req.log.error({ err, page: req.url }, "page not rendered on the server");
        return undefined;
      });
    return rendered?.notFound ? undefined : rendered;
  };

  if (hasWeb) {
    const siteFile = (type: string, text: string) => cachedText(200, type, "public, max-age=3600", text);
    const pages = [...publicPages.values()];
    // The archive's issues come and go with the database: listed per request.
    app.get("/sitemap.xml", { config: { siteFile: true } }, async (req, reply) => {
      const body = sitemapXml(originOf(req), pages, await sitemapPaths());
      return sendCached(req, reply, siteFile(SITE_FILE_TYPES.sitemap, body));
    });
    app.get("/robots.txt", { config: { siteFile: true } }, (req, reply) => {
      const origin = originOf(req);
      return sendKept(
        req,
        reply,
        keep(`${origin}\0/robots.txt`, () => siteFile(SITE_FILE_TYPES.robots, robotsText(origin))),
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
