import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { enqueueEmails } from "@scalemsp/api";
import {
  campaigns,
  emailOutbox,
  eq,
  newsletterSubscriptions,
  openDatabase,
  runMigrations,
  sql,
  type DatabaseHandle,
} from "@scalemsp/db";
import { createPostgresTestDatabase, testBackends, type TestBackend } from "@scalemsp/db/testing";
import { EMAIL_CLAIM_LEASE_MS } from "@scalemsp/validators";
import { startAppProcess, stopAppProcess, type AppProcess } from "../app-process";
import { receivedCounts, startSmtpSink } from "./smtp-sink";

/**
 * Contract §9's durability, with the real entry point in processes of its own and a real SMTP
 * server: a message survives a SIGKILL in the middle of sending, and several processes on one
 * PostgreSQL share the work without sending a message twice.
 */

const ORIGIN = "http://durability.test";
/** The worker sends this many at once: the most that can be in flight when a process dies. */
const SEND_LANES = 5;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Where a process keeps its data: a PGlite DATA_DIR, or a fresh PostgreSQL database. */
async function dataPlace(
  backend: TestBackend,
): Promise<{ env: Record<string, string>; open: () => Promise<DatabaseHandle> }> {
  if (backend === "pglite") {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-mail-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return {
      env: { DATA_DIR: dataDir },
      open: async () => {
        const handle = await openDatabase({ dataDir });
        await runMigrations(handle);
        return handle;
      },
    };
  }
  const database = await createPostgresTestDatabase("mail");
  cleanups.push(() => database.drop());
  return {
    env: { DATABASE_URL: database.url },
    open: async () => {
      const handle = await openDatabase({ databaseUrl: database.url, maxConnections: 2 });
      await runMigrations(handle, { databaseUrl: database.url });
      return handle;
    },
  };
}

/** Opens the database for a moment; PGlite's directory is one process's at a time. */
async function withDatabase<T>(open: () => Promise<DatabaseHandle>, use: (h: DatabaseHandle) => Promise<T>) {
  const handle = await open();
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

async function startSink(delayMs: number) {
  const sink = await startSmtpSink({ delayMs });
  cleanups.push(() => sink.close());
  return sink;
}

async function startApp(env: Record<string, string>) {
  const app = await startAppProcess({ PUBLIC_ORIGIN: ORIGIN, ...env });
  cleanups.push(() => stopAppProcess(app, "SIGKILL"));
  return app;
}

const messageIdOf = (uuid: string) => `<${uuid}@durability.test>`;

async function waitUntil(check: () => boolean, what: string, timeoutMs: number, app?: AppProcess) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}${app ? `:\n${app.output()}` : ""}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(testBackends())("the outbox across a SIGKILL on %s", (backend) => {
  it("delivers every queued message after a restart, none twice but those in flight at the kill", async () => {
    const total = 300;
    const place = await dataPlace(backend);
    await withDatabase(place.open, (h) =>
      enqueueEmails(
        h.db,
        Array.from({ length: total }, (_, i) => ({
          kind: "registration-welcome" as const,
          to: `member-${i}@durability.test`,
          data: { firstName: `Member ${i}` },
        })),
      ),
    );
    // A slow server, so the kill lands in the middle of the sending.
    const sink = await startSink(15);
    const first = await startApp({ ...place.env, MAIL_URL: sink.url });
    await waitUntil(() => sink.messages.length >= total / 5, "the first messages", 30_000, first);
    await stopAppProcess(first, "SIGKILL");

    const { inFlight } = await withDatabase(place.open, async (h) => {
      const rows = await h.db.select().from(emailOutbox);
      const received = receivedCounts(sink);
      const queued = rows.filter((row) => row.status === "queued");
      // The kill came while sending: some went, others wait for the next process.
      expect(queued.length).toBeGreaterThan(0);
      expect(queued.length).toBeLessThan(total);
      // The server accepted these, but the process died before it recorded so.
      const inFlight = new Set(
        queued.filter((row) => received.has(messageIdOf(row.uuid))).map((row) => messageIdOf(row.uuid)),
      );
      // The claims of the dead process run out after the lease: let that time pass.
      await h.db
        .update(emailOutbox)
        .set({
          nextAttemptAt: sql`${emailOutbox.nextAttemptAt} - ${`${EMAIL_CLAIM_LEASE_MS} milliseconds`}::interval`,
        })
        .where(eq(emailOutbox.status, "queued"));
      return { inFlight };
    });
    expect(inFlight.size).toBeLessThanOrEqual(SEND_LANES);

    const second = await startApp({ ...place.env, MAIL_URL: sink.url });
    await waitUntil(() => receivedCounts(sink).size >= total, "every message", 45_000, second);
    await stopAppProcess(second, "SIGTERM");

    const rows = await withDatabase(place.open, (h) => h.db.select().from(emailOutbox));
    expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
    const received = receivedCounts(sink);
    expect([...received.keys()].sort()).toEqual(rows.map((row) => messageIdOf(row.uuid)).sort());
    const twice = [...received].filter(([, n]) => n > 1).map(([id]) => id);
    for (const id of twice) expect(inFlight).toContain(id);
    expect(Math.max(...received.values())).toBeLessThanOrEqual(2);
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("two app processes on one PostgreSQL", () => {
  it("deliver a 1,000-subscriber issue between them, each copy exactly once", async () => {
    const total = 1000;
    const place = await dataPlace("postgres");
    const sink = await startSink(5);
    // Each process sends under its own From, so the test sees both at work.
    const senders = ["a@durability.test", "b@durability.test"];
    await withDatabase(place.open, async () => {}); // migrated before the processes race to it
    await Promise.all(senders.map((from) => startApp({ ...place.env, MAIL_URL: sink.url, MAIL_FROM: from })));

    const campaignId = await withDatabase(place.open, async (h) => {
      await h.db.insert(newsletterSubscriptions).values(
        Array.from({ length: total }, (_, i) => ({
          email: `reader-${i}@durability.test`,
          unsubscribeToken: `durability-token-${i}`,
        })),
      );
      const [issue] = await h.db
        .insert(campaigns)
        .values({
          subject: "Growth notes",
          slug: "growth-notes",
          body: "One idea for your MSP this week.",
          status: "sending",
          scheduledAt: new Date(),
        })
        .returning({ id: campaigns.id });
      return issue!.id;
    });

    await waitUntil(() => sink.messages.length >= total, "every copy", 50_000);
    // A moment for any copy sent twice to arrive too.
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.messages).toHaveLength(total);
    const recipients = new Set(sink.messages.map((m) => (m.to && "text" in m.to ? m.to.text : "")));
    expect(recipients.size).toBe(total);
    expect(receivedCounts(sink).size).toBe(total);
    for (const from of senders) expect(sink.messages.some((m) => m.from?.text.includes(from))).toBe(true);

    await withDatabase(place.open, async (h) => {
      const rows = await h.db.select().from(emailOutbox).where(eq(emailOutbox.campaignId, campaignId));
      expect(rows).toHaveLength(total);
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
      await expect
        .poll(
          async () => (await h.db.select().from(campaigns).where(eq(campaigns.id, campaignId)))[0]!.status,
        )
        .toBe("sent");
    });
  }, 120_000);
});
