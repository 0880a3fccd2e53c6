import { addMonths, latestReportableMonth, monthLabel } from "@scalemsp/validators";
import { pricingQuiz } from "../../packages/db/src/seed/demo-questions";
import { expect, test, toast } from "../fixtures";

const lastMonth = addMonths(latestReportableMonth(new Date()), -1);
const monthBefore = addMonths(lastMonth, -1);

test.describe("the MSP scorecard", () => {
  test("an owner enters two months and sees the trend, the bands and what to study next", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/dashboard");
    const scorecard = page.getByRole("region", { name: "Your MSP Scorecard" });
    await expect(scorecard.getByText("Where does your business stand?")).toBeVisible();

    await scorecard.getByRole("button", { name: "Add your first month" }).click();
    const dialog = page.getByRole("dialog", { name: "Record a month" });
    await dialog.getByLabel("Month", { exact: true }).fill(monthBefore);
    await dialog.getByLabel("Total revenue").fill("100000");
    await dialog.getByLabel(/^Recurring revenue/).fill("60000");
    await dialog.getByLabel(/^Gross margin/).fill("38");
    await dialog.getByLabel(/^Net profit/).fill("10");
    await dialog.getByLabel(/^Employees/).fill("10");
    await dialog.getByRole("button", { name: "Save figures" }).click();
    await expect(toast(page)).toContainText("Figures saved");
    await expect(dialog).toBeHidden();

    // The second month starts from the first one's figures.
    await scorecard.getByRole("button", { name: "Add month" }).click();
    await expect(dialog.getByLabel("Month", { exact: true })).toHaveValue(lastMonth);
    await expect(dialog.getByLabel("Total revenue")).toHaveValue("100000");
    await dialog.getByLabel("Total revenue").fill("110000");
    await dialog.getByRole("button", { name: "Save figures" }).click();
    await expect(dialog).toBeHidden();

    await expect(scorecard.getByText(`${monthLabel(lastMonth)}, 2 months recorded`)).toBeVisible();
    const margin = scorecard.getByRole("article", { name: "Gross margin" });
    await expect(margin.getByText("Needs work")).toBeVisible();
    await expect(margin.getByText("38%")).toBeVisible();
    await expect(
      scorecard.getByRole("article", { name: "Recurring revenue share" }).getByText("Needs work"),
    ).toBeVisible();
    await expect(scorecard.getByText("+10%")).toBeVisible();
    await expect(scorecard.getByRole("img", { name: /Total and recurring revenue/ })).toBeVisible();
    // The demo content links each banded figure to the course that addresses it.
    await expect(scorecard.getByText(/below the healthy band: start /)).toBeVisible();
  });

  test("a bad CSV file is refused with the rows named, and a good one imported", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/dashboard");
    const scorecard = page.getByRole("region", { name: "Your MSP Scorecard" });
    await scorecard.getByRole("button", { name: "Import from a spreadsheet" }).click();
    const dialog = page.getByRole("dialog", { name: "Import months from a CSV file" });
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({
      name: "bad.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`month,revenue\n${monthBefore},-4\n`),
    });
    await expect(dialog.getByRole("alert")).toContainText("Row 2:");
    await input.setInputFiles({
      name: "good.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        `month,revenue,recurring revenue\n${monthBefore},90000,70000\n${lastMonth},95000,72000\n`,
      ),
    });
    await expect(dialog.getByText("2 new months, 0 months replaced")).toBeVisible();
    await dialog.getByRole("button", { name: "Import 2 months" }).click();
    await expect(toast(page)).toContainText("Months imported");
    await expect(scorecard.getByText(`${monthLabel(lastMonth)}, 2 months recorded`)).toBeVisible();
  });

  test("the coach sees the business among every client's figures", async ({
    page,
    signUp,
    signInAsAdmin,
  }) => {
    const owner = await signUp({ businessName: `Scorecard Coach View ${Date.now()}` });
    const saved = await page.request.put(`/api/scorecard/${lastMonth}`, {
      data: { revenue: 84000, grossMarginPct: 51 },
    });
    expect(saved.status()).toBe(200);
    await signInAsAdmin();
    // The coach's own Overview points at every client's scorecard.
    await page.goto("/dashboard");
    await page
      .getByRole("region", { name: "Your MSP Scorecard" })
      .getByRole("link", { name: "Scorecards tab" })
      .click();
    await expect(page).toHaveURL(/\/admin\?tab=scorecards$/);
    const row = page.getByRole("row", { name: new RegExp(owner.businessName) });
    await expect(row).toContainText("$84,000");
    await row.getByRole("button", { name: new RegExp(`History of ${owner.businessName}`) }).click();
    await expect(page.getByRole("dialog", { name: owner.businessName })).toContainText("Healthy");
  });
});

