import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { hashPassword, passwordWork, UndeclaredPasswordWorkError } from "@scalemsp/auth";
import { createBusinessWithOwner, createUser } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { proceduresOf, type DeclaredProcedure } from "../src/declarations";
import { appRouter, PASSWORD_WORK_PATHS } from "../src/root";
import { callerAs, openTestDatabase } from "../src/testing";

const PASSWORD = "Sup3rSecret-walk";

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  anyOf?: Json[];
  oneOf?: Json[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
};

/**
 * A plausible value for a schema, so that a call gets past its input check to its work: every
 * field named like a password carries the caller's password, e-mails the caller's address.
 */
function sample(schema: Json, name: string, email: string): unknown {
  const option = schema.anyOf ?? schema.oneOf;
  if (option) return sample(option.find((o) => o.type !== "null") ?? option[0]!, name, email);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, sample(inner, key, email)]),
      );
    case "string":
      if (/password/i.test(name)) return PASSWORD;
      if (schema.format === "email" || /email/i.test(name)) return email;
      if (schema.format === "date-time") return new Date(Date.now() + 3 * 86_400_000).toISOString();
      return "Walked value".padEnd(schema.minLength ?? 0, "x");
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    case "array":
      return [];
    default:
      return undefined;
  }
}

const inputFor = (procedure: DeclaredProcedure, email: string) => {
  const [schema] = procedure.inputs;
  if (!(schema instanceof z.ZodType)) return undefined;
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
  return sample(json, "", email);
};

const causes = (error: unknown): unknown[] =>
  error instanceof Error ? [error, ...causes(error.cause)] : error === undefined ? [] : [error];

describe.each(testBackends())("password work declared on the procedures, on %s", (backend) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let passwordHash: string;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    // Outside any call: start-up, seeds and tools hash without a declaration.
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => database.dispose());

  it("finds every call that hashes or checks a password declared so, by calling each one", async () => {
    const { db } = database;
    const undeclared: string[] = [];
    const didPasswordWork: string[] = [];
    const procedures = proceduresOf(appRouter);
    for (const [index, procedure] of procedures.entries()) {
      // A fresh caller for each call: one may delete or deactivate its own account.
      const email = `walk-${index}@walk.example`;
      const access = procedure.meta.access ?? "admin";
      let userId: number | null = null;
      if (access === "admin") {
        userId = (await createUser(db, { email, role: "admin", passwordHash })).id;
      } else if (access !== "public") {
        userId = (await createBusinessWithOwner(db, { passwordHash, owner: { email } })).owner.id;
      } else {
        await createBusinessWithOwner(db, { passwordHash, owner: { email } });
      }
      const caller = (await callerAs(db, userId, {
        clientIp: `10.1.${index >> 8}.${index & 255}`,
      })) as unknown;
      const call = procedure.path
        .split(".")
        .reduce((node, key) => (node as Record<string, unknown>)[key], caller) as (
        input: unknown,
      ) => Promise<unknown>;
      // With the caller's own address (a sign-in checks its password) and with an address no
      // account has (a call that makes an account hashes one).
      for (const address of [email, `new-${index}@walk.example`]) {
        const before = passwordWork.stats().completed;
        try {
          await call(inputFor(procedure, address));
        } catch (error) {
          if (causes(error).some((cause) => cause instanceof UndeclaredPasswordWorkError))
            undeclared.push(procedure.path);
        }
        if (passwordWork.stats().completed > before) didPasswordWork.push(procedure.path);
      }
    }
    expect([...new Set(undeclared)]).toEqual([]);
    // The walk reaches the work itself, so an undeclared call could not hide from it.
    expect(didPasswordWork).toEqual(
      expect.arrayContaining(["auth.login", "account.deleteBusiness", "admin.tools.ensureAdmin"]),
    );
    for (const path of didPasswordWork) expect(PASSWORD_WORK_PATHS).toContain(path);
  }, 120_000);

  it("refuses password work inside a call that does not declare it", async () => {
    const { withPasswordWorkDeclared } = await import("@scalemsp/auth");
    await expect(withPasswordWorkDeclared(false, () => hashPassword(PASSWORD))).rejects.toBeInstanceOf(
      UndeclaredPasswordWorkError,
    );
    await expect(withPasswordWorkDeclared(true, () => hashPassword(PASSWORD))).resolves.toMatch(
      /^\$argon2id\$/,
    );
  });
});
