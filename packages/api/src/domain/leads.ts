import { generateToken } from "@scalemsp/auth";
import {
  and,
  consultationRequests,
  count,
  desc,
  eq,
  ilike,
  newsletterSubscriptions,
  or,
  sql,
  type Database,
} from "@scalemsp/db";
import type { SQL } from "drizzle-orm";
import {
  LEAD_MESSAGES,
  type StrategyHoldStatus,
  MESSAGES,
  RATE_LIMITS,
  type consultationExportInput,
  type consultationPageInput,
  type consultationUpdateInput,
  type contactInput,
  type subscriberExportInput,
  type subscriberPageInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, notFound } from "../errors";
import { toCsv } from "./csv";
import { consumeRateLimit } from "./rate-limit";
import { iso, isoOrNull } from "./serialize";
import { newestHoldStates } from "./coaching/hold-state";
import { signLink } from "./coaching/signed-links";
import { enqueueEmail } from "./email";
import { mailResubscribeLink } from "./newsletter/resubscribe";

type ConsultationRow = typeof consultationRequests.$inferSelect;
type SubscriberRow = typeof newsletterSubscriptions.$inferSelect;
type ContactData = z.output<typeof contactInput>;
type ConsultationUpdate = z.output<typeof consultationUpdateInput>;
type ConsultationFilter = z.output<typeof consultationExportInput>;
type SubscriberFilter = z.output<typeof subscriberExportInput>;
type ConsultationPage = z.output<typeof consultationPageInput>;
type SubscriberPage = z.output<typeof subscriberPageInput>;

// ---------------------------------------------------------------- newsletter (contract §7)

/**
 * Stores the address, once. A repeat answers like a first subscription (it must not tell
 * a visitor whether someone else is subscribed). An unsubscribed address stays so: it is
 * e-mailed a confirmation link instead (contract §14), and keeps its unsubscribe token, so
 * links already sent go on working once it is back.
 */
export async function subscribeToNewsletter(db: Database, email: string, clientIp: string, now: Date) {
  await consumeRateLimit(db, `newsletter:ip:${clientIp}`, RATE_LIMITS.newsletterPerClient, now);
  await db.transaction(async (tx) => {
    const [subscribed] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, status: "active", unsubscribeToken: generateToken() })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ unsubscribeToken: newsletterSubscriptions.unsubscribeToken });
    // Only a new subscriber is welcomed: a repeat changes nothing and sends nothing.
    if (subscribed) {
      await enqueueEmail(tx, {
        kind: "newsletter-welcome",
        to: email,
        data: { unsubscribeToken: subscribed.unsubscribeToken },
      });
    } else {
      await mailResubscribeLink(tx, email, now);
    }
  });
  return { success: true as const, message: MESSAGES.newsletterSuccess };
}

/** Idempotent: a link used before still succeeds; a token that never existed is a 400. */
export async function unsubscribeFromNewsletter(db: Database, token: string, clientIp: string, now: Date) {
  await consumeRateLimit(db, `newsletter-unsubscribe:ip:${clientIp}`, RATE_LIMITS.newsletterPerClient, now);
  const updated = await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(
      and(eq(newsletterSubscriptions.unsubscribeToken, token), eq(newsletterSubscriptions.status, "active")),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (updated.length > 0) return;
  const [known] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token));
  if (!known) throw badRequest(LEAD_MESSAGES.unsubscribeInvalid, "token");
}

