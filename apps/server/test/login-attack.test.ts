import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordWork } from "@scalemsp/auth";
import { testBackends } from "@scalemsp/db/testing";
import { MESSAGES, RATE_LIMITS, TRPC_MAX_BATCH_SIZE } from "@scalemsp/validators";
import {
  TestClient,
  signInNewUser,
  startTestApp,
  uniqueEmail,
  validRegistration,
  type TestApp,
} from "./helpers";

/** A tRPC batch request of `count` calls of one procedure, as an attacker would send it. */
function batchOf(procedure: string, count: number, input: unknown) {
  const paths = Array.from({ length: count }, () => procedure).join(",");
  const body = Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), input]));
  return { url: `/trpc/${paths}?batch=1`, body };
}

describe.each(testBackends())("sign-in under attack on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const register = async (ip: string) => {
    const input = validRegistration();
    expect((await new TestClient(t.app, ip).post("/api/register", input)).statusCode).toBe(201);
    return input;
  };

  it("150 parallel wrong logins and a 450-call batch check the password at most 10 times", async () => {
    const victim = await register("10.9.0.1");
    const before = passwordWork.stats().completed;
    const wrong = { email: victim.email, password: "Wrong-pass1" };
    const batch = batchOf("auth.login", 450, wrong);
    const [singles, batched] = await Promise.all([
      Promise.all(
        Array.from({ length: 150 }, (_, i) =>
          new TestClient(t.app, `10.9.${1 + (i % 200)}.${i % 250}`).post("/api/login", wrong),
        ),
      ),
      new TestClient(t.app, "10.9.250.1").post(batch.url, batch.body),
    ]);
    const checks = passwordWork.stats().completed - before;
    expect(checks).toBeLessThanOrEqual(RATE_LIMITS.loginPerEmail.max);

    const statuses = singles.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(RATE_LIMITS.loginPerEmail.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(150 - RATE_LIMITS.loginPerEmail.max);
    const limited = singles.find((r) => r.statusCode === 429)!;
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toBe(MESSAGES.tooManyAttempts);
    // The batch is refused whole, before any call runs.
    expect(batched.statusCode).toBe(400);

    // And the right password too is refused now: the e-mail has used its window.
    const after = await new TestClient(t.app, "10.9.251.1").post("/api/login", {
      email: victim.email,
      password: victim.password,
    });
    expect(after.statusCode).toBe(429);
  });

  it("marks signed-in answers private, no-cache, and leaves anonymous ones alone", async () => {
    const member = await signInNewUser(t);
    for (const url of ["/api/user", "/trpc/auth.me"]) {
      expect((await member.client.get(url)).headers["cache-control"]).toBe("private, no-cache");
    }
    expect((await new TestClient(t.app).get("/api/plans")).headers["cache-control"]).not.toBe(
      "private, no-cache",
    );
  });

  it("sends Retry-After with a 429 from tRPC too", async () => {
    const email = uniqueEmail("trpc-limited");
    const c = new TestClient(t.app, "10.5.0.1");
    for (let i = 0; i < RATE_LIMITS.loginPerEmail.max; i++) {
      await c.trpc("mutation", "auth.login", { email, password: "Wrong-pass1" });
    }
    const limited = await c.trpc("mutation", "auth.login", { email, password: "Wrong-pass1" });
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("refuses a batch larger than the limit and a batch with more than one password call", async () => {
    const c = new TestClient(t.app, "10.8.0.1");
    const big = batchOf("auth.me", TRPC_MAX_BATCH_SIZE + 1, undefined);
    const bigRes = await c.get(big.url + "&input=%7B%7D");
    expect(bigRes.statusCode).toBe(400);
    expect(bigRes.json().message).toBe(MESSAGES.tooManyCalls);

    const two = batchOf("auth.login", 2, { email: uniqueEmail(), password: "Wrong-pass1" });
    const before = passwordWork.stats().completed;
    const twoRes = await c.post(two.url, two.body);
    expect(twoRes.statusCode).toBe(400);
    expect(twoRes.json().message).toBe(MESSAGES.oneSignInPerRequest);
    expect(passwordWork.stats().completed).toBe(before);

    const mixed = await c.post(`/trpc/auth.login,auth.register?batch=1`, { 0: {}, 1: {} });
    expect(mixed.statusCode).toBe(400);
    // Names written encoded are the same names: the limit reads them decoded.
    const encoded = await c.post(`/trpc/auth.login%2Cauth%2Elogin?batch=1`, { 0: {}, 1: {} });
    expect(encoded.statusCode).toBe(400);
    expect(encoded.json().message).toBe(MESSAGES.oneSignInPerRequest);
    // Every call that declares password work counts, whatever it is called: deleting a business
    // checks the owner's password.
    const owner = await signInNewUser(t);
    const deletions = batchOf("account.deleteBusiness", 2, { password: "Wrong-pass1" });
    const beforeDeletions = passwordWork.stats().completed;
    const deletionsRes = await owner.client.post(deletions.url, deletions.body);
    expect(deletionsRes.statusCode).toBe(400);
    expect(deletionsRes.json().message).toBe(MESSAGES.oneSignInPerRequest);
    expect(passwordWork.stats().completed).toBe(beforeDeletions);
    // A batch with one sign-in and other calls is fine.
    const one = await c.post(`/trpc/auth.login,auth.logout?batch=1`, {
      0: { email: uniqueEmail(), password: "Wrong-pass1" },
      1: {},
    });
    // tRPC answers a batch whose calls differ with 207, each call with its own status.
    expect(one.statusCode).toBe(207);
    expect(one.json()[0].error.data.httpStatus).toBe(401);
  });

  it("counts each attempt before the check, and a success gives its count back", async () => {
    const user = await register("10.7.0.1");
    const attempt = (password: string) =>
      new TestClient(t.app, "10.7.0.2").post("/api/login", { email: user.email, password });
    for (let i = 0; i < RATE_LIMITS.loginPerEmail.max - 1; i++) {
      expect((await attempt("Wrong-pass1")).statusCode).toBe(401);
    }
    // The right password after nine failures signs in, and its attempt is given back...
    expect((await attempt(user.password)).statusCode).toBe(200);
    // ...so the tenth failure is still checked, and only then is the e-mail limited.
    expect((await attempt("Wrong-pass1")).statusCode).toBe(401);
    expect((await attempt(user.password)).statusCode).toBe(429);
  });

  it("answers another user's correct sign-in during a burst at most a second slower", async () => {
    const victim = await register("10.6.0.1");
    const other = await register("10.6.0.2");
    const wrong = { email: victim.email, password: "Wrong-pass1" };
    const batch = batchOf("auth.login", 450, wrong);
    const burst = Promise.all([
      ...Array.from({ length: 150 }, (_, i) =>
        new TestClient(t.app, `10.6.${1 + i}.9`).post("/api/login", wrong),
      ),
      new TestClient(t.app, "10.6.250.1").post(batch.url, batch.body),
    ]);
    // The same sign-in with no burst, on this machine now: the burst may add at most a second.
    const quiet = performance.now();
    expect((await new TestClient(t.app, "10.6.251.2").post("/api/login", other)).statusCode).toBe(200);
    const baseline = performance.now() - quiet;
    const started = performance.now();
    const res = await new TestClient(t.app, "10.6.251.1").post("/api/login", other);
    const elapsed = performance.now() - started;
    await burst;
    expect(res.statusCode).toBe(200);
    expect(elapsed - baseline).toBeLessThan(1000);
  });
});
