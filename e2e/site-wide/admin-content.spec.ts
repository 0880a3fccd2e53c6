import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ADMIN_MESSAGES, MESSAGES } from "@scalemsp/validators";
import { asOwnClient, expect, newUser, test, toast } from "../fixtures";

/** A word no other test's data contains, so a search finds only this test's rows. */
const uniqueWord = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const PDF_FIXTURE = new URL("../../apps/server/downloads/co-managed-it-one-pager.pdf", import.meta.url);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Opens a Mantine Select by its label and picks the option. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

/** Waits for the toast with this text (the one before may still be fading out beside it). */
const expectToast = (page: Page, text: string) =>
  expect(toast(page).filter({ hasText: text }).first()).toBeVisible();

const courseCard = (page: Page, title: string) => page.getByRole("article", { name: title });
const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test.beforeEach(async ({ signInAsAdmin }) => {
  // Each test walks a whole admin task through several saves.
  test.slow();
  await signInAsAdmin();
});

test("the admin creates a module and a text lesson, seeing the spec's validation messages first", async ({
  page,
}) => {
  const title = uniqueWord("Pricing Playbook ");
  await page.goto("/admin?tab=modules");
  await expect(page.getByRole("heading", { name: "Course & Module Management" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Module Subscriptions" })).toBeVisible();

  const newModuleButton = page.getByRole("button", { name: "New module" });
  await newModuleButton.click();
  const moduleForm = page.getByRole("form", { name: "New module" });
  await moduleForm.getByRole("button", { name: "Create module" }).click();
  await expect(moduleForm.getByText(MESSAGES.titleRequired)).toBeVisible();
  await expect(moduleForm.getByText(MESSAGES.descriptionRequired)).toBeVisible();
  // The defaults of spec §5.
  await expect(moduleForm.getByLabel("Sort order")).toHaveValue("0");
  await expect(moduleForm.getByLabel("Required plan", { exact: true })).toHaveValue("Free");
  await expect(moduleForm.getByLabel(/^Active/)).toBeChecked();

  await moduleForm.getByLabel("Title").fill(title);
  await moduleForm.getByLabel("Description").fill("Set prices that cover the stack and leave a margin.");
  await choose(page, "Required plan", "Professional");
  await moduleForm.getByRole("button", { name: "Create module" }).click();
  await expectToast(page, "Module Created");
  await expect(moduleForm).toBeHidden();
  // Focus goes back to the button that opened the dialog.
  await expect(newModuleButton).toBeFocused();

  const card = courseCard(page, title);
  await expect(card).toContainText("Professional plan");
  await expect(card).toContainText("0 lessons");
  await expect(card).toContainText("Active");

  await card.getByRole("button", { name: "Lessons" }).click();
  await expect(page.getByRole("heading", { name: `Lessons: ${title}` })).toBeVisible();
  await expect(page.getByText("This course has no lessons yet.")).toBeVisible();
  await page.getByRole("button", { name: "New lesson" }).click();
  const lessonForm = page.getByRole("form", { name: "New lesson" });
  await lessonForm.getByRole("button", { name: "Create lesson" }).click();
  await expect(lessonForm.getByText(MESSAGES.titleRequired)).toBeVisible();
  await expect(lessonForm.getByText(MESSAGES.contentTextRequired)).toBeVisible();

  await lessonForm.getByLabel("Title").fill("Cost-plus versus value pricing");
  await choose(page, "Content type", "Video");
  await lessonForm.getByRole("button", { name: "Create lesson" }).click();
  await expect(lessonForm.getByText(MESSAGES.contentUrlRequired)).toBeVisible();

  await choose(page, "Content type", "Text");
  // Lesson text is typed in the rich-text editor, not as HTML.
  const content = lessonForm.getByRole("textbox", { name: "Content", exact: true });
  await content.fill("Price the outcome, not the hours.");
  await content.press("ControlOrMeta+a");
  await lessonForm.getByRole("button", { name: "Bold" }).click();
  await lessonForm.getByLabel("Duration (minutes)").fill("75");
  await lessonForm.getByRole("button", { name: "Create lesson" }).click();
  await expectToast(page, "Lesson Created");

  const lessonRow = rowOf(page, "Cost-plus versus value pricing");
  await expect(lessonRow).toContainText("Text");
  await expect(lessonRow).toContainText("1h 15m");
  await expect(card).toContainText("1 lesson");

  await lessonRow.getByRole("button", { name: "Deactivate Cost-plus versus value pricing" }).click();
  await expectToast(page, "Lesson Updated");
  await expect(lessonRow).toContainText("Inactive");

  await lessonRow.getByRole("button", { name: "Edit Cost-plus versus value pricing" }).click();
  const editLesson = page.getByRole("form", { name: "Edit lesson" });
  await expect(editLesson.getByLabel("Title")).toHaveValue("Cost-plus versus value pricing");
  await expect(editLesson.locator("[data-testid=lesson-text-editor] strong")).toHaveText(
    "Price the outcome, not the hours.",
  );
  await editLesson.getByLabel("Title").fill("Value pricing");
  await editLesson.getByRole("button", { name: "Save lesson" }).click();
  await expectToast(page, "Lesson Updated");
  await expect(rowOf(page, "Value pricing")).toBeVisible();
});

test("the admin deactivates and reactivates a module", async ({ page }) => {
  const title = uniqueWord("Service Desk ");
  const res = await page.request.post("/api/admin/modules", {
    data: { title, description: "Run a profitable service desk." },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);

  await page.goto("/admin?tab=modules");
  const card = courseCard(page, title);
  await expect(card).toContainText("Active");
  await card.getByRole("button", { name: `Deactivate ${title}` }).click();
  await expectToast(page, "Module Updated");
  await expect(card).toContainText("Inactive");

  await page.reload();
  await expect(courseCard(page, title)).toContainText("Inactive");
  await courseCard(page, title)
    .getByRole("button", { name: `Activate ${title}` })
    .click();
  await expectToast(page, "Module Updated");
  await expect(courseCard(page, title)).toContainText("Active");

  await courseCard(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const form = page.getByRole("form", { name: "Edit module" });
  await form.getByLabel("Description").fill("");
  await form.getByRole("button", { name: "Save module" }).click();
  await expect(form.getByText(MESSAGES.descriptionRequired)).toBeVisible();
  await form.getByLabel("Description").fill("Run a service desk that makes money.");
  await form.getByRole("button", { name: "Save module" }).click();
  await expectToast(page, "Module Updated");
  await expect(courseCard(page, title)).toContainText("Run a service desk that makes money.");
});

test("the admin assigns a module to a business and switches the subscription off", async ({
  page,
  request,
}) => {
  const businessName = uniqueWord("Harbor IT ");
  const owner = newUser({ businessName });
  // Registered from a request context of its own, so the page stays signed in as the admin.
  const registered = await request.post("/api/register", { data: owner });
  expect(registered.status(), await registered.text()).toBe(201);
  const moduleTitle = uniqueWord("Hiring Playbook ");
  const created = await page.request.post("/api/admin/modules", {
    data: { title: moduleTitle, description: "Hire your first service manager." },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);

  await page.goto("/admin?tab=modules");
  const form = page.getByRole("form", { name: "New subscription" });
  await form.getByRole("button", { name: "Assign module" }).click();
  await expect(form.getByText(MESSAGES.selectBusinessAndModule).first()).toBeVisible();

  await form.getByRole("combobox", { name: "Business", exact: true }).fill(businessName);
  await page.getByRole("option", { name: new RegExp(businessName) }).click();
  await form.getByRole("button", { name: "Assign module" }).click();
  await expect(form.getByText(MESSAGES.selectBusinessAndModule)).toBeVisible();
  await expect(
    page.getByText(`${businessName} (${owner.email}) has no module subscriptions yet.`),
  ).toBeVisible();

  await form.getByRole("combobox", { name: "Module", exact: true }).fill(moduleTitle);
  await page.getByRole("option", { name: moduleTitle }).click();
  await form.getByLabel("Set an end date").check();
  await form.getByRole("button", { name: "Assign module" }).click();
  await expect(form.getByText(MESSAGES.invalidDate)).toBeVisible();
  await form.getByLabel("Set an end date").uncheck();
  await form.getByRole("button", { name: "Assign module" }).click();
  await expectToast(page, "Subscription Created");

  const row = rowOf(page, moduleTitle);
  await expect(row).toContainText("No end date");
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: `Deactivate ${moduleTitle}` }).click();
  await expectToast(page, "Subscription Updated");
  await expect(row).toContainText("Inactive");
});

test("a consultation request reaches Leads; its status and note persist and the CSV export carries it", async ({
  page,
}) => {
  const company = uniqueWord("Northwind MSP ");
  const email = `${uniqueWord("lead.")}@example.com`;
  const sent = await page.request.post("/api/contact", {
    headers: asOwnClient(),
    data: {
      firstName: "Jordan",
      lastName: "Reyes",
      email,
      company,
      employees: "11-25",
      message: "We want to grow recurring revenue.",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto("/admin?tab=leads");
  await expect(page.getByRole("tab", { name: "Consultation requests" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByRole("searchbox", { name: "Search" }).first().fill(company);
  const row = rowOf(page, company);
  await expect(row).toContainText("Jordan Reyes");
  await expect(row).toContainText(email);
  await expect(row).toContainText("11-25");
  await expect(row).toContainText("We want to grow recurring revenue.");
  await expect(row.getByLabel("Status of Jordan Reyes")).toHaveValue("New");

  // In this lead's row: other specs' leads may carry the same name.
  await row.getByRole("combobox", { name: "Status of Jordan Reyes", exact: true }).click();
  await page.getByRole("option", { name: "Contacted" }).click();
  await expectToast(page, "Lead Updated");
  // Save is there only while the note has something to save; saved, the keyboard stays on the note.
  const saveNote = row.getByRole("button", { name: "Save note for Jordan Reyes" });
  await expect(saveNote).toHaveCount(0);
  await row
    .getByRole("textbox", { name: "Note for Jordan Reyes" })
    .fill("Called on Monday; follow up in two weeks.");
  await saveNote.click();
  await expectToast(page, "The note has been saved.");
  await expect(saveNote).toHaveCount(0);
  await expect(row.getByRole("textbox", { name: "Note for Jordan Reyes" })).toBeFocused();

  await page.reload();
  await page.getByRole("searchbox", { name: "Search" }).first().fill(company);
  await expect(rowOf(page, company).getByLabel("Status of Jordan Reyes")).toHaveValue("Contacted");
  await expect(rowOf(page, company).getByRole("textbox", { name: "Note for Jordan Reyes" })).toHaveValue(
    "Called on Monday; follow up in two weeks.",
  );

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^consultation-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toContain(email);
  expect(csv).toContain(company);
  expect(csv).toContain("contacted");
});

test("a lead whose free strategy session awaits confirmation is marked in Leads", async ({ page }) => {
  const company = uniqueWord("Held MSP ");
  const slots = await page.request.get("/api/public/strategy-slots");
  const [slot] = (await slots.json()) as { startsAt: string }[];
  const held = await page.request.post("/api/public/strategy-bookings", {
    data: {
      firstName: "Robin",
      lastName: "Vale",
      email: `${uniqueWord("held.")}@example.com`,
      company,
      startsAt: slot!.startsAt,
    },
  });
  expect(held.status(), await held.text()).toBe(201);

  await page.goto("/admin?tab=leads");
  await page.getByRole("searchbox", { name: "Search" }).first().fill(company);
  await expect(rowOf(page, company)).toContainText(ADMIN_MESSAGES.strategyAwaitingConfirmation);
});

test("newsletter subscribers are listed with their status and an unsubscribe link to copy", async ({
  page,
}) => {
  const email = `${uniqueWord("reader.")}@example.com`;
  const sent = await page.request.post("/api/newsletter", { data: { email } });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  await page.goto("/admin?tab=leads");
  await page.getByRole("tab", { name: "Newsletter subscribers" }).click();
  const panel = page.getByRole("tabpanel", { name: "Newsletter subscribers" });
  await panel.getByRole("searchbox", { name: "Search" }).fill(email);
  const row = rowOf(page, email);
  await expect(row).toContainText("Active");
  await expect(row.getByRole("button", { name: `Copy unsubscribe link for ${email}` })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Export CSV" }).click();
  const csv = await readFile(await (await downloading).path(), "utf8");
  expect(csv).toContain(email);
  expect(csv).toContain("/unsubscribe?token=");
});

test("the open lead list is in the address: reload keeps it, Back returns to the one before", async ({
  page,
}) => {
  const tab = (name: string) => page.getByRole("tab", { name });
  await page.goto("/admin?tab=leads");
  await expect(tab("Consultation requests")).toHaveAttribute("aria-selected", "true");

  await tab("Guide downloads").click();
  await expect(page).toHaveURL(/[?&]list=guides(&|$)/);
  await expect(tab("Guide downloads")).toHaveAttribute("aria-selected", "true");

  await page.reload();
  await expect(tab("Guide downloads")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Guide downloads" })).toBeVisible();

  // The first list is the default: choosing it leaves the address without `list`.
  await tab("Consultation requests").click();
  await expect(page).toHaveURL(/\/admin\?tab=leads$/);

  await page.goBack();
  await expect(page).toHaveURL(/[?&]list=guides(&|$)/);
  await expect(tab("Guide downloads")).toHaveAttribute("aria-selected", "true");
  // The tabs still answer the keyboard: an arrow key moves to the next list and opens it.
  await tab("Guide downloads").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Newsletter issues")).toBeFocused();
  await expect(tab("Newsletter issues")).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/[?&]list=issues(&|$)/);
});

test("the admin uploads a PDF as a new resource and sees it listed; a file that is not a PDF is refused", async ({
  page,
}) => {
  const title = uniqueWord("Co-managed IT one-pager ");
  await page.goto("/admin?tab=resources");
  await expect(page.getByRole("heading", { name: "Resource Library" })).toBeVisible();
  await page.getByRole("button", { name: "New resource" }).click();
  const form = page.getByRole("form", { name: "New resource" });
  await form.getByRole("button", { name: "Create resource" }).click();
  await expect(form.getByText(MESSAGES.titleRequired)).toBeVisible();
  await expect(form.getByText("Please upload a file or enter a link")).toBeVisible();

  const fileInput = form.locator('input[type="file"]').first(); // the resource's file; the thumbnail's input follows
  await fileInput.setInputFiles({
    name: "one-pager.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html><body>not a pdf</body></html>"),
  });
  await expect(form.getByText(/does not match its name|not accepted/)).toBeVisible();

  await fileInput.setInputFiles({
    name: "one-pager.pdf",
    mimeType: "application/pdf",
    buffer: await readFile(PDF_FIXTURE),
  });
  await expect(form.getByText("Uploaded:")).toBeVisible();
  await expect(form.getByRole("link", { name: "one-pager.pdf" })).toHaveAttribute("href", /^\/uploads\//);

  await form.getByLabel("Title").fill(title);
  await choose(page, "Access level", "Basic");
  await form.getByLabel("Featured").check();
  await form.getByRole("button", { name: "Create resource" }).click();
  await expectToast(page, "Resource Created");

  const row = rowOf(page, title);
  await expect(row).toContainText("one-pager.pdf");
  await expect(row).toContainText("Document");
  await expect(row).toContainText("Basic");
  await expect(row).toContainText("Featured");
  await expect(row).toContainText("Active");
  await expect(row.getByRole("cell").nth(6)).toHaveText("0");

  await row.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Unfeature" }).click();
  await expectToast(page, "Resource Updated");
  await expect(row.getByRole("cell").nth(4)).toHaveText("—");
  await row.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  await expect(row).toContainText("Inactive");
  // Focus goes back to the row's menu button after the dialog opened from the menu closes.
  await row.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page.getByRole("form", { name: "Edit resource" }).getByLabel("Title")).toHaveValue(title);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(row.getByRole("button", { name: `Actions for ${title}` })).toBeFocused();

  // Inactive resources stay on the admin's list.
  await page.reload();
  await expect(rowOf(page, title)).toContainText("Inactive");
});

test("a resource can link to an external file in a new category", async ({ page }) => {
  const title = uniqueWord("QBR deck ");
  const category = uniqueWord("Account Management ");
  await page.goto("/admin?tab=resources");
  await page.getByRole("button", { name: "New resource" }).click();
  const form = page.getByRole("form", { name: "New resource" });
  await form.getByLabel("Title").fill(title);
  await choose(page, "Type", "Template");
  await form.getByText("Link to a file").click();
  await form.getByLabel("File URL").fill("http://example.com/deck.pptx");
  await form.getByLabel("File name").fill("qbr-deck.pptx");
  await form.getByRole("button", { name: "New category" }).click();
  await form.getByLabel("New category name").fill(category);
  await form.getByLabel("New category name").press("Enter");
  await expectToast(page, "Category Created");
  await expect(form.getByLabel("Category (optional)", { exact: true })).toHaveValue(category);

  await form.getByRole("button", { name: "Create resource" }).click();
  await expect(form.getByText(/^The file must be .*https:\/\/ link/)).toBeVisible();
  await form.getByLabel("File URL").fill("https://example.com/deck.pptx");
  await form.getByRole("button", { name: "Create resource" }).click();
  await expectToast(page, "Resource Created");
  const row = rowOf(page, title);
  await expect(row).toContainText("Template");
  await expect(row).toContainText(category);
  await expect(row.getByRole("link", { name: "qbr-deck.pptx" })).toHaveAttribute(
    "href",
    "https://example.com/deck.pptx",
  );
});

test("a load failure names itself and Retry recovers", async ({ page }) => {
  // The network drops every read of the module list until the route is lifted.
  await page.route(/\/trpc\/[^?]*admin\.modules\.list/, (route) => route.abort());
  await page.goto("/admin?tab=modules");
  await expect(page.getByText("Error Loading Modules").first()).toBeVisible();
  await page.unroute(/\/trpc\/[^?]*admin\.modules\.list/);
  await page.getByRole("button", { name: "Retry" }).first().click();
  await expect(page.getByText("Error Loading Modules")).toHaveCount(0);
  await expect(page.getByRole("article").first()).toBeVisible();

  await page.route(/\/trpc\/[^?]*admin\.modules\.lessons/, (route) => route.abort());
  await page.getByRole("article").first().getByRole("button", { name: "Lessons" }).click();
  await expect(page.getByText("Error Loading Lessons")).toBeVisible();
  await page.unroute(/\/trpc\/[^?]*admin\.modules\.lessons/);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("table", { name: /^Lessons of / })).toBeVisible();
});

test("a note that fails to save stays in its box with an 'Update Failed' toast", async ({ page }) => {
  const company = uniqueWord("Contoso IT ");
  const sent = await page.request.post("/api/contact", {
    headers: asOwnClient(),
    data: { firstName: "Casey", lastName: "Nguyen", email: `${uniqueWord("casey.")}@example.com`, company },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto("/admin?tab=leads");
  await page.getByRole("searchbox", { name: "Search" }).first().fill(company);
  const note = rowOf(page, company).getByRole("textbox", { name: "Note for Casey Nguyen" });
  await note.fill("Budget approved for Q3 — call Tuesday.");
  await page.route(/\/trpc\/[^?]*admin\.leads\.updateConsultation/, (route) => route.abort());
  await rowOf(page, company).getByRole("button", { name: "Save note for Casey Nguyen" }).click();
  await expectToast(page, "Update Failed");
  await expect(note).toHaveValue("Budget approved for Q3 — call Tuesday.");

  await page.unroute(/\/trpc\/[^?]*admin\.leads\.updateConsultation/);
  await rowOf(page, company).getByRole("button", { name: "Save note for Casey Nguyen" }).click();
  await expectToast(page, "The note has been saved.");
  await page.reload();
  await page.getByRole("searchbox", { name: "Search" }).first().fill(company);
  await expect(rowOf(page, company).getByRole("textbox", { name: "Note for Casey Nguyen" })).toHaveValue(
    "Budget approved for Q3 — call Tuesday.",
  );
});

test("the modules, leads and resources tabs have no axe violations", async ({ page }) => {
  await page.goto("/admin?tab=modules");
  await expect(page.getByRole("heading", { name: "Course & Module Management" })).toBeVisible();
  const courseWithLessons = page
    .getByRole("article")
    .filter({ hasText: /[1-9]\d* lessons? ·/ })
    .first();
  await courseWithLessons.getByRole("button", { name: "Lessons" }).click();
  await expect(page.getByRole("table", { name: /^Lessons of / })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "New lesson" }).click();
  await expect(page.getByRole("form", { name: "New lesson" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  const sent = await page.request.post("/api/contact", {
    headers: asOwnClient(),
    data: { firstName: "Axe", lastName: "Check", email: "axe.check@example.com", company: "Axe MSP" },
  });
  expect(sent.status()).toBe(201);
  await page.goto("/admin?tab=leads");
  await expect(page.getByRole("table", { name: "Consultation requests" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin?tab=resources");
  await expect(page.getByRole("table", { name: "Resources" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "New resource" }).click();
  await expect(page.getByRole("form", { name: "New resource" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("on a phone the tabs fit the screen and the dialogs fill it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const tab of ["modules", "leads", "resources"]) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
    expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.getByRole("button", { name: "New resource" }).click();
  const dialog = page.getByRole("dialog", { name: "New resource" });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(370);
});
