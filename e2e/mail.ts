import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { E2E_DATA_DIR } from "../playwright.config";

const mailFolder = () => path.join(E2E_DATA_DIR, "mail");

async function messagesTo(address: string, subject?: RegExp): Promise<ParsedMail[]> {
  const names = (await readdir(mailFolder()).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"));
  const found: ParsedMail[] = [];
  for (const name of names.sort()) {
    const parsed = await simpleParser(await readFile(path.join(mailFolder(), name)));
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(", ") : (parsed.to?.text ?? "");
    if (!to.toLowerCase().includes(address.toLowerCase())) continue;
    if (!subject || subject.test(parsed.subject ?? "")) found.push(parsed);
  }
  return found;
}

/**
 * The e2e server has no MAIL_URL, so its outbox writes `.eml` files under DATA_DIR/mail/:
 * waits for the `count`-th message to `address` (whose subject matches, when given) and
 * answers it, parsed.
 */
export async function waitForMail(
  address: string,
  { subject, count = 1 }: { subject?: RegExp; count?: number } = {},
) {
  let messages: ParsedMail[] = [];
  await expect
    .poll(async () => (messages = await messagesTo(address, subject)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return messages[count - 1]!;
}

/** The links of a message's HTML part. */
export const linksOf = (mail: ParsedMail) =>
  [...String(mail.html || "").matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
