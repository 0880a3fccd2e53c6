import { LESSON_CONTENT_TYPES, LESSON_STATUSES, PLAN_LEVELS } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, nullableText, timestampOutput } from "./common";

const count = z.number().int().nonnegative();
const percent = z.number().int().min(0).max(100);

/** A course's own fields, as members and the admin see them. */
export const moduleFields = {
  id: idOutput,
  title: z.string(),
  description: z.string(),
  requiredPlanLevel: z.enum(PLAN_LEVELS),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  thumbnailUrl: nullableText,
};

/** A lesson's own fields, as members and the admin see them. */
export const lessonFields = {
  id: idOutput,
  moduleId: idOutput,
  title: z.string(),
  description: nullableText,
  contentType: z.enum(LESSON_CONTENT_TYPES),
  contentUrl: nullableText,
  contentText: nullableText,
  duration: count,
  sortOrder: z.number().int(),
  isActive: z.boolean(),
};

/** A course as a member's list shows it: the server's access flags and the caller's progress. */
export const moduleListItemOutput = z.object({
  ...moduleFields,
  accessible: z.boolean(),
  planLocked: z.boolean(),
  subscriptionLocked: z.boolean(),
  lessonCount: count,
  durationMinutes: count,
  completedLessons: count,
  inProgressLessons: count,
  percent,
});

/** A lesson of an accessible course with the caller's status and progress. */
export const lessonItemOutput = z.object({
  ...lessonFields,
  status: z.enum(LESSON_STATUSES),
  progress: percent,
  completedAt: timestampOutput.nullable(),
});

export const progressOutput = z.object({
  lessonId: idOutput,
  moduleId: idOutput,
  status: z.enum(LESSON_STATUSES),
  progress: percent,
  completedAt: timestampOutput.nullable(),
});

export const progressSummaryItemOutput = z.object({
  moduleId: idOutput,
  title: z.string(),
  percent,
  completedLessons: count,
  inProgressLessons: count,
  totalLessons: count,
});
