import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { lessonContentTypeEnum, lessonStatusEnum, planLevelEnum } from "./enums";
import { timestamps, tz } from "./columns";
import { businesses, users } from "./accounts";

export const modules = pgTable(
  "modules",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    requiredPlanLevel: planLevelEnum("required_plan_level").notNull().default("free"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    thumbnailUrl: text("thumbnail_url"),
    /** Loaded by SEED_DEMO; the admin removes every demo row in one step (contract §13 operations). */
    isDemo: boolean("is_demo").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("modules_sort_idx").on(t.sortOrder, t.id)],
);

export const lessons = pgTable(
  "lessons",
  {
    id: serial("id").primaryKey(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    contentType: lessonContentTypeEnum("content_type").notNull().default("text"),
    contentUrl: text("content_url"),
    contentText: text("content_text"),
    duration: integer("duration").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [index("lessons_module_sort_idx").on(t.moduleId, t.sortOrder, t.id)],
);

export const lessonProgress = pgTable(
  "lesson_progress",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    status: lessonStatusEnum("status").notNull().default("not_started"),
    progress: integer("progress").notNull().default(0),
    completedAt: tz("completed_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("lesson_progress_user_lesson_unique").on(t.userId, t.lessonId),
    index("lesson_progress_user_module_idx").on(t.userId, t.moduleId),
  ],
);

export const moduleSubscriptions = pgTable(
  "module_subscriptions",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    accessStartDate: tz("access_start_date").notNull().defaultNow(),
    accessEndDate: tz("access_end_date"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("module_subscriptions_business_idx").on(t.businessId, t.moduleId),
    index("module_subscriptions_module_idx").on(t.moduleId),
  ],
);
