import { dataVersions, eq, sql, type Database } from "@scalemsp/db";
import { preparedStatement } from "./prepared";

/** Kinds of data whose version the database keeps (migration 0010 moves them by trigger). */
export type VersionedData = "resources" | "calendar";

const versionStatement = preparedStatement((db, name: VersionedData) =>
  db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, sql.placeholder("name")))
    .prepare(`data_version_${name}`),
);

/** The current version of one kind of data, as every app server sees it. */
export async function dataVersion(db: Database, name: VersionedData): Promise<number> {
  const [row] = await versionStatement(db, name).execute({ name });
  return row?.version ?? 0;
}

interface Entry<T> {
  version: number;
  value: Promise<T>;
}

/**
 * Reads of one kind of data kept in this process under the version they were read at. Each
 * `get` asks the database for the version (one row): a change committed through any server
 * shows on the next read. The version is read before the data, so a copy is never newer than
 * its label says and a change made meanwhile is read again next time.
 */
export function versionedReads<T>(name: VersionedData, maxEntries = 64) {
  const byDatabase = new WeakMap<Database, Map<string, Entry<T>>>();
  return async function get(db: Database, key: string, read: () => Promise<T>): Promise<T> {
    const version = await dataVersion(db, name);
    let entries = byDatabase.get(db);
    if (!entries) byDatabase.set(db, (entries = new Map<string, Entry<T>>()));
    const held = entries.get(key);
    if (held && held.version === version) return held.value;
    const entry: Entry<T> = { version, value: read() };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    // A failed read is not kept: the next caller reads again.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
