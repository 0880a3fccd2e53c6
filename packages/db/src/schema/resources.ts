import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { planLevelEnum, resourceTypeEnum } from "./enums";
import { timestamps } from "./columns";

export const resourceCategories = pgTable(
  "resource_categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Created by SEED_DEMO (not reused from the admin's own); removed with the demo content. */
    isDemo: boolean("is_demo").notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex("resource_categories_name_unique").on(t.name)],
);

export const resources = pgTable(
  "resources",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    type: resourceTypeEnum("type").notNull(),
    accessLevel: planLevelEnum("access_level").notNull().default("free"),
    featured: boolean("featured").notNull().default(false),
    thumbnailUrl: text("thumbnail_url"),
    fileUrl: text("file_url").notNull(),
    fileName: text("file_name").notNull(),
    downloadCount: integer("download_count").notNull().default(0),
    categoryId: integer("category_id").references(() => resourceCategories.id, {
      onDelete: "set null",
    }),
    isActive: boolean("is_active").notNull().default(true),
    /** Loaded by SEED_DEMO; the admin removes every demo row in one step. */
    isDemo: boolean("is_demo").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("resources_active_type_idx").on(t.isActive, t.type),
    index("resources_category_idx").on(t.categoryId),
  ],
);
