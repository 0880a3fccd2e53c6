import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { testBackends } from "@scalemsp/db/testing";
import { INPUT_DEPTH_MAX } from "@scalemsp/validators";
import { restRoutes } from "../src/rest/routes";
import type { Doc, DocSchema } from "./openapi-doc";
import { TestClient, signInNewUser, startTestApp, type TestApp } from "./helpers";

/**
 * Contract §14 and the house rule "bad input of any shape → a clear 4xx, never a 500": every
 * REST row and the tRPC procedure behind it, as anonymous, member and admin, with each kind
 * of bad input below, answers below 500. The fields each path takes come from the OpenAPI
 * document, so a new path is fuzzed with no list to keep.
 *
 * tRPC offers no public way to list a router's procedures, so the tRPC calls are those of the
 * REST rows (`restRoutes[].procedure`); every procedure with a REST row is called both ways.
 */

const SEED = 271_828;
const ADMIN = { email: "input-fuzz-admin@example.com", password: "Input-Fuzz-1" };
const CALLERS = ["anonymous", "member", "admin"] as const;
type Caller = (typeof CALLERS)[number];

const KINDS = [
  "deepNesting",
  "loneSurrogate",
  "lineBreak",
  "wrongType",
  "hugeNumber",
  "nul",
  "arrayForObject",
] as const;
type Kind = (typeof KINDS)[number];
const TEXT_KINDS = new Set<Kind>(["loneSurrogate", "lineBreak", "nul"]);

/** One input field of a path: where it goes and its JSON schema in the OpenAPI document. */
interface Field {
  name: string;
  where: "path" | "query" | "body";
  schema: DocSchema;
}

const branchesOf = (schema: DocSchema): DocSchema[] => {
  const union = (schema.anyOf ?? schema.oneOf) as DocSchema[] | undefined;
  return union ? union.flatMap(branchesOf) : [schema];
};
const typesOf = (schema: DocSchema) => new Set(branchesOf(schema).map((branch) => branch.type));
const isText = (field: Field) => typesOf(field.schema).has("string");
const isNumeric = (field: Field) =>
  typesOf(field.schema).has("integer") || typesOf(field.schema).has("number");

let emails = 0;
/** Values the field's schema would likely take, so a bad value is not drowned by a missing one. */
function plausible(schema: DocSchema): fc.Arbitrary<unknown> {
  const branch = branchesOf(schema).find((b) => b.type !== "null") ?? schema;
  if (Array.isArray(branch.enum) && branch.enum.length > 0)
    return fc.constantFrom(...(branch.enum as unknown[]));
  if ("const" in branch) return fc.constant(branch.const);
  switch (branch.type) {
    case "string":
      if (branch.format === "email") return fc.constant(null).map(() => `fuzz-${++emails}@example.com`);
      if (branch.format === "date-time") return fc.constant(new Date(Date.now() + 86_400_000).toISOString());
      return fc.constantFrom("Fuzz", "Dana Reyes", "1");
    case "integer":
    case "number":
      return fc.constantFrom(1, 2, 30);
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.constant([]);
    case "object":
      return fc.constant({});
    default:
      return fc.constant("Fuzz");
  }
}

/** Text with each kind's bad character somewhere in it. */
const textWith = (bad: fc.Arbitrary<string>) =>
  fc.tuple(fc.string({ maxLength: 6 }), bad, fc.string({ maxLength: 6 })).map((parts) => parts.join(""));
const loneSurrogate = textWith(
  fc
    .oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff }))
    .map((code) => String.fromCharCode(code)),
);
const lineBreak = textWith(fc.constantFrom("\n", "\r", "\r\n", "\u2028", "\u2029", "\u0085"));
const nul = textWith(fc.constantFrom("\u0000", "\u0001", "\u001b", "\u007f"));
const anyJson = fc.jsonValue({ maxDepth: 3 });
/** Past every limit of a JS number, a PostgreSQL integer or bigint; `HUGE` stands for 1e999 (Infinity). */
const HUGE = "__fuzz_huge__";
const hugeNumber = fc.constantFrom<unknown>(
  1e308,
  -1e308,
  2 ** 53 + 2,
  1e21,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  0.1 + 0.2,
  "99999999999999999999999",
  HUGE,
);
const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
};

/**
 * An input under `kind`: the kind's bad values in some of the fields it applies to (one bad
 * field at a time is not hidden behind another's refusal), plausible values in the rest.
 */
function inputArbitrary(kind: Kind, fields: Field[]): fc.Arbitrary<Record<string, unknown> | unknown[]> {
  const base = fc.record(Object.fromEntries(fields.map((field) => [field.name, plausible(field.schema)])));
  const some = (
    applies: (field: Field) => boolean,
    bad: (field: Field) => fc.Arbitrary<unknown>,
    many = true,
  ) => {
    const targets = fields.filter(applies);
    if (targets.length === 0) return base;
    const chosen = many
      ? fc.subarray(targets, { minLength: 1 })
      : fc.constantFrom(...targets).map((f) => [f]);
    return fc
      .tuple(
        base,
        chosen.chain((chosen) =>
          fc.tuple(...chosen.map((field) => bad(field).map((value) => [field.name, value] as const))),
        ),
      )
      .map(([values, bad]) => ({ ...values, ...Object.fromEntries(bad) }));
  };
  switch (kind) {
    case "deepNesting":
      return fc
        .tuple(
          base,
          fc.integer({ min: INPUT_DEPTH_MAX + 1, max: 3000 }),
          fc.constantFrom(null, ...fields.map((f) => f.name)),
        )
        .map(([values, depth, name]) =>
          name
            ? { ...values, [name]: nested(depth, "x") }
            : (nested(depth, values) as Record<string, unknown>),
        );
    case "loneSurrogate":
      return some(isText, () => loneSurrogate, false);
    case "lineBreak":
      return some(isText, () => lineBreak, false);
    case "nul":
      return some(isText, () => nul, false);
    case "wrongType":
      return some(
        () => true,
        () => fc.oneof(fc.constant(null), fc.boolean(), fc.double(), fc.string(), anyJson),
      );
    case "hugeNumber":
      return some(
        (field) => isNumeric(field) || fields.every((f) => !isNumeric(f)),
        () => hugeNumber,
      );
    case "arrayForObject":
      return fc.oneof(
        base.map((values) => [values]),
        some(
          (field) => typesOf(field.schema).has("object") || typesOf(field.schema).has("array"),
          () => base.map((values) => [values]),
        ),
      );
  }
}

