import type { businesses, lessons, moduleSubscriptions, modules, users } from "@scalemsp/db";
import { iso, isoOrNull } from "../serialize";

type BusinessRow = typeof businesses.$inferSelect;
type UserRow = typeof users.$inferSelect;
type ModuleRow = typeof modules.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;
type SubscriptionRow = typeof moduleSubscriptions.$inferSelect;

export interface OwnerSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export function toAdminBusiness(row: BusinessRow, owner: OwnerSummary | null, userCount: number) {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    employeeCount: row.employeeCount,
    website: row.website,
    planLevel: row.planLevel,
    isActive: row.isActive,
    shareScorecardWithTeam: row.shareScorecardWithTeam,
    membersMayCheckIn: row.membersMayCheckIn,
    createdAt: iso(row.createdAt),
    owner,
    userCount,
  };
}
export type AdminBusiness = ReturnType<typeof toAdminBusiness>;

/** Never the password hash: the row type given here has none. */
export type AdminUserRow = Pick<
  UserRow,
  | "id"
  | "email"
  | "firstName"
  | "lastName"
  | "role"
  | "businessId"
  | "isOwner"
  | "isActive"
  | "createdAt"
  | "timeZone"
>;

export function toAdminUser(
  row: AdminUserRow,
  business: { id: number; name: string; planLevel: BusinessRow["planLevel"] } | null,
) {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    businessId: row.businessId,
    isOwner: row.isOwner,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    timeZone: row.timeZone,
    business,
  };
}
export type AdminUser = ReturnType<typeof toAdminUser>;

export function toAdminModule(row: ModuleRow, lessonCount: number) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    requiredPlanLevel: row.requiredPlanLevel,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    thumbnailUrl: row.thumbnailUrl,
    lessonCount,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type AdminModule = ReturnType<typeof toAdminModule>;

export function toAdminLesson(row: LessonRow) {
  return {
    id: row.id,
    moduleId: row.moduleId,
    title: row.title,
    description: row.description,
    contentType: row.contentType,
    contentUrl: row.contentUrl,
    contentText: row.contentText,
    duration: row.duration,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type AdminLesson = ReturnType<typeof toAdminLesson>;

export function toAdminSubscription(row: SubscriptionRow, moduleTitle: string) {
  return {
    id: row.id,
    businessId: row.businessId,
    moduleId: row.moduleId,
    moduleTitle,
    isActive: row.isActive,
    accessStartDate: iso(row.accessStartDate),
    accessEndDate: isoOrNull(row.accessEndDate),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type AdminSubscription = ReturnType<typeof toAdminSubscription>;
