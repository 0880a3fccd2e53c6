import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import postgres from "postgres";
import type { DatabaseHandle } from "./client";

/** The committed SQL migrations; the server bundle copies this folder beside itself. */
export const defaultMigrationsFolder = () =>
  process.env.MIGRATIONS_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../migrations");

/** Any fixed 64-bit key: every app process takes the same one while migrating. */
const MIGRATION_LOCK_KEY = 7_302_918_274_001;

/**
 * Applies pending migrations. On PostgreSQL several processes may start at once:
 * a session-level advisory lock on one dedicated connection serialises them, and
 * the ones that wait find nothing left to do.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  options: { databaseUrl?: string | undefined; migrationsFolder?: string } = {},
): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  if (!options.databaseUrl) throw new Error("runMigrations needs the databaseUrl on PostgreSQL");
  const client = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const db = drizzlePostgres(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}
