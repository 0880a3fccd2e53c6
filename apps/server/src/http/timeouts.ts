/**
 * How long the server waits on a client, and on itself at shutdown (docs/hardening.md). A
 * client sending a byte a second must not hold a connection, or the process at SIGTERM.
 */
export interface HttpTimeouts {
  /** The request line and headers must arrive within this. */
  headersMs: number;
  /** The whole request, body included (a 50 MB upload needs about 3.5 Mbit/s). */
  requestMs: number;
  /** A connection with nothing sent either way for this long is closed. */
  idleMs: number;
  /** A kept-alive connection between requests. */
  keepAliveMs: number;
  /** How often Node checks the header and request deadlines. */
  checkEveryMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 120_000,
  idleMs: 30_000,
  keepAliveMs: 10_000,
  checkEveryMs: 1_000,
};

/**
 * After SIGTERM, requests under way get this long to finish; then every connection is
 * closed, the database is closed and the process exits. Docker waits 10 s before SIGKILL.
 */
export const SHUTDOWN_GRACE_MS = 5_000;
/** Whatever still hangs (a database that does not close) ends the process at this point. */
export const SHUTDOWN_DEADLINE_MS = 8_000;

/** Fastify's options for these timeouts. */
export const fastifyTimeoutOptions = (t: HttpTimeouts) => ({
  connectionTimeout: t.idleMs,
  requestTimeout: t.requestMs,
  keepAliveTimeout: t.keepAliveMs,
  http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkEveryMs },
});
