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
import { isAdmin } from "../access";
import type { SessionUser } from "../context";
import { badRequest, forbidden, notFound } from "../errors";
import { preparedStatement } from "./prepared";
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
  isAdmin: isAdmin(user),
  businessId: user.business?.id ?? null,
  planLevel: user.business?.planLevel ?? "free",
});

/**
 * What changes the shape of a viewer's statements: admins see everything and need no
 * subscription; a member without a business cannot hold one.
 */
type ViewerShape = "admin" | "member" | "business-member";
const shapeOf = (viewer: Viewer): ViewerShape =>
  viewer.isAdmin ? "admin" : viewer.businessId === null ? "member" : "business-member";

/** The placeholders of a viewer's prepared statements, filled in by `viewerValues`. */
const userIdValue = sql.placeholder("userId");
const businessIdValue = sql.placeholder("businessId");
const nowValue = sql.placeholder("now");
const viewerValues = (viewer: Viewer, now: Date) => ({
  userId: viewer.userId,
  // Never compared when null: that shape has no subscription check.
  businessId: viewer.businessId ?? 0,
  // As text: a placeholder compared with a column skips the column's own encoding.
  now: now.toISOString(),
});

/**
 * Whether the viewer's business holds a current subscription to the module of the row
 * (`modules.id`): a correlated EXISTS on the (business, module) index. Admins and members
 * without a business never hold one; they need none or cannot have one.
 */
