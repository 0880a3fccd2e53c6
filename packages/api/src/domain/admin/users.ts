import { type SQL } from "drizzle-orm";
import { and, asc, businesses, count, desc, eq, ilike, or, sql, users, type Database } from "@scalemsp/db";
import { MESSAGES, type adminUserPageInput, type adminUserUpdateInput } from "@scalemsp/validators";
import type { z } from "zod";
import { forbidden, notFound } from "../../errors";
import { auditedChanges, recordAudit, type AuditActor } from "../audit/record";
import { endSessionsOfUser } from "../sessions";
import { voidDueRemindersOf } from "../accountability/action-items";
import { refuseRoleAgainstOwnership } from "./ownership";
import { userColumns } from "../user-columns";
import { toAdminUser, type AdminUserRow } from "./serialize";
import { changesOf } from "../shared/changes";
import { pageWindow } from "../shared/paging";
import { containsPattern } from "./shared";

type PageData = z.output<typeof adminUserPageInput>;
type UpdateData = z.output<typeof adminUserUpdateInput>;

/** Every column an admin sees; the password hash is not among them. */
export const adminUserColumns = userColumns;

export const toAdminUserOf = (
  row: AdminUserRow,
  business: { id: number; name: string; planLevel: (typeof businesses.$inferSelect)["planLevel"] } | null,
) =>
  toAdminUser(row, business ? { id: business.id, name: business.name, planLevel: business.planLevel } : null);

function usersQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      user: adminUserColumns,
      business: { id: businesses.id, name: businesses.name, planLevel: businesses.planLevel },
    })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .where(where)
    .orderBy(desc(users.id))
    .$dynamic();
}

type UserQueryRow = Awaited<ReturnType<typeof usersQuery>>[number];
const toItem = (row: UserQueryRow) => toAdminUser(row.user, row.business);

/** Spec §5: a case-insensitive substring of the e-mail, first or last name (or both names together). */
function userWhere(filter: { search?: string | undefined; businessId?: number | undefined }) {
  const conditions: SQL[] = [];
  if (filter.businessId !== undefined) conditions.push(eq(users.businessId, filter.businessId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** GET /api/admin/users: every user with their business, newest first. */
export async function listUsers(db: Database) {
  return (await usersQuery(db, undefined)).map(toItem);
}

export async function pageUsers(db: Database, input: PageData) {
  const where = userWhere(input);
  const { limit, offset } = pageWindow(input);
  const [rows, [total]] = await Promise.all([
    usersQuery(db, where).limit(limit).offset(offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toItem), total: total?.value ?? 0, page: input.page, pageSize: input.pageSize };
}

export async function getUser(db: Database, id: number) {
  const [row] = await usersQuery(db, eq(users.id, id));
  if (!row) throw notFound(MESSAGES.userNotFound);
  return toItem(row);
}

/** Contract §13 audit: a user's role and status; names are not audited. */
const AUDITED_USER_FIELDS = ["role", "isActive"] as const;

/**
 * Status, role and names. Deactivation ends the user's sessions (contract §3). The
 * coach must never lock the platform out: no admin deactivates themself, the last
 * active admin stays, and the admin role is not given or taken here. The role follows
 * ownership (contract §14): the owner changes only by `transferOwnership`.
 */
export async function updateUser(db: Database, actor: AuditActor, input: UpdateData, now: Date) {
  const { id, ...patch } = input;
  const changes = changesOf(patch);
  await db.transaction(async (tx) => {
    if (changes.isActive === false) {
      if (id === actor.id) throw forbidden(MESSAGES.cannotDeactivateSelf);
      // Locks the active admins in one order, so two admins deactivating each other
      // at once take turns and the second sees the first's change.
      const activeAdmins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.isActive, true)))
        .orderBy(asc(users.id))
        .for("update");
      const targetIsActiveAdmin = activeAdmins.some((admin) => admin.id === id);
      if (targetIsActiveAdmin && activeAdmins.length <= 1) throw forbidden(MESSAGES.lastActiveAdmin);
    }
    const [target] = await tx
      .select({
        role: users.role,
        isActive: users.isActive,
        businessId: users.businessId,
        isOwner: users.isOwner,
      })
      .from(users)
      .where(eq(users.id, id))
      .for("update");
    if (!target) throw notFound(MESSAGES.userNotFound);
    if (changes.role !== undefined && target.role === "admin") throw forbidden(MESSAGES.adminRoleFixed);
    refuseRoleAgainstOwnership(target, changes.role);
    await tx.update(users).set(changes).where(eq(users.id, id));
    if (changes.isActive === false) {
      await endSessionsOfUser(tx, id);
      await voidDueRemindersOf(tx, id);
    }
    await recordAudit(
      tx,
      actor,
      {
        action: "user.updated",
        businessId: target.businessId,
        userId: id,
        changes: auditedChanges(target, changes, AUDITED_USER_FIELDS),
      },
      now,
    );
  });
  return getUser(db, id);
}
