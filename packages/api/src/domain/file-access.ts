import {
  and,
  eq,
  inArray,
  lessons,
  moduleSubscriptions,
  modules,
  resources,
  sql,
  type Database,
} from "@scalemsp/db";
import {
  COURSE_MESSAGES,
  MESSAGES,
  RESOURCE_MESSAGES,
  isResourceLocked,
  isSubscriptionCurrent,
  moduleAccess,
  type PlanLevel,
} from "@scalemsp/validators";
import { checkAccess } from "../access-gate";
import type { SessionUser } from "../context";
import { viewerOf } from "./courses";

/**
 * How a bundled or uploaded file may be served: `public` to anyone (and any cache);
 * `unclaimed` to anyone, but a cache must ask again each time, since nothing points at it yet
 * and a paid resource or lesson may claim it next; `private` to this caller only; or refused
 * with the status and message to answer.
 */
export type FileAccess =
  | { access: "public" }
  | { access: "unclaimed" }
  | { access: "private" }
  | { access: "denied"; status: 401 | 403; message: string };

/**
 * The spellings a stored URL may use for the same file: the name as is and, when it
 * differs, percent-encoded, so an encoded link cannot make a paid file look unreferenced.
 */
function urlVariants(urlPath: string): string[] {
  const slash = urlPath.lastIndexOf("/");
  const encoded = urlPath.slice(0, slash + 1) + encodeURIComponent(urlPath.slice(slash + 1));
  return encoded === urlPath ? [urlPath] : [urlPath, encoded];
}

/**
 * Who may read the file at `urlPath` (a `/downloads/…` or `/uploads/…` path), judged by
 * what points at it: nothing but thumbnails, or an active free resource, makes it public
 * (course cards and the marketing site's free downloads need it signed out); otherwise the
 * caller needs a resource their plan opens (contract §6) or a lesson of a module open to
 * them (contract §4).
 * Two queries, whatever the number of references.
 */
export async function canReadFile(
  db: Database,
  user: SessionUser | null,
  urlPath: string,
  now: Date,
): Promise<FileAccess> {
  const urls = urlVariants(urlPath);
  const viewer = user ? viewerOf(user) : null;
  // Only a member's own business's subscriptions count; admins need none.
  const subscriptionBusinessId = viewer && !viewer.isAdmin ? viewer.businessId : null;

  const [resourceRefs, lessonRefs] = await Promise.all([
    db
      .select({ accessLevel: resources.accessLevel, isActive: resources.isActive })
      .from(resources)
      .where(inArray(resources.fileUrl, urls)),
    db
      .select({
        lessonId: lessons.id,
        lessonActive: lessons.isActive,
        moduleActive: modules.isActive,
        requiredPlanLevel: modules.requiredPlanLevel,
        subscriptionActive: moduleSubscriptions.isActive,
        accessStartDate: moduleSubscriptions.accessStartDate,
        accessEndDate: moduleSubscriptions.accessEndDate,
      })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .leftJoin(
        moduleSubscriptions,
        and(
          eq(moduleSubscriptions.moduleId, modules.id),
          subscriptionBusinessId === null
            ? sql`false`
            : eq(moduleSubscriptions.businessId, subscriptionBusinessId),
        ),
      )
      .where(inArray(lessons.contentUrl, urls)),
  ]);

  if (resourceRefs.length === 0 && lessonRefs.length === 0) return { access: "unclaimed" };
  if (resourceRefs.some((r) => r.isActive && r.accessLevel === "free")) return { access: "public" };

  // The gate's refusal, as the member procedures give it (the admin two-factor rule included).
  const gate = await checkAccess(db, user, "member");
  if (!gate.allowed) return { access: "denied", status: gate.status, message: gate.message };
  if (!viewer) return { access: "denied", status: 401, message: MESSAGES.notSignedIn }; // (the gate saw to it)

  const openResource = resourceRefs.some(
    (r) =>
      (r.isActive || viewer.isAdmin) && !isResourceLocked(r.accessLevel, viewer.planLevel, viewer.isAdmin),
  );
  if (openResource) return { access: "private" };

  // One row per lesson and subscription of the viewer's business to its module.
  const byLesson = new Map<number, { visible: boolean; required: PlanLevel; subscribed: boolean }>();
  for (const row of lessonRefs) {
    const subscribed =
      row.subscriptionActive !== null &&
      row.accessStartDate !== null &&
      isSubscriptionCurrent(
        {
          isActive: row.subscriptionActive,
          accessStartDate: row.accessStartDate,
          accessEndDate: row.accessEndDate,
        },
        now,
      );
    const entry = byLesson.get(row.lessonId);
    if (entry) entry.subscribed ||= subscribed;
    else
      byLesson.set(row.lessonId, {
        // Members never see inactive modules or lessons (contract §4).
        visible: viewer.isAdmin || (row.lessonActive && row.moduleActive),
        required: row.requiredPlanLevel,
        subscribed,
      });
  }

  let subscriptionWouldOpen = false;
  for (const lesson of byLesson.values()) {
    if (!lesson.visible) continue;
    const access = moduleAccess({
      isAdmin: viewer.isAdmin,
      planLevel: viewer.planLevel,
      requiredPlanLevel: lesson.required,
      hasCurrentSubscription: lesson.subscribed,
    });
    if (access.accessible) return { access: "private" };
    subscriptionWouldOpen ||= !access.planLocked;
  }

  // A plan upgrade opens a resource or a plan-locked course; a course the plan already covers needs its subscription.
  const message =
    resourceRefs.length > 0
      ? RESOURCE_MESSAGES.upgradeToDownload
      : subscriptionWouldOpen
        ? COURSE_MESSAGES.subscriptionLocked
        : COURSE_MESSAGES.planLocked;
  return { access: "denied", status: 403, message };
}
