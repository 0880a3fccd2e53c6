import { alias } from "drizzle-orm/pg-core";
import { DateTime } from "luxon";
import {
  actionItems,
  and,
  asc,
  businesses,
  coachingSessions,
  desc,
  emailOutbox,
  eq,
  groupSessionSeats,
  isNull,
  sql,
  users,
  type Database,
} from "@scalemsp/db";
import {
  ACTION_ITEM_DUE_HOUR,
  ACTION_ITEM_MESSAGES as M,
  type ActionItemStatus,
  type actionItemCreateInput,
  type actionItemIdInput,
  type actionItemUpdateInput,
  type actionItemsQueryInput,
} from "@scalemsp/validators";
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import type { SessionUser } from "../../context";
import { badRequest, forbidden, notFound } from "../../errors";
import { enqueueEmail } from "../email";
import { preparedStatement } from "../prepared";
import { iso, isoOrNull } from "../serialize";
import { coachCalendar, todayIn } from "./coach-calendar";

/**
 * Contract §15 'action items': a business's to-dos. The coach, the owner and members create
 * them for their business; anyone of the business ticks them off; the assignee (an active user
 * of that business) hears of one given to them, and on the morning of its due date while it is
 * open: that message waits in the outbox with `sendAt`, and every change of the item voids and
 * queues it again in the change's transaction, so any number of servers send it once.
 */

export type ActionItemRow = typeof actionItems.$inferSelect;

/** Who is asking: an admin (the coach) works on any business, anyone else on their own. */
export interface ActionItemViewer {
  userId: number;
  isAdmin: boolean;
  isOwner: boolean;
  businessId: number | null;
  /** The zone an item without an assignee's own is due in, as read with the session. */
  coachTimeZone: string;
}

export const actionItemViewerOf = (user: SessionUser): ActionItemViewer => ({
  userId: user.id,
  isAdmin: user.role === "admin",
  isOwner: user.isOwner,
  businessId: user.businessId,
  coachTimeZone: user.coachTimeZone,
});

const assignee = alias(users, "assignee");
const creator = alias(users, "creator");
const nameOf = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

const itemsWithPeople = (db: Database) =>
  db
    .select({
      item: actionItems,
      assigneeFirstName: assignee.firstName,
      assigneeLastName: assignee.lastName,
      assigneeTimeZone: assignee.timeZone,
      creatorFirstName: creator.firstName,
      creatorLastName: creator.lastName,
    })
    .from(actionItems)
    .leftJoin(assignee, eq(assignee.id, actionItems.assigneeId))
    .leftJoin(creator, eq(creator.id, actionItems.createdById));

type ItemWithPeople = Awaited<ReturnType<ReturnType<typeof itemsWithPeople>["where"]>>[number];

/** Open and past its due date in the assignee's zone (the coach's when nobody is assigned). */
export function isOverdue(
  item: { status: ActionItemStatus; dueDate: string | null },
  zone: string,
  now: Date,
): boolean {
  if (item.status !== "open" || item.dueDate === null) return false;
  return todayIn(zone, now) > item.dueDate;
}

function toActionItem(row: ItemWithPeople, coachZone: string, now: Date) {
  const item = row.item;
  return {
    id: item.id,
    title: item.title,
    details: item.details,
    dueDate: item.dueDate,
    assignee:
      item.assigneeId !== null && row.assigneeFirstName !== null
        ? { id: item.assigneeId, name: nameOf(row.assigneeFirstName, row.assigneeLastName) }
        : null,
    status: item.status,
    sessionId: item.sessionId,
    createdBy:
      item.createdById !== null && row.creatorFirstName !== null
        ? { id: item.createdById, name: nameOf(row.creatorFirstName, row.creatorLastName) }
        : null,
    doneAt: isoOrNull(item.doneAt),
    overdue: isOverdue(item, row.assigneeTimeZone ?? coachZone, now),
    createdAt: iso(item.createdAt),
    updatedAt: iso(item.updatedAt),
  };
}
export type ActionItem = ReturnType<typeof toActionItem>;

/**
 * The items matching `where`, open first, by due date (none last), then newest; one without an
 * assignee's own zone is overdue by the coach's (`coachZone`).
 */
/** Open first, then by due date (none last), newest first. */
const LIST_ORDER = [
  asc(actionItems.status),
  sql`${actionItems.dueDate} asc nulls last`,
  desc(actionItems.createdAt),
  desc(actionItems.id),
];

export async function readActionItems(
  db: Database,
  where: SQL | undefined,
  coachZone: string,
  now: Date,
): Promise<ActionItem[]> {
  const rows = await itemsWithPeople(db)
    .where(where)
    .orderBy(...LIST_ORDER);
  return rows.map((row) => toActionItem(row, coachZone, now));
}

