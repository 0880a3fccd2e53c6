import { pgEnum } from "drizzle-orm/pg-core";
import {
  CONSULTATION_STATUSES,
  LESSON_CONTENT_TYPES,
  LESSON_STATUSES,
  NEWSLETTER_STATUSES,
  PLAN_LEVELS,
  RESOURCE_TYPES,
  USER_ROLES,
} from "@scalemsp/validators";

export const planLevelEnum = pgEnum("plan_level", PLAN_LEVELS);
export const userRoleEnum = pgEnum("user_role", USER_ROLES);
export const resourceTypeEnum = pgEnum("resource_type", RESOURCE_TYPES);
export const lessonContentTypeEnum = pgEnum("lesson_content_type", LESSON_CONTENT_TYPES);
export const lessonStatusEnum = pgEnum("lesson_status", LESSON_STATUSES);
export const consultationStatusEnum = pgEnum("consultation_status", CONSULTATION_STATUSES);
export const newsletterStatusEnum = pgEnum("newsletter_status", NEWSLETTER_STATUSES);
