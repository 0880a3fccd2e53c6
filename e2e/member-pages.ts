import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
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

/**
 * Reads a member page still makes after the server sent its first reads: the booking slots are
 * read for a window starting now, which no answer sent earlier matches. (The resource list,
 * always stale (spec §9), is not read again: the answer sent is current.)
 */
export const STILL_READ: Readonly<Record<string, readonly string[]>> = {
  "/sessions": ["sessions.slots"],
};

/**
 * Each tRPC query the page asks for (a GET; the first visit's write of the browser's time zone
 * is a POST), and every console error.
 */
export function watchPage(page: Page) {
  const reads: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/trpc/") && request.method() === "GET")
      reads.push(...url.pathname.slice("/trpc/".length).split(","));
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { reads, errors };
}

/**
 * Runs `use` on a new page of the signed-in context whose app code is held back until `release`:
 * until then the page is the HTML the server sent. A page of its own, so the wait for hydration
 * after loading (fixtures.ts) does not apply.
 */
export async function withCodeHeld<T>(
  page: Page,
  use: (early: Page, release: () => void) => Promise<T>,
): Promise<T> {
  const early = await page.context().newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await early.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  try {
    return await use(early, release);
  } finally {
    release();
    await early.close();
  }
}