function currentSubscription(db: Database, shape: ViewerShape) {
  if (shape !== "business-member") return sql<boolean>`false`;
  return sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(moduleSubscriptions)
      .where(
        and(
          eq(moduleSubscriptions.businessId, businessIdValue),
          eq(moduleSubscriptions.moduleId, modules.id),
          eq(moduleSubscriptions.isActive, true),
          lte(moduleSubscriptions.accessStartDate, nowValue),
          or(isNull(moduleSubscriptions.accessEndDate), gt(moduleSubscriptions.accessEndDate, nowValue)),
        ),
      ),
  )}`;
}

/** Members see active modules and lessons only; admins see everything. */
const visibleModule = (shape: ViewerShape) => (shape === "admin" ? undefined : eq(modules.isActive, true));
const visibleLesson = (shape: ViewerShape) => (shape === "admin" ? undefined : eq(lessons.isActive, true));

/**
 * Modules with their access flags and the viewer's progress counts, in one query
 * whatever the number of modules. Lesson counts come from one grouped pass over lessons;
 * progress counts from the viewer's own progress rows only (found by the user index), so
 * the cost does not grow with everyone else's progress; the subscription check is a
 * correlated EXISTS on the (business, module) index.
 * Members see active modules and lessons only; admins see everything.
 */
const moduleListStatement = preparedStatement((db, shape: ViewerShape) => {
  const visibleLessons = visibleLesson(shape);
  const lessonStats = db
    .select({
      moduleId: lessons.moduleId,
      lessonCount: sql<number>`count(*)::int`.as("lesson_count"),
      durationMinutes: sql<number>`coalesce(sum(${lessons.duration}), 0)::int`.as("duration_minutes"),
    })
    .from(lessons)
    .where(visibleLessons)
    .groupBy(lessons.moduleId)
    .as("lesson_stats");
  const progressStats = db
    .select({
      moduleId: sql<number>`${lessons.moduleId}`.as("progress_module_id"),
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
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(and(eq(lessonProgress.userId, userIdValue), visibleLessons))
    .groupBy(lessons.moduleId)
    .as("progress_stats");

  return db
    .select({
      id: modules.id,
      title: modules.title,
      description: modules.description,
      requiredPlanLevel: modules.requiredPlanLevel,
      sortOrder: modules.sortOrder,
      isActive: modules.isActive,
      thumbnailUrl: modules.thumbnailUrl,
      hasSubscription: currentSubscription(db, shape),
      lessonCount: sql<number>`coalesce(${lessonStats.lessonCount}, 0)`,
      durationMinutes: sql<number>`coalesce(${lessonStats.durationMinutes}, 0)`,
      completedLessons: sql<number>`coalesce(${progressStats.completedLessons}, 0)`,
      inProgressLessons: sql<number>`coalesce(${progressStats.inProgressLessons}, 0)`,
      inProgressSum: sql<number>`coalesce(${progressStats.inProgressSum}, 0)`,
    })
    .from(modules)
    .leftJoin(lessonStats, eq(lessonStats.moduleId, modules.id))
    .leftJoin(progressStats, eq(progressStats.moduleId, modules.id))
    .where(visibleModule(shape))
    .orderBy(asc(modules.sortOrder), asc(modules.id))
    .prepare(`module_list_${shape}`);
});

async function moduleRows(db: Database, viewer: Viewer, now: Date) {
  const rows = await moduleListStatement(db, shapeOf(viewer)).execute(viewerValues(viewer, now));

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

/** 404 when the module is unknown or hidden from the viewer, 403 when it is locked for them. */
function assertAccessible(
  viewer: Viewer,
  module: { requiredPlanLevel: PlanLevel; hasSubscription: boolean } | undefined,
): void {
  if (!module) throw notFound(COURSE_MESSAGES.moduleNotFound);
  const access = moduleAccess({
    isAdmin: viewer.isAdmin,
    planLevel: viewer.planLevel,
    requiredPlanLevel: module.requiredPlanLevel,
    hasCurrentSubscription: Boolean(module.hasSubscription),
  });
  if (!access.accessible) {
    throw forbidden(access.planLocked ? COURSE_MESSAGES.planLocked : COURSE_MESSAGES.subscriptionLocked);
  }
}

/**
 * Contract §4 and §5: `GET /api/modules/{id}/lessons`, each lesson with the caller's own
 * progress. One query reads the module's access fields and its lessons together (a row per
 * lesson, or one row with no lesson); access is decided on them before anything is answered.
 */
const lessonListStatement = preparedStatement((db, shape: ViewerShape) =>
  db
    .select({
      requiredPlanLevel: modules.requiredPlanLevel,
      hasSubscription: currentSubscription(db, shape),
      lesson: {
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
      },
      status: lessonProgress.status,
      progress: lessonProgress.progress,
      completedAt: lessonProgress.completedAt,
    })
    .from(modules)
    .leftJoin(lessons, and(eq(lessons.moduleId, modules.id), visibleLesson(shape)))
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userIdValue)),
    )
    .where(and(eq(modules.id, sql.placeholder("moduleId")), visibleModule(shape)))
    .orderBy(asc(lessons.sortOrder), asc(lessons.id))
    .prepare(`lesson_list_${shape}`),
);

export async function listLessons(db: Database, viewer: Viewer, moduleId: number, now: Date) {
  const rows = await lessonListStatement(db, shapeOf(viewer)).execute({
    ...viewerValues(viewer, now),
    moduleId,
  });
  assertAccessible(viewer, rows[0]);
  return rows.flatMap(({ lesson, status, progress, completedAt }) =>
    lesson
      ? [
          {
            ...lesson,
            status: status ?? "not_started",
            progress: progress ?? 0,
            completedAt: isoOrNull(completedAt),
          },
        ]
      : [],
  );
}

/** The module's access fields and the module of the lesson being saved. */
const progressTargetStatement = preparedStatement((db, shape: ViewerShape) =>
  db
    .select({
      requiredPlanLevel: modules.requiredPlanLevel,
      hasSubscription: currentSubscription(db, shape),
      lessonModuleId: lessons.moduleId,
      lessonIsActive: lessons.isActive,
    })
    .from(modules)
    .leftJoin(lessons, eq(lessons.id, sql.placeholder("lessonId")))
    .where(and(eq(modules.id, sql.placeholder("moduleId")), visibleModule(shape)))
    .prepare(`progress_target_${shape}`),
);

/**
 * Contract §5: one row per user and lesson, written with one INSERT … ON CONFLICT so
 * that two saves at once cannot make two rows. A completed lesson stays completed at
 * 100, keeping its first completion time, whatever arrives later. Before it, one query
 * reads the module's access fields and the lesson's module.
 */
export async function saveProgress(db: Database, viewer: Viewer, input: ProgressUpdateData, now: Date) {
  const [target] = await progressTargetStatement(db, shapeOf(viewer)).execute({
    ...viewerValues(viewer, now),
    moduleId: input.moduleId,
    lessonId: input.lessonId,
  });
  assertAccessible(viewer, target);
  if (target?.lessonModuleId !== input.moduleId || (!target.lessonIsActive && !viewer.isAdmin)) {
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
