import { rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testBackends, type TestDatabase } from "@scalemsp/db/testing";
import { stormBooking } from "../bench/booking-storm";
import {
  BASELINE,
  RESOURCES_HELD_LABEL,
  TRANSPORTS,
  endpointsFor,
  headersFor,
  specOf,
} from "../bench/endpoints";
import { serverWithStaticCopy } from "../bench/home-page";
import { checkAnswer, measuredOf, RESOURCES_LABEL } from "../bench/member-api";
import { markdownTable, verdict } from "../bench/report-format.mjs";
import {
  pickStormTargets,
  pickTargets,
  seedBenchData,
  type BenchScale,
  type BenchTargets,
} from "../bench/seed";
import {
  HOME_MIN_RPS,
  RESOURCES_WIRE_MAX_BYTES,
  STORM_BOOKINGS,
  homeAgainstStaticMet,
  homeRateMet,
  latencyMet,
  notModifiedMet,
  stormCounts,
  stormRefusedMet,
  timesStatic,
  wireMet,
} from "../bench/targets";
import { checkOnTheWire } from "../bench/wire";
import { startTestServer, type TestServer } from "../src/testing";
import { fakeBuild } from "./fake-web-build";

describe("pnpm bench: targets and tables", () => {
  it("meets a latency target only when something answered, nothing failed and p99 is within it", () => {
    expect(latencyMet({ ok: 1200, p99: 24.9, failures: 0 }, 25)).toBe(true);
    expect(latencyMet({ ok: 1200, p99: 25.1, failures: 0 }, 25)).toBe(false);
    expect(latencyMet({ ok: 1199, p99: 3, failures: 1 }, 25)).toBe(false);
    expect(latencyMet({ ok: 0, p99: 0, failures: 0 }, 25)).toBe(false);
  });

  it("judges the resource list by its brotli bytes and the 304 of a repeat", () => {
    expect(wireMet({ status: 200, bytes: RESOURCES_WIRE_MAX_BYTES })).toBe(true);
    expect(wireMet({ status: 200, bytes: RESOURCES_WIRE_MAX_BYTES + 1 })).toBe(false);
    expect(wireMet({ status: 500, bytes: 10 })).toBe(false);
    expect(notModifiedMet({ status: 304, bytes: 0 })).toBe(true);
    expect(notModifiedMet({ status: 200, bytes: 0 })).toBe(false);
  });

  it("judges the home page by its rate and by its time per request against the static file's", () => {
    expect(homeRateMet(HOME_MIN_RPS)).toBe(true);
    expect(homeRateMet(HOME_MIN_RPS - 1)).toBe(false);
    // Half the static file's rate is twice its time per request: still within 2×.
    expect(timesStatic(5000, 10_000)).toBe(2);
    expect(homeAgainstStaticMet(5000, 10_000)).toBe(true);
    expect(homeAgainstStaticMet(4999, 10_000)).toBe(false);
    expect(timesStatic(0, 10_000)).toBeUndefined();
    expect(homeAgainstStaticMet(0, 10_000)).toBe(false);
  });

  it("counts the storm's answers by status, and accepts only refusals as 403 or 429", () => {
    const counts = stormCounts({ "403": 4, "429": 110, "503": 2, "201": 1 }, 3);
    expect(counts).toEqual({ forbidden: 4, tooMany: 110, other: 6 });
    expect(stormRefusedMet(counts)).toBe(false);
    expect(stormRefusedMet(stormCounts({ "403": 4, "429": 116 }, 0))).toBe(true);
    expect(stormRefusedMet(stormCounts({ "403": 4, "429": 116 }, 1))).toBe(false);
    expect(stormRefusedMet(stormCounts({}, 0))).toBe(false);
  });

  it("writes a Markdown table with padded and right-aligned columns, a miss in capitals", () => {
    const table = markdownTable(
      ["what", "req/s", "target"],
      [
        ["GET /", "6120", verdict(true)],
        ["static", "11800", verdict(false)],
      ],
      [false, true, false],
    );
    expect(table.split("\n")).toEqual([
      "| what   | req/s | target |",
      "|--------|------:|--------|",
      "| GET /  |  6120 | met    |",
      "| static | 11800 | MISSED |",
    ]);
  });
});

/** The bench's data set, small: the same rows and rules, fewer of them. */
const SMALL: BenchScale = {
  businesses: 20,
  usersPerBusiness: 10,
  modules: 20,
  lessonsPerModule: 20,
  progressPerUser: 20,
  resources: 60,
  categories: 3,
  subscriptionsPerBusiness: 12,
};

