import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import {
  BRAND_DEFAULTS,
  MESSAGES,
  SITE_ORIGIN_TOKEN,
  isWebRoute,
  type BrandConfig,
} from "@scalemsp/validators";
import { withBrand } from "./brand-pages";
import { linkOrigin, type LinkOrigins } from "./origin";

/** Files of the build that name the site's origin, with their content types. */
const SITE_FILES = {
  "/robots.txt": "text/plain; charset=utf-8",
  "/sitemap.xml": "application/xml; charset=utf-8",
} as const;

/** The client's preferred encoding of the two every browser speaks, if it accepts one. */
function preferredEncoding(header: string | string[] | undefined): "br" | "gzip" | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return undefined;
}

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/trpc");

/** The page HTML for a path: a pre-rendered `<path>/index.html` when the build made one, else the app shell. */
function pageFor(webDistDir: string, pathname: string, shell: string): string {
  const clean = pathname.replace(/\/+$/, "") || "/";
  const candidate = path.join(webDistDir, clean === "/" ? "index.html" : path.join(clean, "index.html"));
  if (candidate.startsWith(webDistDir) && existsSync(candidate)) return readFileSync(candidate, "utf8");
  return shell;
}

/**
 * Serves the built web app: hashed assets for a year, pages never cached, and any
 * unknown path outside /api and /trpc as the app with a 404 status.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  {
    origins = { publicOrigin: undefined, allowedHosts: ["localhost"], fallbackOrigin: "http://localhost" },
    brand = async () => BRAND_DEFAULTS,
  }: {
    /** Where the canonical URLs, sitemap and robots.txt point (`linkOrigin`). */
    origins?: LinkOrigins;
    /** The brand to show, read for each page so that the admin's changes show on the next one. */
    brand?: () => Promise<BrandConfig>;
  } = {},
) {
  const hasWeb = existsSync(path.join(webDistDir, "index.html"));
  // The build pre-renders the home page into index.html and keeps the empty app shell beside it.
  const appShellPath = path.join(webDistDir, "app-shell.html");
  const shellPath = existsSync(appShellPath) ? appShellPath : path.join(webDistDir, "index.html");
  if (hasWeb) {
    await app.register(fastifyStatic, {
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
  }
  const shell = hasWeb ? readFileSync(shellPath, "utf8") : "";
  const notFoundShell = hasWeb ? pageFor(webDistDir, "/404", shell) : "";

  // Canonical URLs, the sitemap and robots.txt name the configured origin, else an allowed one asked for.
  const withOrigin = (req: FastifyRequest, text: string) =>
    text.replaceAll(SITE_ORIGIN_TOKEN, linkOrigin(req, origins));

  // Pages and site files are few: each is compressed once per origin and encoding, then kept.
  // Brotli at quality 5: close to the best size, in a few milliseconds for a first visitor.
  // Bounded, because without PUBLIC_ORIGIN the origin comes from the request.
  const compressed = new Map<string, Buffer>();
  const sendText = (req: FastifyRequest, reply: FastifyReply, text: string) => {
    const body = withOrigin(req, text);
    reply.header("vary", "accept-encoding");
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (!encoding) return reply.send(body);
    const key = `${encoding}\0${body}`;
    let encoded = compressed.get(key);
    if (!encoded) {
      encoded =
        encoding === "br"
          ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(body, { level: 9 });
      if (compressed.size >= 64) compressed.clear();
      compressed.set(key, encoded);
    }
    return reply.header("content-encoding", encoding).send(encoded);
  };

  const sendPage = async (req: FastifyRequest, reply: FastifyReply, status: number, html: string) =>
    sendText(
      req,
      reply.code(status).header("cache-control", "no-cache").type("text/html; charset=utf-8"),
      withBrand(html, await brand()),
    );

  for (const [file, type] of Object.entries(SITE_FILES)) {
    const filePath = path.join(webDistDir, file);
    if (!hasWeb || !existsSync(filePath)) continue;
    const text = readFileSync(filePath, "utf8");
    app.get(file, (req, reply) =>
      sendText(req, reply.header("cache-control", "public, max-age=3600").type(type), text),
    );
  }

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split("?")[0] ?? "/";
    if (isApiPath(pathname) || !hasWeb || (req.method !== "GET" && req.method !== "HEAD")) {
      return reply.code(404).send({ message: MESSAGES.notFound });
    }
    if (isWebRoute(pathname)) return sendPage(req, reply, 200, pageFor(webDistDir, pathname, shell));
    return sendPage(req, reply, 404, notFoundShell);
  });

  return { shell: hasWeb ? shell : "" };
}
