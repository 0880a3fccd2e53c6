import os from "node:os";
import type { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import {
  createBillingProvider,
  getBrand,
  getBrandImages,
  getSiteSettings,
  listArchivedIssues,
} from "@scalemsp/api";
import type { DatabaseHandle } from "@scalemsp/db";
import type { FileStore } from "@scalemsp/storage";
import {
  BRAND_IMAGES_EMPTY,
  SITE_SETTINGS_DEFAULT,
  UPLOAD_MAX_BYTES,
  newsletterIssuePath,
} from "@scalemsp/validators";
import type { AppConfig } from "./config";
import { startMailWorker, type MailOptions } from "./mail";
import type { ContextDeps } from "./http/context";
import { registerApiEncoding } from "./http/api-encoding";
import { registerSignedInCaching } from "./http/signed-in-cache";
import { registerBodyParsers, registerErrorHandler } from "./http/body-parsers";
import { registerDownloads } from "./http/downloads";
import { registerRequestGuards } from "./http/request-guards";
import type { LinkOrigins } from "./http/origin";
import { HTTP_TIMEOUTS, fastifyTimeoutOptions, type HttpTimeouts } from "./http/timeouts";
import { registerTrpcLimits } from "./http/trpc-limits";
import { registerTrpc } from "./http/trpc";
import { loggerOptions } from "./http/request-log";
import { proxyAndRequestIdOptions } from "./http/request-id";
import { registerObservability } from "./http/observability";
import { builtPageScriptHashes, registerSecurityHeaders } from "./http/security-headers";
import { registerImages } from "./http/images";
import { registerUploads } from "./http/uploads";
import { registerUnsubscribeLink } from "./http/unsubscribe-link";
import { registerBillingWebhook } from "./http/billing-webhook";
import { firstReadsOf } from "./http/member-reads";
import { publicPageReads, readsAsVisitor } from "./http/visitor-reads";
import { pathReadsOf } from "./http/path-reads";
import { registerWebApp } from "./http/web";
import { SITE_CONTENT_REVALIDATE_MS, SiteContent, registerSiteContentWrites } from "./http/site-content";
import { registerRestRoutes } from "./rest/handler";
import { buildOpenApiDocument } from "./rest/openapi";
import { restProcedures } from "./rest/routes";

export type ServerConfig = Pick<
  AppConfig,
  | "brand"
  | "publicOrigin"
  | "allowedHosts"
  | "fallbackOrigin"
  | "cookieSecure"
  | "trustProxy"
  | "webDistDir"
  | "downloadsDir"
  | "logLevel"
> &
  Partial<Pick<AppConfig, "logFormat" | "metricsToken" | "billing">>;

export interface CreateServerOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Where uploads and every other file the product writes are kept. */
  files: FileStore;
  /** A folder on this machine where an upload waits while it is checked; the system's by default. */
  tempDir?: string;
  /** Off, on (standard output), or on into this stream (tests read the lines). */
  logger?: boolean | Writable;
  /** Contract §8 fixes 50 MB; tests lower it. */
  uploadMaxBytes?: number;
  /** The outbox worker's transport and settings; without it this process sends no mail. */
  mail?: MailOptions;
  /** `HTTP_TIMEOUTS` unless a test shortens them. */
  timeouts?: HttpTimeouts;
  /** How long pages are served from what was last read before the database is asked again (tests shorten it). */
  siteContentRevalidateMs?: number;
  /** Uploaded files are sent by redirect to a presigned URL valid this long (`S3_SIGNED_URL_SECONDS`). */
  signedUrlSeconds?: number;
}

