import { rmSync } from "node:fs";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "../src/http/security-headers";
import { fakeBuild } from "./fake-web-build";
import { signInNewUser, startTestApp, type TestApp, type TestClient } from "./helpers";

/** The policy, with the built pages' script hashes where `HASHES` stands. */
const POLICY =
  "default-src 'self';script-src 'self' HASHES;style-src 'self' 'unsafe-inline';img-src 'self' data: https:;" +
  "font-src 'self' data:;connect-src 'self';frame-src 'self' https:;media-src 'self' https:;object-src 'none';" +
  "base-uri 'self';form-action 'self';frame-ancestors 'self'";

/** What helmet sets with our settings (hsts and COEP off), as its Fastify plugin set them. */
const EXPECTED = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

describe("security headers, worked out once", () => {
  it("are helmet's headers for our settings, the policy naming each script hash", () => {
    const { set, removed } = securityHeaders(["'sha256-one'", "'sha256-two'"]);
    expect(Object.fromEntries(set)).toEqual({
      "content-security-policy": POLICY.replace("HASHES", "'sha256-one' 'sha256-two'"),
      ...EXPECTED,
    });
    expect(removed).toEqual(["x-powered-by"]);
  });
});

describe("the same security headers on every kind of answer", () => {
  let dist: string;
  let t: TestApp;
  let member: TestClient;
  let policy: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await startTestApp("pglite", { webDistDir: dist });
    member = (await signInNewUser(t, { plan: "pro" })).client;
    policy = (await t.app.inject("/")).headers["content-security-policy"] as string;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const expectSecurityHeaders = (res: LightMyRequestResponse) => {
    for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers[name], name).toBe(value);
    expect(res.headers["content-security-policy"]).toBe(policy);
    expect(res.headers["x-powered-by"]).toBeUndefined();
  };

  it("the page's policy names the built page's inline script", () => {
    expect(policy).toMatch(/^default-src 'self';script-src 'self' 'sha256-[^']+'/);
    expect(policy.replace(/script-src 'self'( '[^']+')+;/, "script-src 'self' HASHES;")).toBe(POLICY);
  });

  it("on pages, API answers, 304s, compressed answers and errors alike", async () => {
    const answers: Array<[string, LightMyRequestResponse, number]> = [];
    answers.push(["page", await t.app.inject("/"), 200]);
    answers.push(["missing page", await t.app.inject("/no-such-page"), 404]);
    const list = await member.get("/api/resources", { headers: { "accept-encoding": "br" } });
    answers.push(["REST answer", list, 200]);
    const etag = list.headers.etag as string;
    answers.push([
      "REST 304",
      await member.get("/api/resources", { headers: { "if-none-match": etag } }),
      304,
    ]);
    const slots = await member.get(
      "/trpc/sessions.slots?input=" + encodeURIComponent('{"kind":"one_to_one"}'),
    );
    answers.push(["tRPC answer", slots, 200]);
    answers.push(["signed out", await t.app.inject("/api/resources"), 401]);
    answers.push(["tRPC not found", await member.get("/trpc/no.such"), 404]);
    answers.push([
      "cross-site write",
      await member.post("/api/progress", {}, { headers: { "sec-fetch-site": "cross-site" } }),
      403,
    ]);
    const progressBody = (rawBody: string, contentType: string) =>
      member.post("/api/progress", undefined, { rawBody, headers: { "content-type": contentType } });
    answers.push(["form body", await progressBody("a=1", "application/x-www-form-urlencoded"), 415]);
    answers.push(["bad JSON", await progressBody("{", "application/json"), 400]);
    answers.push(["site file", await t.app.inject("/robots.txt"), 200]);
    for (const [what, res, status] of answers) {
      expect(res.statusCode, what).toBe(status);
      expectSecurityHeaders(res);
    }
  });
});
