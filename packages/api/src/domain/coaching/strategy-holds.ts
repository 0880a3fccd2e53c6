import { generateToken, hashToken } from "@scalemsp/auth";
import {
  and,
  asc,
  coachingSessions,
  consultationRequests,
  eq,
  gt,
  gte,
  inArray,
  lt,
  sql,
  strategyHolds,
  type Database,
} from "@scalemsp/db";
import {
  COACHING_MESSAGES,
  SESSION_MINUTES,
  STRATEGY_HOLD_MESSAGES,
  STRATEGY_HOLD_RULES,
  sessionWhen,
  type adminSessionsQueryInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, conflict } from "../../errors";
import { enqueueEmail } from "../email";
import { iso } from "../serialize";
import { firstFreeCoach, placeSession } from "./booking";
import { listCoaches, type Coach } from "./coaches";
import { lapseDueHolds } from "./held-times";
import type { SessionRow } from "./session-row";
import { cappedPeriodsOf, readStrategyCaps } from "./strategy-caps";

/**
 * Contract §14 'free strategy session': a time booked from the public site is held for an
 * hour and booked only when the visitor follows the link e-mailed to the address they gave.
 * A hold is a row of its own (not a session), so no reminder, feed or allowance ever sees it.
 */

type HoldRow = typeof strategyHolds.$inferSelect;
type LeadRow = typeof consultationRequests.$inferSelect;

const MINUTE = 60_000;

