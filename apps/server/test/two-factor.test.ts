import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCodeAt, totpStepAt } from "@scalemsp/auth";
import { eq, sessions, twoFactorChallenges, users } from "@scalemsp/db";
import { createResource } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { ACCOUNT_MESSAGES, MESSAGES, RATE_LIMITS, TWO_FACTOR_MESSAGES } from "@scalemsp/validators";
import sharp from "sharp";
import { IMAGE_UPLOAD_PATH } from "../src/http/images";
import { restRoutes } from "../src/rest/routes";
import { UPLOAD_PATH } from "../src/http/uploads";
import { TEST_PASSWORD, TestClient, multipart, signInNewUser, startTestApp, type TestApp } from "./helpers";

describe.each(testBackends())("two-factor sign-in on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.database.handle.db;
  const emailOf = async (userId: number) =>
    (await db().select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
  /** The app's code for `key`, `offset` time steps from now. */
  const codeFor = (key: string, offset = 0) => totpCodeAt(key, totpStepAt(new Date()) + offset);

  /** A signed-in user with two-factor sign-in turned on through the API: their key and recovery codes. */
  async function withTwoFactor(options: Parameters<typeof signInNewUser>[1] = {}) {
    const member = await signInNewUser(t, options);
    const setup = await member.client.post("/api/user/two-factor/setup");
    expect(setup.statusCode).toBe(200);
    const { key, uri } = setup.json<{ key: string; uri: string }>();
    const enabled = await member.client.post("/api/user/two-factor", { code: codeFor(key) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    return { ...member, key, uri, recoveryCodes, email: await emailOf(member.userId) };
  }

  /** Signs in with the password in a new browser: the answer and that browser. */
  async function passwordStep(email: string, ip = "127.0.0.1") {
    const client = new TestClient(t.app, ip);
    const res = await client.post("/api/login", { email, password: TEST_PASSWORD });
    return { client, res };
  }

  describe("setting it up", () => {
    it("gives an otpauth URI, confirms with the app's code and answers ten recovery codes", async () => {
      const { client, key, uri, recoveryCodes, email } = await withTwoFactor();
      expect(uri).toMatch(/^otpauth:\/\/totp\//);
      expect(uri).toContain(`secret=${key}`);
      expect(decodeURIComponent(uri)).toContain(email);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      const status = await client.get("/api/user/two-factor");
      expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
      // The key and the codes are kept as the server needs them: codes only hashed.
      expect((await client.post("/api/user/two-factor/setup")).statusCode).toBe(409);
    });

    it("refuses a wrong code, and a code before set-up started", async () => {
      const { client } = await signInNewUser(t);
      const early = await client.post("/api/user/two-factor", { code: "123456" });
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toBe(TWO_FACTOR_MESSAGES.setupNotStarted);
      const { key } = (await client.post("/api/user/two-factor/setup")).json<{ key: string }>();
      const wrong = await client.post("/api/user/two-factor", { code: codeFor(key, 5) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ code: TWO_FACTOR_MESSAGES.codeWrong });
      const notDigits = await client.post("/api/user/two-factor", { code: "abc" });
      expect(notDigits.json().errors).toEqual({ code: TWO_FACTOR_MESSAGES.codeRequired });
      expect((await client.get("/api/user/two-factor")).json().enabled).toBe(false);
      expect((await new TestClient(t.app).get("/api/user/two-factor")).statusCode).toBe(401);
    });

    it("turns off only with the password", async () => {
      const { client, email } = await withTwoFactor();
      const wrong = await client.post("/api/user/two-factor/disable", { password: "Wrong-Pass-1" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ password: ACCOUNT_MESSAGES.currentPasswordWrong });
      expect(
        (await client.post("/api/user/two-factor/disable", { password: TEST_PASSWORD })).statusCode,
      ).toBe(204);
      expect((await client.get("/api/user/two-factor")).json()).toMatchObject({
        enabled: false,
        recoveryCodesLeft: 0,
      });
      const { res } = await passwordStep(email);
      expect(res.json()).toHaveProperty("user");
    });
    it("makes a new set of recovery codes with the password: the old set stops working, each new one works once", async () => {
      const { client, recoveryCodes: old, email } = await withTwoFactor();
      const path = "/api/user/two-factor/recovery-codes";
      const wrong = await client.post(path, { password: "Wrong-Pass-1" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ password: ACCOUNT_MESSAGES.currentPasswordWrong });
      const missing = await client.post(path, {});
      expect(missing.json().errors).toEqual({ password: ACCOUNT_MESSAGES.currentPasswordRequired });

      const made = await client.post(path, { password: TEST_PASSWORD });
      expect(made.statusCode).toBe(200);
      const fresh = made.json<{ recoveryCodes: string[] }>().recoveryCodes;
      expect(new Set(fresh).size).toBe(10);
      expect(fresh.filter((code) => old.includes(code))).toEqual([]);
      expect((await client.get("/api/user/two-factor")).json().recoveryCodesLeft).toBe(10);

      const ip = "192.0.2.61";
      const first = await passwordStep(email, ip);
      const stale = await first.client.post("/api/login/two-factor", { code: old[1] });
      expect(stale.statusCode).toBe(401);
      expect(stale.json().message).toBe(TWO_FACTOR_MESSAGES.codeWrong);
      expect((await first.client.post("/api/login/two-factor", { code: fresh[0] })).statusCode).toBe(200);
      const second = await passwordStep(email, ip);
      expect((await second.client.post("/api/login/two-factor", { code: fresh[0] })).statusCode).toBe(401);
      expect((await second.client.post("/api/login/two-factor", { code: fresh[1] })).statusCode).toBe(200);
      expect((await client.get("/api/user/two-factor")).json().recoveryCodesLeft).toBe(8);

      // The same through tRPC: another new set, the one before gone with it.
      const viaTrpc = await client.trpc("mutation", "security.regenerateRecoveryCodes", {
        password: TEST_PASSWORD,
      });
      expect(viaTrpc.status).toBe(200);
      const newest = (viaTrpc.body.result!.data as { recoveryCodes: string[] }).recoveryCodes;
      expect(newest.filter((code) => fresh.includes(code))).toEqual([]);
      const third = await passwordStep(email, ip);
      expect((await third.client.post("/api/login/two-factor", { code: fresh[2] })).statusCode).toBe(401);
      expect((await third.client.post("/api/login/two-factor", { code: newest[0] })).statusCode).toBe(200);
    });

    it("makes no recovery codes without two-factor sign-in, nor for a signed-out caller", async () => {
      const { client } = await signInNewUser(t);
      const refused = await client.post("/api/user/two-factor/recovery-codes", { password: TEST_PASSWORD });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.notEnabled);
      const signedOut = await new TestClient(t.app).post("/api/user/two-factor/recovery-codes", {
        password: TEST_PASSWORD,
      });
      expect(signedOut.statusCode).toBe(401);
    });
  });

  describe("signing in", () => {
    it("answers twoFactorRequired and no session to the password, then the user to the code", async () => {
      const { key, email, userId } = await withTwoFactor();
      const { client, res } = await passwordStep(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ twoFactorRequired: true });
      expect(client.cookie).toBeUndefined();
      expect(client.twoFactorCookie).toBeDefined();
      expect((await client.get("/api/user")).statusCode).toBe(401);

      // The set-up took this step's code; the next one is good once, and never again.
      const done = await client.post("/api/login/two-factor", { code: codeFor(key, 1) });
      expect(done.statusCode).toBe(200);
      expect(done.json().user).toMatchObject({ id: userId, email });
      expect(client.cookie).toBeDefined();
      expect(client.twoFactorCookie).toBeUndefined();
      expect((await client.get("/api/user")).statusCode).toBe(200);

      const again = await passwordStep(email);
      for (const code of [codeFor(key, 1), codeFor(key, 0), codeFor(key, -1)]) {
        const reused = await again.client.post("/api/login/two-factor", { code });
        expect(reused.statusCode).toBe(401);
        expect(reused.json().message).toBe(TWO_FACTOR_MESSAGES.codeWrong);
      }
    });

    it("takes each recovery code once", async () => {
      const { recoveryCodes, email, client: first } = await withTwoFactor();
      const { client } = await passwordStep(email);
      // Read without case or dashes, as people type them.
      const typed = recoveryCodes[0]!.toUpperCase().replace("-", " ");
      expect((await client.post("/api/login/two-factor", { code: typed })).statusCode).toBe(200);
      const second = await passwordStep(email);
      const reused = await second.client.post("/api/login/two-factor", { code: recoveryCodes[0] });
      expect(reused.statusCode).toBe(401);
      expect((await second.client.post("/api/login/two-factor", { code: recoveryCodes[1] })).statusCode).toBe(
        200,
      );
      expect((await first.get("/api/user/two-factor")).json().recoveryCodesLeft).toBe(8);
    });

    it("gives one session for a challenge, however many codes race for it", async () => {
      const { recoveryCodes, email, userId } = await withTwoFactor();
      const { client } = await passwordStep(email);
      const before = (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;
      const answers = await Promise.all(
        recoveryCodes.slice(0, 3).map((code) => client.post("/api/login/two-factor", { code })),
      );
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
      const after = (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;
      expect(after - before).toBe(1);
    });

    it("refuses the code after 5 minutes, and without the password step", async () => {
      const { recoveryCodes, email, userId } = await withTwoFactor();
      const { client } = await passwordStep(email);
      await db()
        .update(twoFactorChallenges)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(twoFactorChallenges.userId, userId));
      const late = await client.post("/api/login/two-factor", { code: recoveryCodes[0] });
      expect(late.statusCode).toBe(401);
      expect(late.json().message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
      const none = await new TestClient(t.app).post("/api/login/two-factor", { code: recoveryCodes[0] });
      expect(none.statusCode).toBe(401);
      expect(none.json().message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
      const empty = await client.post("/api/login/two-factor", { code: " " });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({ code: TWO_FACTOR_MESSAGES.codeRequired });
    });

    it("limits code guesses as password guesses: 10 per e-mail, then 429 with Retry-After", async () => {
      const { email, recoveryCodes } = await withTwoFactor();
      const { client } = await passwordStep(email, "198.51.100.7");
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMITS.loginPerEmail.max + 1; i++) {
        statuses.push((await client.post("/api/login/two-factor", { code: "000000" })).statusCode);
      }
      expect(statuses.slice(0, RATE_LIMITS.loginPerEmail.max).every((s) => s === 401)).toBe(true);
      const locked = await client.post("/api/login/two-factor", { code: recoveryCodes[0] });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(MESSAGES.tooManyAttempts);
      expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("counts password and code guesses against one limit per e-mail; a good code gives its count back", async () => {
      const { email, recoveryCodes } = await withTwoFactor();
      const { client } = await passwordStep(email, "198.51.100.8");
      const elsewhere = new TestClient(t.app, "198.51.100.9");
      const wrongPassword = () => elsewhere.post("/api/login", { email, password: "Wrong-pass1" });
      const { max } = RATE_LIMITS.loginPerEmail;
      const passwordGuesses = Math.floor(max / 2);
      for (let i = 0; i < passwordGuesses; i++) expect((await wrongPassword()).statusCode).toBe(401);
      for (let i = 0; i < max - passwordGuesses - 1; i++) {
        expect((await client.post("/api/login/two-factor", { code: "000000" })).statusCode).toBe(401);
      }
      // The last attempt left: a good code takes it and gives it back...
      expect((await client.post("/api/login/two-factor", { code: recoveryCodes[0] })).statusCode).toBe(200);
      // ...so one more guess is still checked, and only then is the e-mail limited.
      expect((await wrongPassword()).statusCode).toBe(401);
      expect((await elsewhere.post("/api/login", { email, password: TEST_PASSWORD })).statusCode).toBe(429);
    });

    it("lets a browser that signed in before finish both steps while others' failures lock the e-mail", async () => {
      // The member signed in from this browser before turning two-factor sign-in on.
      const { email, recoveryCodes, client: known } = await withTwoFactor();
      const attacker = new TestClient(t.app, "198.51.100.20");
      for (let i = 0; i < RATE_LIMITS.loginPerEmail.max; i++) {
        expect((await attacker.post("/api/login", { email, password: "Wrong-pass1" })).statusCode).toBe(401);
      }
      expect((await passwordStep(email, "198.51.100.21")).res.statusCode).toBe(429);

      expect((await known.post("/api/login", { email, password: TEST_PASSWORD })).json()).toEqual({
        twoFactorRequired: true,
      });
      expect((await known.post("/api/login/two-factor", { code: recoveryCodes[0] })).statusCode).toBe(200);
      expect((await known.post("/api/logout")).statusCode).toBe(200);
      const login = await known.trpc("mutation", "auth.login", { email, password: TEST_PASSWORD });
      expect(login.body.result?.data).toEqual({ twoFactorRequired: true });
      const done = await known.trpc("mutation", "auth.loginTwoFactor", { code: recoveryCodes[1] });
      expect(done.status).toBe(200);
    });

    it("works through tRPC as through REST", async () => {
      const { email, recoveryCodes } = await withTwoFactor();
      const client = new TestClient(t.app);
      const login = await client.trpc("mutation", "auth.login", { email, password: TEST_PASSWORD });
      expect(login.body.result?.data).toEqual({ twoFactorRequired: true });
      const done = await client.trpc("mutation", "auth.loginTwoFactor", { code: recoveryCodes[0] });
      expect(done.status).toBe(200);
      expect((await client.get("/api/user")).statusCode).toBe(200);
    });

    it("is documented in the OpenAPI document", async () => {
      const doc = (await new TestClient(t.app).get("/api/openapi.json")).json<{
        paths: Record<string, unknown>;
      }>();
      for (const path of [
        "/api/login/two-factor",
        "/api/user/two-factor",
        "/api/user/two-factor/setup",
        "/api/user/two-factor/disable",
        "/api/user/two-factor/recovery-codes",
        "/api/user/sessions",
        "/api/user/sessions/{id}",
        "/api/user/sessions/end-others",
        "/api/user/sign-ins",
        "/api/admin/security",
      ]) {
        expect(doc.paths, path).toHaveProperty([path]);
      }
    });
  });

  describe("required of admins", () => {
    it("needs the admin's own first, then sends every admin without it to set it up", async () => {
      const plain = await signInNewUser(t, { role: "admin" });
      const refused = await plain.client.put("/api/admin/security", { requireTwoFactorForAdmins: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        requireTwoFactorForAdmins: TWO_FACTOR_MESSAGES.enableOwnFirst,
      });

      const secured = await withTwoFactor({ role: "admin" });
      const on = await secured.client.put("/api/admin/security", { requireTwoFactorForAdmins: true });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ requireTwoFactorForAdmins: true });

      try {
        // An admin without it reaches no admin path, only their own Security procedures.
        const closed = await plain.client.get("/api/admin/security");
        expect(closed.statusCode).toBe(403);
        expect(closed.json().message).toBe(TWO_FACTOR_MESSAGES.setupRequired);
        expect((await plain.client.get("/api/user/two-factor")).json()).toMatchObject({
          enabled: false,
          required: true,
          setupRequired: true,
        });
        const { key } = (await plain.client.post("/api/user/two-factor/setup")).json<{ key: string }>();
        expect((await plain.client.post("/api/user/two-factor", { code: codeFor(key) })).statusCode).toBe(
          200,
        );
        expect((await plain.client.get("/api/admin/security")).statusCode).toBe(200);

        // Members are not admins: the rule does not touch them.
        const member = await signInNewUser(t);
        expect((await member.client.get("/api/user/two-factor")).json().required).toBe(false);

        const off = await secured.client.post("/api/user/two-factor/disable", { password: TEST_PASSWORD });
        expect(off.statusCode).toBe(400);
        expect(off.json().message).toBe(TWO_FACTOR_MESSAGES.requiredForAdmins);
      } finally {
        await secured.client.put("/api/admin/security", { requireTwoFactorForAdmins: false });
      }
      expect((await secured.client.get("/api/admin/security")).json()).toEqual({
        requireTwoFactorForAdmins: false,
      });
    });

    it("refuses every signed-in path but enrolment, member paths and paid files included, through REST and tRPC", async () => {
      // Contract §14: what stays open is enrolment and what its page needs; signing out is public.
      const open = new Set([
        "GET /api/user",
        "GET /api/user/two-factor",
        "POST /api/user/two-factor/setup",
        "POST /api/user/two-factor",
      ]);
      const paidFile = "/downloads/exit-readiness-report.pdf";
      await createResource(db(), { accessLevel: "enterprise", fileUrl: paidFile, isActive: false });
      const secured = await withTwoFactor({ role: "admin" });
      const plain = await signInNewUser(t, { role: "admin" });
      // Before the rule is on, the admin reads member paths and the paid file as any admin.
      expect((await plain.client.get("/api/modules")).statusCode).toBe(200);
      expect((await plain.client.get(paidFile)).statusCode).toBe(200);

      expect(
        (await secured.client.put("/api/admin/security", { requireTwoFactorForAdmins: true })).statusCode,
      ).toBe(200);
      try {
        const signedIn = restRoutes.filter((route) => route.access !== "public");
        expect(signedIn.some((route) => route.access === "member")).toBe(true);
        for (const route of signedIn) {
          const row = `${route.method} ${route.path}`;
          const res = await plain.client.request(route.method, route.path.replace(/\{\w+\}/g, "1"));
          if (open.has(row)) expect(res.statusCode, row).not.toBe(403);
          else {
            expect(res.statusCode, row).toBe(403);
            expect(res.json().message, row).toBe(TWO_FACTOR_MESSAGES.setupRequired);
          }
        }
        const file = await plain.client.get(paidFile);
        expect(file.statusCode).toBe(403);
        expect(file.json().message).toBe(TWO_FACTOR_MESSAGES.setupRequired);

        const modules = await plain.client.trpc("query", "modules.list");
        expect(modules.status).toBe(403);
        expect(modules.body.error?.message).toBe(TWO_FACTOR_MESSAGES.setupRequired);
        expect((await plain.client.trpc("query", "security.twoFactor")).status).toBe(200);
        expect((await plain.client.trpc("query", "auth.me")).status).toBe(200);
        // The admin with two-factor sign-in is not touched, and signing out stays open.
        expect((await secured.client.get("/api/modules")).statusCode).toBe(200);
        expect((await secured.client.get(paidFile)).statusCode).toBe(200);
        expect((await plain.client.post("/api/logout")).statusCode).toBe(200);
        expect((await plain.client.get("/api/user")).statusCode).toBe(401);
      } finally {
        await secured.client.put("/api/admin/security", { requireTwoFactorForAdmins: false });
      }
    });

    it("closes the admin upload routes as it closes the admin procedures, through the same gate", async () => {
      const picture = await sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 90, b: 160 } },
      })
        .png()
        .toBuffer();
      const upload = (client: TestClient, url: string) => {
        const body = multipart([{ filename: "picture.png", content: picture }]);
        return t.app.inject({
          method: "POST",
          url,
          payload: body.payload,
          headers: { "content-type": body.contentType, cookie: client.cookie! },
        });
      };
      const routes = [UPLOAD_PATH, `${IMAGE_UPLOAD_PATH}?purpose=avatar`];

      const secured = await withTwoFactor({ role: "admin" });
      const plain = await signInNewUser(t, { role: "admin" });
      // Before the rule is on, an admin without two-factor sign-in uploads as any admin.
      for (const url of routes) expect((await upload(plain.client, url)).statusCode, url).toBe(201);

      expect(
        (await secured.client.put("/api/admin/security", { requireTwoFactorForAdmins: true })).statusCode,
      ).toBe(200);
      try {
        const procedure = await plain.client.get("/api/admin/security");
        expect(procedure.statusCode).toBe(403);
        for (const url of routes) {
          const refused = await upload(plain.client, url);
          expect(refused.statusCode, url).toBe(procedure.statusCode);
          expect(refused.json().message, url).toBe(procedure.json().message);
          expect((await upload(secured.client, url)).statusCode, url).toBe(201);
        }

        const { key } = (await plain.client.post("/api/user/two-factor/setup")).json<{ key: string }>();
        expect((await plain.client.post("/api/user/two-factor", { code: codeFor(key) })).statusCode).toBe(
          200,
        );
        for (const url of routes) expect((await upload(plain.client, url)).statusCode, url).toBe(201);
      } finally {
        await secured.client.put("/api/admin/security", { requireTwoFactorForAdmins: false });
      }
    });
  });
});

