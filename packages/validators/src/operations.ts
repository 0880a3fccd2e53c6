import { z } from "zod";
import { PASSWORD_MAX, PLAN_LABELS, userRoleLabel } from "./constants";
import { idSchema } from "./ids";
import { MESSAGES } from "./messages";
import { emptyAsUndefined, pagingShape } from "./paging";
import { formatDate } from "./format";

/**
 * Texts and inputs of the operations an admin or owner runs on the whole installation or
 * business (contract §13: audit, owners leave, operations).
 */
export const OPERATIONS_MESSAGES = {
  // Owners leave.
  passwordRequired: "Please enter your password to confirm",
  passwordWrong: "That password is not correct. Nothing was deleted.",
  onlyTheOwner: "Only the owner of the business can delete it",
  deleteTitle: "Delete this business",
  deleteText:
    "Deletes the business and everything stored about it for good: every team member's account and sign-in, progress, coaching sessions, monthly figures and invitations. Members lose access at once. This cannot be undone.",
  deleteButton: "Delete business",
  deleteConfirmTitle: "Delete the business for good?",
  deleteConfirmText: (name: string) =>
    `${name} and all its data will be deleted, and every member of it signed out. Enter your password to confirm.`,
  deleteConfirmButton: "Delete everything",
  deleted: "Your business has been deleted.",
  dangerZone: "Danger zone",

  // Demo content.
  demoTitle: "Demo content",
  demoText:
    "The sample courses, lessons and resources loaded at the first start, and a demo client business with goals, check-ins and action items. Removing them leaves every course, resource, category and business you created.",
  demoNone: "There is no demo content left.",
  demoCountFailed: "The demo content could not be counted",
  demoCount: (courses: number, resources: number, businesses = 0) =>
    `${courses} demo ${courses === 1 ? "course" : "courses"}, ${resources} demo ${resources === 1 ? "resource" : "resources"}${businesses > 0 ? ` and ${businesses} demo client ${businesses === 1 ? "business" : "businesses"}` : ""}.`,
  demoButton: "Remove demo content",
  demoConfirmTitle: "Remove the demo content?",
  demoConfirmText:
    "The demo courses (with their lessons, questions, members' progress and subscriptions to them), the demo resources, the demo categories no resource of yours uses and the demo client business (with its goals, check-ins and action items) are deleted. This cannot be undone.",
  demoConfirmButton: "Remove demo content",
  demoRemoved: (courses: number, resources: number, businesses = 0) =>
    `Removed ${courses} ${courses === 1 ? "course" : "courses"}${businesses > 0 ? `, ${resources} ${resources === 1 ? "resource" : "resources"} and the demo client business` : ` and ${resources} ${resources === 1 ? "resource" : "resources"}`}.`,

  // Audit.
  historyTitle: "History",
  historyEmpty: "No plan, status, role or subscription change has been made by an admin yet.",
  /** A course, user or subscription the history names that is gone: its id is all that is left. */
  removedCourse: (id: string) => `Course #${id} (removed)`,
  removedSubscription: (id: number) => `Subscription #${id} (removed)`,
  auditTitle: "Audit log",
  auditText: "Plan, status and role changes and subscription changes made by admins, newest first.",

  // Monitoring: /metrics and /api/ready (docs/operations.md).
  metricsRefused:
    "Metrics are answered to the private network, or with METRICS_TOKEN as a bearer token when it is set",
  databaseDown: "The database does not answer",
  outboxStalled: (minutes: number) =>
    `The oldest email due has waited ${minutes} minutes: is a server's mail worker running?`,
  outboxFailing: (count: number, minutes: number) =>
    `${count} ${count === 1 ? "email is" : "emails are"} failing to send, the oldest queued ${minutes} minutes ago: see the last error in Admin, Outbox`,
} as const;

export const deleteBusinessInput = z.object({
  password: z
    .string({ error: OPERATIONS_MESSAGES.passwordRequired })
    .min(1, { error: OPERATIONS_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX, { error: MESSAGES.passwordMax }),
});
export type DeleteBusinessInput = z.input<typeof deleteBusinessInput>;

/** `GET /api/admin/audit`: newest first, a page at a time, optionally one business's. */
export const auditQueryInput = z
  .object({ businessId: z.preprocess(emptyAsUndefined, idSchema().optional()), ...pagingShape })
  .prefault({});
export type AuditQueryInput = z.input<typeof auditQueryInput>;

export const AUDIT_ACTIONS = [
  "business.updated",
  "user.updated",
  "subscription.created",
  "subscription.updated",
  "business.owner_transferred",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "business.updated": "Business changed",
  "user.updated": "User changed",
  "subscription.created": "Subscription added",
  "subscription.updated": "Subscription changed",
  "business.owner_transferred": "Owner transferred",
};

const AUDIT_FIELD_LABELS: Record<string, string> = {
  planLevel: "Plan",
  isActive: "Status",
  role: "Role",
  owner: "Owner",
  moduleId: "Module",
  accessStartDate: "Access from",
  accessEndDate: "Access until",
};

/** What the history knows by name besides the change itself: the courses it names, by id. */
export interface AuditNames {
  courseTitles?: Record<string, string>;
}

/** One recorded value as the admin reads it: a course by its title, its id only once it is gone. */
function auditValue(field: string, value: unknown, names: AuditNames): string {
  if (value === null || value === undefined) return field === "accessEndDate" ? "No end date" : "—";
  if (field === "isActive") return value ? "Active" : "Inactive";
  if (field === "planLevel" && typeof value === "string")
    return (PLAN_LABELS as Record<string, string>)[value] ?? value;
  if (field === "role" && typeof value === "string") return userRoleLabel(value);
  if ((field === "accessStartDate" || field === "accessEndDate") && typeof value === "string")
    return formatDate(value);
  if (field === "moduleId" && (typeof value === "number" || typeof value === "string"))
    return names.courseTitles?.[String(value)] ?? OPERATIONS_MESSAGES.removedCourse(String(value));
  return typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value);
}

/** `Plan: Free → Pro`; a created record reads `Plan: Pro`. */
export function describeAuditChange(
  field: string,
  change: { from?: unknown; to?: unknown },
  created = false,
  names: AuditNames = {},
) {
  const label = AUDIT_FIELD_LABELS[field] ?? field;
  const to = auditValue(field, change.to, names);
  return created ? `${label}: ${to}` : `${label}: ${auditValue(field, change.from, names)} → ${to}`;
}
