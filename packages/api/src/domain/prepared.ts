import type { Database } from "@scalemsp/db";

/**
 * Statements every member request runs, built once per database handle and shape (`variant`):
 * drizzle then skips rebuilding the SQL, and PostgreSQL plans each named statement once per
 * connection instead of on every call. Values go in as `sql.placeholder`s at `execute`.
 */
export function preparedStatement<Variant extends string, Statement>(
  build: (db: Database, variant: Variant) => Statement,
): (db: Database, variant: Variant) => Statement {
  const byDatabase = new WeakMap<Database, Map<Variant, Statement>>();
  return (db, variant) => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = new Map();
      byDatabase.set(db, statements);
    }
    let statement = statements.get(variant);
    if (!statement) {
      statement = build(db, variant);
      statements.set(variant, statement);
    }
    return statement;
  };
}
