import { desc, eq, resourceCategories, resources, sql, type Database } from "@scalemsp/db";
import { preparedStatement } from "./prepared";
import { iso } from "./serialize";

/**
 * The active resources in list order, as every member's list starts from them. Reading and
 * decoding a thousand rows costs far more than the list's answer does, and the library changes
 * rarely, so each process keeps the last read beside a fingerprint of both tables. Every call
 * still asks the database for the fingerprint (one aggregate row): a change made through any
 * app server shows on the next request, not after a delay.
 */
async function readActiveResources(db: Database) {
  const rows = await db
    .select({
      id: resources.id,
      title: resources.title,
      description: resources.description,
      type: resources.type,
      accessLevel: resources.accessLevel,
      featured: resources.featured,
      thumbnailUrl: resources.thumbnailUrl,
      fileUrl: resources.fileUrl,
      fileName: resources.fileName,
      downloadCount: resources.downloadCount,
      categoryId: resources.categoryId,
      categoryName: resourceCategories.name,
      createdAt: resources.createdAt,
      updatedAt: resources.updatedAt,
    })
    .from(resources)
    .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
    .where(eq(resources.isActive, true))
    .orderBy(desc(resources.createdAt), desc(resources.id));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) }));
}

export type CatalogResource = Awaited<ReturnType<typeof readActiveResources>>[number];

/**
 * What any change to the list's rows moves: an insert or delete moves a count, an edit its
 * row's `updatedAt` (drizzle sets it on every update), a download the sum of the counts.
 */
const fingerprintStatement = preparedStatement((db, _variant: "all") =>
  db
    .select({
      resources: sql<string>`count(*) || '/' || coalesce(max(${resources.updatedAt})::text, '') || '/' || coalesce(sum(${resources.downloadCount}), 0)`,
      categories: sql<string>`(select count(*) || '/' || coalesce(max(${resourceCategories.updatedAt})::text, '') from ${resourceCategories})`,
    })
    .from(resources)
    .prepare("resource_fingerprint"),
);

async function fingerprint(db: Database): Promise<string> {
  const [row] = await fingerprintStatement(db, "all").execute();
  return `${row?.resources}|${row?.categories}`;
}

const lastRead = new WeakMap<Database, { fingerprint: string; rows: CatalogResource[] }>();

export async function activeResources(db: Database): Promise<CatalogResource[]> {
  // The fingerprint is taken before the rows: a change between the two makes the next call read again.
  const current = await fingerprint(db);
  const cached = lastRead.get(db);
  if (cached?.fingerprint === current) return cached.rows;
  const rows = await readActiveResources(db);
  lastRead.set(db, { fingerprint: current, rows });
  return rows;
}
