import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureAdmin } from "@scalemsp/api";
import { openDatabase, runMigrations, type DatabaseHandle } from "@scalemsp/db";
import { seedDemoContent } from "@scalemsp/db/seed";
import type { AppConfig } from "./config";

/** The bundle ships the migrations beside itself; from source they come from packages/db. */
function migrationsFolder(): string | undefined {
  const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
  return existsSync(bundled) ? bundled : undefined;
}

/** Contract §1's start: open, migrate, make sure the admin exists, seed demo content. */
export async function prepareDatabase(
  config: AppConfig,
  log: (message: string) => void,
): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir),
  });
  try {
    await runMigrations(database, { databaseUrl: config.databaseUrl, migrationsFolder: migrationsFolder() });
    if (config.admin) await ensureAdmin(database.db, config.admin.email, config.admin.password);
    if (config.seedDemo) {
      const seeded = await seedDemoContent(database.db);
      if (seeded.modules > 0) {
        log(
          `Loaded demo content: ${seeded.modules} courses, ${seeded.lessons} lessons, ${seeded.resources} resources`,
        );
      }
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
