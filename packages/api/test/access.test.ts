import { describe, expect, it } from "vitest";
import type { Database } from "@scalemsp/db";
import { belongsToViewerBusiness, mayAccess, mayChangeSession } from "../src/access";
import { checkAccess } from "../src/access-gate";

describe("the access gate", () => {
  const member = { role: "member" as const, isOwner: false, isActive: true, business: { isActive: true } };

  it("refuses a signed-out caller with 401 and a deactivated business with 403", () => {
    expect(mayAccess(null, "member")).toMatchObject({ allowed: false, status: 401 });
    expect(mayAccess({ ...member, business: { isActive: false } }, "member")).toMatchObject({
      allowed: false,
      status: 403,
    });
    expect(mayAccess(member, "member")).toEqual({ allowed: true });
    expect(mayAccess(member, "admin")).toMatchObject({ allowed: false, status: 403 });
  });

  it("answers at once, without the database, for every level but admin", () => {
    // Every call passes the gate: a level the database plays no part in costs no promise.
    const noDatabase = undefined as unknown as Database;
    const user = { ...member, id: 1 };
    expect(checkAccess(noDatabase, user, "member")).toEqual({ allowed: true });
    expect(checkAccess(noDatabase, null, "member")).toMatchObject({ allowed: false, status: 401 });
    expect(checkAccess(noDatabase, user, "public")).toEqual({ allowed: true });
    expect(checkAccess(noDatabase, user, "admin")).toMatchObject({ allowed: false, status: 403 });
  });

  it("lets only the business's one owner (or an admin) through the owner level, whatever the role", () => {
    // Contract §14: a role of business_owner without isOwner grants nothing.
    expect(mayAccess({ ...member, role: "business_owner" }, "owner")).toMatchObject({
      allowed: false,
      status: 403,
    });
    expect(mayAccess({ ...member, role: "business_owner", isOwner: true }, "owner")).toEqual({ allowed: true });
    expect(mayAccess({ ...member, role: "admin", business: null }, "owner")).toEqual({ allowed: true });
    expect(mayAccess(member, "owner")).toMatchObject({ allowed: false, status: 403 });
  });

  it("keeps each business's records to its own people", () => {
    expect(belongsToViewerBusiness({ businessId: 7 }, { businessId: 7 })).toBe(true);
    expect(belongsToViewerBusiness({ businessId: 7 }, { businessId: 8 })).toBe(false);
    expect(belongsToViewerBusiness({ businessId: null }, { businessId: null })).toBe(false);
  });

  it("lets the booker or the business's owner change a session, nobody else", () => {
    expect(mayChangeSession({ id: 1, isOwner: false }, { bookedById: 1 })).toBe(true);
    expect(mayChangeSession({ id: 2, isOwner: true }, { bookedById: 1 })).toBe(true);
    expect(mayChangeSession({ id: 2, isOwner: false }, { bookedById: 1 })).toBe(false);
    expect(mayChangeSession({ id: 2, isOwner: false }, { bookedById: null })).toBe(false);
  });
});
