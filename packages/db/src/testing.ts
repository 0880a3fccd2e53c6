import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "./client";
import { runMigrations } from "./migrate";

export type TestBackend = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const testBackends = (): TestBackend[] =>
  process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The fresh PostgreSQL database's URL; undefined on PGlite. */
  url: string | undefined;
  dispose(): Promise<void>;
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server, for isolation between test files. */
export async function createPostgresTestDatabase(
  prefix = "t",
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** A migrated database of the given kind: in-memory PGlite, or a fresh PostgreSQL database. */
export async function createTestDatabase(backend: TestBackend): Promise<TestDatabase> {
  if (backend === "pglite") {
    const handle = await openDatabase({});
    await runMigrations(handle);
    return { handle, url: undefined, dispose: () => handle.close() };
  }
  const created = await createPostgresTestDatabase();
  const handle = await openDatabase({ databaseUrl: created.url, maxConnections: 5 });
  await runMigrations(handle, { databaseUrl: created.url });
  return {
    handle,
    url: created.url,
    async dispose() {
      await handle.close();
      await created.drop();
    },
  };
}
