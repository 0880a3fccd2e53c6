import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "@scalemsp/db";
import type { AppConfig } from "../config";
import { registerMetrics, type ServerCounters } from "./metrics";
import { registerReadiness } from "./readiness";
import { namedProxy, registerRequestIdHeader } from "./request-id";

/** What an operator watches (decision 066): the request id on every answer, `/metrics` and `/api/ready`. */
export function registerObservability(
  app: FastifyInstance,
  database: DatabaseHandle,
  config: Pick<AppConfig, "trustProxy"> & Partial<Pick<AppConfig, "metricsToken">>,
): ServerCounters {
  registerRequestIdHeader(app);
  const counters = registerMetrics(app, {
    database,
    isProxy: namedProxy(config.trustProxy),
    token: config.metricsToken,
  });
  registerReadiness(app, database);
  return counters;
}
