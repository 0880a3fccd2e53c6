import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureAdmin, prepareSetupToken } from "@scalemsp/api";
import { openDatabase, runMigrations, type DatabaseHandle } from "@scalemsp/db";
import { seedDemoContent } from "@scalemsp/db/seed";
import { createLocalFileStore, createS3FileStore, type FileStore } from "@scalemsp/storage";
import type { AppConfig } from "./config";
import { PGLITE_TEMPLATE_DIR } from "./pglite-template-dir";
import { assertDatabaseReachable } from "./startup-checks";

/** The bundle ships the migrations beside itself; from source they come from packages/db. */
function migrationsFolder(): string | undefined {
  const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
  return existsSync(bundled) ? bundled : undefined;
}

/** The bundle ships a fresh PGlite data directory; from source a first start runs initdb. */
const pgliteTemplate = () => path.join(path.dirname(fileURLToPath(import.meta.url)), PGLITE_TEMPLATE_DIR);

export interface PreparedDatabase {
  database: DatabaseHandle;
  /** While no admin exists: the token of the one-time setup link (decision 023). */
  setupToken: string | null;
}

/**
 * Contract §1's start: open, migrate, make sure the admin exists (or keep a setup link
 * ready while none does), seed demo content.
 */
export async function prepareDatabase(
  config: AppConfig,
  log: (message: string) => void,
): Promise<PreparedDatabase> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir),
    pgliteTemplate: pgliteTemplate(),
  });
  try {
    if (config.databaseUrl) await assertDatabaseReachable(database, config.databaseUrl);
    await runMigrations(database, { databaseUrl: config.databaseUrl, migrationsFolder: migrationsFolder() });
    if (config.admin) await ensureAdmin(database.db, config.admin.email, config.admin.password);
    const setupToken = await prepareSetupToken(database.db, new Date());
    if (config.seedDemo) {
      const seeded = await seedDemoContent(database.db);
      if (seeded.modules > 0) {
        log(
          `Loaded demo content: ${seeded.modules} courses, ${seeded.lessons} lessons, ${seeded.resources} resources`,
        );
      }
    }
    return { database, setupToken };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** What `pnpm start` prints once listening: where the site is, and how the coach gets in. */
export function startBanner(siteUrl: string, product: string, setupToken: string | null): string {
  const lines = [``, `  ${product} is running at ${siteUrl}`];
  if (setupToken) {
    lines.push(
      ``,
      `  No admin account exists yet. Open this one-time link to create it and set your brand:`,
      `  ${siteUrl}/setup?token=${encodeURIComponent(setupToken)}`,
      `  (or set ADMIN_EMAIL and ADMIN_PASSWORD and restart)`,
    );
  } else {
    lines.push(`  Admin account: ready (sign in at ${siteUrl}/auth)`);
  }
  lines.push(`  Press Ctrl-C to stop.`, ``);
  return lines.join("\n");
}

/** The one place that picks where files are kept: the local `DATA_DIR` or the configured bucket. */
export function openFileStore(config: Pick<AppConfig, "dataDir" | "files">): FileStore {
  return config.files.driver === "s3"
    ? createS3FileStore(config.files.s3)
    : createLocalFileStore(config.dataDir);
}
