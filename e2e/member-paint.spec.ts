import type { Page } from "@playwright/test";
import { demoCourses, demoResources } from "../packages/db/src/seed/demo-content";
import { expect, test } from "./fixtures";

/**
 * Reads a member page still makes after the server sent its first reads with the shell: the
 * resource list is always stale (spec §9), so it is read again behind the answer on screen;
 * the booking slots are read for a window starting now, which no answer sent earlier matches.
 */
const STILL_READ: Record<string, readonly string[]> = {
  "/resources": ["resources.list"],
  "/sessions": ["sessions.slots"],
};

/** Each tRPC procedure the page asks for, and every console error. */
function watch(page: Page) {
  const reads: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/trpc/")) reads.push(...url.pathname.slice("/trpc/".length).split(","));
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { reads, errors };
}

const firstCourse = demoCourses[0]?.title ?? "";
const firstResource = demoResources[0]?.title ?? "";

test.describe("member pages painted from the reads sent with their shell", () => {
  const pages: { path: string; shows: (page: Page, user: { firstName: string }) => Promise<void> }[] = [
    {
      path: "/dashboard",
      shows: async (page, user) =>
        expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${user.firstName}!`),
    },
    {
      path: "/courses",
      shows: (page) => expect(page.getByText(firstCourse).first()).toBeVisible(),
    },
    {
      path: "/resources",
      shows: (page) => expect(page.getByText(firstResource).first()).toBeVisible(),
    },
    {
      path: "/sessions",
      shows: (page) => expect(page.getByRole("heading", { level: 1, name: "Coaching" })).toBeVisible(),
    },
  ];

  for (const { path, shows } of pages) {
    test(`${path} shows its data without reading it again, with no console errors`, async ({
      page,
      signUp,
    }) => {
      const user = await signUp();
      const { reads, errors } = watch(page);
      await page.goto(path);
      await shows(page, user);
      await page.waitForLoadState("networkidle");
      expect(reads.filter((read) => !(STILL_READ[path] ?? []).includes(read))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("signed out, a member page still sends the visitor to sign in", async ({ page }) => {
    await page.goto("/courses");
    await expect(page).toHaveURL(/\/auth/);
  });
});
