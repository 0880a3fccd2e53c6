import { z } from "zod";
import { LESSON_COMPLETE_PROGRESS, LESSON_STATUSES } from "./constants";

/** Texts of the member area's course and progress calls. */
export const COURSE_MESSAGES = {
  invalidModuleId: "Please choose a valid course",
  invalidLessonId: "Please choose a valid lesson",
  moduleNotFound: "Course not found",
  lessonNotInModule: "This lesson is not part of the chosen course",
  planLocked: "This course needs a higher plan. Please upgrade your plan to access it.",
  subscriptionLocked: "Your business needs an active subscription to this course to access it.",
  progressRange: "Progress must be a whole number from 0 to 100",
  statusInvalid: `Status must be one of: ${LESSON_STATUSES.join(", ")}`,
} as const;

/** The largest id a PostgreSQL integer column holds: a larger one is bad input, not a server error. */
const MAX_ID = 2_147_483_647;

/** Ids arrive as numbers over tRPC and as strings in REST paths. */
export const coercedIdSchema = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });

export const moduleIdInput = z.object({ id: coercedIdSchema(COURSE_MESSAGES.invalidModuleId) });
export type ModuleIdInput = z.input<typeof moduleIdInput>;

export const progressUpdateInput = z.object({
  lessonId: coercedIdSchema(COURSE_MESSAGES.invalidLessonId),
  moduleId: coercedIdSchema(COURSE_MESSAGES.invalidModuleId),
  progress: z
    .number({ error: COURSE_MESSAGES.progressRange })
    .int({ error: COURSE_MESSAGES.progressRange })
    .min(0, { error: COURSE_MESSAGES.progressRange })
    .max(LESSON_COMPLETE_PROGRESS, { error: COURSE_MESSAGES.progressRange }),
  status: z.enum(LESSON_STATUSES, { error: COURSE_MESSAGES.statusInvalid }),
});
export type ProgressUpdateInput = z.input<typeof progressUpdateInput>;
