import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@scalemsp/auth";
import { createBusiness, createUser } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { MESSAGES, RATE_LIMITS } from "@scalemsp/validators";
import { TEST_PASSWORD, TestClient, startTestApp, uniqueEmail, type TestApp } from "./helpers";

const YEAR_S = 365 * 24 * 60 * 60;
const WRONG = "Wrong-pass1";

// Contract §14 'login limits and known browsers': a browser that signed in before keeps a device
// cookie and may still sign in while its e-mail is locked by failures from elsewhere; its own
// failures lock it alone after 5 in 15 minutes.
describe.each(testBackends())("known browsers on %s", (backend) => {
  let t: TestApp;
  let passwordHash: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    passwordHash = await hashPassword(TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  let ips = 0;
  /** A browser of its own address that has not signed in yet. */
  const newBrowser = () => new TestClient(t.app, `198.18.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`);

  async function newAccount() {
    const business = await createBusiness(t.database.handle.db, { planLevel: "free" });
    const email = uniqueEmail("known");
    await createUser(t.database.handle.db, { email, passwordHash, businessId: business.id, isOwner: true });
    return email;
  }

  /** A sign-in through each transport: its answer. */
  const viaRest = (client: TestClient, email: string, password = TEST_PASSWORD) =>
    client.post("/api/login", { email, password });
  const viaTrpc = async (client: TestClient, email: string, password = TEST_PASSWORD) =>
    (await client.trpc("mutation", "auth.login", { email, password })).response;
  type SignIn = typeof viaRest;
  const statusOf = async (answer: ReturnType<SignIn>) => (await answer).statusCode;

  /** A browser that signed in to `email` once and signed out again. */
  async function knownBrowser(email: string, signIn: SignIn = viaRest) {
    const browser = newBrowser();
    expect(await statusOf(signIn(browser, email))).toBe(200);
    expect((await browser.post("/api/logout")).statusCode).toBe(200);
    expect(browser.deviceCookie).toBeDefined();
    return browser;
  }

  /** Failures from a browser elsewhere until the e-mail is locked for every unknown browser. */
  async function lockEmail(email: string) {
    const attacker = newBrowser();
    for (let i = 0; i < RATE_LIMITS.loginPerEmail.max; i++) {
      expect(await statusOf(viaRest(attacker, email, WRONG))).toBe(401);
    }
    expect(await statusOf(viaRest(attacker, email))).toBe(429);
    expect(await statusOf(viaRest(newBrowser(), email))).toBe(429);
  }

  it.each([
    ["REST", viaRest],
    ["tRPC", viaTrpc],
  ])("sets the device cookie on a sign-in through %s: HttpOnly, for a year", async (_t, signIn) => {
    const email = await newAccount();
    const answer = await signIn(newBrowser(), email);
    expect(answer.statusCode).toBe(200);
    const device = answer.cookies.find((c) => c.name === "scalemsp_device")!;
    expect(device.httpOnly).toBe(true);
    expect(device.path).toBe("/");
    expect(device.maxAge).toBeGreaterThan(YEAR_S - 60);
    expect(device.maxAge).toBeLessThanOrEqual(YEAR_S);
    // A wrong password makes no browser known.
    const refused = await signIn(newBrowser(), email, WRONG);
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies.find((c) => c.name === "scalemsp_device")).toBeUndefined();
  });

  it.each([
    ["REST", viaRest],
    ["tRPC", viaTrpc],
  ])("lets a known browser sign in through %s while others' failures lock the e-mail", async (_t, signIn) => {
    const email = await newAccount();
    const browser = await knownBrowser(email, signIn);
    await lockEmail(email);
    expect(await statusOf(signIn(browser, email))).toBe(200);
    // Signing in again gives it a new cookie, which still counts as known.
    expect((await browser.post("/api/logout")).statusCode).toBe(200);
    expect(await statusOf(signIn(browser, email))).toBe(200);
  });

  it.each([
    ["REST", viaRest],
    ["tRPC", viaTrpc],
  ])("locks a known browser alone after 5 of its own failures through %s", async (_t, signIn) => {
    const email = await newAccount();
    const browser = await knownBrowser(email);
    const other = await knownBrowser(email);
    for (let i = 0; i < RATE_LIMITS.loginPerKnownBrowser.max; i++) {
      expect(await statusOf(signIn(browser, email, WRONG))).toBe(401);
    }
    const locked = await signIn(browser, email);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.stringify(locked.json())).toContain(MESSAGES.tooManyAttempts);
    // Neither the account's other known browser nor a new one is locked out by them.
    expect(await statusOf(signIn(other, email))).toBe(200);
    expect(await statusOf(signIn(newBrowser(), email))).toBe(200);
  });

  it("counts a browser known to another account, or a made-up cookie, as unknown", async () => {
    const email = await newAccount();
    const elsewhere = await knownBrowser(await newAccount());
    const madeUp = newBrowser();
    madeUp.deviceCookie = "scalemsp_device=made-up-token";
    await lockEmail(email);
    expect(await statusOf(viaRest(elsewhere, email))).toBe(429);
    expect(await statusOf(viaTrpc(madeUp, email))).toBe(429);
  });
});
