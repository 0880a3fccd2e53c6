import { appSettings, eq, inArray, type Database } from "@scalemsp/db";
import { markdownHtml } from "@scalemsp/email";
import {
  LEGAL_PAGES,
  SITE_LINK_FIELDS,
  SITE_LINKS_EMPTY,
  defaultPrivacyText,
  defaultTermsText,
  type BrandConfig,
  type LegalPage,
  type SiteLinkField,
  type SiteSettings,
} from "@scalemsp/validators";
import { writeSetting } from "./app-settings";

/**
 * Contract §13's site settings beside the brand, one app_settings row each (as the postal
 * address): the footer's links, the free guides' e-mail gate and the legal pages' Markdown.
 */
const LINK_KEY_PREFIX = "site.link.";
const linkKey = (field: SiteLinkField) => `${LINK_KEY_PREFIX}${field}`;
const GUIDES_GATE_KEY = "site.guidesEmailGate";
const LEGAL_KEYS = { privacy: "site.privacyText", terms: "site.termsText" } as const satisfies Record<
  LegalPage,
  string
>;

/** What the public pages show: the footer's links (null while unset) and the guides' gate. */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [...SITE_LINK_FIELDS.map(linkKey), GUIDES_GATE_KEY]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const links = { ...SITE_LINKS_EMPTY };
  for (const field of SITE_LINK_FIELDS) links[field] = stored.get(linkKey(field)) ?? null;
  return { links, guidesEmailGate: stored.get(GUIDES_GATE_KEY) === "true" };
}

/** The admin's Markdown of a legal page, or null while the default text shows. */
export async function getStoredLegalText(db: Database, page: LegalPage): Promise<string | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, LEGAL_KEYS[page]));
  return row?.value ?? null;
}

const DEFAULT_LEGAL_TEXT = { privacy: defaultPrivacyText, terms: defaultTermsText } as const;

/** The Markdown /privacy or /terms shows: the admin's text, else the default naming the brand. */
export async function getLegalText(db: Database, page: LegalPage, brand: BrandConfig): Promise<string> {
  return (await getStoredLegalText(db, page)) ?? DEFAULT_LEGAL_TEXT[page](brand);
}

/** The default texts for the brand as it is now, for the admin's 'use the default' and the pages. */
export const defaultLegalTexts = (brand: BrandConfig) => ({
  privacyText: defaultPrivacyText(brand),
  termsText: defaultTermsText(brand),
});

export type SiteSettingsChanges = Partial<
  Record<SiteLinkField | "privacyText" | "termsText", string | null>
> & {
  guidesEmailGate?: boolean;
};

/** Stores each given value (null removes it, so the default shows); absent values stay. */
export async function writeSiteSettings(
  db: Database,
  changes: SiteSettingsChanges,
  now: Date,
): Promise<void> {
  for (const field of SITE_LINK_FIELDS) {
    const value = changes[field];
    if (value !== undefined) await writeSetting(db, linkKey(field), value, now);
  }
  if (changes.privacyText !== undefined) await writeSetting(db, LEGAL_KEYS.privacy, changes.privacyText, now);
  if (changes.termsText !== undefined) await writeSetting(db, LEGAL_KEYS.terms, changes.termsText, now);
  // Off is the default: stored only while on.
  if (changes.guidesEmailGate !== undefined) {
    await writeSetting(db, GUIDES_GATE_KEY, changes.guidesEmailGate ? "true" : null, now);
  }
}

/** /privacy or /terms as its page shows it: the title and the Markdown as sanitized HTML. */
export async function getLegalPage(db: Database, page: LegalPage, brand: BrandConfig) {
  return { title: LEGAL_PAGES[page].title, html: markdownHtml(await getLegalText(db, page, brand)) };
}
