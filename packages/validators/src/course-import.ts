import { z } from "zod";
import { adminModuleCreateInput, lessonImportInput } from "./admin";
import { COURSE_IMPORT_LESSONS_MAX } from "./constants";
import { MESSAGES } from "./messages";

/** A whole course at once: imported in one transaction, or not at all. */
export const courseImportInput = z.object({
  module: adminModuleCreateInput,
  lessons: z.array(lessonImportInput).max(COURSE_IMPORT_LESSONS_MAX, { error: MESSAGES.tooManyLessons }),
});
export type CourseImportInput = z.input<typeof courseImportInput>;