test.describe("quiz lessons", () => {
  test("a member takes the quiz, is told to answer everything, and passes", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/courses");
    await page.getByRole("button", { name: /MSP Pricing Fundamentals/ }).click();
    await page.getByTestId("lesson-row").filter({ hasText: "Pricing Fundamentals Check" }).click();
    const dialog = page.getByRole("dialog", { name: "Pricing Fundamentals Check" });
    await dialog.getByRole("button", { name: "Submit answers" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please answer every question");

    // The best answers, from the demo content the server was seeded with.
    for (const question of pricingQuiz) {
      const group = dialog.getByRole("group", { name: question.text }).first();
      const best =
        question.type === "single"
          ? [question.options.reduce((top, option) => (option.score > top.score ? option : top))]
          : question.options.filter((option) => option.score > 0);
      for (const option of best) await group.getByLabel(option.text, { exact: true }).check();
    }
    await dialog.getByRole("button", { name: "Submit answers" }).click();
    await expect(dialog.getByRole("status")).toContainText("Passed with 100%");
    await expect(dialog.getByText("The lesson is completed.")).toBeVisible();
    await expect(dialog.getByTestId("lesson-status")).toHaveText("Completed");
    await expect(dialog.getByRole("button", { name: "Retake the quiz" })).toBeVisible();
  });

  test("a failed quiz says which answers were not right, and what was chosen", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/courses");
    await page.getByRole("button", { name: /MSP Pricing Fundamentals/ }).click();
    await page.getByTestId("lesson-row").filter({ hasText: "Pricing Fundamentals Check" }).click();
    const dialog = page.getByRole("dialog", { name: "Pricing Fundamentals Check" });
    // Every single-choice question gets its lowest-scoring option; the others their best.
    const wrongChoice = new Map<string, string>();
    for (const question of pricingQuiz) {
      const group = dialog.getByRole("group", { name: question.text }).first();
      if (question.type === "single") {
        const worst = question.options.reduce((low, option) => (option.score < low.score ? option : low));
        wrongChoice.set(question.text, worst.text);
        await group.getByLabel(worst.text, { exact: true }).check();
      } else {
        for (const option of question.options.filter((candidate) => candidate.score > 0))
          await group.getByLabel(option.text, { exact: true }).check();
      }
    }
    await dialog.getByRole("button", { name: "Submit answers" }).click();
    await expect(dialog.getByRole("status")).toContainText("not yet a pass");
    const marks = dialog.getByTestId("answer-mark");
    await expect(marks).toHaveCount(pricingQuiz.length);
    for (const [index, question] of pricingQuiz.entries()) {
      const mark = marks.nth(index);
      await expect(mark).toContainText(question.text);
      const chosen = wrongChoice.get(question.text);
      if (chosen) {
        await expect(mark).toHaveAttribute("data-correct", "false");
        await expect(mark).toContainText(`Not right. You chose: ${chosen}.`);
      } else {
        await expect(mark).toHaveAttribute("data-correct", "true");
        await expect(mark).toContainText("Right.");
      }
    }
    // The right answers stay unsaid: a wrong question names only what was chosen.
    const single = pricingQuiz.find((question) => question.type === "single")!;
    const best = single.options.reduce((top, option) => (option.score > top.score ? option : top));
    await expect(marks.filter({ hasText: single.text })).not.toContainText(best.text);
    await dialog.getByRole("button", { name: "Retake the quiz" }).click();
    await expect(dialog.getByTestId("answer-mark")).toHaveCount(0);
  });

  test("the admin writes a quiz lesson's questions", async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    const title = `Margin Quiz ${Date.now()}`;
    const course = await page.request.post("/api/admin/modules", {
      data: {
        title: `Margins ${Date.now()}`,
        description: "Gross margin, line by line.",
        requiredPlanLevel: "free",
      },
    });
    expect(course.status(), await course.text()).toBe(201);
    const { id, title: courseTitle } = (await course.json()) as { id: number; title: string };
    const lesson = await page.request.post(`/api/admin/modules/${id}/lessons`, {
      data: { title, contentType: "quiz", duration: 5, contentText: "<p>Five minutes on margin.</p>" },
    });
    expect(lesson.status(), await lesson.text()).toBe(201);

    await page.goto("/admin?tab=modules");
    await page
      .getByRole("article")
      .filter({ hasText: courseTitle })
      .getByRole("button", { name: "Lessons" })
      .click();
    await page.getByRole("button", { name: `Questions of ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Questions: ${title}` });
    await dialog.getByRole("button", { name: "Save questions" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Question text is required");
    await dialog.getByLabel("Question", { exact: true }).fill("What blended gross margin is healthy?");
    await dialog.getByLabel("Option 1").fill("45% or more");
    await dialog.getByLabel("Option 2").fill("20%");
    await dialog.getByRole("button", { name: "Save questions" }).click();
    await expect(toast(page)).toContainText("Questions saved");
    await expect(dialog).toBeHidden();

    const lessonId = ((await lesson.json()) as { id: number }).id;
    const saved = await (await page.request.get(`/api/admin/lessons/${lessonId}/questions`)).json();
    expect(saved.questions[0]).toMatchObject({
      text: "What blended gross margin is healthy?",
      type: "single",
      options: [
        { text: "45% or more", score: 1 },
        { text: "20%", score: 0 },
      ],
    });
  });
});
