import { rmSync } from "node:fs";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, eq } from "@scalemsp/db";
import { createTestDatabase, testBackends } from "@scalemsp/db/testing";
import { OPERATIONS_MESSAGES, OUTBOX_UNWELL_AFTER_MS } from "@scalemsp/validators";
import { CATCH_ALL_ROUTE, SITE_FILE_ROUTE } from "../src/http/metric-routes";
import { startTestServer } from "../src/testing";
import { TestClient, startTestApp, uniqueEmail, type TestApp } from "./helpers";
import { startSmtpSink, type SmtpSink } from "./email/smtp-sink";
import { fakeBuild } from "./fake-web-build";

type LogLine = Record<string, unknown> & { level: number; msg: string; reqId?: string };

/** A stream that keeps the server's JSON log lines. */
function logCollector() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, stream };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PROXY = "10.20.30.40";
const VISITOR = "203.0.113.9";

/** A sample's value in Prometheus's text format (undefined when absent). */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = (match[2] ?? "").split(",").filter(Boolean);
    if (wanted.every((label) => has.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe.each(testBackends())("observability on %s", (backend) => {
  let t: TestApp;
  const log = logCollector();
  const dist = fakeBuild();
  beforeAll(async () => {
    t = (await startTestServer({
      database: backend,
      config: { logLevel: "info", logFormat: "json", trustProxy: [PROXY], webDistDir: dist },
      logStream: log.stream,
    })) as TestApp;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const metrics = async () => {
    const response = await t.app.inject({ url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    return response.body;
  };

  describe("request log and ids", () => {
    it("logs a tRPC call once, at info, with the id the answer carries", async () => {
      const response = await t.app.inject({ url: "/trpc/plans.list" });
      expect(response.statusCode).toBe(200);
      const id = String(response.headers["x-request-id"]);
      expect(id).toMatch(UUID);
      const lines = log.lines.filter((line) => line.reqId === id);
      expect(lines.length).toBeGreaterThan(0);
      const requestLines = lines.filter((line) => line.msg.startsWith("GET /trpc/plans.list "));
      expect(requestLines).toHaveLength(1);
      expect(requestLines[0]).toMatchObject({ level: 30, status: 200 });
    });

    it("keeps the id a trusted proxy sends, and replaces anyone else's or a malformed one", async () => {
      const sent = "edge-7f3a9c01.42";
      const viaProxy = await t.app.inject({
        url: "/api/health",
        remoteAddress: PROXY,
        headers: { "x-request-id": sent, "x-forwarded-for": VISITOR },
      });
      expect(viaProxy.headers["x-request-id"]).toBe(sent);
      expect(
        log.lines.some((line) => line.reqId === sent && line.msg.startsWith("GET /api/health 200")),
      ).toBe(true);

      const direct = await t.app.inject({
        url: "/api/health",
        remoteAddress: VISITOR,
        headers: { "x-request-id": sent },
      });
      expect(direct.headers["x-request-id"]).toMatch(UUID);

      for (const malformed of ["a b", "x".repeat(129), "<script>", ""]) {
        const answer = await t.app.inject({
          url: "/api/health",
          remoteAddress: PROXY,
          headers: { "x-request-id": malformed },
        });
        expect(answer.headers["x-request-id"]).toMatch(UUID);
      }
    });

    it("keeps the web app's files out of the info level, told by their routes, and logs its pages", async () => {
      const ids: string[] = [];
      for (const url of ["/assets/app-1234.js", "/robots.txt", "/services"]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(200);
        ids.push(String(response.headers["x-request-id"]));
      }
      const infoLines = (id: string) => log.lines.filter((line) => line.reqId === id && line.level >= 30);
      expect(infoLines(ids[0]!)).toEqual([]);
      expect(infoLines(ids[1]!)).toEqual([]);
      expect(infoLines(ids[2]!).map((line) => line.msg)).toEqual([
        expect.stringMatching(/^GET \/services 200/),
      ]);
      const figures = await metrics();
      const count = (route: string) =>
        sampleOf(figures, "http_request_duration_seconds_count", {
          method: "GET",
          route,
          status_code: "200",
        });
      expect(count(SITE_FILE_ROUTE)).toBeGreaterThanOrEqual(2);
      expect(count(CATCH_ALL_ROUTE)).toBeGreaterThanOrEqual(1);
      expect(figures).not.toContain("app-1234");
    });

    it("gives every answer an id of its own, refusals included", async () => {
      const a = await t.app.inject({ url: "/api/no-such-thing" });
      const b = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "content-type": "text/plain" },
      });
      expect(b.statusCode).toBe(415);
      expect(a.headers["x-request-id"]).toMatch(UUID);
      expect(b.headers["x-request-id"]).toMatch(UUID);
      expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
    });
  });

  describe("/metrics", () => {
    it("counts requests by route pattern and tRPC procedure, with status and latency", async () => {
      const before = await metrics();
      const count = (text: string, route: string, status = "200") =>
        sampleOf(text, "http_request_duration_seconds_count", {
          method: "GET",
          route,
          status_code: status,
        }) ?? 0;
      await t.app.inject({ url: "/trpc/plans.list" });
      await t.app.inject({ url: `/trpc/guides.list,plans.list?batch=1&input=${encodeURIComponent("{}")}` });
      await t.app.inject({ url: "/api/openapi.json" });
      await t.app.inject({ url: "/trpc/madeUp.procedure" });
      const after = await metrics();

      expect(count(after, "/trpc/plans.list") - count(before, "/trpc/plans.list")).toBe(2);
      expect(count(after, "/trpc/guides.list") - count(before, "/trpc/guides.list")).toBe(1);
      expect(count(after, "/api/openapi.json") - count(before, "/api/openapi.json")).toBe(1);
      expect(
        sampleOf(after, "http_request_duration_seconds_bucket", {
          route: "/trpc/plans.list",
          status_code: "200",
          le: "+Inf",
        }),
      ).toBeGreaterThanOrEqual(2);
      // A name no procedure has is not a label: the route's pattern stands for it.
      expect(after).not.toContain("madeUp");
      expect(count(after, "/trpc/:path", "404")).toBeGreaterThanOrEqual(1);
      // The process's own figures: the event loop's delay among them.
      expect(sampleOf(after, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
      expect(sampleOf(after, "scalemsp_database_up")).toBe(1);
      expect(sampleOf(after, "scalemsp_db_pool_max")).toBe(t.database.handle.pool.max);
      // PostgreSQL's connections, the scrape's own among the active ones; PGlite has none to count.
      const active = sampleOf(after, "scalemsp_db_connections", { state: "active" });
      if (backend === "postgres") expect(active).toBeGreaterThanOrEqual(1);
      else expect(active).toBeUndefined();
    });

    it("reads the outbox at each scrape: a queued message moves the gauges", async () => {
      const queued = (text: string) => sampleOf(text, "scalemsp_outbox_messages", { state: "queued" });
      const before = queued(await metrics());
      expect(before).toBeGreaterThanOrEqual(0);
      await t.db.insert(emailOutbox).values({
        kind: "welcome",
        to: uniqueEmail("gauge"),
        payload: {},
        nextAttemptAt: new Date(Date.now() - 120_000),
      });
      const after = await metrics();
      expect(queued(after)).toBe(before! + 1);
      expect(sampleOf(after, "scalemsp_outbox_oldest_seconds", { state: "due" })).toBeGreaterThanOrEqual(119);
    });

    it("is refused through the proxy and to the public, without a token", async () => {
      const viaProxy = await t.app.inject({ url: "/metrics", remoteAddress: PROXY });
      const forwarded = await t.app.inject({ url: "/metrics", headers: { "x-forwarded-for": VISITOR } });
      const visitor = await t.app.inject({ url: "/metrics", remoteAddress: VISITOR });
      for (const answer of [viaProxy, forwarded, visitor]) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual({ message: OPERATIONS_MESSAGES.metricsRefused });
      }
      expect((await t.app.inject({ url: "/metrics", remoteAddress: "192.168.1.20" })).statusCode).toBe(200);
    });
  });

  describe("/api/ready", () => {
    it("answers ok while all is well, and 503 with the reason once a failing message is old", async () => {
      const fresh = await t.app.inject({ url: "/api/ready" });
      // The message of the gauge test waits two minutes, well within the limit.
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()).toEqual({ status: "ok" });

      const queuedAt = new Date(Date.now() - OUTBOX_UNWELL_AFTER_MS - 60_000);
      await t.db.insert(emailOutbox).values({
        kind: "welcome",
        to: uniqueEmail("failing"),
        payload: {},
        attempts: 3,
        lastError: "connect ECONNREFUSED 10.0.0.25:587",
        createdAt: queuedAt,
        nextAttemptAt: new Date(Date.now() + 600_000),
      });
      const unwell = await t.app.inject({ url: "/api/ready" });
      expect(unwell.statusCode).toBe(503);
      expect(unwell.json()).toEqual({
        status: "unavailable",
        problems: [
          OPERATIONS_MESSAGES.outboxFailing(1, Math.floor((OUTBOX_UNWELL_AFTER_MS + 60_000) / 60_000)),
        ],
      });
      // A due message no worker has tried for longer than the limit: none is sending.
      await t.db.insert(emailOutbox).values({
        kind: "welcome",
        to: uniqueEmail("waiting"),
        payload: {},
        nextAttemptAt: new Date(Date.now() - OUTBOX_UNWELL_AFTER_MS - 5 * 60_000 - 30_000),
      });
      const stalled = await t.app.inject({ url: "/api/ready" });
      expect(stalled.statusCode).toBe(503);
      expect(stalled.json<{ problems: string[] }>().problems).toContain(
        OPERATIONS_MESSAGES.outboxStalled((OUTBOX_UNWELL_AFTER_MS + 5 * 60_000) / 60_000),
      );
      // The contract's health answer is not about mail.
      expect((await t.app.inject({ url: "/api/health" })).json()).toEqual({ status: "ok" });
      const figures = await metrics();
      expect(sampleOf(figures, "scalemsp_outbox_messages", { state: "failing" })).toBe(1);
      expect(sampleOf(figures, "scalemsp_outbox_oldest_seconds", { state: "failing" })).toBeGreaterThan(
        OUTBOX_UNWELL_AFTER_MS / 1000,
      );
    });
  });
});

describe.each(testBackends())("a database that does not answer, on %s", (backend) => {
  it("makes /api/ready answer 503 and the metrics say so", async () => {
    const database = await createTestDatabase(backend);
    const server = await startTestServer({ database: database.handle });
    try {
      await database.handle.close();
      const ready = await server.app.inject({ url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "unavailable", problems: [OPERATIONS_MESSAGES.databaseDown] });
      const figures = (await server.app.inject({ url: "/metrics" })).body;
      expect(sampleOf(figures, "scalemsp_database_up")).toBe(0);
      expect(sampleOf(figures, "scalemsp_outbox_messages", { state: "queued" })).toBeUndefined();
    } finally {
      await server.close();
      await database.dispose();
    }
  });
});

describe.each(testBackends())("metrics behind proxies counted in hops on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { trustProxy: 1 });
  });
  afterAll(() => t.close());

  it("are answered to a scraper next to the server, and refused to what a proxy forwards", async () => {
    const direct = await t.app.inject({ url: "/metrics", remoteAddress: "10.1.2.3" });
    expect(direct.statusCode).toBe(200);
    for (const headers of [{ "x-forwarded-for": VISITOR }, { forwarded: `for=${VISITOR}` }]) {
      const forwarded = await t.app.inject({ url: "/metrics", remoteAddress: "10.1.2.3", headers });
      expect(forwarded.statusCode).toBe(403);
    }
  });
});

