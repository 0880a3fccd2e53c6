import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, SIGNED_IN_HINT_COOKIE } from "@scalemsp/validators";
import { testBackends } from "@scalemsp/db/testing";
import { TestClient, startTestApp, uniqueEmail, validRegistration, type TestApp } from "./helpers";

describe.each(testBackends())("accounts on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const client = (ip?: string) => new TestClient(t.app, ip);

  describe("registration", () => {
    it("creates a free, active business and its owner, signs in and answers 201", async () => {
      const c = client();
      const input = validRegistration({ email: `  ${uniqueEmail("Mixed").toUpperCase()}  ` });
      const res = await c.post("/api/register", input);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.user).toMatchObject({
        email: input.email.trim().toLowerCase(),
        firstName: "Dana",
        lastName: "Reyes",
        role: "business_owner",
        isOwner: true,
        isActive: true,
      });
      expect(body.business).toMatchObject({
        name: "Reyes IT Services",
        planLevel: "free",
        isActive: true,
        employeeCount: 12,
      });
      expect(body.user.businessId).toBe(body.business.id);
      const me = await c.get("/api/user");
      expect(me.statusCode).toBe(200);
      expect(me.json().id).toBe(body.user.id);
      const business = await c.get("/api/business");
      expect(business.json()).toMatchObject({ id: body.business.id, name: "Reyes IT Services" });
    });

    it.each([
      [{ email: "not-an-email" }, "email", MESSAGES.invalidEmail],
      [{ password: "Short1" }, "password", MESSAGES.passwordMin],
      [{ password: "alllowercase1" }, "password", MESSAGES.passwordUppercase],
      [{ password: "NoDigitsHere" }, "password", MESSAGES.passwordNumber],
      [{ firstName: "  " }, "firstName", MESSAGES.firstNameRequired],
      [{ lastName: "" }, "lastName", MESSAGES.lastNameRequired],
      [{ businessName: "" }, "businessName", MESSAGES.businessNameRequired],
      [{ employeeCount: 0 }, "employeeCount", MESSAGES.employeeCountMin],
    ])("refuses %j with the spec's message", async (override, field, message) => {
      const res = await client().post("/api/register", validRegistration(override));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[field]).toBe(message);
    });

    it("lists every failing field and names the first one in message", async () => {
      const res = await client().post("/api/register", { email: "x", password: "a" });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe(MESSAGES.invalidEmail);
      expect(Object.keys(body.errors)).toEqual(
        expect.arrayContaining(["email", "password", "firstName", "lastName", "businessName"]),
      );
    });

    it("answers 409 for an e-mail already registered in other letter case", async () => {
      const email = uniqueEmail("taken");
      expect((await client().post("/api/register", validRegistration({ email }))).statusCode).toBe(201);
      const res = await client().post("/api/register", validRegistration({ email: email.toUpperCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.emailTaken);
    });

    it("reports the same messages through tRPC", async () => {
      const { status, body } = await client().trpc(
        "mutation",
        "auth.register",
        validRegistration({ password: "short" }),
      );
      expect(status).toBe(400);
      expect(body.error?.message).toBe(MESSAGES.passwordMin);
      expect(body.error?.data.errors?.password).toBe(MESSAGES.passwordMin);
    });
  });

  describe("login and logout", () => {
    const email = uniqueEmail("login");
    beforeAll(async () => {
      await client().post("/api/register", validRegistration({ email }));
    });

    it("signs in with the e-mail in any case and answers {user}", async () => {
      const c = client();
      const res = await c.post("/api/login", { email: ` ${email.toUpperCase()} `, password: "Sup3rSecret" });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe(email);
      expect((await c.get("/api/user")).statusCode).toBe(200);
    });

    it.each([
      [{ email: "nope" }, MESSAGES.invalidEmail],
      [{ password: "12345" }, MESSAGES.loginPasswordMin],
    ])("refuses %j with the spec's message", async (override, message) => {
      const res = await client().post("/api/login", { email, password: "Sup3rSecret", ...override });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it("answers 401 'Invalid email or password' for a wrong password and for an unknown e-mail", async () => {
      const wrong = await client("10.0.0.2").post("/api/login", { email, password: "Wrong-Passw0rd" });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(MESSAGES.invalidCredentials);
      const unknown = await client("10.0.0.2").post("/api/login", {
        email: uniqueEmail(),
        password: "Whatever1",
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().message).toBe(MESSAGES.invalidCredentials);
    });

    it("logs in through tRPC too", async () => {
      const c = client();
      const { status, body } = await c.trpc("mutation", "auth.login", { email, password: "Sup3rSecret" });
      expect(status).toBe(200);
      expect((body.result?.data as { user: { email: string } }).user.email).toBe(email);
      const me = await c.trpc("query", "auth.me");
      expect(me.status).toBe(200);
    });

    it("sets an HttpOnly, SameSite=Lax session cookie that lasts 30 days", async () => {
      const res = await client().post("/api/login", { email, password: "Sup3rSecret" });
      const cookie = res.cookies.find((c) => c.name === "scalemsp_session");
      expect(cookie).toBeDefined();
      expect(cookie!.httpOnly).toBe(true);
      expect(cookie!.sameSite).toBe("Lax");
      expect(cookie!.path).toBe("/");
      expect(cookie!.maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
      expect(cookie!.maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
      expect(cookie!.value.length).toBeGreaterThanOrEqual(26); // 128+ bits in base32
      expect(cookie!.secure).toBeFalsy();
    });

    it("sets a readable signed-in hint beside the session, and clears both at logout", async () => {
      const c = client();
      const login = await c.post("/api/login", { email, password: "Sup3rSecret" });
      const session = login.cookies.find((cookie) => cookie.name === "scalemsp_session")!;
      const hint = login.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE);
      expect(hint).toMatchObject({ value: "1", path: "/", sameSite: "Lax", maxAge: session.maxAge });
      expect(hint!.httpOnly).toBeFalsy();

      const logout = await c.post("/api/logout");
      for (const name of ["scalemsp_session", SIGNED_IN_HINT_COOKIE]) {
        expect(logout.cookies.find((cookie) => cookie.name === name)).toMatchObject({ value: "", maxAge: 0 });
      }
    });

    it("clears a signed-in hint that has no session beside it", async () => {
      const res = await client().get("/api/user", { headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` } });
      expect(res.statusCode).toBe(401);
      expect(res.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE)).toMatchObject({
        value: "",
        maxAge: 0,
      });
    });

    it("issues a new token at every sign-in", async () => {
      const c = client();
      await c.post("/api/login", { email, password: "Sup3rSecret" });
      const first = c.cookie;
      await c.post("/api/login", { email, password: "Sup3rSecret" });
      expect(c.cookie).toBeDefined();
      expect(c.cookie).not.toBe(first);
    });

    it("ends the session at logout", async () => {
      const c = client();
      await c.post("/api/login", { email, password: "Sup3rSecret" });
      const token = c.cookie;
      const res = await c.post("/api/logout");
      expect(res.statusCode).toBe(200);
      expect((await c.get("/api/user")).statusCode).toBe(401);
      c.cookie = token; // replaying the old cookie finds no session
      expect((await c.get("/api/user")).statusCode).toBe(401);
    });

    it("answers 401 to /api/user and /api/business when signed out", async () => {
      expect((await client().get("/api/user")).statusCode).toBe(401);
      expect((await client().get("/api/business")).statusCode).toBe(401);
    });
  });

  describe("rate limits", () => {
    it("answers 429 with Retry-After after 10 failed logins for one e-mail, and not for successes", async () => {
      const email = uniqueEmail("limited");
      await client().post("/api/register", validRegistration({ email }));
      for (let i = 0; i < 3; i++) {
        expect(
          (await client("10.1.0.1").post("/api/login", { email, password: "Sup3rSecret" })).statusCode,
        ).toBe(200);
      }
      for (let i = 0; i < 10; i++) {
        const res = await client(`10.1.1.${i}`).post("/api/login", { email, password: "Wrong-pass1" });
        expect(res.statusCode).toBe(401);
      }
      const limited = await client("10.1.2.1").post("/api/login", { email, password: "Sup3rSecret" });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.json().message).toBe(MESSAGES.tooManyAttempts);
    });

    it("answers 429 after 100 failed logins from one client address", async () => {
      const ip = "10.2.0.1";
      for (let i = 0; i < 100; i++) {
        await client(ip).post("/api/login", { email: uniqueEmail("spray"), password: "Wrong-pass1" });
      }
      const res = await client(ip).post("/api/login", {
        email: uniqueEmail("spray"),
        password: "Wrong-pass1",
      });
      expect(res.statusCode).toBe(429);
      expect(res.headers["retry-after"]).toBeDefined();
    });
  });

  describe("request rules of contract §2", () => {
    it("refuses a state-changing request from another site with 403", async () => {
      const res = await client().post(
        "/api/login",
        { email: uniqueEmail(), password: "Whatever1" },
        {
          headers: { origin: "https://evil.example" },
        },
      );
      expect(res.statusCode).toBe(403);
      const fetchSite = await client().post(
        "/trpc/auth.logout",
        {},
        { headers: { "sec-fetch-site": "cross-site" } },
      );
      expect(fetchSite.statusCode).toBe(403);
    });

    it("lets a same-origin request and a request with no Origin through", async () => {
      const res = await client().post("/api/logout", undefined, {
        headers: { origin: "http://localhost:80" },
      });
      expect(res.statusCode).toBe(200);
      expect((await client().post("/api/logout")).statusCode).toBe(200);
    });

    it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])(
      "refuses a %s body with 415",
      async (contentType) => {
        const res = await client().request("POST", "/api/login", {
          rawBody: "email=a@b.co&password=secret1",
          headers: { "content-type": contentType },
        });
        expect(res.statusCode).toBe(415);
        expect(res.json().message).toBeTypeOf("string");
      },
    );

    it("accepts an empty JSON body where the procedure takes no input", async () => {
      const res = await client().request("POST", "/api/logout", {
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(200);
    });

    it("answers 400 with a JSON message for a body that is not JSON", async () => {
      const res = await client().request("POST", "/api/login", {
        rawBody: "{not json",
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTypeOf("string");
    });
  });

  it("never sends a password hash", async () => {
    const c = client();
    const email = uniqueEmail("hash");
    const responses = [
      await c.post("/api/register", validRegistration({ email })),
      await c.post("/api/login", { email, password: "Sup3rSecret" }),
      await c.get("/api/user"),
      await c.get("/api/business"),
      (await c.trpc("query", "auth.me")).response,
    ];
    for (const res of responses) {
      expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/i);
    }
  });

  it("serves health and an OpenAPI document of the REST paths", async () => {
    const health = await client().get("/api/health");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const doc = (await client().get("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(
      doc.paths["/api/register"].post.requestBody.content["application/json"].schema.properties,
    ).toHaveProperty("businessName");
    expect(doc.paths["/api/user"].get.operationId).toBe("auth.me");
  });
});
