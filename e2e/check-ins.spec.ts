import { CHECK_IN_TEXTS, THEME_STORAGE_KEY } from "@scalemsp/validators";
import { axeViolations } from "./axe";
import { asOwnClient, expect, newUser, test, toast } from "./fixtures";
import { joinAsMember } from "./team-member";

/**
 * Contract §15 'weekly check-in' on the dashboard: the owner sends this week's check-in from the
 * overview's card, sees the answer with Edit, changes it, and lets the team check in from
 * Settings. Screens kept light and dark at 375 and 1280 px.
 */
for (const width of [375, 1280] as const) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`${colorScheme}, ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, colorScheme, reducedMotion: "reduce" });

      test.beforeEach(async ({ page }) => {
        // The signed-in area defaults to light; a stored choice makes it follow this run's scheme.
        await page.addInitScript(([key, scheme]) => window.localStorage.setItem(key, scheme), [
          THEME_STORAGE_KEY,
          colorScheme,
        ] as const);
      });

      test("the owner checks in on the dashboard, edits it and reads the coach's comment", async ({
        page,
        signUp,
        signInAsAdmin,
      }, testInfo) => {
        test.setTimeout(90_000);
        const owner = await signUp();
        await page.goto("/dashboard");
        const card = page.getByRole("region", { name: CHECK_IN_TEXTS.title });
        await expect(card).toBeVisible();
        const form = card.getByRole("form", { name: CHECK_IN_TEXTS.title });
        await expect(form).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`form-${colorScheme}-${width}.png`) });
        expect(await axeViolations(page, "section[aria-labelledby=check-in-title]")).toEqual([]);

        // Nothing written: the form says what it needs, nothing is sent.
        await form.getByRole("button", { name: CHECK_IN_TEXTS.send }).click();
        await expect(
          form.getByText("Write at least one of your wins, blockers or next week's focus"),
        ).toBeVisible();

        await form
          .getByRole("textbox", { name: CHECK_IN_TEXTS.winsLabel })
          .fill("Signed Hendricks Dental\nTwo-hour average response");
        await form.getByRole("textbox", { name: CHECK_IN_TEXTS.blockersLabel }).fill("Hiring a technician");
        await form.getByRole("textbox", { name: CHECK_IN_TEXTS.focusLabel }).fill("Close the Baker proposal");
        await form.getByRole("button", { name: CHECK_IN_TEXTS.send }).click();
        await expect(toast(page)).toContainText(CHECK_IN_TEXTS.sent);

        await expect(card.getByText("Two-hour average response")).toBeVisible();
        const edit = card.getByRole("button", { name: CHECK_IN_TEXTS.edit });
        await expect(edit).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`answer-${colorScheme}-${width}.png`) });

        await edit.click();
        const wins = card.getByRole("textbox", { name: CHECK_IN_TEXTS.winsLabel });
        await expect(wins).toHaveValue("Signed Hendricks Dental\nTwo-hour average response");
        await card
          .getByRole("textbox", { name: CHECK_IN_TEXTS.focusLabel })
          .fill("Hire the second technician");
        await card.getByRole("button", { name: CHECK_IN_TEXTS.save }).click();
        // Saved once the card shows the answer again: the form's own field holds the text sooner.
        await expect(edit).toBeVisible();
        await expect(card.getByText("Hire the second technician")).toBeVisible();

        // Stored once for the week, as the API reads it.
        const list = await (await page.request.get("/api/check-ins", { headers: asOwnClient() })).json();
        expect(list).toHaveLength(1);
        expect(list[0]).toMatchObject({
          focus: "Hire the second technician",
          blockers: "Hiring a technician",
        });

        // The owner lets the team check in from Settings.
        await page.goto("/dashboard?tab=settings");
        const allow = page.getByRole("switch", { name: CHECK_IN_TEXTS.membersSwitch });
        await expect(allow).not.toBeChecked();
        await allow.click({ force: true });
        await expect(allow).toBeChecked();
        await expect
          .poll(
            async () =>
              (await (await page.request.get("/api/business", { headers: asOwnClient() })).json())
                .membersMayCheckIn,
          )
          .toBe(true);
        await page.getByRole("region", { name: CHECK_IN_TEXTS.settingsTitle }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`settings-${colorScheme}-${width}.png`) });

        // The coach comments from the business's admin page; the owner sees it on the card.
        const businessId = (
          await (await page.request.get("/api/business", { headers: asOwnClient() })).json()
        ).id;
        await signInAsAdmin();
        await page.goto(`/admin/businesses/${businessId}`);
        const coachList = page.getByRole("region", { name: CHECK_IN_TEXTS.adminTitle });
        await expect(coachList.getByText("Hire the second technician")).toBeVisible();
        await coachList.getByRole("button", { name: CHECK_IN_TEXTS.adminCommentSend }).click();
        await coachList
          .getByRole("textbox", { name: CHECK_IN_TEXTS.adminCommentLabel })
          .fill("Good week. Bring the hiring plan on Tuesday.");
        await coachList.getByRole("button", { name: CHECK_IN_TEXTS.adminCommentSend }).click();
        await expect(toast(page)).toContainText(CHECK_IN_TEXTS.adminCommentSent);
        await expect(coachList.getByText("Bring the hiring plan on Tuesday.")).toBeVisible();
        await coachList.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`admin-${colorScheme}-${width}.png`) });

        const back = await page.request.post("/api/login", {
          data: { email: owner.email, password: owner.password },
          headers: asOwnClient(),
        });
        expect(back.status()).toBe(200);
        await page.goto("/dashboard");
        await expect(
          card
            .getByRole("region", { name: CHECK_IN_TEXTS.coachComment })
            .getByText("Bring the hiring plan on Tuesday."),
        ).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`comment-${colorScheme}-${width}.png`) });
      });
    });
  }
}

test.describe("a member, 375 px", () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test("reads the owner's answer, and edits it once the owner allows members", async ({
    page,
    browser,
    signUp,
  }, testInfo) => {
    test.setTimeout(60_000);
    await signUp();
    const { week } = await (
      await page.request.get("/api/check-ins/current", { headers: asOwnClient() })
    ).json();
    const sent = await page.request.put(`/api/check-ins/${week}`, {
      data: { wins: "Renewed the Baker contract", blockers: "", focus: "Quarterly reviews", confidence: {} },
      headers: asOwnClient(),
    });
    expect(sent.status(), await sent.text()).toBe(200);

    const { context, member } = await joinAsMember(
      page.request,
      browser,
      { width: 375, height: 900 },
      newUser({ firstName: "Sam", lastName: "Okafor" }),
    );

    await member.goto("/dashboard");
    const card = member.getByRole("region", { name: CHECK_IN_TEXTS.title });
    await expect(card.getByText("Renewed the Baker contract")).toBeVisible();
    await expect(card.getByRole("form")).toHaveCount(0);
    await expect(card.getByRole("button", { name: CHECK_IN_TEXTS.edit })).toHaveCount(0);
    await member.screenshot({ path: testInfo.outputPath("member-read-only-375.png"), fullPage: true });

    const allowed = await page.request.patch("/api/business", {
      data: { membersMayCheckIn: true },
      headers: asOwnClient(),
    });
    expect(allowed.status()).toBe(200);
    await member.reload();
    await card.getByRole("button", { name: CHECK_IN_TEXTS.edit }).click();
    await card.getByRole("textbox", { name: CHECK_IN_TEXTS.blockersLabel }).fill("Two laptops on back order");
    await card.getByRole("button", { name: CHECK_IN_TEXTS.save }).click();
    await expect(card.getByText("Two laptops on back order")).toBeVisible();
    await expect(card.getByText("Sent by Sam Okafor", { exact: false })).toBeVisible();
    await context.close();
  });
});