describe.each(testBackends())("one's own sessions and sign-ins on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  interface OwnSession {
    id: number;
    current: boolean;
    userAgent: string | null;
    ipAddress: string | null;
    lastSeenAt: string;
  }
  const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

  it("lists them with browser, address and last seen, and signs one or all others out", async () => {
    const { client, userId } = await signInNewUser(t);
    const [row] = await t.database.handle.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    const other = new TestClient(t.app, "203.0.113.9");
    await other.post(
      "/api/login",
      { email: row!.email, password: TEST_PASSWORD },
      { headers: { "user-agent": FIREFOX } },
    );
    const third = new TestClient(t.app);
    await third.post("/api/login", { email: row!.email, password: TEST_PASSWORD });

    const list = (await client.get("/api/user/sessions")).json<OwnSession[]>();
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const firefox = list.find((s) => s.userAgent === FIREFOX)!;
    expect(firefox).toMatchObject({ current: false, ipAddress: "203.0.113.9" });
    expect(Date.parse(firefox.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(list)).not.toMatch(/[0-9a-f]{64}/); // never the stored hash

    expect((await client.delete(`/api/user/sessions/${firefox.id}`)).statusCode).toBe(204);
    expect((await other.get("/api/user")).statusCode).toBe(401);
    expect((await client.delete(`/api/user/sessions/${firefox.id}`)).statusCode).toBe(404);

    // Another user's session is not found, never ended.
    const stranger = await signInNewUser(t);
    const theirs = (await stranger.client.get("/api/user/sessions")).json<OwnSession[]>()[0]!;
    expect((await client.delete(`/api/user/sessions/${theirs.id}`)).statusCode).toBe(404);
    expect((await stranger.client.get("/api/user")).statusCode).toBe(200);

    const ended = await client.post("/api/user/sessions/end-others");
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await third.get("/api/user")).statusCode).toBe(401);
    expect((await client.get("/api/user")).statusCode).toBe(200);
    expect((await client.get("/api/user/sessions")).json()).toHaveLength(1);
  });

  it("lists the account's recent sign-ins, failures included, newest first", async () => {
    const { client, userId } = await signInNewUser(t);
    const [row] = await t.database.handle.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    await new TestClient(t.app, "192.0.2.44").post(
      "/api/login",
      { email: row!.email, password: "Wrong-Pass-1" },
      { headers: { "user-agent": FIREFOX } },
    );
    const list = (await client.get("/api/user/sign-ins")).json<
      { succeeded: boolean; method: string; ipAddress: string; userAgent: string | null }[]
    >();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      succeeded: false,
      method: "password",
      ipAddress: "192.0.2.44",
      userAgent: FIREFOX,
    });
    expect(list[1]).toMatchObject({ succeeded: true, method: "password" });
    expect((await new TestClient(t.app).get("/api/user/sign-ins")).statusCode).toBe(401);
  });
});
