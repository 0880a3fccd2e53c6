import { describe, expect, it } from "vitest";
import {
  BRAND_DEFAULTS,
  SITE_SETTINGS_MESSAGES,
  adminBrandUpdateInput,
  defaultPrivacyText,
  defaultTermsText,
  guideDownloadInput,
  isWebUrl,
  webUrlField,
} from "../src";

describe("footer links", () => {
  it.each([
    "https://podcast.example/show",
    "http://linkedin.com/in/coach",
    "https://www.youtube.com/@coach?x=1",
  ])("takes %s", (url) => {
    expect(isWebUrl(url)).toBe(true);
    expect(webUrlField.parse(` ${url} `)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "ftp://files.example",
    "podcast.example",
    "https://",
    "https://localhost",
    "mailto:a@b.example",
    "",
  ])("refuses %j with the link's message", (url) => {
    const result = webUrlField.safeParse(url);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SITE_SETTINGS_MESSAGES.urlInvalid);
  });

  it("null unsets a link and the gate is a true boolean", () => {
    expect(adminBrandUpdateInput.parse({ podcastUrl: null, guidesEmailGate: true })).toEqual({
      podcastUrl: null,
      guidesEmailGate: true,
    });
    expect(adminBrandUpdateInput.safeParse({ guidesEmailGate: "yes" }).success).toBe(false);
  });
});

describe("legal texts", () => {
  it("name the brand in their defaults", () => {
    const brand = { product: "Coach MSP", email: "hi@coach.example", phone: "+1 555 0100" };
    for (const text of [defaultPrivacyText(brand), defaultTermsText(brand)]) {
      expect(text).toContain("Coach MSP");
      expect(text).toContain("hi@coach.example");
      expect(text).not.toContain(BRAND_DEFAULTS.product);
      // The phone number does not break across lines.
      expect(text).toContain("+1\u00a0555\u00a00100");
    }
  });

  it("refuses an empty text and keeps a written one trimmed", () => {
    expect(adminBrandUpdateInput.safeParse({ privacyText: "  " }).error?.issues[0]?.message).toBe(
      SITE_SETTINGS_MESSAGES.legalTextRequired,
    );
    expect(adminBrandUpdateInput.parse({ termsText: " ## Terms \n" }).termsText).toBe("## Terms");
    expect(adminBrandUpdateInput.safeParse({ termsText: "x".repeat(50_001) }).error?.issues[0]?.message).toBe(
      SITE_SETTINGS_MESSAGES.legalTextTooLong,
    );
  });
});

describe("a gated guide's request", () => {
  it("leaves the newsletter out unless the box was ticked", () => {
    expect(guideDownloadInput.parse({ id: "3", email: "Reader@Example.com" })).toEqual({
      id: 3,
      email: "reader@example.com",
      newsletterConsent: false,
    });
    expect(
      guideDownloadInput.parse({ id: 3, email: "a@b.example", newsletterConsent: true }).newsletterConsent,
    ).toBe(true);
    expect(
      guideDownloadInput.safeParse({ id: 3, email: "a@b.example", newsletterConsent: "on" }).success,
    ).toBe(false);
    expect(guideDownloadInput.safeParse({ id: 3, email: "nobody" }).success).toBe(false);
  });
});
