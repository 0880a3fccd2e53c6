import { afterEach, describe, expect, it } from "vitest";
import {
  claimDueMessages,
  deliverMessage,
  enqueueEmails,
  startOutboxWorker,
  type OutboxDeps,
} from "@scalemsp/api";
import { emailOutbox, openDatabase, type Database } from "@scalemsp/db";
import { createTestDatabase, testBackends } from "@scalemsp/db/testing";
import { createSmtpTransport } from "@scalemsp/email";
import { receivedCounts, startSmtpSink, type SmtpSink } from "./smtp-sink";

/**
 * Contract §9, decision 062: two outbox workers on one database and a mail server slower than
 * a claim's lease. Each message is claimed just before it is sent, its lease renewed while it
 * is sent and checked before the hand-off, so every message goes exactly once.
 */

/** Short enough that a send outlasts it: leases would lapse mid-send without renewal. */
const LEASE_MS = 3000;
/** The mail server's time per message, longer than a lease. */
const SERVER_DELAY_MS = 4000;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const env = async () => ({
  brand: { product: "Lease Test", email: "coach@lease.test", phone: "", address: "1 Main St" },
  origin: "http://lease.test",
});

function depsFor(db: Database, sink: SmtpSink, from: string): OutboxDeps {
  const transport = createSmtpTransport(sink.url);
  cleanups.push(() => transport.close());
  return { db, transport, env, from: { address: from }, notifyEmail: "coach@lease.test", leaseMs: LEASE_MS };
}

const welcome = (i: number) => ({
  kind: "registration-welcome" as const,
  to: `member-${i}@lease.test`,
  data: { firstName: `Member ${i}`, businessName: "Lease IT" },
});

describe.each(testBackends())("two outbox workers and a slow mail server on %s", (backend) => {
  async function setUp() {
    const database = await createTestDatabase(backend);
    cleanups.push(() => database.dispose());
    const sink = await startSmtpSink({ delayMs: SERVER_DELAY_MS });
    cleanups.push(() => sink.close());
    // On PostgreSQL the second worker has a pool of its own, as a second app server would.
    let second = database.handle;
    if (database.url) {
      second = await openDatabase({ databaseUrl: database.url, maxConnections: 5 });
      cleanups.push(() => second.close());
    }
    return { database, sink, dbs: [database.handle.db, second.db] };
  }

  it("send every message exactly once, though each send outlasts a lease", async () => {
    const total = 16;
    const { database, sink, dbs } = await setUp();
    await enqueueEmails(
      database.handle.db,
      Array.from({ length: total }, (_, i) => welcome(i)),
    );

    const senders = ["a@lease.test", "b@lease.test"];
    const workers = senders.map((from, i) =>
      startOutboxWorker(depsFor(dbs[i]!, sink, from), { pollMs: 50, onError: (e) => console.error(e) }),
    );
    cleanups.push(() => Promise.all(workers.map((w) => w.stop())));

    await sink.waitFor(total, 30_000);
    // Any second copy would come from a lapsed lease: let a few leases' time pass for it to show.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + SERVER_DELAY_MS));
    await Promise.all(workers.map((w) => w.stop()));

    expect(receivedCounts(sink).size).toBe(total);
    expect(sink.messages).toHaveLength(total);
    const rows = await database.handle.db.select().from(emailOutbox);
    expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    // Both shared the work.
    for (const from of senders) expect(sink.messages.some((m) => m.from?.text.includes(from))).toBe(true);
  }, 60_000);

  it("leaves a message to the worker that took over its lapsed lease, sending nothing", async () => {
    const { database, sink, dbs } = await setUp();
    await enqueueEmails(database.handle.db, [welcome(1)]);
    const start = new Date();
    const [stale] = await claimDueMessages(dbs[0]!, start, 1, LEASE_MS);
    // The first worker stalls past its lease; meanwhile the other claims the message.
    const later = new Date(start.getTime() + LEASE_MS + 1);
    const [taken] = await claimDueMessages(dbs[1]!, later, 1, LEASE_MS);
    expect(taken?.id).toBe(stale!.id);

    const stalled = { ...depsFor(dbs[0]!, sink, "a@lease.test"), now: () => later };
    expect(await deliverMessage(stalled, stale!, await env())).toBe(false);
    expect(sink.messages).toHaveLength(0);
    expect(await deliverMessage(depsFor(dbs[1]!, sink, "b@lease.test"), taken!, await env())).toBe(true);
    expect(sink.messages).toHaveLength(1);
    const [row] = await database.handle.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  }, 30_000);
});
