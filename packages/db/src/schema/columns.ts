import { timestamp } from "drizzle-orm/pg-core";

/** Every timestamp is stored with its time zone and read as a Date (contract §2: UTC ISO out). */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const timestamps = {
  createdAt: tz("created_at").notNull().defaultNow(),
  updatedAt: tz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
