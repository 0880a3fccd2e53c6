import type { Database } from "@scalemsp/db";
import { COACHING_MESSAGES, COACHING_RULES, SESSION_MINUTES, type SlotKind } from "@scalemsp/validators";
import { badRequest } from "../../errors";
import { candidateCoaches, busyBetween } from "./booking";
import { availabilityBetween, listCoaches } from "./coaches";
import { defaultSlotRules, freeSlotStarts, slotsAcrossCoaches } from "./slots";

/** What a slots query shows when it names no range. */
const DEFAULT_RANGE_DAYS = 14;
const DAY = 86_400_000;

export interface OpenSlotsQuery {
  kind: SlotKind;
  from?: Date | undefined;
  to?: Date | undefined;
  coachId?: number | undefined;
}

/** Contract §10 'slots': every coach's free times in [from, to), one per start time. */
export async function openSlots(db: Database, query: OpenSlotsQuery, now: Date) {
  const from = query.from ?? now;
  const to = query.to ?? new Date(from.getTime() + DEFAULT_RANGE_DAYS * DAY);
  if (to <= from) throw badRequest(COACHING_MESSAGES.toBeforeFrom, "to");
  if (to.getTime() - from.getTime() > COACHING_RULES.maxQueryDays * DAY)
    throw badRequest(COACHING_MESSAGES.rangeTooLong, "to");

  const coaches =
    query.coachId === undefined ? await listCoaches(db) : await candidateCoaches(db, query.coachId);
  const rules = defaultSlotRules(SESSION_MINUTES[query.kind]);
  const margin = (rules.durationMinutes + rules.bufferMinutes) * 60_000;
  const perCoach = await Promise.all(
    coaches.map(async (coach) => {
      const [availability, busy] = await Promise.all([
        availabilityBetween(db, coach, from, to),
        busyBetween(db, coach.userId, new Date(from.getTime() - margin), new Date(to.getTime() + margin)),
      ]);
      return { coachId: coach.userId, starts: freeSlotStarts({ availability, busy, from, to, now, rules }) };
    }),
  );
  return slotsAcrossCoaches(perCoach, rules.durationMinutes).map((slot) => ({
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    coachId: slot.coachId,
  }));
}
export type OpenSlot = Awaited<ReturnType<typeof openSlots>>[number];
