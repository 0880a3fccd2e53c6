import type { SQL, SQLWrapper } from "drizzle-orm";
import {
  and,
  asc,
  businesses,
  count,
  desc,
  eq,
  ilike,
  inArray,
  sql,
  users,
  type Database,
} from "@scalemsp/db";
import {
  BILLING_MESSAGES,
  MESSAGES,
  type adminBusinessPageInput,
  type adminBusinessUpdateInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { conflict, forbidden, notFound } from "../../errors";
import { adminBusinessBilling, markPlanSetByHand, paysBySubscription } from "../billing/billing-state";
import { auditedChanges, recordAudit, type AuditActor } from "../audit/record";
import { endSessionsOfBusiness } from "../sessions";
import { pendingInvitationsOf } from "../team/invitations";
import { toAdminBusiness } from "./serialize";
import { changesOf } from "../shared/changes";
import { pageWindow } from "../shared/paging";
import { containsPattern } from "./shared";
import { enrolInPlanCourses, listSubscriptionsOf } from "./subscriptions";
import { adminUserColumns, toAdminUserOf } from "./users";

type PageData = z.output<typeof adminBusinessPageInput>;
type UpdateData = z.output<typeof adminBusinessUpdateInput>;

interface Scope {
  where?: SQL | undefined;
  limit?: number;
  offset?: number;
}

/**
 * Businesses with their owner and user count, in one query whatever the number of
 * rows. The owner (spec §3: the user of the business with isOwner; the first one if
 * there were several) and the count come from grouped derived tables; for a page or
 * a single business they group only that business's users.
 */
function businessesQuery(db: Database, scope: Scope = {}) {
  let ids: SQLWrapper | undefined;
  if (scope.where !== undefined || scope.limit !== undefined) {
    const query = db
      .select({ id: businesses.id })
      .from(businesses)
      .where(scope.where)
      .orderBy(desc(businesses.id))
      .$dynamic();
    if (scope.limit !== undefined) query.limit(scope.limit).offset(scope.offset ?? 0);
    ids = query;
  }
  const ofScope = ids ? inArray(users.businessId, ids) : undefined;
  const owners = db
    .selectDistinctOn([users.businessId], {
      businessId: users.businessId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.isOwner, true), ofScope))
    .orderBy(users.businessId, users.id)
    .as("owners");
  const userCounts = db
    .select({ businessId: users.businessId, userCount: sql<number>`cast(count(*) as int)`.as("user_count") })
    .from(users)
    .where(ofScope)
    .groupBy(users.businessId)
    .as("user_counts");
  return (
    db
      .select({
        business: businesses,
        owner: { id: owners.id, firstName: owners.firstName, lastName: owners.lastName, email: owners.email },
        userCount: sql<number>`coalesce(${userCounts.userCount}, 0)`.mapWith(Number),
      })
      .from(businesses)
      .leftJoin(owners, eq(owners.businessId, businesses.id))
      .leftJoin(userCounts, eq(userCounts.businessId, businesses.id))
      .where(ids ? inArray(businesses.id, ids) : undefined)
      // Newest first; by the primary key, so a page is read from its index.
      .orderBy(desc(businesses.id))
  );
}

type BusinessQueryRow = Awaited<ReturnType<typeof businessesQuery>>[number];
const toItem = (row: BusinessQueryRow) => toAdminBusiness(row.business, row.owner, row.userCount);

const businessWhere = (search: string | undefined) =>
  search ? ilike(businesses.name, containsPattern(search)) : undefined;

/** GET /api/admin/businesses: every business, newest first. */
export async function listBusinesses(db: Database) {
  return (await businessesQuery(db)).map(toItem);
}

/** One page of businesses whose name contains the search, case-insensitively (spec §5). */
export async function pageBusinesses(db: Database, input: PageData) {
  const where = businessWhere(input.search);
  const { limit, offset } = pageWindow(input);
  const [rows, [total]] = await Promise.all([
    businessesQuery(db, { where, limit, offset }),
    db.select({ value: count() }).from(businesses).where(where),
  ]);
  return { items: rows.map(toItem), total: total?.value ?? 0, page: input.page, pageSize: input.pageSize };
}

async function findBusiness(db: Database, id: number) {
  const [row] = await businessesQuery(db, { where: eq(businesses.id, id) });
  if (!row) throw notFound(MESSAGES.businessNotFound);
  return toItem(row);
}

/** The detail screen: the business with its owner, its users and its subscriptions, in three queries. */
export async function getBusinessDetail(db: Database, id: number, now: Date) {
  const [business, members, subscriptions, invitations, billing] = await Promise.all([
    findBusiness(db, id),
    db
      .select(adminUserColumns)
      .from(users)
      .where(eq(users.businessId, id))
      .orderBy(desc(users.isOwner), asc(users.id)),
    listSubscriptionsOf(db, id),
    pendingInvitationsOf(db, id, now),
    adminBusinessBilling(db, id),
  ]);
  return {
    ...business,
    users: members.map((row) => toAdminUserOf(row, business)),
    subscriptions,
    invitations,
    billing,
  };
}

/** Contract §13 audit: a business's plan and status; its name and details are not audited. */
const AUDITED_BUSINESS_FIELDS = ["planLevel", "isActive"] as const;

/**
 * Status, plan and details. A plan change holds from the members' next request,
 * since every request loads the plan afresh; deactivation ends all sessions of
 * the business's users at once (contract §3).
 */
export async function updateBusiness(
  db: Database,
  actor: AuditActor & { businessId: number | null },
  input: UpdateData,
  now: Date,
) {
  const { id, ...patch } = input;
  // Enrolling alone is a change too (contract §2: a patch with nothing to change is a 400).
  const { enrolInPlanCourses: enrol, overrideSubscription, ...changes } = changesOf(patch);
  if (changes.isActive === false && actor.businessId === id)
    throw forbidden(MESSAGES.cannotDeactivateOwnBusiness);
  const enrolledCourses = await db.transaction(async (tx) => {
    // Read under a row lock, so the recorded "before" is what this change replaced.
    const [before] = await tx
      .select({ planLevel: businesses.planLevel, isActive: businesses.isActive })
      .from(businesses)
      .where(eq(businesses.id, id))
      .for("update");
    if (!before) throw notFound(MESSAGES.businessNotFound);
    // Contract §16: on a business that pays by subscription, a plan set by hand is confirmed,
    // and holds until the next subscription event.
    if (changes.planLevel !== undefined && changes.planLevel !== before.planLevel) {
      if (await paysBySubscription(tx, id)) {
        if (!overrideSubscription) throw conflict(BILLING_MESSAGES.manualChangeNeedsConfirmation);
        await markPlanSetByHand(tx, id, now);
      }
    }
    if (Object.keys(changes).length > 0) {
      await tx.update(businesses).set(changes).where(eq(businesses.id, id));
      if (changes.isActive === false) await endSessionsOfBusiness(tx, id);
      const audited = auditedChanges(before, changes, AUDITED_BUSINESS_FIELDS);
      await recordAudit(tx, actor, { action: "business.updated", businessId: id, changes: audited }, now);
    }
    return enrol ? enrolInPlanCourses(tx, actor, id, changes.planLevel ?? before.planLevel, now) : 0;
  });
  return { ...(await findBusiness(db, id)), enrolledCourses };
}
