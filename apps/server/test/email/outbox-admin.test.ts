import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { emailOutbox, eq } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { EMAIL_KINDS } from "@scalemsp/email";
import { EMAIL_MESSAGES } from "@scalemsp/validators";
import { TestClient, startTestApp, uniqueEmail, type TestApp } from "../helpers";

interface OutboxMessage {
  id: number;
  to: string | null;
  subject: string;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

describe.each(testBackends())("the admin's Outbox on %s", (backend) => {
  let t: TestApp;
  let admin: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    // No worker: messages stay as the test sets them.
    t = await startTestApp(backend);
    const email = uniqueEmail("admin");
    await ensureAdmin(t.db, email, "Sup3rSecret");
    admin = new TestClient(t.app, "10.91.0.1");
    expect((await admin.post("/api/login", { email, password: "Sup3rSecret" })).statusCode).toBe(200);
    member = new TestClient(t.app, "10.91.0.2");
    expect((await member.post("/api/newsletter", { email: uniqueEmail("reader") })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it("lists the latest messages with status, attempts and subject, to admins only", async () => {
    const reader = uniqueEmail("reader");
    await member.post("/api/newsletter", { email: reader });
    const response = await admin.get("/api/admin/outbox");
    expect(response.statusCode).toBe(200);
    const [latest] = response.json() as OutboxMessage[];
    expect(latest).toMatchObject({
      to: reader,
      kind: "newsletter-welcome",
      status: "queued",
      attempts: 0,
      lastError: null,
      subject: "Welcome to the ScaleMSP growth newsletter",
    });
    expect((await member.get("/api/admin/outbox")).statusCode).toBe(401);
  });

  it("shows a message with both parts", async () => {
    const [latest] = (await admin.get("/api/admin/outbox")).json() as OutboxMessage[];
    const response = await admin.get(`/api/admin/outbox/${latest!.id}`);
    expect(response.statusCode).toBe(200);
    const message = response.json() as { html: string; text: string };
    expect(message.html).toContain("/unsubscribe?token=");
    expect(message.text).toContain("Unsubscribe");
    expect((await admin.get("/api/admin/outbox/999999")).statusCode).toBe(404);
  });

  it("sends a failed message again, and refuses one that did not fail", async () => {
    const [latest] = (await admin.get("/api/admin/outbox")).json() as OutboxMessage[];
    const refused = await admin.post(`/api/admin/outbox/${latest!.id}/retry`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EMAIL_MESSAGES.retryOnlyFailed);

    await t.db
      .update(emailOutbox)
      .set({ status: "failed", attempts: 8, lastError: "550 mailbox unavailable" })
      .where(eq(emailOutbox.id, latest!.id));
    const retried = await admin.post(`/api/admin/outbox/${latest!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({
      status: "queued",
      attempts: 0,
      lastError: "550 mailbox unavailable",
    });
    expect((await admin.post("/api/admin/outbox/999999/retry")).statusCode).toBe(404);
  });

  it("previews every kind of message in the brand, with both parts and the postal address", async () => {
    const response = await admin.get("/api/admin/email-previews");
    expect(response.statusCode).toBe(200);
    const previews = response.json() as { kind: string; subject: string; html: string; text: string }[];
    expect(previews.map((p) => p.kind)).toEqual(EMAIL_KINDS);
    for (const preview of previews) {
      expect(preview.subject).not.toBe("");
      expect(preview.html).toContain("ScaleMSP");
      expect(preview.text).toContain("Springfield");
      expect(preview.html).not.toMatch(/<img[^>]+src="https?:/);
    }
  });
});
