import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { ensureAdmin } from "@scalemsp/api";
import { createTestDatabase, type TestBackend } from "@scalemsp/db/testing";
import { createServer, findRepoRoot } from "@scalemsp/server";
import { BRAND_DEFAULTS } from "@scalemsp/validators";

export const TEST_ADMIN = { email: "tools-admin@example.com", password: "Tools-Admin-1" };

/** A real server on a free port with an admin and an API token, for the client and the CLI. */
export async function startToolsServer(backend: TestBackend) {
  const database = await createTestDatabase(backend);
  const repoRoot = findRepoRoot();
  const app = await createServer({
    database: database.handle,
    logger: false,
    config: {
      brand: { ...BRAND_DEFAULTS },
      publicOrigin: undefined,
      cookieSecure: false,
      trustProxy: false,
      webDistDir: path.join(repoRoot, "apps/web/dist"),
      downloadsDir: path.join(repoRoot, "apps/server/downloads"),
      uploadsDir: mkdtempSync(path.join(os.tmpdir(), "scalemsp-tools-uploads-")),
      logLevel: "silent",
    } as Parameters<typeof createServer>[0]["config"],
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await ensureAdmin(database.handle.db, TEST_ADMIN.email, TEST_ADMIN.password);
  const login = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const created = await fetch(`${baseUrl}/api/admin/tokens`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ name: "tests" }),
  });
  const { id: tokenId, token } = (await created.json()) as { id: number; token: string };
  return {
    baseUrl,
    token,
    tokenId,
    cookie,
    db: database.handle.db,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