/** The list's filters besides the business, each a statement prepared once (the dashboard's has none). */
const LIST_FILTERS = {
  none: { status: false, session: false },
  status: { status: true, session: false },
  session: { status: false, session: true },
  both: { status: true, session: true },
} as const;
type ListFilter = keyof typeof LIST_FILTERS;
const listFilterOf = (status: boolean, session: boolean): ListFilter =>
  status ? (session ? "both" : "status") : session ? "session" : "none";

const itemListStatement = preparedStatement((db, filter: ListFilter) =>
  itemsWithPeople(db)
    .where(
      and(
        eq(actionItems.businessId, sql.placeholder("businessId")),
        LIST_FILTERS[filter].status ? eq(actionItems.status, sql.placeholder("status")) : undefined,
        LIST_FILTERS[filter].session ? eq(actionItems.sessionId, sql.placeholder("sessionId")) : undefined,
      ),
    )
    .orderBy(...LIST_ORDER)
    .prepare(`action_items_by_${filter}`),
);

async function readOne(db: Database, id: number, coachZone: string, now: Date): Promise<ActionItem> {
  const [item] = await readActionItems(db, eq(actionItems.id, id), coachZone, now);
  if (!item) throw notFound(M.itemNotFound);
  return item;
}

/** The business the viewer works on: their own, or (admins) the one they name, which must exist. */
async function businessOf(db: Database, viewer: ActionItemViewer, requested: number | undefined) {
  if (!viewer.isAdmin) {
    if (viewer.businessId === null || (requested !== undefined && requested !== viewer.businessId))
      throw notFound(M.businessNotFound);
    return viewer.businessId;
  }
  if (requested === undefined) throw badRequest(M.businessRequired, "businessId");
  const [found] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, requested));
  if (!found) throw notFound(M.businessNotFound);
  return found.id;
}

/** An item the viewer may see: their business's, or any for an admin. Another business's is 404. */
async function itemFor(db: Database, viewer: ActionItemViewer, id: number): Promise<ActionItemRow> {
  const [item] = await db.select().from(actionItems).where(eq(actionItems.id, id));
  if (!item || (!viewer.isAdmin && item.businessId !== viewer.businessId)) throw notFound(M.itemNotFound);
  return item;
}

/** The assignee: an active user of the business (else 400). */
async function assigneeOf(db: Database, businessId: number, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      timeZone: users.timeZone,
      businessId: users.businessId,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.businessId !== businessId || !user.isActive)
    throw badRequest(M.assigneeNotInBusiness, "assigneeId");
  return user;
}

/** A session of the business: its one-to-one, or a group session it held a seat in. */
async function assertSessionOfBusiness(db: Database, businessId: number, sessionId: number) {
  const [session] = await db
    .select({ id: coachingSessions.id, kind: coachingSessions.kind, businessId: coachingSessions.businessId })
    .from(coachingSessions)
    .where(eq(coachingSessions.id, sessionId));
  if (session?.businessId === businessId) return;
  if (session?.kind === "group") {
    const [seat] = await db
      .select({ id: groupSessionSeats.sessionId })
      .from(groupSessionSeats)
      .where(
        and(
          eq(groupSessionSeats.sessionId, sessionId),
          eq(groupSessionSeats.businessId, businessId),
          isNull(groupSessionSeats.leftAt),
        ),
      )
      .limit(1);
    if (seat) return;
  }
  throw badRequest(M.sessionNotOfBusiness, "sessionId");
}

const dueText = (dueDate: string | null) =>
  dueDate === null
    ? null
    : DateTime.fromISO(dueDate, { zone: "UTC" }).setLocale("en-US").toLocaleString(DateTime.DATE_HUGE);

async function nameOfUser(db: Database, userId: number) {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ? nameOf(user.firstName, user.lastName) : null;
}

/**
 * A person deactivated hears of no more due dates: their queued due-date messages are voided
 * with the deactivation (a reactivated person's items queue theirs again when next changed).
 */
export async function voidDueRemindersOf(tx: Database, userId: number) {
  const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!person) return;
  await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "action-item-due"),
        eq(emailOutbox.status, "queued"),
        eq(emailOutbox.to, person.email),
      ),
    );
}

/** The item's due-date message: the queued one voided, a new one queued while it is due ahead. */
async function requeueDueReminder(tx: Database, item: ActionItemRow, now: Date) {
  await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "action-item-due"),
        eq(emailOutbox.status, "queued"),
        sql`${emailOutbox.payload}->>'actionItemId' = ${String(item.id)}`,
      ),
    );
  if (item.status !== "open" || item.dueDate === null || item.assigneeId === null) return;
  const [person] = await tx
    .select({ email: users.email, timeZone: users.timeZone, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, item.assigneeId));
  if (!person?.isActive) return;
  const zone = person.timeZone ?? (await coachCalendar(tx, now)).zone;
  const sendAt = DateTime.fromISO(item.dueDate, { zone }).set({ hour: ACTION_ITEM_DUE_HOUR }).toJSDate();
  if (sendAt <= now) return;
  await enqueueEmail(
    tx,
    {
      kind: "action-item-due",
      to: person.email,
      data: {
        actionItemId: item.id,
        title: item.title,
        details: item.details,
        due: dueText(item.dueDate),
        assignedBy: null,
      },
    },
    { sendAt },
  );
}

