import { ACCOUNT_MESSAGES, MESSAGES } from "@scalemsp/validators";
import { expect, test, toast } from "./fixtures";

/** The member's Settings tab: the zone their session times are shown in (decision 074). */
for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, timezoneId: "America/Chicago" });

    test("the time zone opens with the browser's zone, saves and stays saved", async ({ page, signUp }) => {
      await signUp();
      await page.goto("/dashboard?tab=settings");
      const field = page.getByRole("combobox", { name: ACCOUNT_MESSAGES.timeZoneTitle });
      // Shown with the page, never a lasting "Loading...". How fast is the bench's to say
      // (pnpm bench:web), not a clock in a test on a shared machine.
      await expect(field).toHaveValue("America/Chicago");
      await expect(page.getByText("Loading...", { exact: true })).toBeHidden();

      await field.click();
      await field.fill("Europe/Ber");
      await page.getByRole("option", { name: "Europe/Berlin" }).click();
      await expect(field).toHaveValue("Europe/Berlin");
      await page.getByRole("button", { name: "Save time zone" }).click();
      await expect(toast(page)).toContainText(ACCOUNT_MESSAGES.timeZoneSaved);
      await expect(page.getByRole("button", { name: "Save time zone" })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Save time zone" })).toHaveAccessibleDescription(
        MESSAGES.nothingToSave,
      );

      const user = await (await page.request.get("/api/user")).json();
      expect(user.timeZone).toBe("Europe/Berlin");
      await page.reload();
      await expect(page.getByRole("combobox", { name: ACCOUNT_MESSAGES.timeZoneTitle })).toHaveValue(
        "Europe/Berlin",
      );
    });
  });
}
