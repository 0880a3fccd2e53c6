import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { ensureAdmin } from "@scalemsp/api";
import type { DatabaseHandle } from "@scalemsp/db";
import { createTestDatabase, type TestBackend, type TestDatabase } from "@scalemsp/db/testing";
import { createLocalFileStore, type FileStore } from "@scalemsp/storage";
import { createFileTransport, createSmtpTransport, type MailSender } from "@scalemsp/email";
import { BRAND_DEFAULTS, BRAND_POSTAL_ADDRESS_DEFAULT } from "@scalemsp/validators";
import { findRepoRoot } from "./config";
import type { HttpTimeouts } from "./http/timeouts";
import { createServer, type ServerConfig } from "./server";

const repoRoot = findRepoRoot();

/** The server's settings for tests and the bench: the repository's web app and downloads, no proxy. */
export const testServerConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  brand: { ...BRAND_DEFAULTS },
  publicOrigin: undefined,
  allowedHosts: ["localhost", "127.0.0.1", "::1"],
  fallbackOrigin: "http://localhost:3000",
  cookieSecure: false,
  trustProxy: false,
  webDistDir: path.join(repoRoot, "apps/web/dist"),
  downloadsDir: path.join(repoRoot, "apps/server/downloads"),
  logLevel: "silent",
  ...overrides,
});

export interface TestServerOptions {
  /** A fresh migrated database of this kind, dropped on close; or a handle the caller keeps. */
  database: TestBackend | DatabaseHandle;
  config?: Partial<ServerConfig>;
  /** Contract §8 fixes 50 MB; tests lower it. */
  uploadMaxBytes?: number;
  /**
   * Run the outbox worker: to the SMTP server at `url`, or `.eml` files under `filesDir/mail`
   * without one. Off by default, so other tests' messages just wait in the outbox.
   */
  mail?: TestMailOptions;
  /** The server's HTTP timeouts; tests of slow clients shorten them. */
  timeouts?: HttpTimeouts;
  /** Another store (a test bucket); a local folder of the server's own by default. */
  files?: FileStore;
  signedUrlSeconds?: number;
  /** How long pages are served from what was last read (`0`: the database is asked at every page). */
  siteContentRevalidateMs?: number;
  /** The server's log, written here (at `config.logLevel`); none by default. */
  logStream?: Writable;
}

export interface TestMailOptions {
  url?: string;
  /** NOTIFY_EMAIL: TEST_MAIL's by default; null leaves it unset (the brand's contact email). */
  notifyEmail?: string | null;
  /** MAIL_FROM read: TEST_MAIL's by default. */
  from?: MailSender;
  retryDelaysMs?: readonly number[];
  pollMs?: number;
  /**
   * The worker's sweeps (the weekly check-in reminder) run by the clock; off by default, so a test
   * server's mail does not depend on the day of the week: tests run the sweep at the times they choose.
   */
  sweepEveryMs?: number | null;
}

export const TEST_MAIL = {
  from: { address: "hello@scalemsp.example" },
  notifyEmail: "coach@scalemsp.example",
};

export interface TestServer {
  app: FastifyInstance;
  /** Set when the server made the database; undefined for a handle the caller passed. */
  database: TestDatabase | undefined;
  db: DatabaseHandle["db"];
  config: ServerConfig;
  /** The local file store's folder (`DATA_DIR` in production). */
  filesDir: string;
  /** Where uploads wait while they are checked. */
  tempDir: string;
  close(): Promise<void>;
}

/** A whole server over a test database and a file store in a folder of its own, removed on close. */
export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const database =
    typeof options.database === "string" ? await createTestDatabase(options.database) : undefined;
  const handle = database?.handle ?? (options.database as DatabaseHandle);
  const root = mkdtempSync(path.join(os.tmpdir(), "scalemsp-app-"));
  const filesDir = path.join(root, "data");
  const tempDir = path.join(root, "tmp");
  const config = testServerConfig(options.config);
  const files = options.files ?? createLocalFileStore(filesDir);
  const mail = options.mail;
  const app = await createServer({
    config,
    database: handle,
    files,
    tempDir,
    mail: mail && {
      transport: mail.url ? createSmtpTransport(mail.url) : createFileTransport(files),
      from: mail.from ?? TEST_MAIL.from,
      notifyEmail: mail.notifyEmail === null ? undefined : (mail.notifyEmail ?? TEST_MAIL.notifyEmail),
      postalAddress: BRAND_POSTAL_ADDRESS_DEFAULT,
      origin: config.publicOrigin ?? "http://localhost:3000",
      retryDelaysMs: mail.retryDelaysMs,
      pollMs: mail.pollMs ?? 50,
      sweepEveryMs: mail.sweepEveryMs ?? null,
    },
    logger: options.logStream ?? false,
    uploadMaxBytes: options.uploadMaxBytes,
    timeouts: options.timeouts,
    signedUrlSeconds: options.signedUrlSeconds,
    siteContentRevalidateMs: options.siteContentRevalidateMs,
  });
  await app.ready();
  return {
    app,
    database,
    db: handle.db,
    config,
    filesDir,
    tempDir,
    async close() {
      await app.close();
      await database?.dispose();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export const TOOLS_ADMIN = { email: "tools-admin@example.com", password: "Tools-Admin-1" };

/**
 * A server listening on a free port with an admin, signed in, and an API token of theirs:
 * what the typed client and the CLI talk to in their tests.
 */
export async function startToolsServer(backend: TestBackend) {
  const server = await startTestServer({ database: backend });
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  await ensureAdmin(server.db, TOOLS_ADMIN.email, TOOLS_ADMIN.password);
  const login = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(TOOLS_ADMIN),
  });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const created = await fetch(`${baseUrl}/api/admin/tokens`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ name: "tests" }),
  });
  const { id: tokenId, token } = (await created.json()) as { id: number; token: string };
  return { baseUrl, token, tokenId, cookie, db: server.db, close: () => server.close() };
}