/** At most one upcoming free session or live hold per e-mail address, checked under a lock on that address. */
export async function assertNoUpcomingFreeSession(tx: Database, email: string, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`strategy:${email}`}))`);
  const [session] = await tx
    .select({ id: coachingSessions.id })
    .from(coachingSessions)
    .innerJoin(consultationRequests, eq(consultationRequests.id, coachingSessions.consultationRequestId))
    .where(
      and(
        eq(consultationRequests.email, email),
        eq(coachingSessions.kind, "strategy"),
        eq(coachingSessions.status, "booked"),
        gt(coachingSessions.startsAt, now),
      ),
    )
    .limit(1);
  const [hold] = await tx
    .select({ id: strategyHolds.id })
    .from(strategyHolds)
    .innerJoin(consultationRequests, eq(consultationRequests.id, strategyHolds.consultationRequestId))
    .where(
      and(
        eq(consultationRequests.email, email),
        eq(strategyHolds.status, "pending"),
        gt(strategyHolds.expiresAt, now),
      ),
    )
    .limit(1);
  if (session || hold) throw conflict(COACHING_MESSAGES.oneFreeSession);
}

export interface HoldRequest {
  lead: LeadRow;
  startsAt: Date;
  candidates: Coach[];
  attendeeTimeZone: string | undefined;
  now: Date;
}

/**
 * Inside the booking transaction: holds the time with the first coach who has it free and is
 * under both caps, and e-mails the confirmation link to the lead's address.
 */
export async function placeHold(tx: Database, input: HoldRequest): Promise<HoldRow> {
  const caps = await readStrategyCaps(tx);
  const coach = await firstFreeCoach(tx, {
    kind: "strategy",
    startsAt: input.startsAt,
    candidates: input.candidates,
    now: input.now,
    passOver: async (c) => (await cappedPeriodsOf(tx, c, caps, input.now)).isCapped(input.startsAt),
  });
  const token = generateToken();
  const [hold] = await tx
    .insert(strategyHolds)
    .values({
      coachId: coach.userId,
      consultationRequestId: input.lead.id,
      startsAt: input.startsAt,
      endsAt: new Date(input.startsAt.getTime() + SESSION_MINUTES.strategy * MINUTE),
      expiresAt: new Date(input.now.getTime() + STRATEGY_HOLD_RULES.holdMinutes * MINUTE),
      tokenHash: hashToken(token),
      attendeeTimeZone: input.attendeeTimeZone ?? null,
      createdAt: input.now,
    })
    .returning();
  await enqueueEmail(tx, {
    kind: "strategy-hold",
    to: input.lead.email,
    data: {
      firstName: input.lead.firstName,
      when: sessionWhen(hold!.startsAt, hold!.endsAt, hold!.attendeeTimeZone ?? coach.timeZone),
      holdMinutes: STRATEGY_HOLD_RULES.holdMinutes,
      token,
    },
  });
  return hold!;
}

export const toPendingBooking = (hold: HoldRow) => ({
  startsAt: iso(hold.startsAt),
  endsAt: iso(hold.endsAt),
  status: "pending" as const,
});

export const toConfirmedBooking = (session: SessionRow) => ({
  startsAt: iso(session.startsAt),
  endsAt: iso(session.endsAt),
  status: "booked" as const,
});

/**
 * `GET /api/public/strategy-bookings/confirm?token=…`: books the held time. The token works
 * once, while the hold lasts; a used, expired or unknown one answers 400 (contract §13
 * 'one-time tokens').
 */
export async function confirmHold(db: Database, token: string, now: Date) {
  const invalid = () => badRequest(STRATEGY_HOLD_MESSAGES.confirmLinkInvalid, "token");
  return db.transaction(async (tx) => {
    const [hold] = await tx
      .update(strategyHolds)
      .set({ status: "confirmed", confirmedAt: now, updatedAt: now })
      .where(
        and(
          eq(strategyHolds.tokenHash, hashToken(token)),
          eq(strategyHolds.status, "pending"),
          gt(strategyHolds.expiresAt, now),
        ),
      )
      .returning();
    if (!hold) throw invalid();
    const [lead] = await tx
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, hold.consultationRequestId));
    const { row } = await placeSession(tx, {
      kind: "strategy",
      startsAt: hold.startsAt,
      // The held time stays with its coach; one no longer coaching leaves nobody to take it (400).
      candidates: (await listCoaches(tx)).filter((c) => c.userId === hold.coachId),
      now,
      values: {
        consultationRequestId: hold.consultationRequestId,
        topic: lead?.message ?? null,
        attendeeTimeZone: hold.attendeeTimeZone,
      },
    });
    await tx.update(strategyHolds).set({ sessionId: row.id }).where(eq(strategyHolds.id, hold.id));
    return toConfirmedBooking(row);
  });
}

/**
 * Contract §14: the admin sees held and lapsed free sessions in a range, with their lead, on
 * the coach's calendar. Expired holds are marked lapsed first.
 */
export async function listHolds(db: Database, input: z.output<typeof adminSessionsQueryInput>, now: Date) {
  await lapseDueHolds(db, now);
  const from = input.from ?? now;
  const to = input.to ?? new Date(from.getTime() + 7 * 24 * 60 * MINUTE);
  const rows = await db
    .select({ hold: strategyHolds, lead: consultationRequests })
    .from(strategyHolds)
    .innerJoin(consultationRequests, eq(consultationRequests.id, strategyHolds.consultationRequestId))
    .where(
      and(
        inArray(strategyHolds.status, ["pending", "lapsed"]),
        gte(strategyHolds.startsAt, from),
        lt(strategyHolds.startsAt, to),
      ),
    )
    .orderBy(asc(strategyHolds.startsAt), asc(strategyHolds.id));
  return rows.map(({ hold, lead }) => ({
    id: hold.id,
    coachId: hold.coachId,
    startsAt: iso(hold.startsAt),
    endsAt: iso(hold.endsAt),
    expiresAt: iso(hold.expiresAt),
    // A pending hold past its expiry is lapsed, whether or not it was marked yet.
    status: hold.status === "pending" && hold.expiresAt > now ? ("pending" as const) : ("lapsed" as const),
    lead: {
      id: lead.id,
      name: `${lead.firstName} ${lead.lastName}`.trim(),
      email: lead.email,
      company: lead.company,
    },
  }));
}
