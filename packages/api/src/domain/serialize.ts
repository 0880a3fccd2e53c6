import type { businesses, users } from "@scalemsp/db";

type UserRow = typeof users.$inferSelect;
type BusinessRow = typeof businesses.$inferSelect;

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The user as any response shows it: never the password hash. */
type PrivateUserField =
  | "passwordHash"
  | "updatedAt"
  | "lastSignInAt"
  | "twoFactorSecret"
  | "twoFactorEnabledAt"
  | "twoFactorLastStep"
  | "emailVerifiedAt";

export function toPublicUser(user: Omit<UserRow, PrivateUserField>) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    businessId: user.businessId,
    isOwner: user.isOwner,
    isActive: user.isActive,
    createdAt: iso(user.createdAt),
    timeZone: user.timeZone,
  };
}
export type PublicUser = ReturnType<typeof toPublicUser>;

/** A business as its members see it: from its row, or from the viewer's session (`ViewerBusiness`). */
export function toPublicBusiness(
  business: Pick<
    BusinessRow,
    | "id"
    | "name"
    | "industry"
    | "employeeCount"
    | "website"
    | "planLevel"
    | "isActive"
    | "shareScorecardWithTeam"
    | "membersMayCheckIn"
    | "createdAt"
  >,
) {
  return {
    id: business.id,
    name: business.name,
    industry: business.industry,
    employeeCount: business.employeeCount,
    website: business.website,
    planLevel: business.planLevel,
    isActive: business.isActive,
    shareScorecardWithTeam: business.shareScorecardWithTeam,
    membersMayCheckIn: business.membersMayCheckIn,
    createdAt: iso(business.createdAt),
  };
}
export type PublicBusiness = ReturnType<typeof toPublicBusiness>;
