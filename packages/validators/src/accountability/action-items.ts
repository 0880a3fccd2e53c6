import { z } from "zod";
import { sessionIdField } from "../coaching";
import { idSchema } from "../ids";
import { singleLine } from "../text";
import { ACTION_ITEM_MESSAGES as M } from "./action-item-messages";
import { ACTION_ITEM_STATUSES } from "./constants";

/** Contract §15 'action items' and 'session notes': the inputs. */

export const ACTION_ITEM_TITLE_MAX = 200;
export const ACTION_ITEM_DETAILS_MAX = 2000;
export const SESSION_NOTES_MAX = 20_000;
export const PRIVATE_NOTE_MAX = 10_000;
export const NOTES_ITEMS_MAX = 20;

const CALENDAR_DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** `YYYY-MM-DD` naming a day that exists (no 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const calendarDateField = z
  .string({ error: M.dueDateInvalid })
  .trim()
  .refine(isCalendarDate, { error: M.dueDateInvalid });

const titleField = singleLine(M.titleRequired)
  .transform((text) => text.trim())
  .pipe(z.string().min(1, { error: M.titleRequired }).max(ACTION_ITEM_TITLE_MAX, { error: M.titleTooLong }));

/** Several lines; "" is none. */
const detailsField = z
  .string({ error: M.detailsTooLong })
  .trim()
  .max(ACTION_ITEM_DETAILS_MAX, { error: M.detailsTooLong })
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/** "" or null: no due date. */
const dueDateField = z.union([z.literal("").transform(() => null), z.null(), calendarDateField]).optional();

const assigneeField = idSchema(M.assigneeNotInBusiness).nullish();
const statusField = z.enum(ACTION_ITEM_STATUSES, { error: M.statusInvalid });

export const actionItemIdInput = z.object({ id: idSchema(M.itemNotFound) });

export const actionItemsQueryInput = z
  .object({
    status: statusField.optional(),
    sessionId: sessionIdField.optional(),
    /** Admins: the business whose items to list. */
    businessId: idSchema(M.businessNotFound).optional(),
  })
  .prefault({});
export type ActionItemsQueryInput = z.input<typeof actionItemsQueryInput>;

export const actionItemCreateInput = z.object({
  title: titleField,
  details: detailsField,
  dueDate: dueDateField,
  assigneeId: assigneeField,
  sessionId: sessionIdField.nullish(),
  /** Admins: the business the item is for; others create for their own. */
  businessId: idSchema(M.businessNotFound).optional(),
});
export type ActionItemCreateInput = z.input<typeof actionItemCreateInput>;

export const actionItemUpdateInput = z.object({
  id: idSchema(M.itemNotFound),
  title: titleField.optional(),
  details: detailsField,
  dueDate: dueDateField,
  assigneeId: assigneeField,
  status: statusField.optional(),
});
export type ActionItemUpdateInput = z.input<typeof actionItemUpdateInput>;

/** An action item written with a session's notes: for the session's business. */
export const notesActionItemInput = z.object({
  title: titleField,
  dueDate: dueDateField,
  assigneeId: assigneeField,
});

/** `PUT /api/admin/sessions/{id}/notes`: the notes (rich text), the private note, new action items. */
export const sessionNotesInput = z.object({
  id: sessionIdField,
  notes: z
    .string({ error: M.notesTooLong })
    .max(SESSION_NOTES_MAX, { error: M.notesTooLong })
    .nullable()
    .transform((value) => (value?.trim() ? value : null)),
  privateNote: z
    .string({ error: M.privateNoteTooLong })
    .trim()
    .max(PRIVATE_NOTE_MAX, { error: M.privateNoteTooLong })
    .nullable()
    .transform((value) => value || null),
  actionItems: z.array(notesActionItemInput).max(NOTES_ITEMS_MAX, { error: M.tooManyItems }).optional(),
});
export type SessionNotesInput = z.input<typeof sessionNotesInput>;

export const sessionNotesQueryInput = z.object({ id: sessionIdField });
