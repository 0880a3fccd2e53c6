/**
 * `pnpm bench`: the server's speed as its users feel it (decision 060), each figure beside a
 * baseline of the same run and judged against its target (targets.ts):
 *   - the home page's requests a second with brotli, beside a static file of the same bytes;
 *   - every member API call at a steady 300 requests a second, REST and tRPC, beside
 *     GET /api/health at the same rate; and the resource list's bytes on the wire and its 304;
 *   - a newsletter issue to 5,000 subscribers while visitors keep asking for the home page;
 *   - one account's bookings, 60 at once and all refused, while GET /api/health is paced beside;
 *   - a signed-in page view's server CPU beside its main API read's, and GET /api/health paced
 *     while one account keeps 50 page requests in flight;
 *   - the coach's board for 500 businesses with a year of check-ins, beside GET /api/health.
 * The server is driven over HTTP only, a server from `startTestServer`.
 *
 *   pnpm bench [--backend postgres|pglite|both] [--rate 300] [--duration 4] [--warmup 1]
 *              [--page-duration 5] [--connections 10] [--rounds 5]
 *              [--database-url postgres://…] [--database-name scalemsp_bench] [--keep]
 *              [--only pages|api|newsletter|storm|member-pages|board|<text of an endpoint>] [--cpu-prof DIR]
 *              [--subscribers 5000] [--page-rate 100]
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { openPglite, openPostgres, postgresReachable, type OpenedBackend } from "./databases";
import { benchBoard, type BoardReport } from "./board";
import { benchBookingStorm, type StormReport } from "./booking-storm";
import { benchHomePage, type HomePageReport } from "./home-page";
import { benchMemberPages, type MemberPagesReport } from "./member-pages";
import { LoadGenerator, merge, type LoadResult } from "./load-client";
import { RESOURCES_LABEL, benchMemberApi, describeRun, type ApiReport } from "./member-api";
import { benchNewsletter, type NewsletterResult } from "./newsletter";
import { markdownTable, verdict } from "./report-format.mjs";
import {
  API_P99_MS,
  API_RATE,
  BOARD_BUSINESSES,
  BOARD_P99_MS,
  BOARD_RATE,
  BOARD_WEEKS,
  HOME_MAX_TIMES_STATIC,
  HOME_MIN_RPS,
  MEMBER_PAGE_CONNECTIONS,
  MEMBER_PAGE_HEALTH_P99_MS,
  MEMBER_PAGE_MAX_TIMES_READ,
  MEMBER_PAGE_RATE,
  NEWSLETTER_MAX_SECONDS,
  NEWSLETTER_PAGE_P99_MS,
  RESOURCES_WIRE_MAX_BYTES,
  STORM_BOOKINGS,
  STORM_HEALTH_P99_MS,
  STORM_HEALTH_RATE,
  STORM_WAVES_PER_SECOND,
  homeAgainstStaticMet,
  homeRateMet,
  latencyMet,
  notModifiedMet,
  stormRefusedMet,
  timesStatic,
  wireMet,
} from "./targets";

type Backend = "postgres" | "pglite";

const { values: flags } = parseArgs({
  options: {
    backend: { type: "string", default: "postgres" },
    rate: { type: "string", default: String(API_RATE) },
    duration: { type: "string", default: "4" },
    warmup: { type: "string", default: "1" },
    "page-duration": { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    rounds: { type: "string", default: "5" },
    "database-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    },
    /** The database the bench drops and creates on that server. */
    "database-name": { type: "string", default: "scalemsp_bench" },
    keep: { type: "boolean", default: false },
    /** A V8 CPU profile of one extra run per member endpoint and transport, signed-in page and read, and of the board, into this directory. */
    "cpu-prof": { type: "string" },
    /** `pages`, `api`, `newsletter`, `storm`, `member-pages` or `board` alone; other text: the member endpoints whose label holds it. */
    only: { type: "string" },
    /** The newsletter run: subscribers the issue goes to, and GET / requests a second meanwhile. */
    subscribers: { type: "string", default: "5000" },
    "page-rate": { type: "string", default: "100" },
  },
});

