import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminExists, ensureAdmin, getBrand, prepareSetupToken } from "@scalemsp/api";
import { testBackends } from "@scalemsp/db/testing";
import { BRAND_DEFAULTS, MESSAGES } from "@scalemsp/validators";
import { startBanner } from "../src/start";
import { TestClient, startTestApp, uniqueEmail, type TestApp } from "./helpers";

const setupBody = (token: string, override: Record<string, unknown> = {}) => ({
  token,
  firstName: "Morgan",
  lastName: "Lee",
  email: uniqueEmail("coach"),
  password: "Coach-pass-1",
  product: "Lee Growth Coaching",
  brandEmail: "hello@leegrowth.example",
  phone: "+1 (555) 123-4567",
  ...override,
});

describe.each(testBackends())("first-run setup on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps one link while no admin exists, and it works once", async () => {
    const now = new Date();
    expect(await adminExists(t.db)).toBe(false);
    const token = await prepareSetupToken(t.db, now);
    expect(token).toMatch(/^\w{20,}$/);
    // A restart, or a second app server, prints the same link.
    expect(await prepareSetupToken(t.db, now)).toBe(token);

    const visitor = new TestClient(t.app);
    const check = await visitor.get(`/api/setup?token=${token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true });
    const wrong = await visitor.get(`/api/setup?token=${token}x`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.setupLinkInvalid);

    const refused = await visitor.post("/api/setup", setupBody(token!, { password: "short" }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.password).toBe(MESSAGES.passwordMin);

    const body = setupBody(token!);
    const done = await visitor.post("/api/setup", body);
    expect(done.statusCode).toBe(201);
    expect(done.json().user).toMatchObject({ email: body.email, role: "admin", firstName: "Morgan" });
    // Signed in as the new admin, and the brand is the one entered.
    const me = await visitor.get("/api/user");
    expect(me.json()).toMatchObject({ email: body.email, role: "admin" });
    expect((await visitor.get("/api/admin/settings")).statusCode).toBe(200);
    expect(await getBrand(t.db, BRAND_DEFAULTS)).toEqual({
      product: "Lee Growth Coaching",
      email: "hello@leegrowth.example",
      phone: "+1 (555) 123-4567",
    });

    const again = await new TestClient(t.app).post("/api/setup", setupBody(token!));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.setupLinkInvalid);
    expect((await visitor.get(`/api/setup?token=${token}`)).statusCode).toBe(400);
    expect(await prepareSetupToken(t.db, now)).toBeNull();
  });
});

describe.each(testBackends())("setup link and the admin variables on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it("ends the link once ADMIN_EMAIL has made an admin", async () => {
    const token = await prepareSetupToken(t.db, new Date());
    expect(token).not.toBeNull();
    await ensureAdmin(t.db, uniqueEmail("ops"), "Install-pass-1");
    expect(await prepareSetupToken(t.db, new Date())).toBeNull();
    const res = await new TestClient(t.app).post("/api/setup", setupBody(token!));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.setupLinkInvalid);
  });

  it("lets only one of two submissions at once create an admin", async () => {
    const other = await startTestApp(backend);
    try {
      const token = (await prepareSetupToken(other.db, new Date()))!;
      const results = await Promise.all([
        new TestClient(other.app).post("/api/setup", setupBody(token)),
        new TestClient(other.app).post("/api/setup", setupBody(token)),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    } finally {
      await other.close();
    }
  });
});

describe("start banner", () => {
  it("says where the site is and gives the setup link while no admin exists", () => {
    const text = startBanner("http://localhost:3000", "ScaleMSP", "abc123");
    expect(text).toContain("ScaleMSP is running at http://localhost:3000");
    expect(text).toContain("No admin account exists yet");
    expect(text).toContain("http://localhost:3000/setup?token=abc123");
  });

  it("says the admin account is ready once one exists", () => {
    const text = startBanner("https://coach.example.com", "ScaleMSP", null);
    expect(text).toContain("Admin account: ready");
    expect(text).not.toContain("/setup");
  });
});
