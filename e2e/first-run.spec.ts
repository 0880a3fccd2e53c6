import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { MESSAGES } from "@scalemsp/validators";
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

test("the setup link creates the admin and the brand once", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(setupUrl);
  await page.getByLabel("First name").fill("Morgan");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByLabel("Email", { exact: true }).fill("morgan@leegrowth.example");
  await page.getByRole("textbox", { name: "Password" }).fill("Coach-pass-2026");
  await page.getByLabel("Business or product name").fill("Lee Growth Coaching");
  await page.getByLabel("Contact email").fill("hello@leegrowth.example");
  await page.getByLabel("Contact phone").fill("+1 (555) 222-3344");
  await page.getByRole("button", { name: "Create admin account" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const me = await page.request.get(`${siteUrl}/api/user`);
  expect(await me.json()).toMatchObject({ email: "morgan@leegrowth.example", role: "admin" });

  // The brand shows on the public site at once.
  await page.goto(`${siteUrl}/`);
  await expect(page).toHaveTitle(/Lee Growth Coaching/);

  // The link is spent: another browser is told so and sent to the login.
  const other = await browser.newContext();
  const late = await other.newPage();
  await late.goto(setupUrl);
  await expect(late.getByRole("alert")).toContainText(MESSAGES.setupLinkInvalid);
  await expect(late.getByRole("link", { name: "Go to login" })).toBeVisible();
  await other.close();
  await context.close();
});
