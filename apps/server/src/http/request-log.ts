import type { Writable } from "node:stream";
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import pretty from "pino-pretty";

export type LogFormat = "pretty" | "json";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A file of the built web app (its assets, robots.txt, icons): logged only when it goes wrong. */
    siteFile?: boolean;
  }
}

/** Routes of stored and generated files: many per page view. */
const FILE_ROUTE = /^\/(assets|uploads|downloads|images)\//;

/** Built files and uploads, told by the route that answered (not by a dot in the URL, which tRPC paths have too). */
export const isFileRoute = (request: FastifyRequest) =>
  request.routeOptions.config.siteFile === true || FILE_ROUTE.test(request.routeOptions.url ?? "");

/** Marks every route registered in `scope` from now on as a site file's (the static plugin's, one per file). */
export function markSiteFileRoutes(scope: FastifyInstance): void {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, siteFile: true };
  });
}

/**
 * Fastify's two lines per request (received, completed) become one when the answer is sent:
 * method, path without the query (where one-time tokens travel), status and time, with the
 * request id Fastify's child logger adds. Successful file requests go to the debug level, so a
 * page view is one line.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = request.url.split("?")[0] ?? request.url;
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${path} ${status} ${ms} ms`;
    if (error || status >= 500) reply.log.error({ status, ms, err: error ?? undefined }, line);
    else reply.log[status < 400 && isFileRoute(request) ? "debug" : "info"]({ status, ms }, line);
  }
}

/**
 * Fastify's logger: JSON lines for a log collector, or pino-pretty's readable lines for a
 * person at a terminal (decision 023), each request's lines led by its id (decision 066).
 * Standard output unless `destination` is given (tests read the lines).
 */
export function loggerOptions(
  level: string,
  format: LogFormat,
  destination?: Writable,
): Pick<FastifyServerOptions, "logger" | "logController"> {
  const logController = new OneLinePerRequest();
  if (format === "json")
    return { logger: destination ? { level, stream: destination } : { level }, logController };
  const stream = pretty({
    colorize: destination ? false : process.stdout.isTTY,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId,status,ms",
    messageFormat: "{if reqId}[{reqId}] {end}{msg}",
    singleLine: true,
    ...(destination ? { destination } : {}),
  });
  return { logger: { level, stream }, logController };
}
