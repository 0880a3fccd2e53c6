import { asc, desc, eq, resourceCategories, resources, sql, type Database } from "@scalemsp/db";
import {
  ADMIN_RESOURCE_MESSAGES,
  MESSAGES,
  type adminResourceCreateInput,
  type adminResourceUpdateInput,
  type categoryCreateInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, conflict, isUniqueViolation, notFound } from "../errors";
import { iso } from "./serialize";

type ResourceRow = typeof resources.$inferSelect;
type CategoryRow = typeof resourceCategories.$inferSelect;
type CreateData = z.output<typeof adminResourceCreateInput>;
type UpdateData = z.output<typeof adminResourceUpdateInput>;
type CategoryData = z.output<typeof categoryCreateInput>;

/** Every field of a resource, as the admin screens edit it. */
export function toAdminResource(row: ResourceRow, categoryName: string | null) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    accessLevel: row.accessLevel,
    featured: row.featured,
    thumbnailUrl: row.thumbnailUrl,
    fileUrl: row.fileUrl,
    fileName: row.fileName,
    downloadCount: row.downloadCount,
    categoryId: row.categoryId,
    categoryName,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type AdminResource = ReturnType<typeof toAdminResource>;

const withCategory = (db: Database) =>
  db
    .select({ resource: resources, categoryName: resourceCategories.name })
    .from(resources)
    .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId));

/** Contract §8: every resource, inactive ones too, newest first. */
export async function listAllResources(db: Database) {
  const rows = await withCategory(db).orderBy(desc(resources.createdAt), desc(resources.id));
  return rows.map((r) => toAdminResource(r.resource, r.categoryName));
}

async function getAdminResource(db: Database, id: number) {
  const [row] = await withCategory(db).where(eq(resources.id, id));
  if (!row) throw notFound(ADMIN_RESOURCE_MESSAGES.resourceNotFound);
  return toAdminResource(row.resource, row.categoryName);
}

async function assertCategoryExists(db: Database, categoryId: number | null | undefined) {
  if (categoryId === null || categoryId === undefined) return;
  const [row] = await db
    .select({ id: resourceCategories.id })
    .from(resourceCategories)
    .where(eq(resourceCategories.id, categoryId));
  if (!row) throw badRequest(ADMIN_RESOURCE_MESSAGES.categoryNotFound, "categoryId");
}

/** A category removed between the check and the write trips the foreign key: still a 400. */
const isForeignKeyViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23503" || e?.cause?.code === "23503";
};

export async function createResource(db: Database, input: CreateData) {
  await assertCategoryExists(db, input.categoryId);
  try {
    const [row] = await db.insert(resources).values(input).returning({ id: resources.id });
    return getAdminResource(db, row!.id);
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw badRequest(ADMIN_RESOURCE_MESSAGES.categoryNotFound, "categoryId");
    throw error;
  }
}

export async function updateResource(db: Database, input: UpdateData) {
  const { id, ...fields } = input;
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<Omit<UpdateData, "id">>;
  if (Object.keys(changes).length === 0) throw badRequest(MESSAGES.nothingToChange);
  await assertCategoryExists(db, changes.categoryId);
  try {
    const updated = await db
      .update(resources)
      .set(changes)
      .where(eq(resources.id, id))
      .returning({ id: resources.id });
    if (updated.length === 0) throw notFound(ADMIN_RESOURCE_MESSAGES.resourceNotFound);
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw badRequest(ADMIN_RESOURCE_MESSAGES.categoryNotFound, "categoryId");
    throw error;
  }
  return getAdminResource(db, id);
}

// ---------------------------------------------------------------- categories

export function toCategory(row: CategoryRow, resourceCount = 0) {
  return { id: row.id, name: row.name, resourceCount, createdAt: iso(row.createdAt) };
}

export async function listCategories(db: Database) {
  const rows = await db
    .select({
      category: resourceCategories,
      resourceCount:
        sql<number>`(select count(*) from ${resources} where ${resources.categoryId} = ${resourceCategories.id})`.mapWith(
          Number,
        ),
    })
    .from(resourceCategories)
    .orderBy(asc(resourceCategories.name));
  return rows.map((r) => toCategory(r.category, r.resourceCount));
}

/** Names are unique regardless of letter case, so "Sales" and "sales" cannot both exist. */
export async function createCategory(db: Database, input: CategoryData) {
  const [existing] = await db
    .select({ id: resourceCategories.id })
    .from(resourceCategories)
    .where(sql`lower(${resourceCategories.name}) = lower(${input.name})`);
  if (existing) throw conflict(ADMIN_RESOURCE_MESSAGES.categoryNameTaken);
  try {
    const [row] = await db.insert(resourceCategories).values({ name: input.name }).returning();
    return toCategory(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ADMIN_RESOURCE_MESSAGES.categoryNameTaken);
    throw error;
  }
}
