import path from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { startTestServer, type TestServer } from "../src/testing";
import type { OpenedBackend } from "./databases";
import {
  BASELINE,
  TRANSPORTS,
  browserHeadersFor,
  endpointsFor,
  headersFor,
  specOf,
  type Endpoint,
  type RequestSpec,
  type Transport,
} from "./endpoints";
import { collectGarbage, merge, type LoadGenerator, type LoadJob, type LoadResult } from "./load-client";
import { profiled } from "./cpu-profile";
import { pickTargets, queryRows, seedBenchData } from "./seed";
import { checkOnTheWire, type WireCheck } from "./wire";

/**
 * The member API part of `pnpm bench`: a large data set, then each member call at a steady
 * rate over REST and tRPC, beside the server's cheapest call at the same rate; and the
 * resource list as a phone receives it.
 */

export interface ApiSettings {
  /** Requests a second, paced, per endpoint and transport. */
  rate: number;
  /** Seconds of each measured run. */
  duration: number;
  /** Seconds of an unmeasured run before each. */
  warmup: number;
  /** Only the endpoints whose label contains this text. */
  only: string | undefined;
  /** Write a V8 CPU profile of one extra run per endpoint and transport into this directory. */
  cpuProfileDir: string | undefined;
  log: (message: string) => void;
}

export interface ApiRun {
  label: string;
  /** Undefined for the baseline. */
  transport: Transport | undefined;
  result: LoadResult;
  /** Body bytes of one answer, uncompressed. */
  bytes: number;
  note?: string;
}

export interface ApiReport {
  version: string;
  seeded: string;
  member: string;
  runs: ApiRun[];
  wire: { transport: Transport; check: WireCheck }[];
}

export const RESOURCES_LABEL = "GET /api/resources";

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Every request must answer as expected once before it is measured, or the figures would be of errors. */
export async function checkAnswer(
  base: string,
  spec: RequestSpec,
  cookie: string,
  status: number,
  extraHeaders: Record<string, string> = {},
) {
  const response = await fetch(base + spec.path, {
    method: spec.method,
    headers: { ...headersFor(spec, cookie), ...extraHeaders },
    body: spec.body,
  });
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(
      `${spec.method} ${spec.path} answered ${response.status}, not ${status}: ${text.slice(0, 300)}`,
    );
  }
  return Buffer.byteLength(text);
}

/** The entity tag of the answer a browser would hold: what it sends back in `If-None-Match`. */
export async function heldTag(base: string, spec: RequestSpec, cookie: string): Promise<string> {
  const response = await fetch(base + spec.path, { method: spec.method, headers: headersFor(spec, cookie) });
  await response.arrayBuffer();
  const tag = response.headers.get("etag");
  if (!tag) throw new Error(`${spec.method} ${spec.path} answered no entity tag`);
  return tag;
}

/** How one row's requests go out: the spec, each caller's headers in turn, and the status expected. */
export interface Measured {
  spec: RequestSpec;
  status: number;
  /** Headers per caller, as a browser sends them; request i uses set i modulo their number. */
  headerSets: Record<string, string>[];
}

/** The requests of one endpoint and transport as a browser sends them, signed in as its callers. */
export async function measuredOf(
  base: string,
  endpoint: Pick<Endpoint, "status" | "revalidate" | "cookies">,
  spec: RequestSpec,
  cookie: string,
): Promise<Measured> {
  const cookies = endpoint.cookies?.length ? endpoint.cookies : [cookie];
  const headerSets = await Promise.all(
    cookies.map(async (c) => ({
      ...browserHeadersFor(spec, c),
      ...(endpoint.revalidate ? { "if-none-match": await heldTag(base, spec, c) } : {}),
    })),
  );
  return { spec, status: endpoint.status, headerSets };
}

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const describeRun = (result: LoadResult) =>
  `${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms` +
  (result.failures > 0 ? `  ${result.failures} failed` : "");