const positive = (name: string, value: string | undefined): number => {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
};
const only = flags.only?.toLowerCase();
const parts = {
  pages: !only || only === "pages",
  api: !only || !["pages", "newsletter", "storm", "member-pages", "board"].includes(only),
  newsletter: !only || only === "newsletter",
  storm: !only || only === "storm",
  memberPages: !only || only === "member-pages",
  board: !only || only === "board",
};
const log = (message: string) => process.stderr.write(`${message}\n`);
const settings = {
  rate: Math.round(positive("rate", flags.rate)),
  duration: positive("duration", flags.duration),
  warmup: Number(flags.warmup ?? 0),
  pageDuration: positive("page-duration", flags["page-duration"]),
  connections: Math.round(positive("connections", flags.connections)),
  rounds: Math.round(positive("rounds", flags.rounds)),
  subscribers: Math.round(positive("subscribers", flags.subscribers)),
  pageRate: Math.round(positive("page-rate", flags["page-rate"])),
};
const postgresOptions = {
  serverUrl: flags["database-url"],
  name: flags["database-name"],
  keep: flags.keep,
  log,
};
if (!/^[a-z_][a-z0-9_]*$/.test(postgresOptions.name))
  throw new Error("--database-name must be a plain lower-case name");
const requestedBackends: Backend[] =
  flags.backend === "both"
    ? ["postgres", "pglite"]
    : flags.backend === "postgres" || flags.backend === "pglite"
      ? [flags.backend]
      : (() => {
          throw new Error("--backend must be postgres, pglite or both");
        })();

const openBackend = (backend: Backend): Promise<OpenedBackend> =>
  backend === "postgres" ? openPostgres(postgresOptions) : openPglite();

/** The bench's verdicts, counted for the closing line. */
const verdicts = { met: 0, missed: 0 };
const judge = (met: boolean) => {
  verdicts[met ? "met" : "missed"] += 1;
  return verdict(met);
};

// ---------------------------------------------------------------- formats

