import { pgEnum } from "drizzle-orm/pg-core";
import {
  ACTION_ITEM_STATUSES,
  ASSESSMENT_AREAS,
  CAMPAIGN_STATUSES,
  CONSULTATION_STATUSES,
  LESSON_CONTENT_TYPES,
  LESSON_STATUSES,
  NEWSLETTER_STATUSES,
  EMAIL_STATUSES,
  PLAN_LEVELS,
  QUESTION_TYPES,
  RESOURCE_TYPES,
  SESSION_KINDS,
  SESSION_STATUSES,
  USER_ROLES,
} from "@scalemsp/validators";

export const planLevelEnum = pgEnum("plan_level", PLAN_LEVELS);
export const userRoleEnum = pgEnum("user_role", USER_ROLES);
export const resourceTypeEnum = pgEnum("resource_type", RESOURCE_TYPES);
export const lessonContentTypeEnum = pgEnum("lesson_content_type", LESSON_CONTENT_TYPES);
export const lessonStatusEnum = pgEnum("lesson_status", LESSON_STATUSES);
export const consultationStatusEnum = pgEnum("consultation_status", CONSULTATION_STATUSES);
export const newsletterStatusEnum = pgEnum("newsletter_status", NEWSLETTER_STATUSES);
export const sessionKindEnum = pgEnum("coaching_session_kind", SESSION_KINDS);
export const sessionStatusEnum = pgEnum("coaching_session_status", SESSION_STATUSES);
export const questionTypeEnum = pgEnum("question_type", QUESTION_TYPES);
export const assessmentAreaEnum = pgEnum("assessment_area", ASSESSMENT_AREAS);
export const emailStatusEnum = pgEnum("email_status", EMAIL_STATUSES);
export const campaignStatusEnum = pgEnum("campaign_status", CAMPAIGN_STATUSES);
export const actionItemStatusEnum = pgEnum("action_item_status", ACTION_ITEM_STATUSES);
