import {
  actionItems,
  and,
  coachingSessions,
  eq,
  groupSessionSeats,
  isNull,
  type Database,
} from "@scalemsp/db";
import {
  ACTION_ITEM_MESSAGES,
  COACHING_MESSAGES,
  type sessionNotesInput,
  type sessionNotesQueryInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, notFound } from "../../errors";
import {
  insertActionItem,
  readActionItems,
  type ActionItem,
  type ActionItemViewer,
} from "../accountability/action-items";
import { sanitizeLessonHtml } from "../shared/lesson-html";

/**
 * Contract §15 'session notes': after a session the coach writes notes (rich text, sanitised as
 * lesson text is) the business sees, and a private note only admins see. A one-to-one's notes
 * are its business's; a group session's go to the businesses that held a seat; a free strategy
 * session's stay with the lead (admins only). Notes can create action items in one step.
 */

export interface StoredNotes {
  /** `sharedNotes`: what the business sees. */
  notes?: string | null;
  /** `coachNotes`: what only admins see. */
  privateNote?: string | null;
}

/**
 * The one way notes are written (the PUT of notes and the admin's session PATCH): the shared
 * notes sanitized as lesson text, the private note as typed.
 */
export async function writeSessionNotes(tx: Database, sessionId: number, notes: StoredNotes, now: Date) {
  await tx
    .update(coachingSessions)
    .set({
      ...(notes.notes !== undefined ? { sharedNotes: sanitizeLessonHtml(notes.notes) } : {}),
      ...(notes.privateNote !== undefined ? { coachNotes: notes.privateNote } : {}),
      updatedAt: now,
    })
    .where(eq(coachingSessions.id, sessionId));
}

/** Whether the viewer's business may read the session's notes. */
async function businessMayRead(
  db: Database,
  session: { id: number; kind: string; businessId: number | null },
  businessId: number,
) {
  if (session.kind === "strategy") return false;
  if (session.kind !== "group") return session.businessId === businessId;
  const [seat] = await db
    .select({ id: groupSessionSeats.sessionId })
    .from(groupSessionSeats)
    .where(
      and(
        eq(groupSessionSeats.sessionId, session.id),
        eq(groupSessionSeats.businessId, businessId),
        isNull(groupSessionSeats.leftAt),
      ),
    )
    .limit(1);
  return seat !== undefined;
}

/** GET /api/sessions/{id}/notes: `{notes, actionItems}`; never the private note. */
export async function readSessionNotes(
  db: Database,
  viewer: ActionItemViewer,
  input: z.output<typeof sessionNotesQueryInput>,
  now: Date,
): Promise<{ notes: string | null; actionItems: ActionItem[] }> {
  const [session] = await db
    .select({
      id: coachingSessions.id,
      kind: coachingSessions.kind,
      businessId: coachingSessions.businessId,
      sharedNotes: coachingSessions.sharedNotes,
    })
    .from(coachingSessions)
    .where(eq(coachingSessions.id, input.id));
  if (!session) throw notFound(COACHING_MESSAGES.sessionNotFound);
  if (!viewer.isAdmin) {
    if (viewer.businessId === null || !(await businessMayRead(db, session, viewer.businessId)))
      throw notFound(COACHING_MESSAGES.sessionNotFound);
  }
  const items = await readActionItems(
    db,
    and(
      eq(actionItems.sessionId, session.id),
      viewer.isAdmin ? undefined : eq(actionItems.businessId, viewer.businessId!),
    ),
    viewer.coachTimeZone,
    now,
  );
  return { notes: sanitizeLessonHtml(session.sharedNotes), actionItems: items };
}

/**
 * PUT /api/admin/sessions/{id}/notes: stores the notes and the private note and creates the
 * given action items for the session's business, in one transaction.
 */
export async function saveSessionNotes(
  db: Database,
  viewer: ActionItemViewer,
  input: z.output<typeof sessionNotesInput>,
  now: Date,
): Promise<{ notes: string | null; privateNote: string | null; actionItems: ActionItem[] }> {
  const sessionId = await db.transaction(async (tx) => {
    const [session] = await tx
      .select({
        id: coachingSessions.id,
        kind: coachingSessions.kind,
        businessId: coachingSessions.businessId,
      })
      .from(coachingSessions)
      .where(eq(coachingSessions.id, input.id));
    if (!session) throw notFound(COACHING_MESSAGES.sessionNotFound);
    const newItems = input.actionItems ?? [];
    if (newItems.length > 0 && (session.kind === "group" || session.businessId === null))
      throw badRequest(ACTION_ITEM_MESSAGES.itemsNeedBusiness, "actionItems");
    await writeSessionNotes(tx, session.id, { notes: input.notes, privateNote: input.privateNote }, now);
    for (const item of newItems)
      await insertActionItem(tx, session.businessId!, viewer.userId, { ...item, sessionId: session.id }, now);
    return session.id;
  });
  const [stored] = await db
    .select({ sharedNotes: coachingSessions.sharedNotes, coachNotes: coachingSessions.coachNotes })
    .from(coachingSessions)
    .where(eq(coachingSessions.id, sessionId));
  return {
    notes: stored!.sharedNotes,
    privateNote: stored!.coachNotes,
    actionItems: await readActionItems(db, eq(actionItems.sessionId, sessionId), viewer.coachTimeZone, now),
  };
}
