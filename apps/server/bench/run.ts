/**
 * `pnpm bench`: seeds a large member-area data set, then loads each member endpoint through
 * the full stack (REST mirror and tRPC) and through a bare Fastify baseline, on PostgreSQL
 * and on PGlite. Prints throughput and latency per endpoint, what the full stack keeps of the
 * bare throughput, and a fixed-rate run on PostgreSQL against the latency target.
 *
 *   pnpm bench [--backend postgres|pglite|both] [--duration 5] [--connections 10]
 *              [--rate 300] [--rate-duration 4] [--warmup 1] [--rounds 5]
 *              [--database-url postgres://…] [--keep] [--only newsletter]
 *              [--subscribers 5000] [--page-rate 100] [--json results.json]
 */
import { fork, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import inspector from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import postgres from "postgres";
import { openDatabase, runMigrations, type DatabaseHandle } from "@scalemsp/db";
import { startTestServer, type TestServer } from "../src/testing";
import { createBareServer } from "./bare";
import { benchNewsletter, type NewsletterResult } from "./newsletter";
import type { LayerResult } from "./forks.mjs";
import { markdownTable, pct, pctTenths, verdict } from "./report-format.mjs";
import { checkOnTheWire, type WireCheck } from "./wire";
import { pickTargets, queryRows, seedBenchData, type BenchTargets } from "./seed";

type Backend = "postgres" | "pglite";
type Layer = "REST" | "tRPC" | "bare";

const TARGET_P99_MS = 25;
const TARGET_RATIO = 0.6;
/** Issue "Speed and scale-out": every member procedure over tRPC at this share of the bare route. */
const TRPC_TARGET_RATIO = 0.85;
/** The same issue: the resource list (1,000 resources) with brotli at most this many bytes, and a 304. */
const RESOURCES_WIRE_TARGET_BYTES = 60 * 1024;
const RESOURCES_LABEL = "GET /api/resources";
/** The home page, brotli, served from memory (issue: 20 × a Ghost blog on this machine). */
const HOME_TARGET_RPS = 5000;
/** The issue's targets: every copy out within a minute while GET / keeps its p99 under 50 ms. */
const NEWSLETTER_TARGET_SECONDS = 60;
const NEWSLETTER_PAGE_P99_MS = 50;

const { values: flags } = parseArgs({
  options: {
    backend: { type: "string", default: "both" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    rate: { type: "string", default: "300" },
    "rate-duration": { type: "string", default: "4" },
    warmup: { type: "string", default: "1" },
    rounds: { type: "string", default: "5" },
    "database-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    },
    /** The database the bench drops and creates on that server. */
    "database-name": { type: "string", default: "scalemsp_bench" },
    keep: { type: "boolean", default: false },
    /** Write a V8 CPU profile of one extra slice per endpoint and layer into this directory. */
    "cpu-prof": { type: "string" },
    /**
     * Only the endpoints whose label contains this text, e.g. `--only slots`; `pages`: the home
     * page only; `newsletter`: the newsletter run only.
     */
    only: { type: "string" },
    /** The newsletter run: subscribers the issue goes to, and GET / requests a second meanwhile. */
    subscribers: { type: "string", default: "5000" },
    "page-rate": { type: "string", default: "100" },
    /** Also write each full-stack layer's share of bare and paced p99 here (`pnpm bench --forks`). */
    json: { type: "string" },
  },
});

const positive = (name: string, value: string | undefined): number => {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
};
const settings = {
  duration: positive("duration", flags.duration),
  connections: Math.round(positive("connections", flags.connections)),
  rate: Math.round(positive("rate", flags.rate)),
  rateDuration: positive("rate-duration", flags["rate-duration"]),
  warmup: Number(flags.warmup ?? 0),
  rounds: Math.round(positive("rounds", flags.rounds)),
  serverUrl: flags["database-url"],
  keep: flags.keep ?? false,
  only: flags.only?.toLowerCase(),
  cpuProfileDir: flags["cpu-prof"],
  subscribers: Math.round(positive("subscribers", flags.subscribers)),
  pageRate: Math.round(positive("page-rate", flags["page-rate"])),
};
const BENCH_DATABASE = flags["database-name"] ?? "scalemsp_bench";
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DATABASE))
  throw new Error("--database-name must be a plain lower-case name");
const requestedBackends: Backend[] =
  flags.backend === "both"
    ? ["postgres", "pglite"]
    : flags.backend === "postgres" || flags.backend === "pglite"
      ? [flags.backend]
      : (() => {
          throw new Error("--backend must be postgres, pglite or both");
        })();

const log = (message: string) => process.stderr.write(`${message}\n`);

