import { type SQL } from "drizzle-orm";
import { asc, eq, lessons, modules, sql, type Database } from "@scalemsp/db";
import { MESSAGES, type adminModuleCreateInput, type adminModuleUpdateInput } from "@scalemsp/validators";
import type { z } from "zod";
import { notFound } from "../../errors";
import { toAdminModule } from "./serialize";
import { changesOf } from "../shared/changes";

type CreateData = z.output<typeof adminModuleCreateInput>;
type UpdateData = z.output<typeof adminModuleUpdateInput>;

/** Modules in course order with their lesson counts, in one query. */
function modulesQuery(db: Database, where: SQL | undefined) {
  const lessonCounts = db
    .select({
      moduleId: lessons.moduleId,
      lessonCount: sql<number>`cast(count(*) as int)`.as("lesson_count"),
    })
    .from(lessons)
    .groupBy(lessons.moduleId)
    .as("lesson_counts");
  return db
    .select({
      module: modules,
      lessonCount: sql<number>`coalesce(${lessonCounts.lessonCount}, 0)`.mapWith(Number),
    })
    .from(modules)
    .leftJoin(lessonCounts, eq(lessonCounts.moduleId, modules.id))
    .where(where)
    .orderBy(asc(modules.sortOrder), asc(modules.id));
}

/** GET /api/admin/modules: every module, inactive ones too. */
export async function listModules(db: Database) {
  return (await modulesQuery(db, undefined)).map((row) => toAdminModule(row.module, row.lessonCount));
}

async function findModule(db: Database, id: number) {
  const [row] = await modulesQuery(db, eq(modules.id, id));
  if (!row) throw notFound(MESSAGES.moduleNotFound);
  return toAdminModule(row.module, row.lessonCount);
}

export async function createModule(db: Database, input: CreateData) {
  const [row] = await db.insert(modules).values(input).returning();
  return toAdminModule(row!, 0);
}

export async function updateModule(db: Database, input: UpdateData) {
  const { id, ...patch } = input;
  const changes = changesOf(patch);
  const [row] = await db.update(modules).set(changes).where(eq(modules.id, id)).returning({ id: modules.id });
  if (!row) throw notFound(MESSAGES.moduleNotFound);
  return findModule(db, id);
}

/** 404 unless the module exists. */
export async function assertModuleExists(db: Database, id: number) {
  const [row] = await db.select({ id: modules.id }).from(modules).where(eq(modules.id, id));
  if (!row) throw notFound(MESSAGES.moduleNotFound);
}