/** The whole HTTP surface: /trpc, the REST mirror, health, OpenAPI, downloads and the web app. */
export async function createServer({
  config,
  database,
  files,
  tempDir = os.tmpdir(),
  logger = true,
  uploadMaxBytes = UPLOAD_MAX_BYTES,
  mail,
  timeouts = HTTP_TIMEOUTS,
  signedUrlSeconds,
  siteContentRevalidateMs = SITE_CONTENT_REVALIDATE_MS,
}: CreateServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger
      ? loggerOptions(config.logLevel, config.logFormat ?? "json", logger === true ? undefined : logger)
      : { logger: false }),
    ...proxyAndRequestIdOptions(config.trustProxy),
    ...fastifyTimeoutOptions(timeouts),
    // tRPC batches put many procedure paths in one URL.
    routerOptions: { maxParamLength: 5000 },
  });

  registerBodyParsers(app);
  registerErrorHandler(app);
  // Request ids, /metrics and /api/ready (decision 066): first, so every request is counted.
  const counters = registerObservability(app, database, config);

  const origins: LinkOrigins = {
    publicOrigin: config.publicOrigin,
    allowedHosts: config.allowedHosts,
    fallbackOrigin: config.fallbackOrigin,
  };
  // Contract §16: Stripe when it is configured; nothing is sent to it until an owner subscribes.
  const billing = config.billing ? createBillingProvider(config.billing) : null;
  const deps: ContextDeps = {
    db: database.db,
    billing,
    brand: config.brand,
    origins,
    postalAddress: mail?.postalAddress,
    cookieSecure: config.cookieSecure,
  };

  // What the public pages are rendered from, read from the database. A page still renders when the database
  // does not answer: with the configured brand, and without the reads that failed (the app makes them).
  const pageReads = publicPageReads(config.webDistDir);
  const siteContent = new SiteContent(async () => {
    const [brand, images, site, data] = await Promise.all([
      getBrand(database.db, config.brand).catch(() => config.brand),
      getBrandImages(database.db).catch(() => BRAND_IMAGES_EMPTY),
      getSiteSettings(database.db).catch(() => SITE_SETTINGS_DEFAULT),
      readsAsVisitor(deps, pageReads),
    ]);
    return { brand, images, site, data };
  }, siteContentRevalidateMs);
  // Before every route, so that each write through any of them is seen.
  registerSiteContentWrites(app, siteContent);

  registerSecurityHeaders(app, builtPageScriptHashes(config.webDistDir));
  await app.register(cookie);
  registerRequestGuards(app, config.publicOrigin);
  registerTrpcLimits(app);

  // The API in a scope of its own: its answers get entity tags and compression, while pages,
  // site files and stored files keep their own.
  await app.register(async (api) => {
    await registerApiEncoding(api);
    registerSignedInCaching(api);
    await registerTrpc(api, deps);

    api.get("/api/health", async (_req, reply) => {
      try {
        await database.ping();
        return { status: "ok" };
      } catch {
        return reply.code(503).send({ status: "unavailable" });
      }
    });

    const openApi = buildOpenApiDocument(restProcedures, {
      title: `${config.brand.product} API`,
      version: "1.0.0",
      serverUrl: config.publicOrigin,
    });
    api.get("/api/openapi.json", async () => openApi);

    registerRestRoutes(api, restProcedures, deps);
  });
  await registerUploads(app, { files, tempDir, maxBytes: uploadMaxBytes, deps, signedUrlSeconds });
  await registerImages(app, { files, tempDir, deps });
  registerDownloads(app, config.downloadsDir, deps);
  registerUnsubscribeLink(app);
  await registerBillingWebhook(app, database.db, billing, counters);
  await registerWebApp(app, config.webDistDir, {
    origins,
    content: siteContent,
    // Each sent issue's page; the archive and the legal pages are in the build's list.
    sitemapPaths: async () =>
      (await listArchivedIssues(database.db).catch(() => [])).map((issue) => newsletterIssuePath(issue.slug)),
    firstReads: (req, reply, pageReads) => firstReadsOf(deps, req, reply, pageReads),
    pathReads: (req, reply, reads, params) => pathReadsOf(deps, req, reply, reads, params),
  });
  if (mail) startMailWorker(app, database.db, config.brand, mail);
  return app;
}
