import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, eq } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { TEST_MAIL } from "../../src/testing";
import { TestClient, startTestApp, uniqueEmail, validRegistration, type TestApp } from "../helpers";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

const lead = (email: string) => ({
  firstName: "Dana",
  lastName: "Reyes",
  email,
  company: "Reyes IT Services",
  employees: "6-10",
  message: "We would like to grow our recurring revenue.",
});

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe.each(testBackends())("the outbox over SMTP on %s", (backend) => {
  let sink: SmtpSink;
  let t: TestApp;
  let ip = 0;
  const client = () => new TestClient(t.app, `10.77.0.${++ip}`);

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(
      backend,
      { publicOrigin: "https://coach.example.com" },
      { mail: { url: sink.url } },
    );
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("tells the coach of a consultation request, with the lead's details and a link to it", async () => {
    const email = uniqueEmail("lead");
    const response = await client().post("/api/contact", lead(email));
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "lead-notification"));
    expect(row).toBeDefined();
    const message = await sink.messageTo(TEST_MAIL.notifyEmail);
    expect(message.subject).toBe("New consultation request: Dana Reyes, Reyes IT Services");
    expect(message.from?.text).toContain("hello@scalemsp.example");
    expect(message.replyTo?.text).toContain(email);
    expect(message.text).toContain(email);
    expect(message.text).toContain("We would like to grow our recurring revenue.");
    expect(message.html).toContain("Reyes IT Services");
    expect(hrefs(message.html as string)).toContain(
      `https://coach.example.com/admin?tab=leads&q=${encodeURIComponent(email)}`,
    );
    expect(message.messageId).toMatch(/^<[0-9a-f-]{36}@coach\.example\.com>$/);
  });

  it("welcomes a new subscriber once, with the unsubscribe link, and not a repeat", async () => {
    const email = uniqueEmail("reader");
    expect((await client().post("/api/newsletter", { email })).statusCode).toBe(200);
    expect((await client().post("/api/newsletter", { email })).statusCode).toBe(200);
    const message = await sink.messageTo(email);
    expect(message.subject).toBe("Welcome to the ScaleMSP growth newsletter");
    const unsubscribe = hrefs(message.html as string).find((href) => href.includes("/unsubscribe?token="));
    expect(unsubscribe).toMatch(/^https:\/\/coach\.example\.com\/unsubscribe\?token=/);
    expect(message.text).toContain(unsubscribe);
    const token = new URL(unsubscribe!).searchParams.get("token")!;
    expect((await client().post("/api/newsletter/unsubscribe", { token })).statusCode).toBe(204);
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(rows).toHaveLength(1);
  });

  it("welcomes a new owner", async () => {
    const registration = validRegistration();
    expect((await client().post("/api/register", registration)).statusCode).toBe(201);
    const message = await sink.messageTo(registration.email);
    expect(message.subject).toBe("Welcome to ScaleMSP: please confirm your email");
    expect(message.text).toContain(registration.firstName);
    // Its one link confirms the address, on the site's public origin.
    expect(
      hrefs(message.html as string).some((href) =>
        href.startsWith("https://coach.example.com/verify-email?token="),
      ),
    ).toBe(true);
  });

  it("sends every message with both parts, the brand's address and no remote images", async () => {
    await sink.waitFor(3);
    for (const message of sink.messages) {
      expect(message.html).toBeTruthy();
      expect(message.text?.trim()).toBeTruthy();
      expect(message.text).toContain("Springfield");
      expect(message.html).not.toMatch(/<img[^>]+src="https?:/);
    }
    // Each row is marked sent just after the server accepted its message.
    await expect
      .poll(async () => (await t.db.select().from(emailOutbox)).every((row) => row.status === "sent"))
      .toBe(true);
    const rows = await t.db.select().from(emailOutbox);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
  });
});

describe.each(testBackends())("the outbox without MAIL_URL on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, { mail: {} });
  });
  afterAll(() => t.close());

  it("writes each message as an .eml file under DATA_DIR/mail", async () => {
    const email = uniqueEmail("lead");
    expect((await new TestClient(t.app, "10.78.0.1").post("/api/contact", lead(email))).statusCode).toBe(201);
    const folder = path.join(t.filesDir, "mail");
    const started = Date.now();
    let files: string[] = [];
    while (files.length === 0 && Date.now() - started < 15_000) {
      // The store writes beside the target under a hidden name, then renames it into place.
      files = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".eml"));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(files).toHaveLength(1);
    const raw = await readFile(path.join(folder, files[0]!), "utf8");
    expect(raw).toContain(`To: ${TEST_MAIL.notifyEmail}`);
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
    // The row is marked sent just after the file is in place.
    await expect
      .poll(async () => (await t.db.select().from(emailOutbox))[0], { timeout: 5000 })
      .toMatchObject({ status: "sent", to: TEST_MAIL.notifyEmail });
  });
});
