import type { Database } from "@scalemsp/db";
import type { EmailEnv } from "@scalemsp/email";
import type { Brand } from "../../context";
import { getBrand, getPostalAddress } from "../site/brand";

/** The brand a message is rendered with: the admin's settings (postal address too) over the configured defaults. */
export async function emailEnvOf(
  db: Database,
  defaults: Brand,
  address: string,
  origin: string,
): Promise<EmailEnv> {
  const brand = await getBrand(db, defaults).catch(() => defaults);
  const postalAddress = await getPostalAddress(db, address).catch(() => address);
  return { brand: { ...brand, address: postalAddress }, origin };
}
