import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readdir, readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { LEAD_FORM_TEXTS, MESSAGES } from "@scalemsp/validators";
import { simpleParser, type ParsedMail } from "mailparser";
import { expect, test } from "@playwright/test";

/**
 * A second server on a fresh database with no admin, started as `pnpm start` starts it: what it
 * prints is the only way in, as for a coach installing the product.
 */
let server: ChildProcess | undefined;
let dataDir = "";
let setupUrl = "";
let siteUrl = "";

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-first-run-"));
  server = spawn(process.execPath, ["apps/server/dist/main.js"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup link printed:\n${output}`)), 170_000);
    server!.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server!.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const link = /(http:\/\/localhost:\d+)\/setup\?token=\w+/.exec(output);
      if (link && output.includes("Ctrl-C")) {
        clearTimeout(timer);
        setupUrl = link[0];
        siteUrl = link[1]!;
        resolve();
      }
    });
    server!.on("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  expect(output).toContain(`is running at ${siteUrl}`);
  expect(output).toContain("No admin account exists yet");
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGINT");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`the setup page reads well, ${colorScheme} at ${width} px`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(setupUrl);
      await expect(page.getByRole("heading", { name: "Set up your site" })).toBeVisible();
      await expect(page.getByLabel("Business or product name")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }))).toEqual(
        [],
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: testInfo.outputPath(`setup-${colorScheme}-${width}.png`),
        fullPage: true,
      });
      await context.close();
    });
  }
}

/** The `.eml` files this server wrote (no MAIL_URL): the message to `address` whose subject matches. */
async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const folder = path.join(dataDir, "mail");
        const names = (await readdir(folder).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"));
        for (const name of names) {
          const mail = await simpleParser(await readFile(path.join(folder, name)));
          const to = mail.to && "value" in mail.to ? mail.to.value.map((v) => v.address) : [];
          if (to.includes(address) && subject.test(mail.subject ?? "")) found = mail;
        }
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test("setup makes a working business: the brand at once, and the coach hears of a lead", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(setupUrl);
  await page.getByLabel("First name").fill("Morgan");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByLabel("Email", { exact: true }).fill("morgan@leegrowth.example");
  // The contact email follows the admin's own until written; the phone is optional.
  await expect(page.getByLabel("Contact email")).toHaveValue("morgan@leegrowth.example");
  await expect(page.getByLabel("Contact phone")).not.toHaveAttribute("required");
  await page.getByRole("textbox", { name: "Password" }).fill("Coach-pass-2026");
  await page.getByLabel("Business or product name").fill("Lee Growth Coaching");
  await page.getByLabel("Contact email").fill("hello@leegrowth.example");
  await page.getByLabel("Postal address").fill("12 Harbor Lane, Portland, ME 04101");
  await page.getByLabel("Your name as clients see it").fill("Morgan Lee");
  await page.getByLabel("Meeting link").fill("https://meet.example.com/morgan");
  await expect(page.getByRole("combobox", { name: "Time zone" })).not.toHaveValue("");
  await page.screenshot({ path: testInfo.outputPath("setup-filled-1280.png"), fullPage: true });
  await page.getByRole("button", { name: "Create admin account" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const me = await page.request.get(`${siteUrl}/api/user`);
  expect(await me.json()).toMatchObject({ email: "morgan@leegrowth.example", role: "admin" });

  // The app shell shows the new brand at once, and the toast asks for no logo just given.
  await expect(page.getByRole("banner")).toContainText("Lee Growth Coaching");
  await expect(page.getByRole("banner")).not.toContainText("ScaleMSP");
  await expect(page.getByText("Your site is ready")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("admin-after-setup-1280.png") });
  // What a signed-in page paints before its code runs (its skeleton) names the brand too.
  const shell = await (await page.request.get(`${siteUrl}/dashboard`)).text();
  expect(shell).toContain("Lee Growth Coaching");
  expect(shell).not.toContain("ScaleMSP");

  // A visitor's request reaches the coach's contact email, From the brand.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await site.goto(`${siteUrl}/contact`);
  await expect(site).toHaveTitle(/Lee Growth Coaching/);
  const form = site.getByRole("form", { name: LEAD_FORM_TEXTS.contactFormTitle });
  await form.getByLabel("First name").fill("Riley");
  await form.getByLabel("Last name").fill("Stone");
  await form.getByLabel("Email").fill("riley@stone-it.example");
  await form.getByLabel("Company name").fill("Stone IT");
  await form.getByRole("button", { name: "Request My Free Session" }).click();
  await expect(site.getByRole("button", { name: LEAD_FORM_TEXTS.submitAnotherRequest })).toBeVisible();
  const notice = await mailTo("hello@leegrowth.example", /New consultation request: Riley Stone/);
  expect(notice.from?.value[0]).toMatchObject({ name: "Lee Growth Coaching" });
  expect(notice.text).toContain("12 Harbor Lane, Portland, ME 04101");
  await visitor.close();
  // The link is spent: another browser is told so and sent to the login.
  const other = await browser.newContext();
  const late = await other.newPage();
  await late.goto(setupUrl);
  await expect(late.getByRole("alert")).toContainText(MESSAGES.setupLinkInvalid);
  await expect(late.getByRole("link", { name: "Go to login" })).toBeVisible();
  await other.close();
  await context.close();
});