/** The assignee hears of the item, unless they gave it to themselves. */
async function tellAssignee(tx: Database, item: ActionItemRow, byUserId: number, email: string) {
  if (item.assigneeId === null || item.assigneeId === byUserId) return;
  await enqueueEmail(tx, {
    kind: "action-item-assigned",
    to: email,
    data: {
      actionItemId: item.id,
      title: item.title,
      details: item.details,
      due: dueText(item.dueDate),
      assignedBy: await nameOfUser(tx, byUserId),
    },
  });
}

export interface NewActionItem {
  title: string;
  details?: string | null;
  dueDate?: string | null;
  assigneeId?: number | null;
  sessionId?: number | null;
}

/** Creates one item for a business inside the caller's transaction (the notes' items too). */
export async function insertActionItem(
  tx: Database,
  businessId: number,
  byUserId: number,
  input: NewActionItem,
  now: Date,
): Promise<ActionItemRow> {
  const person = input.assigneeId ? await assigneeOf(tx, businessId, input.assigneeId) : null;
  if (input.sessionId) await assertSessionOfBusiness(tx, businessId, input.sessionId);
  const [row] = await tx
    .insert(actionItems)
    .values({
      businessId,
      title: input.title,
      details: input.details ?? null,
      dueDate: input.dueDate ?? null,
      assigneeId: person?.id ?? null,
      sessionId: input.sessionId ?? null,
      createdById: byUserId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (person) await tellAssignee(tx, row!, byUserId, person.email);
  await requeueDueReminder(tx, row!, now);
  return row!;
}

/** GET /api/action-items: the business's items (admins name the business). */
export async function listActionItems(
  db: Database,
  viewer: ActionItemViewer,
  input: z.output<typeof actionItemsQueryInput>,
  now: Date,
): Promise<ActionItem[]> {
  const businessId = await businessOf(db, viewer, input.businessId);
  const filter = listFilterOf(Boolean(input.status), Boolean(input.sessionId));
  const rows = await itemListStatement(db, filter).execute({
    businessId,
    status: input.status,
    sessionId: input.sessionId,
  });
  return rows.map((row) => toActionItem(row, viewer.coachTimeZone, now));
}

/** POST /api/action-items. */
export async function createActionItem(
  db: Database,
  viewer: ActionItemViewer,
  input: z.output<typeof actionItemCreateInput>,
  now: Date,
): Promise<ActionItem> {
  const businessId = await businessOf(db, viewer, input.businessId);
  const row = await db.transaction((tx) => insertActionItem(tx, businessId, viewer.userId, input, now));
  return readOne(db, row.id, viewer.coachTimeZone, now);
}

/** PATCH /api/action-items/{id}: its fields, or ticked off (done) and opened again. */
export async function updateActionItem(
  db: Database,
  viewer: ActionItemViewer,
  input: z.output<typeof actionItemUpdateInput>,
  now: Date,
): Promise<ActionItem> {
  await db.transaction(async (tx) => {
    const item = await itemFor(tx, viewer, input.id);
    const changes: Partial<ActionItemRow> = { updatedAt: now };
    if (input.title !== undefined) changes.title = input.title;
    if (input.details !== undefined) changes.details = input.details;
    if (input.dueDate !== undefined) changes.dueDate = input.dueDate;
    let newAssignee: { email: string } | null = null;
    if (input.assigneeId !== undefined && input.assigneeId !== item.assigneeId) {
      newAssignee =
        input.assigneeId === null ? null : await assigneeOf(tx, item.businessId, input.assigneeId);
      changes.assigneeId = input.assigneeId;
    }
    if (input.status !== undefined && input.status !== item.status) {
      changes.status = input.status;
      changes.doneAt = input.status === "done" ? now : null;
      changes.doneById = input.status === "done" ? viewer.userId : null;
    }
    const [row] = await tx.update(actionItems).set(changes).where(eq(actionItems.id, item.id)).returning();
    if (newAssignee) await tellAssignee(tx, row!, viewer.userId, newAssignee.email);
    await requeueDueReminder(tx, row!, now);
  });
  return readOne(db, input.id, viewer.coachTimeZone, now);
}

/** DELETE /api/action-items/{id}: whoever created it, the business's owner, or an admin. */
export async function deleteActionItem(
  db: Database,
  viewer: ActionItemViewer,
  input: z.output<typeof actionItemIdInput>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await itemFor(tx, viewer, input.id);
    if (!viewer.isAdmin && !viewer.isOwner && item.createdById !== viewer.userId)
      throw forbidden(M.mayNotDelete);
    await tx.delete(actionItems).where(eq(actionItems.id, item.id));
    await requeueDueReminder(tx, { ...item, status: "done" }, now);
  });
}