const backendName = (backend: Backend) => (backend === "postgres" ? "PostgreSQL" : "PGlite");
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const latency = (result: LoadResult, key: "p50" | "p99") => (result.ok === 0 ? "–" : ms(result[key]));
const kb = (bytes: number) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`);
const bytesText = (bytes: number) => `${bytes.toLocaleString("en-US")} B`;
const loadAverage = () => os.loadavg()[0] ?? 0;
const p99Met = (result: LoadResult, maxMs: number) =>
  latencyMet({ ok: result.ok, p99: result.p99, failures: result.failures }, maxMs);

// ---------------------------------------------------------------- the home page

function homeTable({ home, staticFile }: HomePageReport): string {
  const times = timesStatic(home.result.requestsPerSecond, staticFile.result.requestsPerSecond);
  const rows = [home, staticFile].map((run, i) => [
    run.label,
    run.result.requestsPerSecond.toFixed(0),
    latency(run.result, "p50"),
    latency(run.result, "p99"),
    run.result.cpuMs.toFixed(3),
    kb(run.bytes),
    String(run.result.failures),
    i === 0 ? judge(homeRateMet(run.result.requestsPerSecond)) : "",
    i === 0 && times !== undefined ? `${times.toFixed(2)}×` : "",
    i === 0
      ? judge(homeAgainstStaticMet(home.result.requestsPerSecond, staticFile.result.requestsPerSecond))
      : "",
  ]);
  return markdownTable(
    [
      "what",
      "req/s",
      "p50 ms",
      "p99 ms",
      "server CPU ms/req",
      "response",
      "failed",
      `≥ ${HOME_MIN_RPS.toLocaleString("en-US")} req/s`,
      "time per request / static",
      `≤ ${HOME_MAX_TIMES_STATIC}×`,
    ],
    rows,
    [false, true, true, true, true, true, true, false, true, false],
  );
}

// ---------------------------------------------------------------- the member API

function apiTable(backend: Backend, report: ApiReport): string {
  // The target is PostgreSQL's, the database of a real deployment; PGlite's figures are shown.
  const judged = backend === "postgres";
  const rows = report.runs.map((run) => [
    run.transport === "REST" || run.transport === undefined ? run.label : "",
    run.transport ?? "",
    run.result.requestsPerSecond.toFixed(0),
    latency(run.result, "p50"),
    latency(run.result, "p99"),
    run.transport && judged ? judge(p99Met(run.result, API_P99_MS)) : "",
    kb(run.bytes),
    run.result.cpuMs.toFixed(3),
    run.result.dbCpuMs === undefined ? "" : run.result.dbCpuMs.toFixed(3),
    String(run.result.failures),
  ]);
  return markdownTable(
    [
      "endpoint",
      "transport",
      "answered req/s",
      "p50 ms",
      "p99 ms",
      `p99 ≤ ${API_P99_MS} ms`,
      "answer",
      "server CPU ms/req",
      "db CPU ms/req",
      "failed",
    ],
    rows,
    [false, false, true, true, true, false, true, true, true, true],
  );
}

function wireTable(wire: ApiReport["wire"]): string {
  return markdownTable(
    [
      "transport",
      "no Accept-Encoding (baseline)",
      "Accept-Encoding: br",
      "encoding",
      `≤ ${RESOURCES_WIRE_MAX_BYTES / 1024} KB`,
      "again with If-None-Match",
      "304",
    ],
    wire.map(({ transport, check }) => [
      transport,
      bytesText(check.plain.bytes),
      bytesText(check.brotli.bytes),
      check.brotli.encoding ?? "none",
      judge(wireMet(check.brotli)),
      `${check.repeat.status}, ${check.repeat.bytes} B`,
      judge(notModifiedMet(check.repeat)),
    ]),
    [false, true, true, false, false, true, false],
  );
}

// ---------------------------------------------------------------- the newsletter

interface NewsletterReport {
  backend: Backend;
  result: NewsletterResult<LoadResult>;
  loadBefore: number;
  loadAfter: number;
}

async function benchNewsletterOn(backend: Backend, load: LoadGenerator): Promise<NewsletterReport> {
  log(
    `\n== newsletter on ${backendName(backend)}: ${settings.subscribers.toLocaleString("en-US")} subscribers`,
  );
  const loadBefore = loadAverage();
  const opened = await openBackend(backend);
  load.watch(() => opened.databaseCpuMs());
  try {
    const result = await benchNewsletter({
      handle: opened.handle,
      subscribers: settings.subscribers,
      pageRate: settings.pageRate,
      pace: (url, seconds) =>
        load.run({
          mode: "paced",
          url,
          method: "GET",
          headers: { "accept-encoding": "br" },
          connections: 1,
          duration: seconds,
          rate: settings.pageRate,
        }),
      merge,
      log,
    });
    log(
      `   ${result.delivered} delivered, ${result.duplicates} twice, last after ${result.secondsToLast.toFixed(1)} s ` +
        `(${result.perSecond.toFixed(0)}/s); GET / during: ${describeRun(result.during)}`,
    );
    return { backend, result, loadBefore, loadAfter: loadAverage() };
  } finally {
    await opened.dispose();
  }
}

function newsletterTable(reports: NewsletterReport[]): string {
  return markdownTable(
    [
      "database",
      "delivered",
      "twice",
      "to last delivery s",
      "messages/s",
      `≤ ${NEWSLETTER_MAX_SECONDS} s`,
      "GET / p99 ms before (baseline)",
      "GET / p50 ms during",
      "GET / p99 ms during",
      `p99 ≤ ${NEWSLETTER_PAGE_P99_MS}`,
      "GET / failed",
      "event-loop delay p99 / max ms",
      "load avg before → after",
    ],
    reports.map(({ backend, result, loadBefore, loadAfter }) => [
      backendName(backend),
      `${result.delivered} of ${result.subscribers}`,
      String(result.duplicates),
      result.secondsToLast.toFixed(1),
      result.perSecond.toFixed(0),
      judge(result.delivered === result.subscribers && result.secondsToLast <= NEWSLETTER_MAX_SECONDS),
      latency(result.idle, "p99"),
      latency(result.during, "p50"),
      latency(result.during, "p99"),
      judge(p99Met(result.during, NEWSLETTER_PAGE_P99_MS)),
      String(result.during.failures),
      `${ms(result.loopDelay.p99)} / ${ms(result.loopDelay.max)}`,
      `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
    ]),
    [false, true, true, true, true, false, true, true, true, false, true, true, false],
  );
}

// ---------------------------------------------------------------- the booking storm

interface StormRun {
  backend: Backend;
  report: StormReport;
  loadBefore: number;
  loadAfter: number;
}

