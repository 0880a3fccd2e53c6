import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { appRouter, getBrand, type AppRouter } from "@scalemsp/api";
import type { DatabaseHandle } from "@scalemsp/db";
import { UPLOAD_MAX_BYTES } from "@scalemsp/validators";
import type { AppConfig } from "./config";
import { contextFromRequest, type ContextDeps } from "./http/context";
import { registerDownloads } from "./http/downloads";
import { registerRequestGuards } from "./http/request-guards";
import { inlineScriptHashes, registerSecurityHeaders } from "./http/security-headers";
import { registerUploads } from "./http/uploads";
import { registerWebApp } from "./http/web";
import { registerRestRoutes } from "./rest/handler";
import { buildOpenApiDocument } from "./rest/openapi";
import { restRoutes } from "./rest/table";

export type ServerConfig = Pick<
  AppConfig,
  | "brand"
  | "publicOrigin"
  | "cookieSecure"
  | "trustProxy"
  | "webDistDir"
  | "downloadsDir"
  | "uploadsDir"
  | "logLevel"
>;

export interface CreateServerOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  logger?: boolean;
  /** Contract §8 fixes 50 MB; tests lower it. */
  uploadMaxBytes?: number;
}

/** The whole HTTP surface: /trpc, the REST mirror, health, OpenAPI, downloads and the web app. */
export async function createServer({
  config,
  database,
  logger = true,
  uploadMaxBytes = UPLOAD_MAX_BYTES,
}: CreateServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    // tRPC batches put many procedure paths in one URL.
    routerOptions: { maxParamLength: 5000 },
  });

  // JSON only: an empty JSON body is "no input" (contract §2), anything unparsable a 400.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error("The request body is not valid JSON"), { statusCode: 400 });
      done(error, undefined);
    }
  });
  // Multipart is read by the upload route itself; any other type is refused with 415.
  app.addContentTypeParser("multipart/form-data", (_req, _payload, done) => done(null));

  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, "request failed");
    return reply
      .code(status)
      .send({ message: status >= 500 ? "Something went wrong. Please try again." : error.message });
  });

  const deps: ContextDeps = {
    db: database.db,
    brand: config.brand,
    publicOrigin: config.publicOrigin,
    cookieSecure: config.cookieSecure,
  };

  const shellPath = path.join(config.webDistDir, "index.html");
  const scriptHashes = existsSync(shellPath) ? inlineScriptHashes(readFileSync(shellPath, "utf8")) : [];
  await registerSecurityHeaders(app, scriptHashes);
  await app.register(cookie);
  registerRequestGuards(app, config.publicOrigin);

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => contextFromRequest(deps, req, res),
      onError({ error, path }) {
        if (error.code === "INTERNAL_SERVER_ERROR")
          app.log.error({ err: error.cause ?? error, path }, "procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  app.get("/api/health", async (_req, reply) => {
    try {
      await database.ping();
      return { status: "ok" };
    } catch {
      return reply.code(503).send({ status: "unavailable" });
    }
  });

  const openApi = buildOpenApiDocument(restRoutes, {
    title: `${config.brand.product} API`,
    version: "1.0.0",
  });
  app.get("/api/openapi.json", async () => openApi);

  registerRestRoutes(app, restRoutes, deps);
  await registerUploads(app, { uploadsDir: config.uploadsDir, maxBytes: uploadMaxBytes, deps });
  await registerDownloads(app, config.downloadsDir, deps);
  await registerWebApp(app, config.webDistDir, {
    publicOrigin: config.publicOrigin,
    // A page still renders when the database does not answer: with the configured brand.
    brand: () => getBrand(database.db, config.brand).catch(() => config.brand),
  });
  return app;
}
