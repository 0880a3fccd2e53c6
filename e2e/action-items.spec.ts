import { ACTION_ITEM_TEXTS } from "@scalemsp/validators";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { forEachLook } from "./looks";
import { keepScreenshot } from "./screenshots";

/**
 * Contract §15 'action items' on the dashboard: the owner adds an item in the card's small
 * form and ticks it off with the keyboard, on a phone and a desktop, light and dark.
 */

/** A calendar date `days` from today, as the date field takes it. */
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

forEachLook(
  ({ colorScheme, width }) => {
    test("the owner adds an action item on the dashboard and ticks it off", async ({
      page,
      signUp,
    }, testInfo) => {
      await signUp();
      await page.goto("/dashboard");
      const card = page.getByRole("region", { name: ACTION_ITEM_TEXTS.cardTitle });
      await expect(card).toBeVisible();
      await expect(card.getByText(ACTION_ITEM_TEXTS.empty)).toBeVisible();

      // An empty title is refused with a message, next to the field.
      await card.getByRole("button", { name: ACTION_ITEM_TEXTS.addButton }).click();
      await expect(card.getByText("Please give the action item a title")).toBeVisible();

      await card.getByRole("textbox", { name: ACTION_ITEM_TEXTS.addTitle }).fill("Send the renewal quotes");
      await card.getByLabel(ACTION_ITEM_TEXTS.addDueDate).fill(dateIn(-2));
      await card.getByRole("button", { name: ACTION_ITEM_TEXTS.addButton }).click();
      const late = card.getByRole("checkbox", {
        name: ACTION_ITEM_TEXTS.markDone("Send the renewal quotes"),
      });
      await expect(late).toBeVisible();
      await card
        .getByRole("textbox", { name: ACTION_ITEM_TEXTS.addTitle })
        .fill("Call the three largest clients");
      await card.getByRole("textbox", { name: ACTION_ITEM_TEXTS.addTitle }).press("Enter");

      const calls = card.getByRole("checkbox", {
        name: ACTION_ITEM_TEXTS.markDone("Call the three largest clients"),
      });
      await expect(calls).toBeVisible();
      await expect(card.getByText(ACTION_ITEM_TEXTS.overdue)).toHaveCount(1);
      await expect(card.getByRole("textbox", { name: ACTION_ITEM_TEXTS.addTitle })).toHaveValue("");
      await card.scrollIntoViewIfNeeded();
      await keepScreenshot(page, testInfo, `action-items-${colorScheme}-${width}`, { fullPage: false });
      expect(await axeViolations(page, "section[aria-labelledby=action-items-title]")).toEqual([]);

      // Ticked off from the keyboard: it leaves the open list, and stays done after a reload.
      await late.focus();
      await page.keyboard.press("Space");
      await expect(late).toHaveCount(0);
      await expect(card.getByText(ACTION_ITEM_TEXTS.overdue)).toHaveCount(0);
      await page.reload();
      await expect(calls).toBeVisible();
      await expect(late).toHaveCount(0);
      await calls.click();
      await expect(card.getByText(ACTION_ITEM_TEXTS.empty)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
    });
  },
  { height: 900 },
);
