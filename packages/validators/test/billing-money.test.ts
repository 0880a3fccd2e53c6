import { describe, expect, it } from "vitest";
import { BILLING_ADMIN_TEXTS, formatMoney } from "../src";

/** Contract §16: Stripe keeps amounts in the currency's smallest unit; the coach reads them in its own. */
describe("formatMoney", () => {
  it("reads cents as dollars and euros", () => {
    expect(formatMoney(4900, "usd")).toBe("$49.00");
    expect(formatMoney(123456, "USD")).toBe("$1,234.56");
    expect(formatMoney(4900, "eur")).toBe("€49.00");
  });

  it("keeps a currency without decimals whole", () => {
    expect(formatMoney(4900, "jpy")).toBe("¥4,900");
  });

  it("rounds to whole units for a chart's axis", () => {
    expect(formatMoney(123456, "usd", { whole: true })).toBe("$1,235");
  });

  it("shows a code Intl does not know as the number and the code", () => {
    expect(formatMoney(4900, "zz")).toBe("49.00 ZZ");
  });

  it("says how often an amount is charged", () => {
    expect(BILLING_ADMIN_TEXTS.amountPer("$49.00", "month")).toBe("$49.00 a month");
    expect(BILLING_ADMIN_TEXTS.amountPer("$490.00", "year")).toBe("$490.00 a year");
    expect(BILLING_ADMIN_TEXTS.amountPer("$49.00", null)).toBe("$49.00");
  });
});
