import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDatabase, runMigrations, type DatabaseHandle } from "@scalemsp/db";

/** The databases the bench runs on: a fresh PostgreSQL database, or PGlite in a temporary folder. */

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function postgresReachable(serverUrl: string): Promise<string | null> {
  const client = postgres(serverUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await client`select 1`;
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end({ timeout: 1 }).catch(() => {});
  }
}

export interface OpenedBackend {
  handle: DatabaseHandle;
  /** CPU time the database's own processes have used so far; undefined when it runs in the server. */
  databaseCpuMs(): Promise<number | undefined>;
  dispose(): Promise<void>;
}

/** Linux reports process times in clock ticks, 100 a second on every common kernel. */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process from /proc, in ms; 0 once it is gone or where /proc is not readable. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th overall.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Where and how the bench opens PostgreSQL. */
export interface PostgresOptions {
  serverUrl: string;
  /** The database the bench drops and creates on that server. */
  name: string;
  /** Leave the database behind after the run, for a look at it. */
  keep: boolean;
  log: (message: string) => void;
}

/** A fresh bench database on the server, dropped first if a previous run left one. */
export async function openPostgres({ serverUrl, name, keep, log }: PostgresOptions): Promise<OpenedBackend> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const databaseUrl = withDatabase(serverUrl, name);
  // The pool size the server runs with in production (openDatabase's default).
  const handle = await openDatabase({ databaseUrl });
  await runMigrations(handle, { databaseUrl });
  // The server's backends do the database's share of each request; on this host their CPU
  // time is readable from /proc, a cost per request that a busy machine distorts far less
  // than it distorts latency.
  const local = ["127.0.0.1", "localhost", "[::1]"].includes(new URL(databaseUrl).hostname);
  const watcher = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  return {
    handle,
    async databaseCpuMs() {
      if (!local || !existsSync("/proc/self/stat")) return undefined;
      const rows = await watcher<{ pid: number }[]>`
        select pid from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
      return rows.reduce((sum, row) => sum + processCpuMs(row.pid), 0);
    },
    async dispose() {
      await watcher.end({ timeout: 1 });
      await handle.close();
      if (keep) {
        log(`Kept ${databaseUrl}`);
        return;
      }
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** PGlite in a temporary DATA_DIR, on disk as in production. */
export async function openPglite(): Promise<OpenedBackend> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-bench-"));
  const handle = await openDatabase({ dataDir });
  await runMigrations(handle);
  return {
    handle,
    databaseCpuMs: async () => undefined,
    async dispose() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
