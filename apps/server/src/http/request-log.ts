import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import pretty from "pino-pretty";

export type LogFormat = "pretty" | "json";

/** Built files and uploads: many per page view, worth a line only when something went wrong. */
const isAsset = (path: string) => /^\/(assets|uploads|downloads|images)\//.test(path) || /\.\w+$/.test(path);

/**
 * Fastify's two lines per request (received, completed) become one when the answer is sent:
 * method, path without the query (where one-time tokens travel), status and time. Successful
 * asset requests go to the debug level, so a page view is one line.
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
    else reply.log[status < 400 && isAsset(path) ? "debug" : "info"]({ status, ms }, line);
  }
}

/**
 * Fastify's logger: JSON lines for a log collector, or pino-pretty's readable lines for a
 * person at a terminal (decision 023).
 */
export function loggerOptions(
  level: string,
  format: LogFormat,
): Pick<FastifyServerOptions, "logger" | "logController"> {
  const logController = new OneLinePerRequest();
  if (format === "json") return { logger: { level }, logController };
  const stream = pretty({
    colorize: process.stdout.isTTY,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId,status,ms",
    singleLine: true,
  });
  return { logger: { level, stream }, logController };
}
