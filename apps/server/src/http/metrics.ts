import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { countSubscriptionsByStatus, readOutboxHealth } from "@scalemsp/api";
import type { DatabaseHandle } from "@scalemsp/db";
import { OPERATIONS_MESSAGES } from "@scalemsp/validators";
import { routeLabelsOf } from "./metric-routes";
import { mayReadMetrics } from "./metrics-access";

export const METRICS_PATH = "/metrics";

/** The process's own figures (event-loop delay, memory, CPU): once per process, however many servers it runs. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface MetricsOptions {
  database: DatabaseHandle;
  /** Whether a peer is a proxy `TRUST_PROXY` names (`namedProxy`). */
  isProxy: (address: string) => boolean;
  token: string | undefined;
}

/** What the routes of this server count beyond requests: the payment webhook's events. */
export interface ServerCounters {
  billingEvent(type: string, outcome: string): void;
}

/**
 * `GET /metrics` in Prometheus's text format: requests by route and status with their
 * latency, the process's own figures (event-loop delay, memory, CPU), the payment webhook's
 * events, and, read at each scrape, the outbox, the subscriptions by status and the database's
 * connections.
 */
export function registerMetrics(
  app: FastifyInstance,
  { database, isProxy, token }: MetricsOptions,
): ServerCounters {
  const registry = new Registry();
  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer HTTP requests, by method, route pattern (tRPC: procedure) and status",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: "scalemsp_database_up",
    help: "1 when the database answered this scrape, 0 when it did not",
    registers: [registry],
  });
  const poolMax = new Gauge({
    name: "scalemsp_db_pool_max",
    help: "Connections this process may open to the database",
    registers: [registry],
  });
  poolMax.set(database.pool.max);
  const connections = new Gauge({
    name: "scalemsp_db_connections",
    help: "The database's client connections by state, from every process using it (PostgreSQL only)",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  const outbox = new Gauge({
    name: "scalemsp_outbox_messages",
    help: "Outbox messages: queued (all waiting), failing (queued again after a failed try), failed (given up)",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  const outboxOldest = new Gauge({
    name: "scalemsp_outbox_oldest_seconds",
    help: "Age of the oldest message: due (due and never tried: the workers' lag), failing (since it was queued)",
    labelNames: ["state"] as const,
    registers: [registry],
  });

  const billingEvents = new Counter({
    name: "scalemsp_billing_events_total",
    help: "Stripe webhook events this process received, by type and outcome (applied, duplicate, ignored)",
    labelNames: ["type", "outcome"] as const,
    registers: [registry],
  });
  const subscriptions = new Gauge({
    name: "scalemsp_billing_subscriptions",
    help: "Stripe subscriptions by status, as their newest events left them (past_due: payments failing)",
    labelNames: ["status"] as const,
    registers: [registry],
  });

  const routeLabels = routeLabelsOf(new Set());
  app.addHook("onResponse", (req: FastifyRequest, reply: FastifyReply, done) => {
    const status = reply.statusCode;
    for (const route of routeLabels(req, status))
      requests.observe({ method: req.method, route, status_code: status }, reply.elapsedTime / 1000);
    done();
  });

  /** The figures that live in the database, read now; a database that does not answer is a figure too. */
  async function readDatabaseFigures() {
    try {
      const [health, byState, byStatus] = await Promise.all([
        readOutboxHealth(database.db, new Date()),
        database.pool.connectionsByState(),
        countSubscriptionsByStatus(database.db),
      ]);
      subscriptions.reset();
      for (const [status, count] of Object.entries(byStatus)) subscriptions.set({ status }, count);
      outbox.set({ state: "queued" }, health.queued);
      outbox.set({ state: "failing" }, health.failing);
      outbox.set({ state: "failed" }, health.failed);
      outboxOldest.set({ state: "due" }, health.oldestDueSeconds);
      outboxOldest.set({ state: "failing" }, health.oldestFailingSeconds);
      connections.reset();
      for (const [state, count] of Object.entries(byState)) connections.set({ state }, count);
      databaseUp.set(1);
    } catch {
      // Stale figures would look like good ones.
      outbox.reset();
      outboxOldest.reset();
      connections.reset();
      subscriptions.reset();
      databaseUp.set(0);
    }
  }

  app.get(METRICS_PATH, async (req, reply) => {
    if (!mayReadMetrics(req, token, isProxy))
      return reply.code(403).send({ message: OPERATIONS_MESSAGES.metricsRefused });
    await readDatabaseFigures();
    const all = Registry.merge([processMetrics(), registry]);
    return reply.type(all.contentType).send(await all.metrics());
  });
  return {
    billingEvent: (type, outcome) => billingEvents.inc({ type, outcome }),
  };
}