describe.each(testBackends())("pnpm bench's requests on %s", (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let base: string;
  let targets: BenchTargets;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await seedBenchData(database.handle, SMALL);
    targets = await pickTargets(database.handle);
    server = await startTestServer({ database: database.handle });
    await server.app.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it("signs in a returning member: their time zone is set, so their pages are rendered for them", async () => {
    const me = await fetch(`${base}/api/user`, { headers: { cookie: targets.cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { timeZone: string | null }).timeZone).toMatch(/^[A-Z][a-z]+\/[A-Za-z_]+$/);
  });

  it("answers the baseline", async () => {
    expect(await checkAnswer(base, BASELINE.spec, targets.cookie, BASELINE.status)).toBeGreaterThan(0);
  });

  it("answers every member call over REST and tRPC, as a browser sends it, with the status the bench times", async () => {
    for (const endpoint of endpointsFor(targets))
      for (const transport of TRANSPORTS) {
        const measured = await measuredOf(base, endpoint, specOf(endpoint, transport), targets.cookie);
        for (const headers of measured.headerSets)
          await expect(
            checkAnswer(base, measured.spec, targets.cookie, measured.status, headers),
            `${transport} ${endpoint.label}`,
          ).resolves.toBeGreaterThanOrEqual(endpoint.revalidate ? 0 : 1);
      }
  });

  it("asks again for the resource list with its tag, as a browser holding it does: 304", async () => {
    const held = endpointsFor(targets).find((endpoint) => endpoint.label === RESOURCES_HELD_LABEL)!;
    expect(held.status).toBe(304);
    const measured = await measuredOf(base, held, specOf(held, "REST"), targets.cookie);
    expect(measured.headerSets[0]!["if-none-match"]).toMatch(/^W\/"/);
    expect(measured.headerSets[0]!["accept-encoding"]).toContain("br");
  });

  it("books the taken slot from many members of different businesses, each answered 409 however often", async () => {
    const booking = endpointsFor(targets).find((endpoint) => endpoint.status === 409)!;
    expect(new Set(booking.cookies).size).toBe(targets.bookers.length);
    expect(targets.bookers.length).toBeGreaterThan(1);
    for (const [i, cookie] of targets.bookers.entries())
      await checkAnswer(base, specOf(booking, i % 2 ? "tRPC" : "REST"), cookie, 409);
  });

  it("refuses the storm's bookings, sent at once, as 403 or 429 and never 5xx", async () => {
    const storm = await pickStormTargets(database.handle);
    const booking = stormBooking(storm.startsAt);
    const send = () =>
      fetch(base + booking.path, {
        method: booking.method,
        headers: headersFor(booking, storm.cookie),
        body: booking.body,
      }).then((response) => response.status);
    const statuses = await Promise.all(Array.from({ length: STORM_BOOKINGS }, send));
    const tally: Record<string, number> = {};
    for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
    const counts = stormCounts(tally, 0);
    expect(counts.forbidden, JSON.stringify(counts)).toBeGreaterThan(0);
    expect(counts.other, JSON.stringify(counts)).toBe(0);
    expect(stormRefusedMet(counts)).toBe(true);
  });

  it("reads the resource list on the wire: brotli, and a 304 for the copy held", async () => {
    const resources = endpointsFor(targets).find((endpoint) => endpoint.label === RESOURCES_LABEL)!;
    for (const transport of TRANSPORTS) {
      const spec = specOf(resources, transport);
      const check = await checkOnTheWire(base + spec.path, headersFor(spec, targets.cookie));
      expect(check.brotli.encoding, transport).toBe("br");
      expect(check.brotli.bytes, transport).toBeLessThan(check.plain.bytes);
      expect(check.repeat.status, transport).toBe(304);
    }
  });
});

describe("pnpm bench's home page baseline", () => {
  it("is a static file the same server sends with the home page's brotli bytes", async () => {
    const database = await createTestDatabase("pglite");
    const built = fakeBuild();
    // A home page long enough to be worth compressing, as the real one is.
    writeFileSync(
      path.join(built, "page-frames", "index.html"),
      `<!doctype html><html><head></head><body>${"<p>Know your numbers, every month.</p>".repeat(300)}<div id="root"></div></body></html>`,
    );
    const server = await serverWithStaticCopy(database.handle, built);
    try {
      const home = await fetch(server.homeUrl, { headers: { "accept-encoding": "br" } });
      const copy = await fetch(server.copyUrl, { headers: { "accept-encoding": "br" } });
      expect(home.headers.get("content-encoding")).toBe("br");
      expect(copy.headers.get("content-encoding")).toBe("br");
      expect(await copy.text()).toBe(await home.text());
      expect(server.brotliBytes).toBeGreaterThan(0);
    } finally {
      await server.close();
      await database.dispose();
      rmSync(built, { recursive: true, force: true });
    }
  }, 120_000);
});