export async function benchMemberApi(
  opened: OpenedBackend,
  load: LoadGenerator,
  settings: ApiSettings,
): Promise<ApiReport> {
  const { log } = settings;
  load.watch(() => opened.databaseCpuMs());
  let server: TestServer | undefined;
  try {
    const [row] = await queryRows<{ version: string }>(opened.handle.db, "select version()");
    const version = (row?.version ?? "unknown version").replace(/ on .*$/, "");
    log(`   ${version}`);
    const seeded = await seedBenchData(opened.handle);
    const seededText = `${seeded.counts.map((c) => `${c.rows.toLocaleString("en-US")} ${c.table}`).join(", ")} in ${(seeded.ms / 1000).toFixed(1)} s`;
    log(`   seeded ${seededText}`);
    const targets = await pickTargets(opened.handle);
    const member =
      `member #${targets.userId} (${targets.planLevel} plan), course #${targets.moduleId} ` +
      `(${targets.moduleRequiredPlan}, subscribed), lesson #${targets.lessonId}, resource #${targets.resourceId}`;
    log(`   ${member}`);

    server = await startTestServer({ database: opened.handle });
    const base = await listen(server.app);
    const endpoints = endpointsFor(targets).filter(
      (endpoint) => !settings.only || endpoint.label.toLowerCase().includes(settings.only),
    );

    // The resource list as a phone gets it: its bytes with brotli, and a 304 for the copy it holds.
    const wire: ApiReport["wire"] = [];
    for (const endpoint of endpoints.filter((e) => e.label === RESOURCES_LABEL)) {
      for (const transport of TRANSPORTS) {
        const spec = specOf(endpoint, transport);
        wire.push({
          transport,
          check: await checkOnTheWire(base + spec.path, headersFor(spec, targets.cookie)),
        });
      }
    }

    const job = ({ spec, status, headerSets }: Measured, duration: number): LoadJob => ({
      mode: "paced",
      url: base + spec.path,
      method: spec.method,
      headers: headerSets[0]!,
      headerSets,
      body: spec.body,
      connections: 1,
      duration,
      rate: settings.rate,
      status,
    });
    const measure: Measure = async (label, measured, profileAs) => {
      const [first] = measured.headerSets;
      const bytes = await checkAnswer(base, measured.spec, targets.cookie, measured.status, first);
      // Each run starts from a clean heap, not from the garbage of the one before.
      collectGarbage();
      if (settings.warmup > 0) await load.run(job(measured, settings.warmup));
      if (settings.cpuProfileDir && profileAs) {
        // Apart from the measured run: the profiler's own cost must not count in it.
        const file = path.join(settings.cpuProfileDir, `${profileAs}.cpuprofile`);
        await profiled(file, () => load.run(job(measured, settings.duration)));
        log(`   profile ${file}`);
      }
      const result = merge([await load.run(job(measured, settings.duration))]);
      log(`   ${label.padEnd(48)} ${describeRun(result)}`);
      return { result, bytes };
    };

    log(`   paced at ${settings.rate} req/s, ${settings.duration} s a run`);
    const baseline = await measuredOf(base, BASELINE, BASELINE.spec, targets.cookie);
    const runs: ApiRun[] = [
      {
        label: BASELINE.label,
        transport: undefined,
        ...(await measure(BASELINE.label, baseline, settings.cpuProfileDir ? "baseline" : undefined)),
      },
    ];
    for (const endpoint of endpoints)
      runs.push(...(await measureEndpoint(base, endpoint, targets.cookie, measure)));
    return { version, seeded: seededText, member, runs, wire };
  } finally {
    await server?.close();
  }
}

type Measure = (
  label: string,
  measured: Measured,
  profileAs?: string,
) => Promise<{ result: LoadResult; bytes: number }>;

async function measureEndpoint(
  base: string,
  endpoint: Endpoint,
  cookie: string,
  measure: Measure,
): Promise<ApiRun[]> {
  const runs: ApiRun[] = [];
  for (const transport of TRANSPORTS) {
    const measured = await measure(
      `${transport} ${endpoint.label}`,
      await measuredOf(base, endpoint, specOf(endpoint, transport), cookie),
      `${slug(endpoint.label)}-${transport}`,
    );
    runs.push({ label: endpoint.label, transport, ...measured, note: endpoint.note });
  }
  return runs;
}
