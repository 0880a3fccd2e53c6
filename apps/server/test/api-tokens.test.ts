import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin, INVALID_API_TOKEN } from "@scalemsp/api";
import { apiTokens, eq, users } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { TestClient, startTestApp, validRegistration, type TestApp } from "./helpers";

const ADMIN = { email: "tokens-admin@example.com", password: "Tokens-Admin-1" };

describe.each(testBackends())("API tokens on %s", (backend) => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await startTestApp(backend);
    await ensureAdmin(t.database.handle.db, ADMIN.email, ADMIN.password);
    admin = new TestClient(t.app);
    expect((await admin.post("/api/login", ADMIN)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  it("is shown once, stored as a hash, accepted by REST and tRPC, and revoked at once", async () => {
    const created = await admin.post("/api/admin/tokens", { name: "Weekly export" });
    expect(created.statusCode).toBe(201);
    const { id, token, name } = created.json();
    expect(name).toBe("Weekly export");
    expect(token).toMatch(/^smsp_/);

    const [row] = await t.database.handle.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = (await admin.get("/api/admin/tokens")).json();
    expect(JSON.stringify(listed)).not.toContain(token);
    expect(listed.find((item: { id: number }) => item.id === id).lastUsedAt).toBeNull();

    const script = new TestClient(t.app, "10.5.0.1");
    const rest = await script.get("/api/admin/businesses", bearer(token));
    expect(rest.statusCode).toBe(200);
    const trpc = await script.request("GET", "/trpc/auth.me", bearer(token));
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data.email).toBe(ADMIN.email);
    const used = (await admin.get("/api/admin/tokens")).json().find((item: { id: number }) => item.id === id);
    expect(used.lastUsedAt).not.toBeNull();

    expect((await admin.post(`/api/admin/tokens/${id}/revoke`)).statusCode).toBe(200);
    const afterRevoke = await script.get("/api/admin/businesses", bearer(token));
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json().message).toBe(INVALID_API_TOKEN);
  });

  it("answers 401 for a wrong token on REST and tRPC", async () => {
    const script = new TestClient(t.app, "10.5.0.2");
    expect((await script.get("/api/admin/businesses", bearer("smsp_not-a-real-token"))).statusCode).toBe(401);
    expect((await script.get("/api/user", bearer("garbage"))).statusCode).toBe(401);
    expect((await script.request("GET", "/trpc/admin.tokens.list", bearer("smsp_wrong"))).statusCode).toBe(
      401,
    );
  });

  it("cannot be created by a member's session (403) or signed out (401)", async () => {
    const member = new TestClient(t.app, "10.5.0.3");
    expect((await member.post("/api/register", validRegistration())).statusCode).toBe(201);
    expect((await member.post("/api/admin/tokens", { name: "mine" })).statusCode).toBe(403);
    expect((await new TestClient(t.app).post("/api/admin/tokens", { name: "x" })).statusCode).toBe(401);
  });

  it("refuses a token name that is empty", async () => {
    const res = await admin.post("/api/admin/tokens", { name: "  " });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBe("Name is required");
  });

  it("acts with the role its admin has now: a demoted admin's token no longer opens admin paths", async () => {
    const email = "second-admin@example.com";
    await ensureAdmin(t.database.handle.db, email, "Second-Admin-1");
    const second = new TestClient(t.app, "10.5.0.4");
    expect((await second.post("/api/login", { email, password: "Second-Admin-1" })).statusCode).toBe(200);
    const { token } = (await second.post("/api/admin/tokens", { name: "second" })).json();
    await t.database.handle.db.update(users).set({ role: "member" }).where(eq(users.email, email));
    expect((await new TestClient(t.app).get("/api/admin/businesses", bearer(token))).statusCode).toBe(403);
  });
});
