import { auditEvents, type AuditChange, type Database } from "@scalemsp/db";
import type { AuditAction } from "@scalemsp/validators";

/** The admin who made a change. */
export interface AuditActor {
  id: number;
  email: string;
}

/** A value as the admin API shows it: instants as ISO strings, so before and after compare and read alike. */
const shown = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The audited fields whose value differs between `before` and `after`, as `{field: {from, to}}`.
 * A field `after` does not set is unchanged.
 */
export function auditedChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  fields: readonly string[],
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const field of fields) {
    if (after[field] === undefined) continue;
    const from = before ? shown(before[field]) : null;
    const to = shown(after[field]);
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}

/**
 * Records an admin's change in the transaction that makes it (contract §13 audit), so the
 * change and its record are kept together or not at all. Nothing is written when no audited
 * field changed.
 */
export async function recordAudit(
  tx: Database,
  actor: AuditActor,
  event: {
    action: AuditAction;
    businessId?: number | null;
    userId?: number | null;
    subscriptionId?: number | null;
    changes: Record<string, AuditChange>;
  },
  now: Date,
) {
  if (Object.keys(event.changes).length === 0) return;
  await tx.insert(auditEvents).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: event.action,
    businessId: event.businessId ?? null,
    userId: event.userId ?? null,
    subscriptionId: event.subscriptionId ?? null,
    changes: event.changes,
    createdAt: now,
  });
}
