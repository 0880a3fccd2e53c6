import type { Page, TestInfo } from "@playwright/test";

/**
 * A screenshot kept with the test's results and attached to its report: what a screen looked like
 * is there to see after the run, passed or failed. The whole page unless `fullPage` is false.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: "image/png" });
}
