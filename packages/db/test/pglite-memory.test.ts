import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { PGLITE_SETTINGS, openDatabase, sql } from "../src";
import { writePgliteTemplate } from "../src/pglite-template";

const root = mkdtempSync(path.join(os.tmpdir(), "scalemsp-pglite-memory-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const setting = async (db: Awaited<ReturnType<typeof openDatabase>>, name: string) => {
  const rows = (await db.db.execute(sql.raw(`show ${name}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return Object.values(rows.rows[0]!)[0];
};

const hasTable = async (db: Awaited<ReturnType<typeof openDatabase>>, table: string) => {
  const found = (await db.db.execute(sql`select to_regclass(${table}) as t`)) as unknown as {
    rows: { t: string | null }[];
  };
  return found.rows[0]!.t !== null;
};

/** Adds a table to the template itself, to tell a copied directory from one initdb made. */
async function markTemplate(template: string, table: string) {
  const pg = new PGlite(template);
  await pg.exec(`create table ${table} (id int)`);
  await pg.close();
}

describe("the embedded PGlite's memory", () => {
  it("starts with the smaller shared_buffers, in memory and on disk", async () => {
    expect(PGLITE_SETTINGS.shared_buffers).toBe("16MB");
    const memory = await openDatabase({});
    try {
      expect(await setting(memory, "shared_buffers")).toBe("16MB");
    } finally {
      await memory.close();
    }
  });

  it("writes a template every user may read and only its owner may change", async () => {
    const template = path.join(root, "readable");
    await writePgliteTemplate(template);
    const modes = [template, ...readdirSync(template, { recursive: true, encoding: "utf8" })].map((entry) => {
      const full = path.resolve(template, entry);
      const stat = statSync(full);
      return { entry, mode: stat.mode & 0o777, expected: stat.isDirectory() ? 0o755 : 0o644 };
    });
    expect(modes.filter(({ entry }) => entry.endsWith("replorigin_checkpoint"))).toHaveLength(1);
    expect(modes.filter(({ mode, expected }) => mode !== expected)).toEqual([]);
  });

  it("copies the build's fresh data directory on a first start, never over an existing one", async () => {
    const template = path.join(root, "template");
    await writePgliteTemplate(template);
    await markTemplate(template, "made_by_template");

    const dataDir = path.join(root, "data");
    // A copy stopped halfway by a crash is thrown away and made again.
    mkdirSync(path.join(dataDir, "pglite.copying"), { recursive: true });
    const first = await openDatabase({ dataDir, pgliteTemplate: template });
    try {
      expect(await hasTable(first, "made_by_template")).toBe(true);
      expect(await setting(first, "shared_buffers")).toBe("16MB");
      await first.db.execute(sql`create table kept (id int)`);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, "pglite.copying"))).toBe(false);

    await markTemplate(template, "added_later");
    const again = await openDatabase({ dataDir, pgliteTemplate: template });
    try {
      expect(await hasTable(again, "kept")).toBe(true);
      expect(await hasTable(again, "added_later")).toBe(false);
    } finally {
      await again.close();
    }
  });
});