/** The JSON text of an input, with HUGE written as a number no double holds. */
const jsonOf = (input: unknown) => JSON.stringify(input).replaceAll(`"${HUGE}"`, "1e999");

/** A path parameter as a URL segment; a lone surrogate, which no URL can encode, as broken UTF-8. */
function segmentOf(value: unknown): string {
  const text = typeof value === "string" ? value : jsonOf(value);
  try {
    return encodeURIComponent(text === HUGE ? "1e999" : text);
  } catch {
    return "%ED%A0%80";
  }
}

describe.each(testBackends())("fuzzing every path's input on %s", (backend) => {
  let t: TestApp;
  let doc: Doc;
  let clients: Record<Caller, TestClient>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    await ensureAdmin(t.database.handle.db, ADMIN.email, ADMIN.password);
    const admin = new TestClient(t.app, "10.27.0.3");
    expect((await admin.post("/api/login", ADMIN)).statusCode).toBe(200);
    const member = (await signInNewUser(t, { plan: "pro" })).client;
    clients = { anonymous: new TestClient(t.app, "10.27.0.1"), member, admin };
    doc = (await clients.anonymous.get("/api/openapi.json")).json();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The fields of a REST row, from its OpenAPI operation. */
  function fieldsOf(method: string, path: string): Field[] {
    const operation = doc.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is not in the OpenAPI document`);
    const parameters = (operation.parameters ?? []) as { name: string; in: string; schema?: DocSchema }[];
    const fromParameters = parameters.map((p) => ({
      name: p.name,
      where: p.in === "path" ? ("path" as const) : ("query" as const),
      schema: p.schema ?? { type: "string" },
    }));
    const body = operation.requestBody?.content["application/json"]?.schema.properties ?? {};
    const fromBody = Object.entries(body).map(([name, schema]) => ({ name, where: "body" as const, schema }));
    return [...fromParameters, ...fromBody];
  }

  async function callRest(who: Caller, method: string, path: string, fields: Field[], input: unknown) {
    const values = Array.isArray(input) ? {} : (input as Record<string, unknown>);
    const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => segmentOf(values[name] ?? "1"));
    const queryFields = fields.filter((f) => f.where === "query" && f.name in values);
    const query = queryFields
      .map((f) => `${encodeURIComponent(f.name)}=${segmentOf(values[f.name])}`)
      .join("&");
    const target = query ? `${url}?${query}` : url;
    if (method === "GET") return clients[who].request("GET", target);
    const bodyNames = new Set(fields.filter((f) => f.where === "body").map((f) => f.name));
    const body = Array.isArray(input)
      ? input
      : Object.fromEntries(Object.entries(values).filter(([name]) => bodyNames.has(name)));
    return clients[who].request(method, target, {
      rawBody: jsonOf(body),
      headers: { "content-type": "application/json" },
    });
  }

  function callTrpc(who: Caller, method: string, procedure: string, input: unknown) {
    if (method === "GET") {
      return clients[who].request("GET", `/trpc/${procedure}?input=${encodeURIComponent(jsonOf(input))}`);
    }
    return clients[who].request("POST", `/trpc/${procedure}`, {
      rawBody: jsonOf(input),
      headers: { "content-type": "application/json" },
    });
  }

  const reachesInput = (caller: Caller, access: string) =>
    access === "public" || (caller !== "anonymous" && (access !== "admin" || caller === "admin"));

  // Signing out would leave the signed-in callers anonymous for the rest of the run.
  const fuzzed = restRoutes.filter((route) => route.procedure !== "auth.logout");

  it("answers every REST path and tRPC procedure below 500, whatever the input and the caller", async () => {
    let calls = 0;
    for (const [index, route] of fuzzed.entries()) {
      const fields = fieldsOf(route.method, route.path);
      for (const [k, kind] of KINDS.entries()) {
        // Only callers the gate lets through reach the input. Bad text goes in as the path's own
        // users send it (the least privileged caller let through); other kinds take turns.
        const callers = CALLERS.filter((caller) => reachesInput(caller, route.access));
        const who = TEXT_KINDS.has(kind) ? callers[0]! : callers[(index + k) % callers.length]!;
        await fc.assert(
          fc.asyncProperty(inputArbitrary(kind, fields), async (input) => {
            const label = `${who} ${kind} ${route.method} ${route.path} ${jsonOf(input).slice(0, 120)}`;
            const rest = await callRest(who, route.method, route.path, fields, input);
            expect(rest.statusCode, `REST ${label}: ${rest.body.slice(0, 200)}`).toBeLessThan(500);
            const trpc = await callTrpc(who, route.method, route.procedure, input);
            expect(trpc.statusCode, `tRPC ${label}: ${trpc.body.slice(0, 200)}`).toBeLessThan(500);
            calls += 2;
          }),
          { seed: SEED + index * KINDS.length + k, numRuns: 1 },
        );
      }
    }
    expect(calls).toBe(fuzzed.length * KINDS.length * 2);
  }, 120_000);
});
