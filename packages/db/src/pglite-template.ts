import { chmodSync, cpSync, existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * A fresh PGlite data directory, made once by the server's build, for a first start to copy
 * instead of running initdb. initdb runs in a second PGlite instance beside the first, plus
 * initdb's own WebAssembly module, and WebAssembly memory is never given back: a first start
 * that runs it peaks about 400 MB higher (docs/hardening.md, memory). A plain directory, not
 * PGlite's tarball: unpacking that holds the whole archive in memory too.
 *
 * The build runs as one user and the server often as another (the image's unprivileged user),
 * and initdb leaves some files readable by their owner alone: every file is made readable by
 * all and writable by none but the owner, so any user can copy the template.
 */
export async function writePgliteTemplate(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  const pg = new PGlite(dir);
  await pg.waitReady;
  await pg.close();
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
}

/**
 * Starts `pgliteDir` as a copy of the template when it does not exist yet: copied beside it,
 * then renamed, so a start stopped halfway leaves no half database (the next start copies
 * again). True when it was copied.
 */
export function copyPgliteTemplate(pgliteDir: string, template: string | undefined): boolean {
  if (!template || !existsSync(path.join(template, "PG_VERSION")) || existsSync(pgliteDir)) return false;
  const copying = `${pgliteDir}.copying`;
  rmSync(copying, { recursive: true, force: true });
  cpSync(template, copying, { recursive: true });
  renameSync(copying, pgliteDir);
  return true;
}
