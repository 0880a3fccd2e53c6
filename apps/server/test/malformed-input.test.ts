import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { testBackends } from "@scalemsp/db/testing";
import { restRoutes } from "../src/rest/table";
import { TestClient, startTestApp, validRegistration, type TestApp } from "./helpers";

const ADMIN = { email: "fuzz-admin@example.com", password: "Fuzz-Admin-1" };

/** Values of every JSON shape, with the field names our procedures read mixed in. */
const fieldName = fc.constantFrom(
  "email",
  "password",
  "firstName",
  "lastName",
  "businessName",
  "employeeCount",
  "id",
  "moduleId",
  "lessonId",
  "progress",
  "status",
  "type",
  "isActive",
  "planLevel",
  "title",
  "__proto__",
  "constructor",
);
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fieldName, fc.string()), tie("value"), { maxKeys: 6 }),
  ),
})).value;

const rawBody = fc.oneof(
  jsonValue.map((v) => JSON.stringify(v)),
  fc.string(),
  fc.constantFrom("{", "[1,", '{"email":', "null", '""', "\u0000", "{}".repeat(1000)),
);
// Logging out would leave the signed-in callers anonymous for the rest of the run.
const fuzzedRoutes = restRoutes.filter((route) => route.procedure !== "auth.logout");
const pathParam = fc.oneof(
  fc.integer().map(String),
  fc.string({ minLength: 1 }).map(encodeURIComponent),
  fc.constantFrom("0", "-1", "1e9", "NaN", "%00"),
);

describe.each(testBackends())("malformed input on %s", (backend) => {
  let t: TestApp;
  let anonymous: TestClient;
  let admin: TestClient;
  let member: TestClient;
  beforeAll(async () => {
    t = await startTestApp(backend);
    await ensureAdmin(t.database.handle.db, ADMIN.email, ADMIN.password);
    anonymous = new TestClient(t.app, "10.9.0.1");
    admin = new TestClient(t.app, "10.9.0.2");
    member = new TestClient(t.app, "10.9.0.3");
    expect((await admin.post("/api/login", ADMIN)).statusCode).toBe(200);
    expect((await member.post("/api/register", validRegistration())).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers every REST path with a 4xx or success, never a 5xx, for bodies of any shape", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fuzzedRoutes),
        rawBody,
        pathParam,
        fc.constantFrom("anonymous", "admin", "member"),
        async (route, body, param, who) => {
          const client = { anonymous, admin, member }[who];
          const url = route.path.replace(/\{\w+\}/g, param);
          const res =
            route.method === "GET"
              ? await client.request(
                  "GET",
                  `${url}?${new URLSearchParams({ type: body.slice(0, 20), q: body.slice(0, 20) })}`,
                )
              : await client.request(route.method, url, {
                  rawBody: body,
                  headers: { "content-type": "application/json" },
                });
          expect(res.statusCode, `${route.method} ${url} ${body.slice(0, 80)}`).toBeLessThan(500);
          expect(() => res.json()).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);

  it("answers tRPC calls with malformed input with a 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fuzzedRoutes.map((r) => r.procedure)),
        rawBody,
        async (procedure, body) => {
          const res = await admin.request("POST", `/trpc/${procedure}`, {
            rawBody: body,
            headers: { "content-type": "application/json" },
          });
          expect(res.statusCode, `${procedure} ${body.slice(0, 80)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});
