import { describe, expect, it } from "vitest";
import {
  RESOURCE_MENU_ITEMS,
  adminHref,
  adminMenuTab,
  emailInitial,
  isResourcesPath,
  managementSection,
  roleLabel,
} from "../src/layout/side-menu-items";

describe("side menu (spec §2)", () => {
  it("gives admins Administration and owners Business Management", () => {
    const admin = managementSection({ role: "admin", isOwner: false });
    expect(admin?.heading).toBe("Administration");
    // Contract §10 adds the coach's calendar to the spec's three.
    expect(admin?.links.map((link) => link.label)).toEqual([
      "Businesses",
      "Users",
      "Calendar",
      "Accountability",
      "Settings",
    ]);
    expect(admin?.links.map((link) => link.area)).toEqual([
      "admin",
      "admin",
      "coaching",
      "accountability",
      "admin",
    ]);

    const owner = managementSection({ role: "business_owner", isOwner: true });
    expect(owner?.heading).toBe("Business Management");
    expect(owner?.links.map((link) => `${link.label}:${link.area}:${"tab" in link ? link.tab : ""}`)).toEqual(
      ["Team:dashboard:team", "Settings:dashboard:settings"],
    );
  });

  it("gives a team member their own account's settings and not the team (contract §11)", () => {
    const member = managementSection({ role: "member", isOwner: false });
    // Contract §14: the role alone grants nothing; only the business's one owner manages it.
    expect(managementSection({ role: "business_owner", isOwner: false }).heading).toBe("Your Account");
    expect(member.heading).toBe("Your Account");
    expect(member.links.map((link) => `${link.label}:${link.area}:${"tab" in link ? link.tab : ""}`)).toEqual(
      ["Settings:dashboard:settings"],
    );
  });

  it("marks the admin entry of the page shown: its tab, or the list a detail page belongs to", () => {
    expect(adminMenuTab("/admin", undefined)).toBe("businesses");
    expect(adminMenuTab("/admin", "users")).toBe("users");
    expect(adminMenuTab("/admin/", "settings")).toBe("settings");
    expect(adminMenuTab("/admin", "leads")).toBe("leads");
    expect(adminMenuTab("/admin/users/12", undefined)).toBe("users");
    expect(adminMenuTab("/admin/businesses/3", undefined)).toBe("businesses");
    expect(adminMenuTab("/admin/businesses/3/users", undefined)).toBe("businesses");
    expect(adminMenuTab("/admin/calendar", undefined)).toBeNull();
    expect(adminMenuTab("/dashboard", "users")).toBeNull();
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