function stormTable(runs: StormRun[]): string {
  return markdownTable(
    [
      "database",
      "health p99 ms alone (baseline)",
      "health p50 ms during",
      "health p99 ms during",
      `p99 ≤ ${STORM_HEALTH_P99_MS} ms`,
      "health failed",
      "bookings sent",
      "403",
      "429",
      "other",
      "all 403 or 429",
      "server CPU ms/booking",
      "db CPU ms/booking",
      "load avg before → after",
    ],
    runs.map(({ backend, report, loadBefore, loadAfter }) => {
      // The target is PostgreSQL's: PGlite runs one connection, so nothing there waits on a lock.
      const judged = backend === "postgres";
      return [
        backendName(backend),
        latency(report.alone, "p99"),
        latency(report.during, "p50"),
        latency(report.during, "p99"),
        judged ? judge(p99Met(report.during, STORM_HEALTH_P99_MS)) : "",
        String(report.during.failures),
        String(report.sent),
        String(report.counts.forbidden),
        String(report.counts.tooMany),
        String(report.counts.other),
        judged ? judge(stormRefusedMet(report.counts)) : "",
        report.cpuMsPerBooking.toFixed(3),
        report.dbCpuMsPerBooking === undefined ? "" : report.dbCpuMsPerBooking.toFixed(3),
        `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
      ];
    }),
    [false, true, true, true, false, true, true, true, true, true, false, true, true, false],
  );
}

// ---------------------------------------------------------------- the coach's board

interface BoardRun {
  backend: Backend;
  report: BoardReport;
  loadBefore: number;
  loadAfter: number;
}

function boardTable(runs: BoardRun[]): string {
  return markdownTable(
    [
      "database",
      "businesses",
      "check-ins",
      "health p99 ms (baseline)",
      "board p50 ms",
      "board p99 ms",
      `p99 ≤ ${BOARD_P99_MS} ms`,
      "answer",
      "server CPU ms/req",
      "failed",
      "load avg before → after",
    ],
    runs.map(({ backend, report, loadBefore, loadAfter }) => [
      backendName(backend),
      String(report.rows),
      report.checkIns.toLocaleString("en-US"),
      latency(report.health, "p99"),
      latency(report.board, "p50"),
      latency(report.board, "p99"),
      judge(p99Met(report.board, BOARD_P99_MS)),
      `${(report.bytes / 1024).toFixed(1)} KB`,
      ms(report.board.cpuMs),
      String(report.board.failures),
      `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
    ]),
    [false, true, true, true, true, true, false, true, true, true, false],
  );
}

// ---------------------------------------------------------------- signed-in pages

interface MemberPagesRun {
  backend: Backend;
  report: MemberPagesReport;
  loadBefore: number;
  loadAfter: number;
}

function memberPageCostTable(runs: MemberPagesRun[]): string {
  return markdownTable(
    [
      "database",
      "page",
      "CPU ms a view",
      "p99 ms",
      "main read",
      "CPU ms a read (baseline)",
      "p99 ms",
      "page ÷ read",
      `≤ ${MEMBER_PAGE_MAX_TIMES_READ}×`,
    ],
    runs.flatMap(({ backend, report }) =>
      report.costs.map((cost) => {
        const times = cost.pageRun.cpuMs / Math.max(cost.readRun.cpuMs, 0.001);
        return [
          backendName(backend),
          cost.page,
          ms(cost.pageRun.cpuMs),
          latency(cost.pageRun, "p99"),
          cost.readLabel,
          ms(cost.readRun.cpuMs),
          latency(cost.readRun, "p99"),
          `${times.toFixed(2)}×`,
          judge(cost.pageRun.failures === 0 && times <= MEMBER_PAGE_MAX_TIMES_READ),
        ];
      }),
    ),
    [false, false, true, true, false, true, true, true, false],
  );
}

function memberPageLoadTable(runs: MemberPagesRun[]): string {
  return markdownTable(
    [
      "database",
      "health p99 ms alone (baseline)",
      "health p50 ms during",
      "health p99 ms during",
      `p99 ≤ ${MEMBER_PAGE_HEALTH_P99_MS} ms`,
      "health failed",
      "pages/s",
      "page p99 ms",
      "pages failed",
      "load avg before → after",
    ],
    runs.map(({ backend, report, loadBefore, loadAfter }) => [
      backendName(backend),
      latency(report.alone, "p99"),
      latency(report.during, "p50"),
      latency(report.during, "p99"),
      judge(p99Met(report.during, MEMBER_PAGE_HEALTH_P99_MS)),
      String(report.during.failures),
      report.pages.requestsPerSecond.toFixed(0),
      latency(report.pages, "p99"),
      String(report.pages.failures),
      `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
    ]),
    [false, true, true, true, false, true, true, true, true, false],
  );
}

// ---------------------------------------------------------------- the run

async function main() {
  const started = performance.now();
  const backends = [...requestedBackends];
  if (backends.includes("postgres")) {
    const problem = await postgresReachable(postgresOptions.serverUrl);
    if (problem) {
      log(
        `PostgreSQL at ${new URL(postgresOptions.serverUrl).host} is unreachable (${problem}): ` +
          "PGlite only, and no verdict on the member API.",
      );
      backends.splice(backends.indexOf("postgres"), 1);
      if (!backends.includes("pglite")) backends.push("pglite");
    }
  }

  const cpus = os.cpus();
  const machine = `Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}`;
  log(machine);
  const out: string[] = ["", machine];
  const load = new LoadGenerator();
  try {
    if (parts.pages) {
      log("\n== home page, Accept-Encoding: br");
      const loadBefore = loadAverage();
      // A page asks the database nothing it has not kept: PGlite will do.
      const opened = await openPglite();
      try {
        const pages = await benchHomePage(opened, load, {
          ...settings,
          duration: settings.pageDuration,
          log,
        });
        out.push(
          `\n### The home page with Accept-Encoding: br\n`,
          `${settings.connections} connections, as many requests as they carry, ${settings.pageDuration} s each ` +
            `in ${settings.rounds} alternating slices. 1-minute load average ${loadBefore.toFixed(1)} before. ` +
            `Targets: ≥ ${HOME_MIN_RPS.toLocaleString("en-US")} req/s, and at most ${HOME_MAX_TIMES_STATIC}× the time ` +
            `of the static file of the same bytes that the same server sends (the baseline).\n`,
          homeTable(pages),
        );
      } finally {
        await opened.dispose();
      }
    }
    if (parts.api) {
      for (const backend of backends) {
        log(`\n== member API on ${backendName(backend)}`);
        const loadBefore = loadAverage();
        const opened = await openBackend(backend);
        try {
          const report = await benchMemberApi(opened, load, {
            ...settings,
            only: only === "api" ? undefined : only,
            cpuProfileDir: flags["cpu-prof"],
            log,
          });
          const notes = [...new Set(report.runs.flatMap((run) => (run.note ? [run.note] : [])))];
          out.push(
            `\n### ${backendName(backend)}: the member API at ${settings.rate} req/s\n`,
            `${report.version}; ${report.seeded}. Signed in as ${report.member}. ` +
              `1-minute load average ${loadBefore.toFixed(1)} before, ${loadAverage().toFixed(1)} after.\n`,
            `Each call sent one every ${(1000 / settings.rate).toFixed(1)} ms for ${settings.duration} s after ` +
              `${settings.warmup} s unmeasured, and timed from when it was due. The first row is the baseline: ` +
              `the server's cheapest call (HTTP and one query) at the same rate. ` +
              (backend === "postgres"
                ? `Target: p99 ≤ ${API_P99_MS} ms.`
                : "No target on PGlite: the target is PostgreSQL's.") +
              "\n",
            apiTable(backend, report),
            ...notes.map((note) => `\n${note}`),
          );
          if (report.wire.length > 0)
            out.push(
              `\n### ${backendName(backend)}: ${RESOURCES_LABEL} on the wire\n`,
              `Bytes of the body as received, one request each. Targets: ≤ ${RESOURCES_WIRE_MAX_BYTES / 1024} KB ` +
                "with brotli, and a 304 when nothing changed.\n",
              wireTable(report.wire),
            );
        } finally {
          await opened.dispose();
        }
      }
    }
    if (parts.newsletter) {
      const newsletters: NewsletterReport[] = [];
      for (const backend of backends) newsletters.push(await benchNewsletterOn(backend, load));
      out.push(
        `\n### Newsletter: one issue to ${settings.subscribers.toLocaleString("en-US")} subscribers through a local SMTP server\n`,
        `The outbox worker of the full server (1 s poll, 5 connections) sends; the SMTP server (smtp-server) ` +
          `runs in a process of its own. Meanwhile GET / is asked ${settings.pageRate} times a second, paced, ` +
          `"before" for 3 s ahead of the send. Targets: every copy within ${NEWSLETTER_MAX_SECONDS} s; ` +
          `GET / p99 ≤ ${NEWSLETTER_PAGE_P99_MS} ms.\n`,
        newsletterTable(newsletters),
      );
    }
    if (parts.storm) {
      const storms: StormRun[] = [];
      for (const backend of backends) {
        log(`\n== booking storm on ${backendName(backend)}`);
        const loadBefore = loadAverage();
        const opened = await openBackend(backend);
        try {
          const report = await benchBookingStorm(opened, load, { ...settings, log });
          storms.push({ backend, report, loadBefore, loadAfter: loadAverage() });
        } finally {
          await opened.dispose();
        }
      }
      out.push(
        `\n### Booking under load: ${STORM_BOOKINGS} refused bookings at once from one account\n`,
        `${storms[0]?.report.member ?? "A member"} sends POST /api/sessions ${STORM_BOOKINGS} at once, ` +
          `${STORM_WAVES_PER_SECOND} waves a second for ${settings.duration} s, while GET /api/health is paced at ` +
          `${STORM_HEALTH_RATE} a second; the baseline is the same health check alone for ${settings.duration} s just ` +
          `before. Targets on PostgreSQL: health p99 ≤ ${STORM_HEALTH_P99_MS} ms during the storm, and every booking ` +
          "refused as 403 (no allowance) or 429 (the account's attempts already running).\n",
        stormTable(storms),
      );
    }
    if (parts.memberPages) {
      const runs: MemberPagesRun[] = [];
      for (const backend of backends) {
        log(`\n== signed-in pages on ${backendName(backend)}`);
        const loadBefore = loadAverage();
        const opened = await openBackend(backend);
        try {
          const report = await benchMemberPages(opened, load, {
            ...settings,
            cpuProfileDir: flags["cpu-prof"],
            log,
          });
          runs.push({ backend, report, loadBefore, loadAfter: loadAverage() });
        } finally {
          await opened.dispose();
        }
      }
      out.push(
        `\n### Signed-in pages: a view's server CPU, and ${MEMBER_PAGE_CONNECTIONS} at once from one account\n`,
        `${runs[0]?.report.member ?? "A member"} asks for each page, then for its main API read, each paced at ` +
          `${MEMBER_PAGE_RATE} a second for ${settings.duration} s with brotli; CPU is the server process's ` +
          `(PGlite's included) per answer. Target: a view costs at most ${MEMBER_PAGE_MAX_TIMES_READ}× the read.\n`,
        memberPageCostTable(runs),
        `\nThen the same account keeps ${MEMBER_PAGE_CONNECTIONS} GET /dashboard in flight for ${settings.duration} s ` +
          `while GET /api/health is paced at ${STORM_HEALTH_RATE} a second; the baseline is the health check alone ` +
          `just before. Target: health p99 ≤ ${MEMBER_PAGE_HEALTH_P99_MS} ms.\n`,
        memberPageLoadTable(runs),
      );
    }
    if (parts.board) {
      const runs: BoardRun[] = [];
      for (const backend of backends) {
        log(`\n== the coach's board on ${backendName(backend)}`);
        const loadBefore = loadAverage();
        const opened = await openBackend(backend);
        try {
          const report = await benchBoard(opened, load, {
            ...settings,
            cpuProfileDir: flags["cpu-prof"],
            log,
          });
          runs.push({ backend, report, loadBefore, loadAfter: loadAverage() });
        } finally {
          await opened.dispose();
        }
      }
      out.push(
        `\n### The coach's board: ${BOARD_BUSINESSES} businesses, ${BOARD_WEEKS} weeks of check-ins\n`,
        `The coach asks for GET /api/admin/accountability ${BOARD_RATE} times a second, paced, for ` +
          `${settings.duration} s with brotli; the baseline is GET /api/health paced alike just before. Each ` +
          "business has a year of weekly check-ins (one week in seven missed), three goals this quarter (one " +
          `following revenue) and six action items. Target: p99 ≤ ${BOARD_P99_MS} ms.\n`,
        boardTable(runs),
      );
    }
  } finally {
    load.close();
  }
  out.push(
    `\nTargets met: ${verdicts.met}; missed: ${verdicts.missed}. ` +
      `Whole run: ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  process.stdout.write(`${out.join("\n")}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
