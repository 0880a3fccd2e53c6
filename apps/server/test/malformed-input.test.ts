import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { testBackends } from "@scalemsp/db/testing";
import { restRoutes } from "../src/rest/routes";
import { MESSAGES } from "@scalemsp/validators";
import { TestClient, startTestApp, uniqueEmail, validRegistration, type TestApp } from "./helpers";

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

/** A C0 control character other than tab, line feed and carriage return, or DEL. */
const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 31 }), fc.constant(127))
  .filter((code) => ![9, 10, 13].includes(code))
  .map((code) => String.fromCharCode(code));
const textWithControl = fc
  .tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 }))
  .map((parts) => parts.join(""));
const plainKey = fc.oneof(
  fieldName.filter((k) => k !== "__proto__" && k !== "constructor"),
  fc.string({ minLength: 1, maxLength: 8 }).filter((k) => /^[a-z]+$/i.test(k)),
);
/** An object of any fields with one control-character string put in a field, top level or nested. */
const bodyWithControl = fc
  .tuple(
    fc.dictionary(plainKey, jsonValue, { maxKeys: 4 }),
    plainKey,
    textWithControl,
    fc.constantFrom("field", "list", "nested"),
  )
  .map(([body, key, text, where]) => {
    const value = where === "field" ? text : where === "list" ? ["ok", text] : { inner: text };
    const path = where === "field" ? key : where === "list" ? `${key}.1` : `${key}.inner`;
    return { body: { ...body, [key]: value }, path, text };
  });

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
                  `${url}?${new URLSearchParams({ type: body.slice(0, 20), q: body.slice(0, 20) }).toString()}`,
                )
              : await client.request(route.method, url, {
                  rawBody: body,
                  headers: { "content-type": "application/json" },
                });
          expect(res.statusCode, `${route.method} ${url} ${body.slice(0, 80)}`).toBeLessThan(500);
          // A file answer (the calendar feed, the import template) is not JSON; errors always are.
          const isFile = !String(res.headers["content-type"]).startsWith("application/json");
          if (res.statusCode >= 400 || !isFile) expect(() => res.json()).not.toThrow();
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

  it("refuses a control character in any string of any path's input with 400 and the field", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fuzzedRoutes),
        bodyWithControl,
        async (route, { body, path, text }) => {
          // A path parameter wins over a body field of its name: that field is not read.
          fc.pre(!route.path.includes(`{${path.split(".")[0]}}`));
          const url = route.path.replace(/\{\w+\}/g, "1");
          // A GET takes its input from the query: the text goes there, as `q`.
          const res =
            route.method === "GET"
              ? await admin.request("GET", `${url}?${new URLSearchParams({ q: text }).toString()}`)
              : await admin.request(route.method, url, { body });
          const field = route.method === "GET" ? "q" : path;
          const label = `${route.method} ${url} ${JSON.stringify(body).slice(0, 80)}`;
          expect(res.statusCode, label).toBe(400);
          expect(res.json().message, label).toBe(MESSAGES.controlCharacters);
          expect(res.json().errors[field], label).toBe(MESSAGES.controlCharacters);
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);

  it.each([
    ["POST", "/api/register", () => validRegistration({ businessName: "a\u0000b" }), "businessName"],
    [
      "POST",
      "/api/contact",
      () => ({
        firstName: "A",
        lastName: "B",
        email: uniqueEmail(),
        company: "a\u0000b",
        employees: "6-10",
        message: "hi",
      }),
      "company",
    ],
    [
      "POST",
      "/api/contact",
      () => ({
        firstName: "A",
        lastName: "B",
        email: uniqueEmail(),
        company: "Co",
        employees: "6-10",
        message: "x\u0000",
      }),
      "message",
    ],
    ["POST", "/api/login", () => ({ email: uniqueEmail(), password: "Pass\u0007word1" }), "password"],
  ])("answers %s %s with a NUL in a field with 400 and that field", async (method, url, body, field) => {
    const res = await anonymous.request(method, url, { body: body() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(MESSAGES.controlCharacters);
  });

  it("answers 400 to a NUL in the unsubscribe token, the admin's search and a category", async () => {
    const unsubscribe = await anonymous.post(
      `/api/newsletter/unsubscribe?token=${encodeURIComponent("a\u0000b")}`,
    );
    expect(unsubscribe.statusCode, `unsubscribe ${unsubscribe.body}`).toBe(400);
    const search = await admin.get(`/api/admin/users?search=${encodeURIComponent("a\u0000")}`);
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json().errors.search).toBe(MESSAGES.controlCharacters);
    const category = await admin.post("/api/admin/categories", { name: "x\u0000y" });
    expect(category.statusCode).toBe(400);
    expect(category.json().errors.name).toBe(MESSAGES.controlCharacters);
  });

  it.each(["/api/login", "/api/register", "/api/contact"])(
    "answers a null body to %s with the plain message",
    async (url) => {
      const res = await anonymous.request("POST", url, {
        rawBody: "null",
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.invalidInput);
      expect(res.body).not.toMatch(/expected|received/);
    },
  );

  it("keeps tab, line feed and carriage return in text", async () => {
    const res = await anonymous.post("/api/contact", {
      firstName: "A",
      lastName: "B",
      email: uniqueEmail(),
      company: "Co",
      employees: "6-10",
      message: "line one\r\nline two\twith a tab",
    });
    expect(res.statusCode).toBe(201);
  });
});