describe.each(testBackends())("metrics with METRICS_TOKEN on %s", (backend) => {
  let t: TestApp;
  const token = "a-long-enough-metrics-token";
  beforeAll(async () => {
    t = await startTestApp(backend, { metricsToken: token });
  });
  afterAll(() => t.close());

  it("are answered to the bearer of the token alone, wherever they come from", async () => {
    const ask = (authorization?: string) =>
      t.app.inject({
        url: "/metrics",
        remoteAddress: VISITOR,
        headers: authorization ? { authorization } : {},
      });
    expect((await ask()).statusCode).toBe(403);
    expect((await ask("Bearer not-the-token")).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(403);
    expect((await ask(`Bearer ${token}`)).statusCode).toBe(200);
  });
});

describe.each(testBackends())("a mail server that refuses, on %s", (backend) => {
  let sink: SmtpSink;
  let t: TestApp;
  const log = logCollector();
  beforeAll(async () => {
    sink = await startSmtpSink();
    sink.refusing = true;
    t = (await startTestServer({
      database: backend,
      config: { logLevel: "info", logFormat: "json" },
      logStream: log.stream,
      mail: { url: sink.url, retryDelaysMs: [60_000] },
    })) as TestApp;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("is logged at warn for each failed send, with the message's ids and the error, not the address", async () => {
    const to = uniqueEmail("refused");
    expect((await new TestClient(t.app, "10.93.0.2").post("/api/newsletter", { email: to })).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    await expect
      .poll(() => log.lines.find((line) => line.outboxId === row!.id), { timeout: 10_000 })
      .toBeDefined();
    const line = log.lines.find((l) => l.outboxId === row!.id)!;
    expect(line).toMatchObject({
      level: 40,
      msg: "email not sent, to be tried again",
      kind: "newsletter-welcome",
      attempt: 1,
      gaveUp: false,
      recipientDomain: "example.com",
    });
    expect(String(line.messageId)).toContain(row!.uuid);
    expect(String(line.error)).toContain("Try again later");
    expect(JSON.stringify(log.lines)).not.toContain(to);
  });
});
