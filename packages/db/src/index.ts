export * from "./client";
export { writePgliteTemplate } from "./pglite-template";
export * from "./migrate";
export * from "./lock";
export * as schema from "./schema";
export * from "./schema";
export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  notInArray,
  or,
  sql,
} from "drizzle-orm";
