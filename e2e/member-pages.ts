import { readdirSync } from "node:fs";
import path from "node:path";
import { MEMBER_SHELL_DIR } from "../apps/web/vite/pages";

/**
 * The signed-in pages the server sends with the viewer's first reads: those the build wrote a
 * shell for, from the routes that declare first reads (apps/web/vite/pages.ts).
 */
export const MEMBER_PAGES: readonly string[] = readdirSync(
  path.resolve(import.meta.dirname, "../apps/web/dist", MEMBER_SHELL_DIR),
)
  .filter((file) => file.endsWith(".html"))
  .map((file) => `/${file.slice(0, -".html".length)}`)
  .sort();
