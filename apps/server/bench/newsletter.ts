/**
 * The newsletter run of `pnpm bench`: an issue to N subscribers sent through a local SMTP
 * server by the outbox worker of a full server, while a steady stream of visitors asks for
 * the home page. Measures messages a second, the time from 'Send' to the last delivery, and
 * `GET /` latency before and during the send.
 */
import { fork } from "node:child_process";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { AddressInfo } from "node:net";
import { ensureAdmin } from "@scalemsp/api";
import { newsletterSubscriptions, type DatabaseHandle } from "@scalemsp/db";
import { startTestServer } from "../src/testing";

export interface NewsletterBenchOptions<Slice, Result extends { p99: number }> {
  handle: DatabaseHandle;
  subscribers: number;
  /** GET / requests a second, paced, before and during the send. */
  pageRate: number;
  /** One paced run of GET / at `pageRate` for `seconds`. */
  pace: (url: string, seconds: number) => Promise<Slice>;
  merge: (slices: Slice[]) => Result;
  log: (message: string) => void;
}

export interface NewsletterResult<Result> {
  subscribers: number;
  delivered: number;
  duplicates: number;
  /** From the send request's answer to the mail server's acceptance of the last copy. */
  secondsToLast: number;
  perSecond: number;
  idle: Result;
  during: Result;
  /**
   * How late the server's event loop ran during the send (p99 and longest, ms): a page waits
   * at least this long behind the worker's own work, whatever else the machine does.
   */
  loopDelay: { p99: number; max: number };
}

interface SinkStats {
  accepted: number;
  distinct: number;
  duplicates: number;
  firstAt: number;
  lastAt: number;
}

const ADMIN = { email: "bench-coach@example.com", password: "Bench-Coach-2026" };
/** Give up on a send that has not finished by then (the target is 60 s). */
const SEND_LIMIT_MS = 300_000;

function startSink() {
  const child = fork(path.join(import.meta.dirname, "smtp-sink.mjs"), [], { execArgv: [], stdio: "inherit" });
  const port = new Promise<number>((resolve, reject) => {
    child.once("message", (message: { type: string; port: number }) => resolve(message.port));
    child.once("exit", (code) => reject(new Error(`the SMTP sink exited (${code})`)));
  });
  const stats = () =>
    new Promise<SinkStats>((resolve) => {
      child.once("message", (message: SinkStats) => resolve(message));
      child.send({ type: "stats" });
    });
  return { port, stats, close: () => child.kill() };
}

async function seedSubscribers(handle: DatabaseHandle, count: number) {
  for (let start = 0; start < count; start += 1000) {
    const size = Math.min(1000, count - start);
    await handle.db.insert(newsletterSubscriptions).values(
      Array.from({ length: size }, (_, i) => ({
        email: `reader-${start + i}@bench.example.com`,
        unsubscribeToken: `bench-${start + i}-${Math.random().toString(36).slice(2)}`,
      })),
    );
  }
}

async function call(base: string, cookie: string, method: string, url: string, body?: unknown) {
  const response = await fetch(base + url, {
    method,
    headers: { cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as { id: number };
}

export async function benchNewsletter<Slice, Result extends { p99: number }>(
  options: NewsletterBenchOptions<Slice, Result>,
): Promise<NewsletterResult<Result>> {
  const { handle, subscribers, log } = options;
  const sink = startSink();
  const server = await startTestServer({
    database: handle,
    // The production worker's poll (a second), not the tests' short one.
    mail: { url: `smtp://127.0.0.1:${await sink.port}`, pollMs: 1000 },
  });
  try {
    await seedSubscribers(handle, subscribers);
    await ensureAdmin(handle.db, ADMIN.email, ADMIN.password);
    await server.app.listen({ host: "127.0.0.1", port: 0 });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`login answered ${login.status}`);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const issue = await call(base, cookie, "POST", "/api/admin/campaigns", {
      subject: "This week: price your services once a year",
      body: "## Price once a year\n\nRaise prices **every January**, and say so in the contract.\n\n- one\n- two\n\n[Read more](https://example.com/pricing)",
    });

    const idle = options.merge([await options.pace(`${base}/`, 3)]);
    log(`   GET / before the send: p99 ${idle.p99.toFixed(1)} ms`);

    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    await call(base, cookie, "POST", `/api/admin/campaigns/${issue.id}/send`, {});
    const sentAt = Date.now();
    const slices: Slice[] = [];
    let stats = await sink.stats();
    while (stats.distinct < subscribers && Date.now() - sentAt < SEND_LIMIT_MS) {
      slices.push(await options.pace(`${base}/`, 1));
      stats = await sink.stats();
      log(
        `   ${stats.distinct} of ${subscribers} delivered after ${((Date.now() - sentAt) / 1000).toFixed(0)} s`,
      );
    }
    loop.disable();
    // A moment for a copy sent twice to show.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    stats = await sink.stats();
    const secondsToLast = (stats.lastAt - sentAt) / 1000;
    return {
      subscribers,
      delivered: stats.distinct,
      duplicates: stats.duplicates,
      secondsToLast,
      perSecond: stats.distinct / secondsToLast,
      idle,
      during: options.merge(slices),
      loopDelay: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
    };
  } finally {
    await server.close();
    sink.close();
  }
}