/** A full collection on demand, so that one endpoint's garbage is not collected on the next one's time. */
const collectGarbage: () => void = (() => {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
})();

// ---------------------------------------------------------------- endpoints

interface RequestSpec {
  method: "GET" | "POST";
  path: string;
  body?: string;
}

interface Endpoint {
  /** The contract's path, as the tables name it. */
  label: string;
  rest: RequestSpec;
  trpc: RequestSpec;
}

function endpointsFor(t: BenchTargets): Endpoint[] {
  const progressBody = JSON.stringify({
    lessonId: t.lessonId,
    moduleId: t.moduleId,
    progress: 40,
    status: "in_progress",
  });
  return [
    {
      label: "GET /api/modules",
      rest: { method: "GET", path: "/api/modules" },
      trpc: { method: "GET", path: "/trpc/modules.list" },
    },
    {
      label: "GET /api/modules/{id}/lessons",
      rest: { method: "GET", path: `/api/modules/${t.moduleId}/lessons` },
      trpc: {
        method: "GET",
        path: `/trpc/modules.lessons?input=${encodeURIComponent(JSON.stringify({ id: t.moduleId }))}`,
      },
    },
    {
      label: "POST /api/progress",
      rest: { method: "POST", path: "/api/progress", body: progressBody },
      trpc: { method: "POST", path: "/trpc/progress.update", body: progressBody },
    },
    {
      label: "GET /api/resources",
      rest: { method: "GET", path: "/api/resources" },
      trpc: { method: "GET", path: "/trpc/resources.list" },
    },
    {
      label: "POST /api/resources/{id}/download",
      rest: { method: "POST", path: `/api/resources/${t.resourceId}/download`, body: "" },
      trpc: {
        method: "POST",
        path: "/trpc/resources.download",
        body: JSON.stringify({ id: t.resourceId }),
      },
    },
    {
      label: "GET /api/sessions/slots",
      rest: {
        method: "GET",
        path: `/api/sessions/slots?from=${t.slotsQuery.from}&to=${t.slotsQuery.to}`,
      },
      trpc: {
        method: "GET",
        path: `/trpc/sessions.slots?input=${encodeURIComponent(JSON.stringify(t.slotsQuery))}`,
      },
    },
  ];
}

const specOf = (endpoint: Endpoint, layer: Layer): RequestSpec =>
  layer === "tRPC" ? endpoint.trpc : endpoint.rest;

// ---------------------------------------------------------------- load generator

interface LoadJob {
  /** `cannon`: autocannon, closed loop or with overallRate; `paced`: an open-loop steady rate. */
  mode: "cannon" | "paced";
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  overallRate?: number;
  rate?: number;
}

/** One run as the generator saw it: every 2xx response time, and the count of each status. */
interface LoadOutcome {
  latencies: number[];
  statuses: Record<string, number>;
  seconds: number;
  errors: number;
  timeouts: number;
}

/** One or more runs of the same request, merged. */
interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  errors: number;
  timeouts: number;
  /** Server process CPU (PGlite's included) per answered request. */
  cpuMs: number;
  /** PostgreSQL backends' CPU per answered request, where /proc shows it. */
  dbCpuMs: number | undefined;
}

/** A run, with the CPU time the server process and the database spent during it. */
interface Slice {
  outcome: LoadOutcome;
  cpuMs: number;
  dbCpuMs: number | undefined;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: Float64Array, q: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

function merge(slices: Slice[]): LoadResult {
  const sorted = Float64Array.from(slices.flatMap((s) => s.outcome.latencies)).sort();
  const seconds = slices.reduce((sum, s) => sum + s.outcome.seconds, 0);
  const failed = slices.reduce(
    (sum, s) =>
      sum +
      Object.entries(s.outcome.statuses)
        .filter(([status]) => !status.startsWith("2"))
        .reduce((n, [, count]) => n + count, 0),
    0,
  );
  const answered = Math.max(1, sorted.length + failed);
  const dbParts = slices.map((s) => s.dbCpuMs);
  return {
    requestsPerSecond: seconds > 0 ? sorted.length / seconds : 0,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    ok: sorted.length,
    failed,
    errors: slices.reduce((sum, s) => sum + s.outcome.errors, 0),
    timeouts: slices.reduce((sum, s) => sum + s.outcome.timeouts, 0),
    cpuMs: slices.reduce((sum, s) => sum + s.cpuMs, 0) / answered,
    dbCpuMs: dbParts.some((part) => part === undefined)
      ? undefined
      : dbParts.reduce<number>((sum, part) => sum + part!, 0) / answered,
  };
}

class LoadGenerator {
  private child: ChildProcess;
  private next = 0;
  private pending = new Map<number, { resolve: (r: LoadOutcome) => void; reject: (e: Error) => void }>();

