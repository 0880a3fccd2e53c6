import { alias } from "drizzle-orm/pg-core";
import {
  auditEvents,
  businesses,
  count,
  desc,
  eq,
  inArray,
  moduleSubscriptions,
  modules,
  users,
  type Database,
} from "@scalemsp/db";
import type { AuditAction, auditQueryInput } from "@scalemsp/validators";
import type { z } from "zod";
import { pageWindow } from "../shared/paging";

type QueryData = z.output<typeof auditQueryInput>;

const target = alias(users, "target");

/** The course ids a page of events names in its changes (a subscription's `moduleId`). */
function courseIdsOf(changes: readonly Record<string, { from?: unknown; to?: unknown }>[]) {
  const ids = changes.flatMap((change) => [change.moduleId?.from, change.moduleId?.to]);
  return [...new Set(ids.filter((id): id is number => typeof id === "number" && Number.isInteger(id)))];
}

/**
 * `GET /api/admin/audit`: admins' changes, newest first, with the business, user and module
 * they touched named as they are now, and the courses their changes name (`courseTitles`, by id:
 * a course since removed is absent, and the screen falls back to its id).
 */
export async function pageAuditEvents(db: Database, input: QueryData) {
  const where = input.businessId !== undefined ? eq(auditEvents.businessId, input.businessId) : undefined;
  const { limit, offset } = pageWindow(input);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        event: auditEvents,
        business: { id: businesses.id, name: businesses.name },
        user: { id: target.id, firstName: target.firstName, lastName: target.lastName, email: target.email },
        moduleTitle: modules.title,
      })
      .from(auditEvents)
      .leftJoin(businesses, eq(businesses.id, auditEvents.businessId))
      .leftJoin(target, eq(target.id, auditEvents.userId))
      .leftJoin(moduleSubscriptions, eq(moduleSubscriptions.id, auditEvents.subscriptionId))
      .leftJoin(modules, eq(modules.id, moduleSubscriptions.moduleId))
      .where(where)
      .orderBy(desc(auditEvents.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  const courseIds = courseIdsOf(rows.map((row) => row.event.changes));
  const courses =
    courseIds.length === 0
      ? []
      : await db
          .select({ id: modules.id, title: modules.title })
          .from(modules)
          .where(inArray(modules.id, courseIds));
  const titleOf = new Map(courses.map((course) => [course.id, course.title]));
  return {
    items: rows.map(({ event, business, user, moduleTitle }) => ({
      id: event.id,
      createdAt: event.createdAt.toISOString(),
      action: event.action as AuditAction,
      actor: { id: event.actorId, email: event.actorEmail },
      business: business?.id ? business : null,
      user: user?.id ? user : null,
      subscription: event.subscriptionId ? { id: event.subscriptionId, moduleTitle } : null,
      changes: event.changes,
      courseTitles: Object.fromEntries(
        courseIdsOf([event.changes]).flatMap((id) =>
          titleOf.has(id) ? [[String(id), titleOf.get(id)!]] : [],
        ),
      ),
    })),
    total: total?.value ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
