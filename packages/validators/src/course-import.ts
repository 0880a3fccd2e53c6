import { z } from "zod";
import { adminModuleCreateInput, lessonImportInput } from "./admin";

/** A whole course at once: imported in one transaction, or not at all. */
export const courseImportInput = z.object({
  module: adminModuleCreateInput,
  lessons: z.array(lessonImportInput).max(500, { error: "A course may hold at most 500 lessons" }),
});
export type CourseImportInput = z.input<typeof courseImportInput>;
