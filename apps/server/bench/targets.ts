/**
 * What `pnpm bench` holds the server to, as a member or visitor feels it (decision 060), and
 * the one judgment of each. The run prints every figure beside a baseline of the same run.
 */

/** Member API: p99 at a steady rate per endpoint, on PostgreSQL. */
export const API_P99_MS = 25;
export const API_RATE = 300;
/** The resource list (1,000 resources in the catalogue) with brotli, on the wire. */
export const RESOURCES_WIRE_MAX_BYTES = 60 * 1024;
/** The home page with brotli: requests a second, and its time per request against a static file's. */
export const HOME_MIN_RPS = 5000;
export const HOME_MAX_TIMES_STATIC = 2;
/** The newsletter: every copy out within a minute while GET / keeps its p99 under 50 ms. */
export const NEWSLETTER_MAX_SECONDS = 60;
export const NEWSLETTER_PAGE_P99_MS = 50;
/**
 * Booking under load (contract §14): while one account fires 60 refused bookings at once, in
 * waves, `GET /api/health` paced at 50 a second keeps its p99 within 100 ms, on PostgreSQL.
 */
export const STORM_BOOKINGS = 60;
export const STORM_WAVES_PER_SECOND = 2;
export const STORM_HEALTH_RATE = 50;
export const STORM_HEALTH_P99_MS = 100;

/**
 * Signed-in pages (decision 074): a page view costs the server at most 3 times the CPU of the
 * page's main API read, and while one account asks for 50 pages at once, over and over,
 * `GET /api/health` paced at 50 a second keeps its p99 within 100 ms.
 */
export const MEMBER_PAGE_MAX_TIMES_READ = 3;
export const MEMBER_PAGE_RATE = 50;
export const MEMBER_PAGE_CONNECTIONS = 50;
export const MEMBER_PAGE_HEALTH_P99_MS = 100;

/** The coach's board (contract §15): this many client businesses, each with a year of check-ins. */
export const BOARD_BUSINESSES = 500;
export const BOARD_WEEKS = 52;
/** The board asked this many times a second, paced (a coach's screen, a few coaches at once). */
export const BOARD_RATE = 10;
export const BOARD_P99_MS = 100;

/** The storm's answers by what they say: refused by the allowance, by the attempt limit, or anything else. */
export interface StormCounts {
  forbidden: number;
  tooMany: number;
  other: number;
}

/** Counts the answers by status; connection errors and timeouts are `other`. */
export function stormCounts(statuses: Record<string, number>, unanswered: number): StormCounts {
  const counts = { forbidden: 0, tooMany: 0, other: unanswered };
  for (const [status, n] of Object.entries(statuses)) {
    if (status === "403") counts.forbidden += n;
    else if (status === "429") counts.tooMany += n;
    else counts.other += n;
  }
  return counts;
}

/** Every refused booking said so, as 403 or 429: none failed, none was let through. */
export const stormRefusedMet = (counts: StormCounts) =>
  counts.forbidden + counts.tooMany > 0 && counts.other === 0;

/** What a run saw, as far as a target needs it. */
export interface Latencies {
  /** Answers with the expected status. */
  ok: number;
  p99: number;
  /** Other statuses, connection errors and timeouts. */
  failures: number;
}

/** A latency target: met only when something was answered and nothing failed. */
export const latencyMet = (run: Latencies, maxP99Ms: number) =>
  run.ok > 0 && run.failures === 0 && run.p99 <= maxP99Ms;

/** One GET as received: status and body bytes, not decoded. */
export interface Received {
  status: number;
  bytes: number;
}

/** The resource list: small enough with brotli, and a 304 for the copy the client holds. */
export const wireMet = (brotli: Received) =>
  brotli.status === 200 && brotli.bytes <= RESOURCES_WIRE_MAX_BYTES;
export const notModifiedMet = (repeat: Received) => repeat.status === 304;

/**
 * The home page against the static file of its size from the same server: how many times the
 * static file's time per request it takes (1 / req/s), undefined when either answered nothing.
 */
export const timesStatic = (homeRps: number, staticRps: number): number | undefined =>
  homeRps > 0 && staticRps > 0 ? staticRps / homeRps : undefined;

export const homeRateMet = (homeRps: number) => homeRps >= HOME_MIN_RPS;
export const homeAgainstStaticMet = (homeRps: number, staticRps: number) => {
  const times = timesStatic(homeRps, staticRps);
  return times !== undefined && times <= HOME_MAX_TIMES_STATIC;
};
