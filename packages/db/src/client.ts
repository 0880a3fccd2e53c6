import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema";
import { acquireDirectoryLock, type DirectoryLock } from "./lock";
import { copyPgliteTemplate } from "./pglite-template";

export type Schema = typeof schema;
/** The one database type the rest of the code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "postgres" | "pglite";
  /** Runs a query that needs no result; used by health checks. */
  ping(): Promise<void>;
  /** For the operator's metrics: how many connections this process may open, and how the database's are used. */
  pool: DatabasePool;
  close(): Promise<void>;
}

export interface DatabasePool {
  /** postgres.js's pool size; 1 for PGlite, which runs in this process. */
  max: number;
  /** The database's client connections by state (`active`, `idle`…), from every process using it; none for PGlite. */
  connectionsByState(): Promise<Record<string, number>>;
}

export interface OpenDatabaseOptions {
  /** `postgres://…` for PostgreSQL; absent for embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; absent with no URL means in memory (tests). */
  dataDir?: string | undefined;
  /**
   * A fresh PGlite data directory (`writePgliteTemplate`, made by the server's build): a first
   * start on an empty `dataDir` copies it instead of running initdb.
   */
  pgliteTemplate?: string | undefined;
  /** postgres.js pool size. */
  maxConnections?: number;
}

/**
 * PostgreSQL settings the embedded PGlite starts with. Its `shared_buffers` is 128 MB by
 * default, held in the WebAssembly heap, which never gives memory back; the app's data is
 * small and the operating system's file cache still holds the files, so 16 MB loses little
 * speed and keeps about 140 MB off a running server (docs/hardening.md, memory).
 */
export const PGLITE_SETTINGS = { shared_buffers: "16MB" } as const;

/** PGlite's own start parameters, then ours as `-c name=value` (initdb's temporary instance gets them too). */
export const pgliteStartParams = () => [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
];

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const max = options.maxConnections ?? 10;
    const client = postgres(options.databaseUrl, {
      max,
      onnotice: () => {},
      connection: { TimeZone: "UTC" },
    });
    const db = drizzlePostgres(client, { schema, casing: "snake_case" }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      ping: async () => {
        await client`select 1`;
      },
      pool: {
        max,
        async connectionsByState() {
          const rows = await client<{ state: string; count: number }[]>`
            select coalesce(state, 'unknown') as state, count(*)::int as count from pg_stat_activity
            where datname = current_database() and backend_type = 'client backend' group by 1`;
          return Object.fromEntries(rows.map((row) => [row.state, row.count]));
        },
      },
      close: () => client.end({ timeout: 5 }),
    };
  }

  let lock: DirectoryLock | undefined;
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    // PGlite corrupts a directory that two processes open: refuse before opening.
    lock = acquireDirectoryLock(dir);
    const pgliteDir = path.join(dir, "pglite");
    copyPgliteTemplate(pgliteDir, options.pgliteTemplate);
    client = new PGlite(pgliteDir, { startParams: pgliteStartParams() });
  } else {
    client = new PGlite({ startParams: pgliteStartParams() });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    pool: { max: 1, connectionsByState: async () => ({}) },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      lock?.release();
    },
  };
}
