import { and, eq, lessons, moduleSubscriptions, modules, type Database } from "@scalemsp/db";
import { COURSE_MESSAGES, MESSAGES, isSubscriptionCurrent, moduleAccess } from "@scalemsp/validators";
import { forbidden, notFound } from "../errors";
import type { Viewer } from "./courses";

/**
 * The lesson a member works on, once contract §4 allows it: 404 when it is unknown or hidden
 * from the viewer (inactive lesson or course), 403 when its course is locked for them.
 */
export async function accessibleLesson(db: Database, viewer: Viewer, lessonId: number, now: Date) {
  const [row] = await db
    .select({
      id: lessons.id,
      moduleId: lessons.moduleId,
      title: lessons.title,
      contentType: lessons.contentType,
      lessonActive: lessons.isActive,
      moduleActive: modules.isActive,
      requiredPlanLevel: modules.requiredPlanLevel,
    })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(lessons.id, lessonId));
  if (!row || (!viewer.isAdmin && (!row.lessonActive || !row.moduleActive)))
    throw notFound(MESSAGES.lessonNotFound);
  const subscriptions =
    viewer.isAdmin || viewer.businessId === null || row.requiredPlanLevel === "free"
      ? []
      : await db
          .select({
            isActive: moduleSubscriptions.isActive,
            accessStartDate: moduleSubscriptions.accessStartDate,
            accessEndDate: moduleSubscriptions.accessEndDate,
          })
          .from(moduleSubscriptions)
          .where(
            and(
              eq(moduleSubscriptions.businessId, viewer.businessId),
              eq(moduleSubscriptions.moduleId, row.moduleId),
            ),
          );
  const access = moduleAccess({
    isAdmin: viewer.isAdmin,
    planLevel: viewer.planLevel,
    requiredPlanLevel: row.requiredPlanLevel,
    hasCurrentSubscription: subscriptions.some((subscription) => isSubscriptionCurrent(subscription, now)),
  });
  if (!access.accessible)
    throw forbidden(access.planLocked ? COURSE_MESSAGES.planLocked : COURSE_MESSAGES.subscriptionLocked);
  return { id: row.id, moduleId: row.moduleId, title: row.title, contentType: row.contentType };
}
