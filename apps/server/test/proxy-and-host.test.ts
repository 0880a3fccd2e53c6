import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@scalemsp/validators";
import { ConfigError, loadConfig } from "../src/config";
import { TestClient, signInNewUser, startTestApp, validRegistration, type TestApp } from "./helpers";
import { fakeBuild } from "./fake-web-build";

const load = (env: Record<string, string>) => loadConfig(env, "/srv/app");

describe("TRUST_PROXY and ALLOWED_HOSTS", () => {
  it.each([
    [{}, false],
    [{ TRUST_PROXY: "" }, false],
    [{ TRUST_PROXY: "false" }, false],
    [{ TRUST_PROXY: "true" }, 1],
    [{ TRUST_PROXY: "2" }, 2],
    [{ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,::1" }, ["10.0.0.1", "10.1.0.0/16", "::1"]],
  ])("reads %j as %j", (env, expected) => {
    expect(load(env).trustProxy).toEqual(expected);
  });

  it.each([["yes please"], ["10.0.0.1, evil"], ["-1"], ["10.0.0.0/99"]])("refuses %s", (value) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it("allows localhost, the listen address and ALLOWED_HOSTS, and falls back to localhost:PORT", () => {
    const config = load({ HOST: "10.0.0.5", PORT: "4000", ALLOWED_HOSTS: "coach.internal, Other.Example" });
    expect(config.allowedHosts).toEqual(
      expect.arrayContaining(["localhost", "127.0.0.1", "10.0.0.5", "coach.internal", "other.example"]),
    );
    expect(config.fallbackOrigin).toBe("http://localhost:4000");
    expect(() => load({ ALLOWED_HOSTS: "bad host/x" })).toThrow(/ALLOWED_HOSTS/);
  });

  it("starts with no variables at all", () => {
    const config = load({});
    expect(config.trustProxy).toBe(false);
    expect(config.allowedHosts).toContain("localhost");
  });
});

describe("client address behind a proxy", () => {
  let oneHop: TestApp;
  let listed: TestApp;
  beforeAll(async () => {
    oneHop = await startTestApp("pglite", { trustProxy: 1 });
    listed = await startTestApp("pglite", { trustProxy: ["127.0.0.1"] });
  });
  afterAll(async () => {
    await oneHop?.close();
    await listed?.close();
  });

  it.each([
    ["a hop count", () => oneHop],
    ["a proxy list", () => listed],
  ])("with %s, a client-written X-Forwarded-For cannot rotate the per-client limit", async (_, app) => {
    const t = app();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.registerPerClient.max + 5; i++) {
      const res = await new TestClient(t.app, "127.0.0.1").post("/api/register", validRegistration(), {
        headers: { "x-forwarded-for": `203.0.113.${i}, 198.51.100.7` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(RATE_LIMITS.registerPerClient.max);
    expect(statuses.at(-1)).toBe(429);
  });

  it("ignores X-Forwarded-For from an address that is not a listed proxy", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.registerPerClient.max + 1; i++) {
      const res = await new TestClient(listed.app, "192.0.2.9").post("/api/register", validRegistration(), {
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the Host header in links", () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await startTestApp("pglite", {
      webDistDir: dist,
      allowedHosts: ["localhost", "127.0.0.1", "coach.internal"],
      fallbackOrigin: "http://localhost:3000",
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, host: string) => t.app.inject({ method: "GET", url, headers: { host } });

  it.each([
    ["evil.example"],
    ['x"><script>alert(1)</script>'],
    ["localhost@evil.example"],
    ["localhost/evil"],
  ])("never writes the Host %s into a page or robots.txt", async (host) => {
    const page = await get("/", host);
    const robots = await get("/robots.txt", host);
    for (const body of [page.body, robots.body]) {
      expect(body).not.toContain("evil");
      expect(body).not.toContain("<script>alert");
      expect(body).toContain("http://localhost:3000/");
    }
  });

  it("uses an allowed Host, with the configured port whatever port it names", async () => {
    expect((await get("/robots.txt", "coach.internal:8080")).body).toContain(
      "http://coach.internal:3000/sitemap.xml",
    );
    expect((await get("/robots.txt", "coach.internal")).body).toContain(
      "http://coach.internal:3000/sitemap.xml",
    );
    expect((await get("/robots.txt", "localhost:3000")).body).toContain("http://localhost:3000/sitemap.xml");
  });

  it("builds an admin's reset link on the fallback origin for a Host that is not allowed", async () => {
    const admin = await signInNewUser(t, { role: "admin" });
    const member = await signInNewUser(t);
    const res = await admin.client.post(`/api/admin/users/${member.userId}/reset-link`, undefined, {
      headers: { host: "evil.example" },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain("http://localhost:3000/reset-password");
    expect(JSON.stringify(res.json())).not.toContain("evil.example");
  });
});
