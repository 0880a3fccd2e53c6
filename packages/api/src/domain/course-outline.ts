import {
  and,
  asc,
  eq,
  gt,
  isNull,
  lessons,
  lte,
  moduleSubscriptions,
  modules,
  or,
  type Database,
} from "@scalemsp/db";
import { COURSE_MESSAGES, courseUnlockText, moduleAccess } from "@scalemsp/validators";
import { notFound } from "../errors";
import type { Viewer } from "./courses";
import { readPlanNames } from "./plans";

/**
 * `GET /api/modules/{id}/outline` (contract §13): any member may read what a course holds and
 * what opens it, a locked course too, so a lock leads somewhere. Lesson content stays behind
 * `GET /api/modules/{id}/lessons` and its access check.
 */
export async function courseOutline(db: Database, viewer: Viewer, moduleId: number, now: Date) {
  const [module] = await db
    .select({
      id: modules.id,
      title: modules.title,
      description: modules.description,
      requiredPlanLevel: modules.requiredPlanLevel,
      thumbnailUrl: modules.thumbnailUrl,
    })
    .from(modules)
    .where(and(eq(modules.id, moduleId), viewer.isAdmin ? undefined : eq(modules.isActive, true)));
  if (!module) throw notFound(COURSE_MESSAGES.moduleNotFound);

  const [rows, subscription, names] = await Promise.all([
    db
      .select({
        id: lessons.id,
        title: lessons.title,
        contentType: lessons.contentType,
        duration: lessons.duration,
      })
      .from(lessons)
      .where(and(eq(lessons.moduleId, moduleId), viewer.isAdmin ? undefined : eq(lessons.isActive, true)))
      .orderBy(asc(lessons.sortOrder), asc(lessons.id)),
    viewer.businessId === null
      ? Promise.resolve([])
      : db
          .select({ id: moduleSubscriptions.id })
          .from(moduleSubscriptions)
          .where(
            and(
              eq(moduleSubscriptions.businessId, viewer.businessId),
              eq(moduleSubscriptions.moduleId, moduleId),
              eq(moduleSubscriptions.isActive, true),
              lte(moduleSubscriptions.accessStartDate, now),
              or(isNull(moduleSubscriptions.accessEndDate), gt(moduleSubscriptions.accessEndDate, now)),
            ),
          )
          .limit(1),
    readPlanNames(db),
  ]);
  const access = moduleAccess({
    isAdmin: viewer.isAdmin,
    planLevel: viewer.planLevel,
    requiredPlanLevel: module.requiredPlanLevel,
    hasCurrentSubscription: subscription.length > 0,
  });
  return {
    ...module,
    ...access,
    unlock: courseUnlockText(
      { ...access, requiredPlanLevel: module.requiredPlanLevel },
      viewer.planLevel,
      names,
    ),
    durationMinutes: rows.reduce((sum, lesson) => sum + lesson.duration, 0),
    lessons: rows,
  };
}
