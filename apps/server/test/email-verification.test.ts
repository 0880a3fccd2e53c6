import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, emailOutbox, eq } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import {
  EMAIL_VERIFICATION_MESSAGES,
  INVITATIONS_PER_DAY_UNVERIFIED,
  RATE_LIMITS,
} from "@scalemsp/validators";
import { TestClient, startTestApp, uniqueEmail, validRegistration, type TestApp } from "./helpers";

/** Contract §14: the owner's e-mail verification, and the invitations it unlocks. */
describe.each(testBackends())("owner e-mail verification on %s", (backend) => {
  let t: TestApp;
  let ip = 0;
  const client = () => new TestClient(t.app, `10.47.0.${++ip}`);
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The verification token the newest welcome e-mail to an address carries. */
  async function verifyToken(email: string) {
    const [row] = await t.database.handle.db
      .select({ payload: emailOutbox.payload })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "registration-welcome"), eq(emailOutbox.to, email)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return (row!.payload as { verifyToken: string }).verifyToken;
  }

  async function register() {
    const owner = client();
    const registration = validRegistration();
    expect((await owner.post("/api/register", registration)).statusCode).toBe(201);
    return { owner, email: registration.email };
  }

  it("lets an unverified owner send 5 invitations a day, then answers 429 with a message", async () => {
    const { owner } = await register();
    expect((await owner.get("/api/user/email-verification")).json()).toMatchObject({ verified: false });
    const statuses = [];
    for (let i = 0; i <= INVITATIONS_PER_DAY_UNVERIFIED; i++)
      statuses.push(await owner.post("/api/team/invites", { email: uniqueEmail(`inv${i}`) }));
    expect(statuses.slice(0, -1).map((r) => r.statusCode)).toEqual(
      Array(INVITATIONS_PER_DAY_UNVERIFIED).fill(201),
    );
    const refused = statuses.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      EMAIL_VERIFICATION_MESSAGES.invitesUnverified(INVITATIONS_PER_DAY_UNVERIFIED),
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("verifies through the registration e-mail's link over REST, and then allows 50 a day", async () => {
    const { owner, email } = await register();
    const token = await verifyToken(email);
    const verified = await client().post("/api/email-verification", { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true });
    expect((await owner.get("/api/user/email-verification")).json()).toEqual({ email, verified: true });
    for (let i = 0; i <= INVITATIONS_PER_DAY_UNVERIFIED; i++)
      expect((await owner.post("/api/team/invites", { email: uniqueEmail(`ok${i}`) })).statusCode).toBe(201);
    const bad = await client().post("/api/email-verification", { token: `${token}x` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
    const resend = await owner.post("/api/user/email-verification/resend", {});
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toBe(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  });

  it("verifies over tRPC, and limits the dashboard's resend", async () => {
    const { owner, email } = await register();
    const status = await owner.trpc("query", "account.emailVerification");
    expect(status.body.result?.data).toEqual({ email, verified: false });
    const sent = [];
    for (let i = 0; i <= RATE_LIMITS.verificationResendPerUser.max; i++)
      sent.push((await owner.trpc("mutation", "account.resendVerification")).status);
    expect(sent).toEqual([...Array(RATE_LIMITS.verificationResendPerUser.max).fill(200), 429]);
    const token = await verifyToken(email);
    const verified = await client().trpc("mutation", "account.verifyEmail", { token });
    expect(verified.body.result?.data).toEqual({ verified: true });
    expect((await owner.trpc("query", "account.emailVerification")).body.result?.data).toEqual({
      email,
      verified: true,
    });
  });
});
