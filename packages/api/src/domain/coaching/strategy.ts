import { and, coachingSessions, consultationRequests, eq, gt, sql, type Database } from "@scalemsp/db";
import {
  COACHING_MESSAGES,
  RATE_LIMITS,
  type publicSlotsQueryInput,
  type strategyBookingInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, conflict } from "../../errors";
import { storeConsultationRequest } from "../leads";
import { consumeRateLimit } from "../rate-limit";
import { iso } from "../serialize";
import { assertWithinWindow, candidateCoaches, placeSession } from "./booking";
import { openSlots } from "./open-slots";
import type { SessionRow } from "./session-row";
import { verifyLink } from "./signed-links";

/** The free strategy session (contract §10, §13 'strategy booking and the lead'): no account needed. */

export const strategySlots = (db: Database, input: z.output<typeof publicSlotsQueryInput>, now: Date) =>
  openSlots(db, { kind: "strategy", from: input.from, to: input.to }, now);

type BookingData = z.output<typeof strategyBookingInput>;

/** The consultation request a booking token names. */
async function requestOfToken(db: Database, token: string, now: Date) {
  const id = await verifyLink(db, "book-strategy", token, now);
  const [request] =
    id === null ? [] : await db.select().from(consultationRequests).where(eq(consultationRequests.id, id));
  if (!request) throw badRequest(COACHING_MESSAGES.bookingLinkInvalid, "bookingToken");
  return request;
}

/** At most one upcoming free session per e-mail address, checked under a lock on that address. */
async function assertNoUpcomingFreeSession(tx: Database, email: string, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`strategy:${email}`}))`);
  const [existing] = await tx
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
  if (existing) throw conflict(COACHING_MESSAGES.oneFreeSession);
}

export async function bookStrategySession(
  db: Database,
  input: BookingData,
  clientIp: string,
  now: Date,
): Promise<{ session: SessionRow; consultationRequestId: number }> {
  await consumeRateLimit(db, `strategy:ip:${clientIp}`, RATE_LIMITS.strategyBookingPerClient, now);
  const known = input.bookingToken ? await requestOfToken(db, input.bookingToken, now) : null;
  assertWithinWindow(input.startsAt, now);
  const candidates = await candidateCoaches(db, undefined);
  const email = known?.email ?? input.contact!.email;
  return db.transaction(async (tx) => {
    await assertNoUpcomingFreeSession(tx, email, now);
    const request = known ?? (await storeConsultationRequest(tx, input.contact!));
    const { row } = await placeSession(tx, {
      kind: "strategy",
      startsAt: input.startsAt,
      candidates,
      now,
      values: {
        consultationRequestId: request.id,
        topic: request.message,
        attendeeTimeZone: input.timeZone,
      },
    });
    return { session: row, consultationRequestId: request.id };
  });
}

export const toStrategyBooking = (session: SessionRow) => ({
  startsAt: iso(session.startsAt),
  endsAt: iso(session.endsAt),
});