export const unsubscribeUrl = (publicOrigin: string, token: string) =>
  `${publicOrigin.replace(/\/+$/, "")}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The subscriber as the admin sees it, with the link the coach's mailing tool puts in each e-mail. */
export function toAdminSubscriber(row: SubscriberRow, publicOrigin: string) {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    createdAt: iso(row.createdAt),
    unsubscribedAt: isoOrNull(row.unsubscribedAt),
    unsubscribeUrl: unsubscribeUrl(publicOrigin, row.unsubscribeToken),
  };
}
export type AdminSubscriber = ReturnType<typeof toAdminSubscriber>;

// ---------------------------------------------------------------- consultation requests

export async function submitConsultationRequest(
  db: Database,
  input: ContactData,
  clientIp: string,
  now: Date,
) {
  await consumeRateLimit(db, `contact:ip:${clientIp}`, RATE_LIMITS.contactPerClient, now);
  const request = await storeConsultationRequest(db, input);
  // Contract §13 'strategy booking and the lead': the thank-you panel books a time with this.
  const bookingToken = await signLink(
    db,
    "book-strategy",
    request.id,
    new Date(now.getTime() + BOOKING_TOKEN_TTL_MS),
  );
  return { success: true as const, message: MESSAGES.contactSuccess, bookingToken };
}

/** A booking token from the contact form stays valid a week. */
const BOOKING_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * One consultation request, status new, and the coach's notice of it (in the same transaction);
 * also written by a strategy booking made time first.
 */
export async function storeConsultationRequest(db: Database, input: ContactData): Promise<ConsultationRow> {
  return db.transaction(async (tx) => {
    const row = await insertConsultationRequest(tx, input);
    await enqueueEmail(tx, {
      kind: "lead-notification",
      data: { ...leadDetailsOf(row), consultationId: row.id },
    });
    return row;
  });
}

async function insertConsultationRequest(db: Database, input: ContactData): Promise<ConsultationRow> {
  const [row] = await db
    .insert(consultationRequests)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      company: input.company,
      employees: input.employees,
      message: input.message,
      status: "new",
    })
    .returning();
  return row!;
}

/** What the lead wrote on the form. */
const leadDetailsOf = (row: ConsultationRow) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  company: row.company,
  employees: row.employees,
  message: row.message,
});

export function toAdminConsultation(row: ConsultationRow, strategySession: StrategyHoldStatus | null) {
  return {
    id: row.id,
    ...leadDetailsOf(row),
    status: row.status,
    note: row.note,
    requestedPlan: row.requestedPlan,
    businessId: row.businessId,
    planAppliedAt: isoOrNull(row.planAppliedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    strategySession,
  };
}
export type AdminConsultation = ReturnType<typeof toAdminConsultation>;

/** Leads with the state of each one's free strategy session, for the admin. */
const selectConsultations = (db: Database, now: Date) => {
  const hold = newestHoldStates(db, now);
  return db
    .select({ lead: consultationRequests, strategySession: hold.state })
    .from(consultationRequests)
    .leftJoin(hold, eq(hold.consultationRequestId, consultationRequests.id));
};

const toAdminConsultationRow = (row: { lead: ConsultationRow; strategySession: StrategyHoldStatus | null }) =>
  toAdminConsultation(row.lead, row.strategySession);

/** One lead as the admin sees it, read after a change. */
export async function readAdminConsultation(db: Database, id: number, now: Date) {
  const [row] = await selectConsultations(db, now).where(eq(consultationRequests.id, id));
  if (!row) throw notFound(LEAD_MESSAGES.consultationNotFound);
  return toAdminConsultationRow(row);
}

export async function updateConsultationRequest(db: Database, input: ConsultationUpdate, now: Date) {
  const changes: Partial<Pick<ConsultationRow, "status" | "note">> = {};
  if (input.status !== undefined) changes.status = input.status;
  if (input.note !== undefined) changes.note = input.note;
  if (Object.keys(changes).length === 0) throw badRequest(MESSAGES.nothingToChange);
  const [row] = await db
    .update(consultationRequests)
    .set(changes)
    .where(eq(consultationRequests.id, input.id))
    .returning({ id: consultationRequests.id });
  if (!row) throw notFound(LEAD_MESSAGES.consultationNotFound);
  return readAdminConsultation(db, row.id, now);
}

// ---------------------------------------------------------------- admin lists and exports

/** A search term as an ILIKE pattern that matches it literally anywhere. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function consultationWhere(filter: ConsultationFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(consultationRequests.status, filter.status));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(consultationRequests.firstName, pattern),
        ilike(consultationRequests.lastName, pattern),
        ilike(sql`${consultationRequests.firstName} || ' ' || ${consultationRequests.lastName}`, pattern),
        ilike(consultationRequests.email, pattern),
        ilike(consultationRequests.company, pattern),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function subscriberWhere(filter: SubscriberFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(newsletterSubscriptions.status, filter.status));
  if (filter.search) conditions.push(ilike(newsletterSubscriptions.email, containsPattern(filter.search)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const newestConsultationsFirst = [desc(consultationRequests.createdAt), desc(consultationRequests.id)];
const newestSubscribersFirst = [desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id)];

/** Contract §8: newest first, with status and note. */
export async function listConsultationRequests(db: Database, now: Date, filter: ConsultationFilter = {}) {
  const rows = await selectConsultations(db, now)
    .where(consultationWhere(filter))
    .orderBy(...newestConsultationsFirst);
  return rows.map(toAdminConsultationRow);
}

export async function pageConsultationRequests(db: Database, input: ConsultationPage, now: Date) {
  const where = consultationWhere(input);
  const [rows, [total]] = await Promise.all([
    selectConsultations(db, now)
      .where(where)
      .orderBy(...newestConsultationsFirst)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ value: count() }).from(consultationRequests).where(where),
  ]);
  return { items: rows.map(toAdminConsultationRow), total: total?.value ?? 0 };
}

export async function listSubscribers(db: Database, publicOrigin: string, filter: SubscriberFilter = {}) {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(subscriberWhere(filter))
    .orderBy(...newestSubscribersFirst);
  return rows.map((row) => toAdminSubscriber(row, publicOrigin));
}

export async function pageSubscribers(db: Database, publicOrigin: string, input: SubscriberPage) {
  const where = subscriberWhere(input);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(...newestSubscribersFirst)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ value: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { items: rows.map((row) => toAdminSubscriber(row, publicOrigin)), total: total?.value ?? 0 };
}

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
const BOM = "\uFEFF";
const day = (now: Date) => now.toISOString().slice(0, 10);

export async function consultationsCsv(db: Database, filter: ConsultationFilter, now: Date) {
  const rows = await listConsultationRequests(db, now, filter);
  const csv = toCsv(
    [
      "Received",
      "First name",
      "Last name",
      "Email",
      "Company",
      "Employees",
      "Message",
      "Status",
      "Note",
      "Free session",
    ],
    rows.map((r) => [
      r.createdAt,
      r.firstName,
      r.lastName,
      r.email,
      r.company,
      r.employees,
      r.message,
      r.status,
      r.note,
      r.strategySession,
    ]),
  );
  return { fileName: `consultation-requests-${day(now)}.csv`, csv: BOM + csv };
}

export async function subscribersCsv(
  db: Database,
  publicOrigin: string,
  filter: SubscriberFilter,
  now: Date,
) {
  const rows = await listSubscribers(db, publicOrigin, filter);
  const csv = toCsv(
    ["Email", "Status", "Subscribed", "Unsubscribed", "Unsubscribe link"],
    rows.map((r) => [r.email, r.status, r.createdAt, r.unsubscribedAt, r.unsubscribeUrl]),
  );
  return { fileName: `newsletter-subscribers-${day(now)}.csv`, csv: BOM + csv };
}
