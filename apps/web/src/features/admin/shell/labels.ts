import { PLAN_LABELS, type PlanLevel, type UserRole } from "@scalemsp/validators";

/** Spec §2: business_owner reads 'Owner'; other roles read as words. */
export const ROLE_LABELS: Record<UserRole, string> = {
  admin: "Admin",
  business_owner: "Owner",
  member: "Member",
};

export const roleLabel = (role: string) => ROLE_LABELS[role as UserRole] ?? role.replaceAll("_", " ");

export const planLabel = (plan: PlanLevel) => PLAN_LABELS[plan];

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
