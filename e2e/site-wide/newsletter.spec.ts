import type { APIRequestContext } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { expect, test, toast } from "../fixtures";
import { linksOf, waitForMail } from "../mail";
import { E2E_ADMIN } from "../../playwright.config";

let visitorCounter = 0;
/** Subscribes as a visitor from an address of its own (the newsletter form is limited per client). */
async function subscribe(request: APIRequestContext, email: string) {
  visitorCounter += 1;
  const res = await request.post("/api/newsletter", {
    data: { email },
    headers: { "x-forwarded-for": `10.${(process.pid >> 8) & 255}.200.${visitorCounter & 255}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A header as it was sent (mailparser turns the List-* headers into objects). */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim();

test("the coach writes an issue, previews it, tests it, sends it; a reader leaves from their copy", async ({
  page,
  signInAsAdmin,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const reader = `reader.${stamp}@example.com`;
  const subject = `Growth notes ${stamp}`;
  await subscribe(page.request, reader);

  await signInAsAdmin();
  await page.goto("/admin?tab=leads");
  await page.getByRole("tab", { name: "Newsletter issues" }).click();
  await page.getByRole("button", { name: "New issue" }).click();

  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Body (Markdown)").fill("## Price your services\n\nRaise prices **once a year**.");
  // The live preview renders what was typed, in the template the copies use.
  const preview = page.frameLocator('iframe[title="Preview of the issue (HTML)"]');
  await expect(preview.getByRole("heading", { name: "Price your services" })).toBeVisible();
  await expect(preview.locator("strong", { hasText: "once a year" })).toBeVisible();

  await page.getByRole("button", { name: "Send test to me" }).click();
  await expect(toast(page)).toContainText("Test sent");
  const testCopy = await waitForMail(E2E_ADMIN.email, { subject: new RegExp(subject) });
  expect(testCopy.text).toContain("Raise prices");
  // The test copy has no subscriber, so nothing to unsubscribe from.
  expect(rawHeader(testCopy, "list-unsubscribe")).toBeUndefined();

  await page.getByRole("button", { name: "Send now" }).click();
  await page.getByRole("button", { name: "Send to all subscribers" }).click();
  await expect(page.getByLabel("Progress")).toBeVisible();

  // The reader's own copy: a personal link in the body and RFC 8058's headers, one token.
  const copy = await waitForMail(reader, { subject: new RegExp(subject) });
  expect(copy.html).toContain("once a year");
  const bodyLink = linksOf(copy).find((href) => href.includes("/unsubscribe?token="))!;
  expect(bodyLink).toBeTruthy();
  const token = new URL(bodyLink).searchParams.get("token")!;
  const oneClick = new URL(String(rawHeader(copy, "list-unsubscribe")).replace(/^<|>$/g, ""));
  expect(oneClick.pathname).toBe("/api/newsletter/unsubscribe");
  expect(oneClick.searchParams.get("token")).toBe(token);
  expect(rawHeader(copy, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  // The progress follows the copies until every one is out.
  await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${subject}\\s*Sent$`) })).toBeVisible(
    {
      timeout: 20_000,
    },
  );

  // The header's link opened in a browser leads to the page, which unsubscribes the reader.
  await page.context().clearCookies();
  await page.goto(oneClick.pathname + oneClick.search);
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
  await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();

  await signInAsAdmin();
  const subscribers = await page.request.get(`/api/admin/newsletter`);
  const row = ((await subscribers.json()) as { email: string; status: string }[]).find(
    (s) => s.email === reader,
  );
  expect(row?.status).toBe("unsubscribed");

  // The sent issue is in the public archive.
  await page.goto("/newsletter");
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText("Raise prices")).toBeVisible();
});
