import { ACTION_ITEM_TEXTS, COACHING_ADMIN_TEXTS, SESSION_NOTES_TEXTS } from "@scalemsp/validators";
import { E2E_ADMIN } from "../../playwright.config";
import { axeViolations } from "../axe";
import { ownerWithBooking, signIn } from "../booked-owner";
import { expect, test, toast } from "../fixtures";
import { forEachLook } from "../looks";
import { keepScreenshot } from "../screenshots";

/**
 * Contract §15 'session notes': the coach writes a session's notes in the session's dialog,
 * with a private note and an action item, saved in one step; the business sees the notes with
 * the session and the item on its dashboard, and never the private note. (It books a time of
 * the seeded coach, so it runs with the site-wide specs.)
 */

forEachLook(
  ({ colorScheme, width }) => {
    test("the coach writes notes with an action item in one step; the business sees them", async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const businessName = `Notes IT ${colorScheme} ${width} ${Date.now().toString(36)}`;
      const { owner } = await ownerWithBooking(page.request, businessName);
      await signIn(page.request, E2E_ADMIN);
      await page.goto("/admin/calendar");
      const session = page.getByRole("button", { name: new RegExp(businessName) });
      // A week is read once its sessions have come: a busy one says so, an empty one too.
      const weekRead = page
        .locator('[data-testid="calendar-week"][aria-busy="false"]')
        .or(page.getByRole("region", { name: COACHING_ADMIN_TEXTS.weekEmpty }));
      // The first free time may be this week, or a week or more ahead.
      const weekHeading = page.getByRole("heading", { level: 2, name: /^Week of/ });
      for (let week = 0; week < 6; week += 1) {
        await expect(weekRead).toBeVisible();
        if (await session.isVisible()) break;
        const shown = (await weekHeading.textContent()) ?? "";
        await page.getByRole("button", { name: COACHING_ADMIN_TEXTS.nextWeek }).click();
        await expect(weekHeading).not.toHaveText(shown);
      }
      await session.click();
      const dialog = page.getByRole("dialog");
      const editor = dialog.getByTestId("session-notes-editor");
      await editor.click();
      await page.keyboard.type("Raise the managed-services price by 8%.");
      await dialog.getByLabel(SESSION_NOTES_TEXTS.privateNote).fill("Hesitant about price: follow up");
      await dialog.getByRole("button", { name: SESSION_NOTES_TEXTS.addRow }).click();
      await dialog.getByLabel(SESSION_NOTES_TEXTS.itemTitle).fill("Send the new price list");
      await dialog.getByLabel(SESSION_NOTES_TEXTS.itemDueDate).fill("2999-01-15");
      await dialog.getByLabel(SESSION_NOTES_TEXTS.itemAssignee).selectOption({ label: "Morgan Lee" });
      await keepScreenshot(page, testInfo, `session-notes-dialog-${colorScheme}-${width}`, {
        fullPage: false,
      });
      expect(await axeViolations(page, ".mantine-Modal-body")).toEqual([]);
      await dialog.getByRole("button", { name: COACHING_ADMIN_TEXTS.saveNotes }).click();
      await expect(toast(page)).toContainText(SESSION_NOTES_TEXTS.saved);
      await expect(dialog).toBeHidden();

      await signIn(page.request, owner);
      await page.goto("/dashboard");
      const card = page.getByRole("region", { name: ACTION_ITEM_TEXTS.cardTitle });
      await expect(
        card.getByRole("checkbox", { name: ACTION_ITEM_TEXTS.markDone("Send the new price list") }),
      ).toBeVisible();
      await expect(card).toContainText(ACTION_ITEM_TEXTS.assignedTo("Morgan Lee"));
      await page.goto("/sessions");
      const notes = page.getByTestId("session-notes");
      await expect(notes).toContainText("Raise the managed-services price by 8%.");
      await expect(page.locator("body")).not.toContainText("Hesitant about price");
      await notes.scrollIntoViewIfNeeded();
      await keepScreenshot(page, testInfo, `session-notes-member-${colorScheme}-${width}`, {
        fullPage: false,
      });
    });
  },
  {
    looks: [
      { colorScheme: "light", width: 1280 },
      { colorScheme: "dark", width: 375 },
    ],
    height: 900,
  },
);
