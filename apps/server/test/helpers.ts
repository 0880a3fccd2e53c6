import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { parse as parseContentDisposition } from "content-disposition";
import { generateToken, hashPassword, hashToken } from "@scalemsp/auth";
import { teamInvitations, type Database } from "@scalemsp/db";
import { createBusiness, createUser, type Business } from "@scalemsp/db/factories";
import { INVITATION_TTL_MS, type PlanLevel, type UserRole } from "@scalemsp/validators";
import type { TestBackend, TestDatabase } from "@scalemsp/db/testing";
import type { FileStore } from "@scalemsp/storage";
import type { ServerConfig } from "../src/server";
import { startTestServer, type TestMailOptions, type TestServer } from "../src/testing";

export type TestApp = TestServer & { database: TestDatabase };

/** A server over a fresh database of `backend`, for `app.inject`. */
export async function startTestApp(
  backend: TestBackend,
  config: Partial<ServerConfig> = {},
  options: {
    uploadMaxBytes?: number;
    mail?: TestMailOptions;
    files?: FileStore;
    signedUrlSeconds?: number;
    siteContentRevalidateMs?: number;
  } = {},
): Promise<TestApp> {
  return (await startTestServer({ database: backend, config, ...options })) as TestApp;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, with no JSON encoding. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** The cookies a browser keeps between requests, by the field of `TestClient` holding each. */
const KEPT_COOKIES = {
  cookie: "scalemsp_session",
  twoFactorCookie: "scalemsp_two_factor",
  deviceCookie: "scalemsp_device",
} as const;

/**
 * A browser-like caller: keeps the session cookie (and a pending two-factor sign-in's, and the
 * device cookie of a browser that signed in) between requests.
 */
export class TestClient {
  cookie: string | undefined;
  twoFactorCookie: string | undefined;
  deviceCookie: string | undefined;
  constructor(
    readonly app: FastifyInstance,
    readonly ip = "127.0.0.1",
  ) {}

  async request(method: string, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    let payload: string | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const cookies = [this.cookie, this.twoFactorCookie, this.deviceCookie].filter(Boolean);
    if (cookies.length > 0) headers.cookie = cookies.join("; ");
    const response = await this.app.inject({
      method: method as "GET",
      url,
      payload,
      headers,
      remoteAddress: this.ip,
    });
    for (const [field, name] of Object.entries(KEPT_COOKIES) as [keyof typeof KEPT_COOKIES, string][]) {
      const set = response.cookies.find((c) => c.name === name);
      if (set) this[field] = set.value ? `${name}=${set.value}` : undefined;
    }
    return response;
  }

  get = (url: string, options?: RequestOptions) => this.request("GET", url, options);
  post = (url: string, body?: unknown, options?: RequestOptions) =>
    this.request("POST", url, { body, ...options });
  patch = (url: string, body?: unknown, options?: RequestOptions) =>
    this.request("PATCH", url, { body, ...options });
  put = (url: string, body?: unknown, options?: RequestOptions) =>
    this.request("PUT", url, { body, ...options });
  delete = (url: string, options?: RequestOptions) => this.request("DELETE", url, options);

  /** A tRPC call over HTTP, unbatched: queries by GET, mutations by POST. */
  async trpc(kind: "query" | "mutation", procedure: string, input?: unknown) {
    const response =
      kind === "query"
        ? await this.get(
            `/trpc/${procedure}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          )
        : await this.post(`/trpc/${procedure}`, input ?? {});
    return { status: response.statusCode, body: response.json() as TrpcBody, response };
  }
}

export interface TrpcBody {
  result?: { data: unknown };
  error?: { message: string; data: { httpStatus: number; errors?: Record<string, string> } };
}

let counter = 0;
export const uniqueEmail = (label = "user") =>
  `${label}.${Date.now().toString(36)}.${++counter}.${Math.random().toString(36).slice(2, 6)}@example.com`;

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail("owner"),
  password: "Sup3rSecret",
  firstName: "Dana",
  lastName: "Reyes",
  businessName: "Reyes IT Services",
  industry: "Managed IT",
  employeeCount: 12,
  website: "https://reyes-it.example",
  ...overrides,
});

/** The SQL statements the driver runs while `action` does, in order. */
export async function statementsRun(
  database: TestDatabase,
  action: () => Promise<unknown>,
): Promise<string[]> {
  const { handle } = database;
  const client = (handle.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> })
    .$client;
  const method = handle.kind === "pglite" ? "query" : "unsafe";
  const original = client[method]!;
  const statements: string[] = [];
  client[method] = function (this: unknown, ...args: unknown[]) {
    statements.push(String(args[0]));
    return original.apply(this, args);
  };
  try {
    await action();
  } finally {
    client[method] = original;
  }
  return statements;
}

/** Counts the SQL statements the driver runs while `action` does. */
export const countQueries = async (database: TestDatabase, action: () => Promise<unknown>) =>
  (await statementsRun(database, action)).length;

export const TEST_PASSWORD = "Sup3rSecret";
let testPasswordHash: Promise<string> | undefined;

export interface SignedInMember {
  client: TestClient;
  userId: number;
  business: Business | null;
}

/**
 * A new user signed in through `POST /api/login`: an owner of a new business of the given plan
 * unless a business (or none) or another role is given. Admins have no business.
 */
export async function signInNewUser(
  t: TestApp,
  options: { plan?: PlanLevel; business?: Business | null; role?: UserRole } = {},
): Promise<SignedInMember> {
  const db = t.database.handle.db;
  const role = options.role ?? "business_owner";
  const business =
    options.business !== undefined
      ? options.business
      : role === "admin"
        ? null
        : await createBusiness(db, { planLevel: options.plan ?? "free" });
  const email = uniqueEmail(role);
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const user = await createUser(db, {
    email,
    passwordHash: await testPasswordHash,
    role,
    isOwner: role === "business_owner",
    businessId: business?.id ?? null,
  });
  const client = new TestClient(t.app);
  const res = await client.post("/api/login", { email, password: TEST_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`Signing in ${email} answered ${res.statusCode}: ${res.body}`);
  return { client, userId: user.id, business };
}

/** A Content-Disposition header as a browser reads it: its type and the name to save under. */
export function dispositionOf(header: string | string[] | number | undefined) {
  if (typeof header !== "string") return undefined;
  const { type, parameters } = parseContentDisposition(header);
  return { type, fileName: parameters.filename };
}

export interface FilePart {
  filename: string;
  content: Buffer;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body as a browser sends one. */
export function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----scalemsp${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A whole hour some days ahead, so each test's session stays clear of the others'. */
export const hourAhead = (days: number) => {
  const hour = 3_600_000;
  return new Date(Math.ceil((Date.now() + days * 24 * hour) / hour) * hour);
};

/**
 * An invitation as the invite call stores it, with a token the test knows (the real token
 * only travels in the e-mail).
 */
export async function storeInvitation(
  db: Database,
  businessId: number,
  email: string,
  createdAt = new Date(),
) {
  const token = generateToken();
  const [row] = await db
    .insert(teamInvitations)
    .values({
      businessId,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(createdAt.getTime() + INVITATION_TTL_MS),
      createdAt,
    })
    .returning();
  return { token, id: row!.id };
}
