import net from "node:net";
import { sql, type DatabaseHandle } from "@scalemsp/db";

/** A start that cannot go on, said in one line with what to do; printed without a stack. */
export class StartupError extends Error {
  override name = "StartupError";
}

/**
 * Binds the port and lets it go again, so a port in use stops the start before the database is
 * opened or migrated, not after.
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        reject(
          new StartupError(
            `Port ${port} on ${host} is already in use: stop the process that holds it, or set PORT to a free port.`,
          ),
        );
      } else if (error.code === "EACCES") {
        reject(
          new StartupError(
            `Port ${port} on ${host} may not be used by this user: set PORT to a port above 1023.`,
          ),
        );
      } else reject(error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The innermost cause of a failed query: the driver's own error, with its code. */
function rootCause(error: unknown): Error & { code?: string } {
  let current: Error & { code?: string } = error instanceof Error ? error : new Error(String(error));
  while (current.cause instanceof Error) current = current.cause;
  return current;
}

/** Where `url` points, without its password. */
function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

/**
 * Asks PostgreSQL for `select 1` before any migration, so an unreachable server, a wrong password
 * or a missing database is one line naming DATABASE_URL, not a failed migration's stack.
 */
export async function assertDatabaseReachable(database: DatabaseHandle, databaseUrl: string): Promise<void> {
  try {
    await database.db.execute(sql`select 1`);
  } catch (error) {
    const cause = rootCause(error);
    const reason = cause.code ? `${cause.code}: ${cause.message}` : cause.message;
    throw new StartupError(
      `Cannot use the database at ${describeDatabase(databaseUrl)} (${reason}): check DATABASE_URL, ` +
        "and that PostgreSQL is running there and accepts this user.",
    );
  }
}
