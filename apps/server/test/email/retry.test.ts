import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, eq } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { TestClient, startTestApp, uniqueEmail, type TestApp } from "../helpers";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

/** Growing, as the real ones (1, 5, 15 minutes…), but short enough for a test. */
const RETRY_DELAYS_MS = [200, 600, 1200] as const;
/** Timers and the worker's poll may fire a little early or late; never by this much. */
const SLACK_MS = 15;

describe.each(testBackends())("a mail server that refuses for a while on %s", (backend) => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(backend, {}, { mail: { url: sink.url, retryDelaysMs: RETRY_DELAYS_MS } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("gets the message later, once, after waits that grow, with the refusals recorded until then", async () => {
    sink.refusing = true;
    const email = uniqueEmail("reader");
    expect((await new TestClient(t.app, "10.93.0.1").post("/api/newsletter", { email })).statusCode).toBe(
      200,
    );
    const row = async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)))[0]!;
    // Three tries refused (451), each after the wait its number names.
    await expect.poll(() => sink.refusedAt.length, { timeout: 15_000 }).toBe(3);
    expect((await row()).status).toBe("queued");
    expect((await row()).lastError).toContain("Try again later");
    sink.refusing = false;
    await expect.poll(async () => (await row()).status, { timeout: 15_000 }).toBe("sent");

    const copies = sink.messages
      .map((message, i) => ({ message, at: sink.acceptedAt[i]! }))
      .filter(({ message }) => message.to && "text" in message.to && message.to.text.includes(email));
    expect(copies).toHaveLength(1);
    const tries = [...sink.refusedAt, copies[0]!.at];
    const waits = tries.slice(1).map((at, i) => at - tries[i]!);
    waits.forEach((wait, i) => expect(wait).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[i]! - SLACK_MS));
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
    expect(await row()).toMatchObject({ attempts: 4, lastError: null });
  });
});
