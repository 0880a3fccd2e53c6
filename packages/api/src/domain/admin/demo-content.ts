import {
  and,
  count,
  eq,
  modules,
  notExists,
  resourceCategories,
  resources,
  type Database,
} from "@scalemsp/db";
import { countDemoClients, removeDemoClient } from "@scalemsp/db/seed";

/** `GET /api/admin/demo-content`: how much of what SEED_DEMO loaded is still there. */
export async function demoContentSummary(db: Database) {
  const [[courses], [demoResources], [categories], businesses] = await Promise.all([
    db.select({ value: count() }).from(modules).where(eq(modules.isDemo, true)),
    db.select({ value: count() }).from(resources).where(eq(resources.isDemo, true)),
    db.select({ value: count() }).from(resourceCategories).where(eq(resourceCategories.isDemo, true)),
    countDemoClients(db),
  ]);
  return {
    courses: courses?.value ?? 0,
    resources: demoResources?.value ?? 0,
    categories: categories?.value ?? 0,
    businesses,
  };
}

/**
 * `DELETE /api/admin/demo-content` (contract §13 operations): removes in one transaction what
 * SEED_DEMO loaded, marked so at seeding: the demo courses (their lessons, questions, progress
 * and subscriptions follow by their keys; a scorecard band pointing at one points at none), the
 * demo resources, the demo categories that no remaining resource uses, and the demo client
 * business (its goals, check-ins, action items and scorecard follow by their keys) with its owner. Everything the admin
 * created stays, a lesson they added to a demo course excepted, which goes with its course.
 * Answers what was removed.
 */
export async function removeDemoContent(db: Database) {
  return db.transaction(async (tx) => {
    const removedCourses = await tx
      .delete(modules)
      .where(eq(modules.isDemo, true))
      .returning({ id: modules.id });
    const removedResources = await tx
      .delete(resources)
      .where(eq(resources.isDemo, true))
      .returning({ id: resources.id });
    const removedCategories = await tx
      .delete(resourceCategories)
      .where(
        and(
          eq(resourceCategories.isDemo, true),
          notExists(
            tx
              .select({ id: resources.id })
              .from(resources)
              .where(eq(resources.categoryId, resourceCategories.id)),
          ),
        ),
      )
      .returning({ id: resourceCategories.id });
    const removedBusinesses = await removeDemoClient(tx);
    return {
      courses: removedCourses.length,
      resources: removedResources.length,
      categories: removedCategories.length,
      businesses: removedBusinesses,
    };
  });
}
