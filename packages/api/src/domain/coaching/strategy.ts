import { consultationRequests, eq, type Database } from "@scalemsp/db";
import {
  COACHING_MESSAGES,
  RATE_LIMITS,
  type publicSlotsQueryInput,
  type strategyBookingInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest } from "../../errors";
import { storeConsultationRequest } from "../leads";
import { consumeRateLimit } from "../rate-limit";
import { assertWithinWindow, candidateCoaches } from "./booking";
import { listCoaches } from "./coaches";
import { lapseDueHolds } from "./held-times";
import { openSlots, type OpenSlot } from "./open-slots";
import { verifyLink } from "./signed-links";
import { cappedPeriodsOf, readStrategyCaps } from "./strategy-caps";
import { assertNoUpcomingFreeSession, placeHold, toPendingBooking } from "./strategy-holds";

/** The free strategy session (contract §10, §13 'strategy booking and the lead', §14): no account needed. */

/**
 * Each coach's free times (held times count as busy), less the days and weeks at a cap;
 * one slot a start time, the first coach in tie-break order taking it (§13 'which coach').
 */
export async function strategySlots(db: Database, input: z.output<typeof publicSlotsQueryInput>, now: Date) {
  await lapseDueHolds(db, now);
  const [coaches, caps] = await Promise.all([listCoaches(db), readStrategyCaps(db)]);
  const perCoach = await Promise.all(
    coaches.map(async (coach) => {
      const [slots, capped] = await Promise.all([
        openSlots(db, { kind: "strategy", from: input.from, to: input.to, coachId: coach.userId }, now),
        cappedPeriodsOf(db, coach, caps, now),
      ]);
      return slots.filter((slot) => !capped.isCapped(new Date(slot.startsAt)));
    }),
  );
  const byStart = new Map<string, OpenSlot>();
  for (const slots of perCoach)
    for (const slot of slots) if (!byStart.has(slot.startsAt)) byStart.set(slot.startsAt, slot);
  return [...byStart.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

type BookingData = z.output<typeof strategyBookingInput>;

/** The consultation request a booking token names. */
async function requestOfToken(db: Database, token: string, now: Date) {
  const id = await verifyLink(db, "book-strategy", token, now);
  const [request] =
    id === null ? [] : await db.select().from(consultationRequests).where(eq(consultationRequests.id, id));
  if (!request) throw badRequest(COACHING_MESSAGES.bookingLinkInvalid, "bookingToken");
  return request;
}

/**
 * `POST /api/public/strategy-bookings`: holds the time for the visitor's confirmation
 * (strategy-holds.ts) and stores the lead, who stays whether or not the time is confirmed.
 */
export async function bookStrategySession(db: Database, input: BookingData, clientIp: string, now: Date) {
  await consumeRateLimit(db, `strategy:ip:${clientIp}`, RATE_LIMITS.strategyBookingPerClient, now);
  const known = input.bookingToken ? await requestOfToken(db, input.bookingToken, now) : null;
  assertWithinWindow(input.startsAt, now);
  const candidates = await candidateCoaches(db, undefined);
  const email = known?.email ?? input.contact!.email;
  const hold = await db.transaction(async (tx) => {
    await assertNoUpcomingFreeSession(tx, email, now);
    const lead = known ?? (await storeConsultationRequest(tx, input.contact!));
    return placeHold(tx, {
      lead,
      startsAt: input.startsAt,
      candidates,
      attendeeTimeZone: input.timeZone ?? undefined,
      now,
    });
  });
  return toPendingBooking(hold);
}
