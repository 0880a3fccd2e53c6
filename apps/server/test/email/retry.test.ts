import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, eq } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { TestClient, startTestApp, uniqueEmail, type TestApp } from "../helpers";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

describe.each(testBackends())("a mail server that refuses for a while on %s", (backend) => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(backend, {}, { mail: { url: sink.url, retryDelaysMs: [300, 300, 300] } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("gets the message later, once, with the error of the refused tries recorded until then", async () => {
    sink.refusing = true;
    const email = uniqueEmail("reader");
    expect((await new TestClient(t.app, "10.93.0.1").post("/api/newsletter", { email })).statusCode).toBe(
      200,
    );
    const row = async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)))[0]!;
    await expect
      .poll(async () => (await row()).lastError ?? "", { timeout: 15_000 })
      .toContain("Try again later");
    expect((await row()).status).toBe("queued");
    sink.refusing = false;
    await expect.poll(async () => (await row()).status, { timeout: 15_000 }).toBe("sent");
    expect((await row()).attempts).toBeGreaterThanOrEqual(2);
    expect(sink.messages.filter((m) => m.to && "text" in m.to && m.to.text.includes(email))).toHaveLength(1);
  });
});
