import { ACTION_ITEM_STATUSES } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, nullableText, timestampOutput } from "./common";

/** Contract §15 'action items' and 'session notes': the answers. */

const personOutput = z.object({ id: idOutput, name: z.string() }).nullable();

export const actionItemOutput = z.object({
  id: idOutput,
  title: z.string(),
  details: nullableText,
  /** `YYYY-MM-DD`, or null. */
  dueDate: nullableText,
  assignee: personOutput,
  status: z.enum(ACTION_ITEM_STATUSES),
  sessionId: idOutput.nullable(),
  createdBy: personOutput,
  doneAt: timestampOutput.nullable(),
  /** Open past its due date in the assignee's zone (the coach's when nobody is assigned). */
  overdue: z.boolean(),
  createdAt: timestampOutput,
  updatedAt: timestampOutput,
});

/** What the business reads of a session: the notes (sanitized HTML) and the session's action items. */
export const sessionNotesOutput = z.object({ notes: nullableText, actionItems: z.array(actionItemOutput) });

/** The admin's answer: the private note too. */
export const adminSessionNotesOutput = sessionNotesOutput.extend({ privateNote: nullableText });
