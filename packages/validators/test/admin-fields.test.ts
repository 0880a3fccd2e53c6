import { describe, expect, it } from "vitest";
import { MESSAGES, adminModuleCreateInput, adminSubscriptionUpdateInput } from "../src";

const dateOf = (value: unknown) => adminSubscriptionUpdateInput.safeParse({ id: 1, accessStartDate: value });
const urlOf = (value: unknown) =>
  adminModuleCreateInput.safeParse({
    title: "Pricing",
    description: "Set prices that hold.",
    thumbnailUrl: value,
  });

describe("admin date fields", () => {
  it.each([
    ["2026-02-28", "2026-02-28T00:00:00.000Z"],
    ["2028-02-29", "2028-02-29T00:00:00.000Z"],
    ["2026-05-01T09:30:00.000Z", "2026-05-01T09:30:00.000Z"],
    [" 2026-05-01T09:30:00+02:00 ", "2026-05-01T07:30:00.000Z"],
  ])("reads %s as an ISO 8601 date", (value, iso) => {
    const parsed = dateOf(value);
    expect(parsed.success && parsed.data.accessStartDate?.toISOString()).toBe(iso);
  });

  it.each([["2026-02-30"], ["2026-13-01"], ["2026-05-01T09:30"], ["05/01/2026"], ["soon"], [""], [20260501]])(
    "refuses %s with the spec's message",
    (value) => {
      const parsed = dateOf(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [["accessStartDate"], MESSAGES.invalidDate],
      ]);
    },
  );
});

describe("admin URL fields", () => {
  it.each([
    ["https://cdn.example.com/cover.png?size=2"],
    ["http://localhost:3000/uploads/a.png"],
    ["/uploads/abc123.png"],
  ])("takes %s", (value) => {
    const parsed = urlOf(value);
    expect(parsed.success && parsed.data.thumbnailUrl).toBe(value);
  });

  it("reads an empty field as no URL", () => {
    const parsed = urlOf("  ");
    expect(parsed.success && parsed.data.thumbnailUrl).toBeNull();
  });

  it.each([
    ["javascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["//evil.example/x.png"],
    ["ftp://files.example.com/a.png"],
    ["https://"],
    ["https://cdn.example.com/a b.png"],
    ["cover.png"],
  ])("refuses %s", (value) => {
    const parsed = urlOf(value);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.invalidUrl]);
  });
});
