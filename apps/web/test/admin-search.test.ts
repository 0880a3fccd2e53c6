import { describe, expect, it } from "vitest";
import { validateAdminSearch } from "../src/features/admin/shared/admin-search";

/** The URL may hold anything; the validator's parameter type only describes what links pass. */
const parse = (search: Record<string, unknown>) =>
  validateAdminSearch(search as unknown as Parameters<typeof validateAdminSearch>[0]);

describe("/admin search", () => {
  it("keeps the Leads tab's open list in the address, and leaves the first list out of it", () => {
    expect(parse({ tab: "leads", list: "guides" })).toMatchObject({ tab: "leads", list: "guides" });
    expect(parse({ tab: "leads", list: "consultations" }).list).toBeUndefined();
  });

  it("opens the first list for a list it does not know", () => {
    expect(parse({ tab: "leads", list: "drafts" }).list).toBeUndefined();
  });
});
