import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, eq, passwordResetTokens, sql } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { MESSAGES } from "@scalemsp/validators";
import { TestClient, startTestApp, validRegistration, uniqueEmail, type TestApp } from "../helpers";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

const NEW_PASSWORD = "Fresh-Start-2026";

describe.each(testBackends())("'Forgot password?' on %s", (backend) => {
  let sink: SmtpSink;
  let t: TestApp;
  let ip = 0;
  const client = () => new TestClient(t.app, `10.88.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`);

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

  const messagesTo = (email: string) =>
    sink.messages.filter((m) => m.to && "text" in m.to && m.to.text.includes(email));
  const resetMails = async (email: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .then((rows) => rows.filter((r) => r.kind === "password-reset"));

  async function register() {
    const owner = client();
    const registration = validRegistration();
    expect((await owner.post("/api/register", registration)).statusCode).toBe(201);
    return { owner, registration };
  }

  it("e-mails a one-time link that works once and ends every session", async () => {
    const { owner, registration } = await register();
    const response = await client().post("/api/password-reset/request", {
      email: registration.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");

    await expect.poll(() => messagesTo(registration.email).length, { timeout: 15_000 }).toBe(2);
    const mail = messagesTo(registration.email).find((m) => m.subject === "Reset your ScaleMSP password")!;
    expect(mail.text).toContain("60 minutes");
    const link = (mail.html as string).match(
      /href="(https:\/\/coach\.example\.com\/reset-password\?token=[^"]+)"/,
    )?.[1];
    expect(link).toBeDefined();
    expect(mail.text).toContain(link);
    const token = new URL(link!.replace(/&amp;/g, "&")).searchParams.get("token")!;

    const visitor = client();
    expect((await visitor.post("/api/reset-password", { token, password: NEW_PASSWORD })).statusCode).toBe(
      204,
    );
    expect((await owner.get("/api/user")).statusCode).toBe(401);
    const again = await visitor.post("/api/reset-password", { token, password: "Another-One-2026" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.resetLinkInvalid);
    const login = await client().post("/api/login", { email: registration.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it("refuses a link past its 60 minutes", async () => {
    const { registration } = await register();
    expect(
      (await client().post("/api/password-reset/request", { email: registration.email })).statusCode,
    ).toBe(204);
    // The link is issued after the answer (contract §14 'timing').
    await expect.poll(async () => (await resetMails(registration.email)).length).toBe(1);
    const [row] = await resetMails(registration.email);
    const token = (row!.payload as { token: string }).token;
    await t.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await client().post("/api/reset-password", { token, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(MESSAGES.resetLinkInvalid);
  });

  it("answers an unknown address the same, and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const response = await client().post("/api/password-reset/request", { email });
    expect(response.statusCode).toBe(204);
    expect(await resetMails(email)).toHaveLength(0);
  });

  it("answers a known and an unknown address in the same time band", async () => {
    const { registration } = await register();
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await client().post("/api/password-reset/request", { email })).statusCode).toBe(204);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await timed(registration.email));
      unknown.push(await timed(uniqueEmail("nobody")));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    // Neither hashes a password nor waits for the mail server: both are a few queries.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
  });

  it("sends at most 3 links per address an hour, and answers 204 past that", async () => {
    const { registration } = await register();
    for (let i = 0; i < 5; i++) {
      expect(
        (await client().post("/api/password-reset/request", { email: registration.email })).statusCode,
      ).toBe(204);
    }
    await expect.poll(async () => (await resetMails(registration.email)).length).toBe(3);
  });

  it("sends at most 20 links per client address an hour", async () => {
    const one = client();
    const emails: string[] = [];
    for (let i = 0; i < 21; i++) {
      const { registration } = await register();
      emails.push(registration.email);
      expect((await one.post("/api/password-reset/request", { email: registration.email })).statusCode).toBe(
        204,
      );
    }
    const sentCount = async () => (await Promise.all(emails.map(resetMails))).flat().length;
    await expect.poll(sentCount).toBe(20);
    const sent = await Promise.all(emails.map(resetMails));
    expect(sent.filter((rows) => rows.length === 1)).toHaveLength(20);
    expect(sent.at(-1)).toHaveLength(0);
  });

  it("refuses a malformed address with the login's message", async () => {
    const response = await client().post("/api/password-reset/request", { email: "not-an-email" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.invalidEmail);
  });
});
