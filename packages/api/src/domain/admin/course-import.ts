import { lessons, modules, type Database } from "@scalemsp/db";
import type { courseImportInput } from "@scalemsp/validators";
import type { z } from "zod";
import { sanitizeLessonHtml } from "../shared/lesson-html";

type CourseImportData = z.output<typeof courseImportInput>;

/** The module and every lesson in one transaction: a failure leaves nothing behind. */
export async function importCourse(db: Database, input: CourseImportData) {
  return db.transaction(async (tx) => {
    const [module] = await tx
      .insert(modules)
      .values(input.module)
      .returning({ id: modules.id, title: modules.title });
    if (input.lessons.length > 0) {
      await tx.insert(lessons).values(
        input.lessons.map((lesson) => ({
          ...lesson,
          contentText: sanitizeLessonHtml(lesson.contentText ?? null),
          moduleId: module!.id,
        })),
      );
    }
    return { moduleId: module!.id, title: module!.title, lessons: input.lessons.length };
  });
}
