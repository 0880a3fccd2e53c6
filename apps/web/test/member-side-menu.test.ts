import { describe, expect, it } from "vitest";
import {
  RESOURCE_MENU_ITEMS,
  adminHref,
  emailInitial,
  isResourcesPath,
  managementSection,
  roleLabel,
} from "../src/features/layout/side-menu-items";

describe("side menu (spec §2)", () => {
  it("gives admins Administration and owners Business Management", () => {
    const admin = managementSection("admin");
    expect(admin?.heading).toBe("Administration");
    expect(admin?.links.map((link) => link.label)).toEqual(["Businesses", "Users", "Settings"]);
    expect(admin?.links.every((link) => link.area === "admin")).toBe(true);

    const owner = managementSection("business_owner");
    expect(owner?.heading).toBe("Business Management");
    expect(owner?.links.map((link) => `${link.label}:${link.area}:${link.tab}`)).toEqual([
      "Team:dashboard:team",
      "Settings:dashboard:settings",
    ]);
  });

  it("gives other roles no management section", () => {
    expect(managementSection("member")).toBeNull();
  });

  it("lists the Resources group in the spec's order", () => {
    expect(RESOURCE_MENU_ITEMS.map((item) => item.label)).toEqual([
      "All Resources",
      "Marketing",
      "Documents",
      "Templates",
      "Images",
      "Videos",
      "Other",
    ]);
  });

  it("opens the Resources group on /resources paths only", () => {
    expect(isResourcesPath("/resources")).toBe(true);
    expect(isResourcesPath("/resources/12")).toBe(true);
    expect(isResourcesPath("/resources-old")).toBe(false);
    expect(isResourcesPath("/dashboard")).toBe(false);
  });

  it("shows the account the way the footer needs it", () => {
    expect(roleLabel("business_owner")).toBe("business owner");
    expect(roleLabel("admin")).toBe("admin");
    expect(emailInitial("dana@example.com")).toBe("D");
    expect(emailInitial("")).toBe("?");
    expect(adminHref("users")).toBe("/admin?tab=users");
  });
});
