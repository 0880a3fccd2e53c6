import { asc, eq, lessons, type Database } from "@scalemsp/db";
import {
  MESSAGES,
  lessonContentIssue,
  type adminLessonCreateInput,
  type adminLessonUpdateInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, notFound } from "../../errors";
import { assertModuleExists } from "./modules";
import { sanitizeLessonHtml } from "../shared/lesson-html";
import { toAdminLesson } from "./serialize";
import { changesOf } from "../shared/changes";

type CreateData = z.output<typeof adminLessonCreateInput>;
type UpdateData = z.output<typeof adminLessonUpdateInput>;

/** Every lesson of a module in course order, inactive ones too; 404 for an unknown module. */
export async function listLessons(db: Database, moduleId: number) {
  await assertModuleExists(db, moduleId);
  const rows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId))
    .orderBy(asc(lessons.sortOrder), asc(lessons.id));
  return rows.map(toAdminLesson);
}

/** `input.id` is the module's (the path `/api/admin/modules/{id}/lessons`). */
export async function createLesson(db: Database, input: CreateData) {
  const { id: moduleId, ...fields } = input;
  await assertModuleExists(db, moduleId);
  // The schema checked the text before it was cleaned; cleaning may leave nothing.
  fields.contentText = sanitizeLessonHtml(fields.contentText);
  const issue = lessonContentIssue(fields);
  if (issue) throw badRequest(issue.message, issue.field);
  const [row] = await db
    .insert(lessons)
    .values({ ...fields, moduleId })
    .returning();
  return toAdminLesson(row!);
}

/** Any lesson fields; spec §5's content rules hold for the lesson as it is after the change. */
export async function updateLesson(db: Database, input: UpdateData) {
  const { id, ...patch } = input;
  const changes = changesOf(patch);
  if (changes.contentText !== undefined) changes.contentText = sanitizeLessonHtml(changes.contentText);
  const [current] = await db.select().from(lessons).where(eq(lessons.id, id));
  if (!current) throw notFound(MESSAGES.lessonNotFound);
  const issue = lessonContentIssue({ ...current, ...changes });
  if (issue) throw badRequest(issue.message, issue.field);
  const [row] = await db.update(lessons).set(changes).where(eq(lessons.id, id)).returning();
  if (!row) throw notFound(MESSAGES.lessonNotFound);
  return toAdminLesson(row);
}
