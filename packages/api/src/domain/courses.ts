import { exists } from "drizzle-orm";
import {
  and,
  asc,
  eq,
  gt,
  isNull,
  lessonProgress,
  lessons,
  lte,
  moduleSubscriptions,
  modules,
  or,
  sql,
  type Database,
} from "@scalemsp/db";
import {
  COURSE_MESSAGES,
  LESSON_COMPLETE_PROGRESS,
  coursePercent,
  moduleAccess,
  type PlanLevel,
  type progressUpdateInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import type { SessionUser } from "../context";
import { badRequest, forbidden, notFound } from "../errors";
import { isoOrNull } from "./serialize";

type ProgressUpdateData = z.output<typeof progressUpdateInput>;

/** Who is asking, as far as course and resource access are concerned. */
export interface Viewer {
  userId: number;
  isAdmin: boolean;
  businessId: number | null;
  /** A member without a business reads as `free`. */
  planLevel: PlanLevel;
}

export const viewerOf = (user: SessionUser): Viewer => ({
  userId: user.id,
  isAdmin: user.role === "admin",
  businessId: user.business?.id ?? null,
  planLevel: user.business?.planLevel ?? "free",
});

/**
 * Modules with their access flags and the viewer's progress counts, in one query
 * whatever the number of modules: lesson and progress counts come from one grouped
 * subquery, the subscription check from a correlated EXISTS on the (business, module) index.
 * Members see active modules and lessons only; admins see everything.
 */
async function moduleRows(db: Database, viewer: Viewer, now: Date, onlyModuleId?: number) {
  const lessonFilters = [
    viewer.isAdmin ? undefined : eq(lessons.isActive, true),
    onlyModuleId === undefined ? undefined : eq(lessons.moduleId, onlyModuleId),
  ];
  const stats = db
    .select({
      moduleId: lessons.moduleId,
      lessonCount: sql<number>`count(*)::int`.as("lesson_count"),
      durationMinutes: sql<number>`coalesce(sum(${lessons.duration}), 0)::int`.as("duration_minutes"),
      completedLessons: sql<number>`(count(*) filter (where ${lessonProgress.status} = 'completed'))::int`.as(
        "completed_lessons",
      ),
      inProgressLessons:
        sql<number>`(count(*) filter (where ${lessonProgress.status} = 'in_progress'))::int`.as(
          "in_progress_lessons",
        ),
      inProgressSum:
        sql<number>`coalesce(sum(${lessonProgress.progress}) filter (where ${lessonProgress.status} = 'in_progress'), 0)::int`.as(
          "in_progress_sum",
        ),
    })
    .from(lessons)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, viewer.userId)),
    )
    .where(and(...lessonFilters))
    .groupBy(lessons.moduleId)
    .as("lesson_stats");

  const businessId = viewer.businessId;
  const hasSubscription =
    viewer.isAdmin || businessId === null
      ? sql<boolean>`false`
      : sql<boolean>`${exists(
          db
            .select({ one: sql`1` })
            .from(moduleSubscriptions)
            .where(
              and(
                eq(moduleSubscriptions.businessId, businessId),
                eq(moduleSubscriptions.moduleId, modules.id),
                eq(moduleSubscriptions.isActive, true),
                lte(moduleSubscriptions.accessStartDate, now),
                or(isNull(moduleSubscriptions.accessEndDate), gt(moduleSubscriptions.accessEndDate, now)),
              ),
            ),
        )}`;

  const rows = await db
    .select({
      id: modules.id,
      title: modules.title,
      description: modules.description,
      requiredPlanLevel: modules.requiredPlanLevel,
      sortOrder: modules.sortOrder,
      isActive: modules.isActive,
      thumbnailUrl: modules.thumbnailUrl,
      hasSubscription,
      lessonCount: sql<number>`coalesce(${stats.lessonCount}, 0)`,
      durationMinutes: sql<number>`coalesce(${stats.durationMinutes}, 0)`,
      completedLessons: sql<number>`coalesce(${stats.completedLessons}, 0)`,
      inProgressLessons: sql<number>`coalesce(${stats.inProgressLessons}, 0)`,
      inProgressSum: sql<number>`coalesce(${stats.inProgressSum}, 0)`,
    })
    .from(modules)
    .leftJoin(stats, eq(stats.moduleId, modules.id))
    .where(
      and(
        viewer.isAdmin ? undefined : eq(modules.isActive, true),
        onlyModuleId === undefined ? undefined : eq(modules.id, onlyModuleId),
      ),
    )
    .orderBy(asc(modules.sortOrder), asc(modules.id));

  return rows.map(({ hasSubscription: current, ...row }) => {
    const counts = {
      totalLessons: Number(row.lessonCount),
      completedLessons: Number(row.completedLessons),
      inProgressLessons: Number(row.inProgressLessons),
      inProgressSum: Number(row.inProgressSum),
    };
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      requiredPlanLevel: row.requiredPlanLevel,
      sortOrder: row.sortOrder,
      isActive: row.isActive,
      thumbnailUrl: row.thumbnailUrl,
      ...moduleAccess({
        isAdmin: viewer.isAdmin,
        planLevel: viewer.planLevel,
        requiredPlanLevel: row.requiredPlanLevel,
        hasCurrentSubscription: Boolean(current),
      }),
      lessonCount: counts.totalLessons,
      durationMinutes: Number(row.durationMinutes),
      completedLessons: counts.completedLessons,
      inProgressLessons: counts.inProgressLessons,
      /** The viewer's course percent (spec §4). */
      percent: coursePercent(counts),
    };
  });
}