  constructor(private databaseCpuMs: () => Promise<number | undefined> = async () => undefined) {
    // Plain node, not tsx: the generator needs no TypeScript, and a CPU of its own.
    this.child = fork(path.join(import.meta.dirname, "load.mjs"), [], { execArgv: [], stdio: "inherit" });
    this.child.on("message", (message: { id: number; result?: LoadOutcome; error?: string }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.result) waiting.resolve(message.result);
      else waiting.reject(new Error(message.error ?? "load generator failed"));
    });
    this.child.on("exit", (code) => {
      for (const waiting of this.pending.values())
        waiting.reject(new Error(`load generator exited (${code})`));
      this.pending.clear();
    });
  }

  /** Whose database CPU the next runs count: the backend being measured. */
  watch(databaseCpuMs: () => Promise<number | undefined>) {
    this.databaseCpuMs = databaseCpuMs;
  }

  /** One run, with the CPU spent during it and during the quarter second after. */
  async run(job: LoadJob): Promise<Slice> {
    const id = ++this.next;
    const dbBefore = await this.databaseCpuMs();
    const before = process.cpuUsage();
    const outcome = await new Promise<LoadOutcome>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, job });
    });
    // A moment for requests the generator abandoned at the end to finish on the server.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const used = process.cpuUsage(before);
    const dbAfter = await this.databaseCpuMs();
    return {
      outcome,
      cpuMs: (used.user + used.system) / 1000,
      dbCpuMs: dbBefore === undefined || dbAfter === undefined ? undefined : dbAfter - dbBefore,
    };
  }

  close() {
    this.child.kill();
  }
}

// ---------------------------------------------------------------- databases

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresReachable(serverUrl: string): Promise<string | null> {
  const client = postgres(serverUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await client`select 1`;
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end({ timeout: 1 }).catch(() => {});
  }
}

interface OpenedBackend {
  handle: DatabaseHandle;
  /** CPU time the database's own processes have used so far; undefined when it runs in the server. */
  databaseCpuMs(): Promise<number | undefined>;
  dispose(): Promise<void>;
}

/** Linux reports process times in clock ticks, 100 a second on every common kernel. */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process from /proc, in ms; 0 once it is gone or where /proc is not readable. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th overall.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** A fresh `scalemsp_bench` database on the server, dropped first if a previous run left one. */
async function openPostgres(serverUrl: string): Promise<OpenedBackend> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${BENCH_DATABASE}" with (force)`);
  await admin.unsafe(`create database "${BENCH_DATABASE}"`);
  await admin.end();
  const databaseUrl = withDatabase(serverUrl, BENCH_DATABASE);
  // The pool size the server runs with in production (openDatabase's default).
  const handle = await openDatabase({ databaseUrl });
  await runMigrations(handle, { databaseUrl });
  // The server's backends do the database's share of each request; on this host their CPU
  // time is readable from /proc, a cost per request that a busy machine distorts far less
  // than it distorts latency.
  const local = ["127.0.0.1", "localhost", "[::1]"].includes(new URL(databaseUrl).hostname);
  const watcher = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  return {
    handle,
    async databaseCpuMs() {
      if (!local || !existsSync("/proc/self/stat")) return undefined;
      const rows = await watcher<{ pid: number }[]>`
        select pid from pg_stat_activity where datname = ${BENCH_DATABASE} and pid <> pg_backend_pid()`;
      return rows.reduce((sum, row) => sum + processCpuMs(row.pid), 0);
    },
    async dispose() {
      await watcher.end({ timeout: 1 });
      await handle.close();
      if (settings.keep) {
        log(`Kept ${databaseUrl}`);
        return;
      }
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${BENCH_DATABASE}" with (force)`);
      await cleanup.end();
    },
  };
}

