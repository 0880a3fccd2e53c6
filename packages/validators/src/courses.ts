import { z } from "zod";
import { LESSON_COMPLETE_PROGRESS, LESSON_STATUSES } from "./constants";
import { idSchema } from "./ids";
import { COURSE_MESSAGES } from "./member-messages";

export const moduleIdInput = z.object({ id: idSchema(COURSE_MESSAGES.invalidModuleId) });
export type ModuleIdInput = z.input<typeof moduleIdInput>;

export const progressUpdateInput = z.object({
  lessonId: idSchema(COURSE_MESSAGES.invalidLessonId),
  moduleId: idSchema(COURSE_MESSAGES.invalidModuleId),
  progress: z
    .number({ error: COURSE_MESSAGES.progressRange })
    .int({ error: COURSE_MESSAGES.progressRange })
    .min(0, { error: COURSE_MESSAGES.progressRange })
    .max(LESSON_COMPLETE_PROGRESS, { error: COURSE_MESSAGES.progressRange }),
  status: z.enum(LESSON_STATUSES, { error: COURSE_MESSAGES.statusInvalid }),
});
export type ProgressUpdateInput = z.input<typeof progressUpdateInput>;