export type ModuleListItem = Awaited<ReturnType<typeof moduleRows>>[number];

/** Contract §4: `GET /api/modules`. */
export function listModules(db: Database, viewer: Viewer, now: Date) {
  return moduleRows(db, viewer, now);
}

/** The module as the viewer may see it: 404 when unknown or hidden, 403 when locked. */
async function requireAccessibleModule(db: Database, viewer: Viewer, moduleId: number, now: Date) {
  const [module] = await moduleRows(db, viewer, now, moduleId);
  if (!module) throw notFound(COURSE_MESSAGES.moduleNotFound);
  if (!module.accessible) {
    throw forbidden(module.planLocked ? COURSE_MESSAGES.planLocked : COURSE_MESSAGES.subscriptionLocked);
  }
  return module;
}

/** Contract §4 and §5: `GET /api/modules/{id}/lessons`, each lesson with the caller's own progress. */
export async function listLessons(db: Database, viewer: Viewer, moduleId: number, now: Date) {
  await requireAccessibleModule(db, viewer, moduleId, now);
  const rows = await db
    .select({
      id: lessons.id,
      moduleId: lessons.moduleId,
      title: lessons.title,
      description: lessons.description,
      contentType: lessons.contentType,
      contentUrl: lessons.contentUrl,
      contentText: lessons.contentText,
      duration: lessons.duration,
      sortOrder: lessons.sortOrder,
      isActive: lessons.isActive,
      status: lessonProgress.status,
      progress: lessonProgress.progress,
      completedAt: lessonProgress.completedAt,
    })
    .from(lessons)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, viewer.userId)),
    )
    .where(and(eq(lessons.moduleId, moduleId), viewer.isAdmin ? undefined : eq(lessons.isActive, true)))
    .orderBy(asc(lessons.sortOrder), asc(lessons.id));
  return rows.map((row) => ({
    ...row,
    status: row.status ?? "not_started",
    progress: row.progress ?? 0,
    completedAt: isoOrNull(row.completedAt),
  }));
}

/**
 * Contract §5: one row per user and lesson, written with one INSERT … ON CONFLICT so
 * that two saves at once cannot make two rows. A completed lesson stays completed at
 * 100, keeping its first completion time, whatever arrives later.
 */
export async function saveProgress(db: Database, viewer: Viewer, input: ProgressUpdateData, now: Date) {
  await requireAccessibleModule(db, viewer, input.moduleId, now);
  const [lesson] = await db
    .select({ moduleId: lessons.moduleId, isActive: lessons.isActive })
    .from(lessons)
    .where(eq(lessons.id, input.lessonId));
  if (!lesson || lesson.moduleId !== input.moduleId || (!lesson.isActive && !viewer.isAdmin)) {
    throw badRequest(COURSE_MESSAGES.lessonNotInModule, "lessonId");
  }

  const completing = input.status === "completed";
  const [row] = await db
    .insert(lessonProgress)
    .values({
      userId: viewer.userId,
      lessonId: input.lessonId,
      moduleId: input.moduleId,
      status: input.status,
      progress: completing ? LESSON_COMPLETE_PROGRESS : input.progress,
      completedAt: completing ? now : null,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        status: sql`case when ${lessonProgress.status} = 'completed' then ${lessonProgress.status} else excluded.status end`,
        progress: sql`case when ${lessonProgress.status} = 'completed' then ${sql.raw(String(LESSON_COMPLETE_PROGRESS))} else excluded.progress end`,
        completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at)`,
        updatedAt: now,
      },
    })
    .returning({
      lessonId: lessonProgress.lessonId,
      moduleId: lessonProgress.moduleId,
      status: lessonProgress.status,
      progress: lessonProgress.progress,
      completedAt: lessonProgress.completedAt,
    });
  if (!row) throw new Error("Saving progress returned no row");
  return { ...row, completedAt: isoOrNull(row.completedAt) };
}

/** The dashboard's list: accessible modules the viewer has started, with spec §4's percent. */
export async function progressSummary(db: Database, viewer: Viewer, now: Date) {
  const rows = await moduleRows(db, viewer, now);
  return rows
    .filter((row) => row.accessible && row.completedLessons + row.inProgressLessons > 0)
    .map((row) => ({
      moduleId: row.id,
      title: row.title,
      percent: row.percent,
      completedLessons: row.completedLessons,
      inProgressLessons: row.inProgressLessons,
      totalLessons: row.lessonCount,
    }));
}