/** PGlite in a temporary DATA_DIR, on disk as in production. */
async function openPglite(): Promise<OpenedBackend> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-bench-"));
  const handle = await openDatabase({ dataDir });
  await runMigrations(handle);
  return {
    handle,
    databaseCpuMs: async () => undefined,
    async dispose() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- servers

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function headersFor(spec: RequestSpec, cookie: string): Record<string, string> {
  return spec.method === "POST" ? { cookie, "content-type": "application/json" } : { cookie };
}

/** Every request must succeed once before it is measured, or the figures would be of errors. */
async function checkEndpoint(base: string, spec: RequestSpec, cookie: string, label: string) {
  const response = await fetch(base + spec.path, {
    method: spec.method,
    headers: headersFor(spec, cookie),
    body: spec.body,
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(
      `${label}: ${spec.method} ${spec.path} answered ${response.status}: ${text.slice(0, 300)}`,
    );
  }
  return text.length;
}

// ---------------------------------------------------------------- measuring

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A V8 CPU profile of this process while `run` runs, written to `file`. */
async function profiled<T>(file: string, run: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(file), { recursive: true });
  const session = new inspector.Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  try {
    return await run();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

interface Measurement {
  endpoint: Endpoint;
  layer: Layer;
  result: LoadResult;
  bytes: number;
}

interface RateMeasurement {
  endpoint: Endpoint;
  layer: Exclude<Layer, "bare">;
  cannon: LoadResult;
  paced: LoadResult;
  /** Full-stack over bare throughput, from the throughput runs. */
  ratio: number | undefined;
}

interface BackendReport {
  backend: Backend;
  version: string;
  seeded: string;
  targets: string;
  loadBefore: number;
  loadAfter: number;
  runs: Measurement[];
  rateRuns: RateMeasurement[];
  wire: { layer: Exclude<Layer, "bare">; check: WireCheck }[];
}

const loadAverage = () => os.loadavg()[0] ?? 0;

const describe = (result: LoadResult) =>
  `${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms` +
  (result.failed + result.errors + result.timeouts > 0
    ? `  ${result.failed} failed, ${result.errors} errors, ${result.timeouts} timeouts`
    : "");

async function benchBackend(backend: Backend, load: LoadGenerator): Promise<BackendReport> {
  log(`\n== ${backendName(backend)}`);
  const loadBefore = loadAverage();
  const opened = backend === "postgres" ? await openPostgres(settings.serverUrl) : await openPglite();
  load.watch(() => opened.databaseCpuMs());
  const runs: Measurement[] = [];
  const rateRuns: RateMeasurement[] = [];
  let full: TestServer | undefined;
  let bare: FastifyInstance | undefined;
  try {
    const [row] = await queryRows<{ version: string }>(opened.handle.db, "select version()");
    const version = (row?.version ?? "unknown version").replace(/ on .*$/, "");
    log(`   ${version}`);
    const seeded = await seedBenchData(opened.handle);
    const seededText = `${seeded.counts.map((c) => `${c.rows.toLocaleString("en-US")} ${c.table}`).join(", ")} in ${(seeded.ms / 1000).toFixed(1)} s`;
    log(`   seeded ${seededText}`);
    const targets = await pickTargets(opened.handle);
    const targetsText =
      `member #${targets.userId} (${targets.planLevel} plan), course #${targets.moduleId} ` +
      `(${targets.moduleRequiredPlan}, subscribed), lesson #${targets.lessonId}, resource #${targets.resourceId}`;
    log(`   ${targetsText}`);

    full = await startTestServer({ database: opened.handle });
    bare = createBareServer(opened.handle.db);
    const fullBase = await listen(full.app);
    const bases: Record<Layer, string> = { REST: fullBase, tRPC: fullBase, bare: await listen(bare) };

    const endpoints = endpointsFor(targets).filter(
      (endpoint) => !settings.only || endpoint.label.toLowerCase().includes(settings.only),
    );
    const layers: Layer[] = ["REST", "tRPC", "bare"];
    const sizes = new Map<string, number>();
    for (const endpoint of endpoints) {
      for (const layer of layers) {
        const spec = specOf(endpoint, layer);
        sizes.set(
          `${endpoint.label}|${layer}`,
          await checkEndpoint(bases[layer], spec, targets.cookie, layer),
        );
      }
    }

    // The resource list as a phone gets it: its bytes with brotli, and a 304 for the copy it holds.
    const wire: BackendReport["wire"] = [];
    for (const endpoint of endpoints.filter((e) => e.label === RESOURCES_LABEL)) {
      for (const layer of ["REST", "tRPC"] as const) {
        const spec = specOf(endpoint, layer);
        wire.push({
          layer,
          check: await checkOnTheWire(bases[layer] + spec.path, headersFor(spec, targets.cookie)),
        });
      }
    }

    const job = (endpoint: Endpoint, layer: Layer, extra: Partial<LoadJob> = {}): LoadJob => {
      const spec = specOf(endpoint, layer);
      return {
        mode: "cannon",
        url: bases[layer] + spec.path,
        method: spec.method,
        headers: headersFor(spec, targets.cookie),
        body: spec.body,
        connections: settings.connections,
        duration: settings.duration,
        ...extra,
      };
    };

    // The layers of one endpoint take turns in short slices, in a rotating order, so that
    // whatever else the machine is doing weighs on all three alike.
    const slice = settings.duration / settings.rounds;
    for (const endpoint of endpoints) {
      // Each endpoint starts from a clean heap, not from the garbage of the one before.
      collectGarbage();
      for (const layer of layers) {
        if (settings.warmup > 0) await load.run(job(endpoint, layer, { duration: settings.warmup }));
      }
      if (settings.cpuProfileDir) {
        // Apart from the measured slices: the profiler's own cost must not count in them.
        for (const layer of layers) {
          const file = path.join(settings.cpuProfileDir, `${slug(endpoint.label)}-${layer}.cpuprofile`);
          await profiled(file, () => load.run(job(endpoint, layer, { duration: slice })));
          log(`   profile ${file}`);
        }
      }
      const slices = new Map<Layer, Slice[]>(layers.map((layer) => [layer, []]));
      for (let round = 0; round < settings.rounds; round++) {
        for (let i = 0; i < layers.length; i++) {
          const layer = layers[(round + i) % layers.length]!;
          slices.get(layer)!.push(await load.run(job(endpoint, layer, { duration: slice })));
        }
      }
      for (const layer of layers) {
        const result = merge(slices.get(layer)!);
        runs.push({ endpoint, layer, result, bytes: sizes.get(`${endpoint.label}|${layer}`) ?? 0 });
        log(`   ${layer.padEnd(4)} ${endpoint.label.padEnd(34)} ${describe(result)}`);
      }
    }

    if (backend === "postgres") {
      log(
        `   fixed rate ${settings.rate} req/s, ${settings.rateDuration} s a run: autocannon overallRate, then paced`,
      );
      for (const endpoint of endpoints) {
        for (const layer of ["REST", "tRPC"] as const) {
          const fixed = { duration: settings.rateDuration };
          const cannon = merge([
            await load.run(job(endpoint, layer, { ...fixed, overallRate: settings.rate })),
          ]);
          const paced = merge([
            await load.run(job(endpoint, layer, { ...fixed, mode: "paced", rate: settings.rate })),
          ]);
          const fullRun = runs.find((r) => r.endpoint === endpoint && r.layer === layer);
          rateRuns.push({ endpoint, layer, cannon, paced, ratio: fullRun && shareOfBare(runs, fullRun) });
          log(`   ${layer.padEnd(4)} ${endpoint.label.padEnd(34)} overallRate ${describe(cannon)}`);
          log(`   ${"".padEnd(4)} ${"".padEnd(34)} paced       ${describe(paced)}`);
        }
      }
    }
    return {
      backend,
      version,
      seeded: seededText,
      targets: targetsText,
      loadBefore,
      loadAfter: loadAverage(),
      runs,
      rateRuns,
      wire,
    };
  } finally {
    await full?.close();
    await bare?.close();
    await opened.dispose();
  }
}

// ---------------------------------------------------------------- report

const backendName = (backend: Backend) => (backend === "postgres" ? "PostgreSQL" : "PGlite");
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const latency = (result: LoadResult, key: "p50" | "p99") => (result.ok === 0 ? "–" : ms(result[key]));
const kb = (bytes: number) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`);
const failures = (result: LoadResult) => result.failed + result.errors + result.timeouts;
const p99Met = (result: LoadResult) => result.ok > 0 && result.p99 <= TARGET_P99_MS && failures(result) === 0;

/** The bare run of the same endpoint as `run`. */
const bareOf = (runs: Measurement[], run: Measurement) =>
  runs.find((r) => r.endpoint === run.endpoint && r.layer === "bare");

/** A full-stack run's throughput as a share of its endpoint's bare run; none for the bare run itself. */
function shareOfBare(runs: Measurement[], run: Measurement): number | undefined {
  const bare = bareOf(runs, run);
  return run.layer === "bare" || !bare || bare.result.requestsPerSecond === 0
    ? undefined
    : run.result.requestsPerSecond / bare.result.requestsPerSecond;
}

/** `tRPC modules.list`: the procedure, without the query string. */
const layerLabel = (endpoint: Endpoint, layer: Layer) =>
  layer === "tRPC" ? `tRPC ${endpoint.trpc.path.replace(/^\/trpc\//, "").replace(/\?.*$/, "")}` : layer;

/**
 * The most requests a second the CPUs could answer, from the CPU time each one took: the
 * server's event loop is one thread, and server and database together share every core.
 * It leans far less on what else the machine was doing than the measured rate does.
 */
const cpuCeiling = (run: Measurement) =>
  Math.min(
    1000 / run.result.cpuMs,
    (os.cpus().length * 1000) / (run.result.cpuMs + (run.result.dbCpuMs ?? 0)),
  );

function throughputTable(runs: Measurement[]): string {
  const rows = runs.map((run) => {
    const bare = bareOf(runs, run);
    const ratio = shareOfBare(runs, run);
    const ceilingRatio = run.layer === "bare" || !bare ? undefined : cpuCeiling(run) / cpuCeiling(bare);
    return [
      run.layer === "REST" ? run.endpoint.label : "",
      layerLabel(run.endpoint, run.layer),
      run.result.requestsPerSecond.toFixed(0),
      latency(run.result, "p50"),
      latency(run.result, "p99"),
      pct(ratio),
      run.result.cpuMs.toFixed(3),
      run.result.dbCpuMs === undefined ? "" : run.result.dbCpuMs.toFixed(3),
      cpuCeiling(run).toFixed(0),
      pct(ceilingRatio),
      kb(run.bytes),
      String(failures(run.result)),
    ];
  });
  return markdownTable(
    [
      "endpoint",
      "layer",
      "req/s",
      "p50 ms",
      "p99 ms",
      "of bare",
      "server CPU ms/req",
      "db CPU ms/req",
      "CPU ceiling req/s",
      "of bare",
      "response",
      "failed",
    ],
    rows,
    [false, false, true, true, true, true, true, true, true, true, true, true],
  );
}

function rateTable(rateRuns: RateMeasurement[]): string {
  const rows = rateRuns.map((run) => [
    run.layer === "REST" ? run.endpoint.label : "",
    layerLabel(run.endpoint, run.layer),
    run.cannon.requestsPerSecond.toFixed(0),
    latency(run.cannon, "p50"),
    latency(run.cannon, "p99"),
    verdict(p99Met(run.cannon)),
    run.paced.requestsPerSecond.toFixed(0),
    latency(run.paced, "p50"),
    latency(run.paced, "p99"),
    verdict(p99Met(run.paced)),
    pctTenths(run.ratio),
    verdict(run.ratio !== undefined && run.ratio >= TARGET_RATIO),
    run.layer === "tRPC" ? verdict(run.ratio !== undefined && run.ratio >= TRPC_TARGET_RATIO) : "",
  ]);
  return markdownTable(
    [
      "endpoint",
      "layer",
      "overallRate req/s",
      "p50 ms",
      "p99 ms",
      `p99 ≤ ${TARGET_P99_MS}`,
      "paced req/s",
      "p50 ms",
      "p99 ms",
      `p99 ≤ ${TARGET_P99_MS}`,
      "of bare",
      `≥ ${Math.round(TARGET_RATIO * 100)}%`,
      `tRPC ≥ ${Math.round(TRPC_TARGET_RATIO * 100)}%`,
    ],
    rows,
    [false, false, true, true, true, false, true, true, true, false, true, false, false],
  );
}

function wireTable(wire: BackendReport["wire"]): string {
  return markdownTable(
    [
      "layer",
      "no Accept-Encoding",
      "Accept-Encoding: br",
      "encoding",
      `≤ ${RESOURCES_WIRE_TARGET_BYTES / 1024} KB`,
      "again with If-None-Match",
      "304",
    ],
    wire.map(({ layer, check }) => [
      layer,
      `${check.plain.bytes.toLocaleString("en-US")} B`,
      `${check.brotli.bytes.toLocaleString("en-US")} B`,
      check.brotli.encoding ?? "none",
      verdict(check.brotli.status === 200 && check.brotli.bytes <= RESOURCES_WIRE_TARGET_BYTES),
      `${check.repeat.status}, ${check.repeat.bytes} B`,
      verdict(check.repeat.status === 304),
    ]),
    [false, true, true, false, false, true, false],
  );
}

// ---------------------------------------------------------------- the home page

interface PageMeasurement {
  label: string;
  result: LoadResult;
  bytes: number;
}

/**
 * The home page as the full server sends it with `Accept-Encoding: br` (from memory), beside
 * two ceilings sending the same bytes: a static file of that size through @fastify/static,
 * and a bare Fastify route with the bytes in memory. PGlite: a page asks the database nothing.
 */
async function benchHomePage(load: LoadGenerator): Promise<PageMeasurement[]> {
  log("\n== home page, Accept-Encoding: br");
  const opened = await openPglite();
  load.watch(() => opened.databaseCpuMs());
  const staticDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-bench-static-"));
  let full: TestServer | undefined;
  const ceilings = [Fastify({ logger: false }), Fastify({ logger: false })] as const;
  try {
    full = await startTestServer({ database: opened.handle });
    const home = await full.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } });
    if (home.statusCode !== 200 || home.headers["content-encoding"] !== "br")
      throw new Error(`GET / answered ${home.statusCode} without brotli: is apps/web built?`);
    const bytes = home.rawPayload;
    writeFileSync(path.join(staticDir, "home.html.br"), bytes);
    const [staticFile, inMemory] = ceilings;
    await staticFile.register(fastifyStatic, { root: staticDir, prefix: "/" });
    inMemory.get("/", (_req, reply) =>
      reply.type("text/html; charset=utf-8").header("content-encoding", "br").send(bytes),
    );
    const targets = [
      { label: "GET / (full server, from memory)", url: `${await listen(full.app)}/` },
      {
        label: "static file of the same size (@fastify/static)",
        url: `${await listen(staticFile)}/home.html.br`,
      },
      { label: "the same bytes from a bare route", url: `${await listen(inMemory)}/` },
    ];
    const job = (url: string, duration: number): LoadJob => ({
      mode: "cannon",
      url,
      method: "GET",
      headers: { "accept-encoding": "br" },
      connections: settings.connections,
      duration,
    });
    for (const target of targets) if (settings.warmup > 0) await load.run(job(target.url, settings.warmup));
    const slices = targets.map(() => [] as Slice[]);
    for (let round = 0; round < settings.rounds; round++) {
      for (const [i, target] of targets.entries()) {
        collectGarbage();
        slices[i]!.push(await load.run(job(target.url, settings.duration / settings.rounds)));
      }
    }
    return targets.map((target, i) => {
      const result = merge(slices[i]!);
      log(`   ${target.label.padEnd(48)} ${describe(result)}`);
      return { label: target.label, result, bytes: bytes.length };
    });
  } finally {
    for (const ceiling of ceilings) await ceiling.close();
    await full?.close();
    await opened.dispose();
    rmSync(staticDir, { recursive: true, force: true });
  }
}

function pageTable(runs: PageMeasurement[]): string {
  const fastest = Math.max(...runs.slice(1).map((run) => run.result.requestsPerSecond));
  return markdownTable(
    ["what", "req/s", "p50 ms", "p99 ms", "of the faster ceiling", "server CPU ms/req", "response", "failed"],
    runs.map((run, i) => [
      run.label,
      run.result.requestsPerSecond.toFixed(0),
      latency(run.result, "p50"),
      latency(run.result, "p99"),
      i === 0 && fastest > 0 ? pct(run.result.requestsPerSecond / fastest) : "",
      run.result.cpuMs.toFixed(3),
      kb(run.bytes),
      String(failures(run.result)),
    ]),
    [false, true, true, true, true, true, true, true],
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
  const opened = backend === "postgres" ? await openPostgres(settings.serverUrl) : await openPglite();
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
        `(${result.perSecond.toFixed(0)}/s); GET / during: ${describe(result.during)}`,
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
      `≤ ${NEWSLETTER_TARGET_SECONDS} s`,
      "GET / p99 ms before",
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
      verdict(result.delivered === result.subscribers && result.secondsToLast <= NEWSLETTER_TARGET_SECONDS),
      latency(result.idle, "p99"),
      latency(result.during, "p50"),
      latency(result.during, "p99"),
      verdict(
        result.during.ok > 0 && result.during.p99 <= NEWSLETTER_PAGE_P99_MS && failures(result.during) === 0,
      ),
      String(failures(result.during)),
      `${ms(result.loopDelay.p99)} / ${ms(result.loopDelay.max)}`,
      `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
    ]),
    [false, true, true, true, true, false, true, true, true, false, true, true, false],
  );
}

async function main() {
  const started = performance.now();
  const backends = [...requestedBackends];
  if (backends.includes("postgres")) {
    const problem = await postgresReachable(settings.serverUrl);
    if (problem) {
      log(
        `PostgreSQL at ${new URL(settings.serverUrl).host} is unreachable (${problem}): benching PGlite only.`,
      );
      backends.splice(backends.indexOf("postgres"), 1);
      if (!backends.includes("pglite")) backends.push("pglite");
    }
  }

  const cpus = os.cpus();
  const machine = `Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}`;
  const method =
    `${settings.connections} connections; per endpoint ${settings.warmup} s of warm-up a layer, then ` +
    `${settings.duration} s a layer in ${settings.rounds} rotating slices; server and load generator in separate processes`;
  log(`${machine}\n${method}`);

  const load = new LoadGenerator();
  const reports: BackendReport[] = [];
  let pages: PageMeasurement[] = [];
  const newsletters: NewsletterReport[] = [];
  const pageLoadBefore = loadAverage();
  try {
    if (!settings.only || settings.only === "pages") pages = await benchHomePage(load);
    if (settings.only !== "pages" && settings.only !== "newsletter")
      for (const backend of backends) reports.push(await benchBackend(backend, load));
    if (!settings.only || settings.only === "newsletter")
      for (const backend of backends) newsletters.push(await benchNewsletterOn(backend, load));
  } finally {
    load.close();
  }

  const out: string[] = ["", machine, method];
  if (pages.length > 0) {
    out.push(
      `\n### The home page with Accept-Encoding: br\n`,
      `1-minute load average ${pageLoadBefore.toFixed(1)} before. Target: ≥ ${HOME_TARGET_RPS.toLocaleString("en-US")} req/s.\n`,
      pageTable(pages),
    );
  }
  for (const report of reports) {
    out.push(
      `\n### ${backendName(report.backend)}: throughput\n`,
      `${report.version}; ${report.seeded}.`,
      `Signed in as ${report.targets}. 1-minute load average ${report.loadBefore.toFixed(1)} before, ` +
        `${report.loadAfter.toFixed(1)} after.\n`,
      throughputTable(report.runs),
    );
    if (report.wire.length > 0) {
      out.push(
        `\n### ${backendName(report.backend)}: ${RESOURCES_LABEL} on the wire\n`,
        `Bytes of the body as received, one request each. Target: ≤ ${RESOURCES_WIRE_TARGET_BYTES / 1024} KB with brotli, and a 304 when nothing changed.\n`,
        wireTable(report.wire),
      );
    }
  }
  const rateRuns = reports.flatMap((r) => r.rateRuns);
  if (rateRuns.length > 0) {
    const p99Misses = rateRuns.filter((r) => !p99Met(r.paced)).length;
    const cannonMisses = rateRuns.filter((r) => !p99Met(r.cannon)).length;
    const ratioMisses = rateRuns.filter((r) => r.ratio === undefined || r.ratio < TARGET_RATIO).length;
    const trpcRuns = rateRuns.filter((r) => r.layer === "tRPC");
    const trpcMisses = trpcRuns.filter((r) => r.ratio === undefined || r.ratio < TRPC_TARGET_RATIO).length;
    out.push(
      `\n### PostgreSQL: fixed rate of ${settings.rate} req/s, ${settings.rateDuration} s a run\n`,
      `Targets: p99 ≤ ${TARGET_P99_MS} ms; full stack ≥ ${Math.round(TARGET_RATIO * 100)}% of the bare throughput. ` +
        `"overallRate" is autocannon's (${settings.connections} connections, each sending its share of a second ` +
        `back to back); "paced" sends one request every ${(1000 / settings.rate).toFixed(1)} ms and times it from when it was due. ` +
        `tRPC's own target: ≥ ${Math.round(TRPC_TARGET_RATIO * 100)}% of the bare throughput.\n`,
      rateTable(rateRuns),
      `\np99 target missed by ${p99Misses} of ${rateRuns.length} paced runs (${cannonMisses} with overallRate); ` +
        `throughput target missed by ${ratioMisses} of ${rateRuns.length}; ` +
        `tRPC ≥ ${Math.round(TRPC_TARGET_RATIO * 100)}% missed by ${trpcMisses} of ${trpcRuns.length}.`,
    );
  }
  if (newsletters.length > 0) {
    out.push(
      `\n### Newsletter: one issue to ${settings.subscribers.toLocaleString("en-US")} subscribers through a local SMTP server\n`,
      `The outbox worker of the full server (1 s poll, 5 connections) sends; the SMTP server (smtp-server) ` +
        `runs in a process of its own. Meanwhile GET / is asked ${settings.pageRate} times a second, paced, ` +
        `"before" for 3 s ahead of the send. Targets: every copy within ${NEWSLETTER_TARGET_SECONDS} s; ` +
        `GET / p99 ≤ ${NEWSLETTER_PAGE_P99_MS} ms.\n`,
      newsletterTable(newsletters),
    );
  }
  out.push(`\nWhole run: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  process.stdout.write(`${out.join("\n")}\n`);
  if (flags.json) writeFileSync(flags.json, JSON.stringify({ layers: layerResults(reports) }));
}

/** Each layer's share of bare and paced p99 with their targets, for `forks.mjs`. */
function layerResults(reports: BackendReport[]): LayerResult[] {
  return reports.flatMap((report) =>
    report.runs.map((run) => {
      const rate = report.rateRuns.find((r) => r.endpoint === run.endpoint && r.layer === run.layer);
      return {
        backend: backendName(report.backend),
        endpoint: run.endpoint.label,
        layer: layerLabel(run.endpoint, run.layer),
        ofBare: shareOfBare(report.runs, run),
        target: run.layer === "tRPC" ? TRPC_TARGET_RATIO : TARGET_RATIO,
        paced: rate ? { p99: rate.paced.p99, met: p99Met(rate.paced) } : undefined,
        p99Target: TARGET_P99_MS,
      };
    }),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
