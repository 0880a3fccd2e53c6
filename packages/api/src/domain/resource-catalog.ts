import { desc, eq, resourceCategories, resources, type Database } from "@scalemsp/db";
import { iso } from "./serialize";
import { versionedReads } from "./versioned-data";

/**
 * The active resources in list order, as every member's list starts from them. Reading and
 * decoding a thousand rows costs far more than the list's answer does, and the library changes
 * rarely: the read is kept under the library's data version (versioned-data.ts).
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

const readsOfLibrary = versionedReads<CatalogResource[]>("resources", 1);

/** The active resources in list order, read again only when the library's version moved. */
export const activeResources = (db: Database): Promise<CatalogResource[]> =>
  readsOfLibrary(db, "active", () => readActiveResources(db));
