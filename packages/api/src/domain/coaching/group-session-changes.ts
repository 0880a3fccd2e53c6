import { and, coachingSessions, eq, type Database } from "@scalemsp/db";
import {
  COACHING_MESSAGES,
  COACHING_RULES,
  MESSAGES,
  type groupSessionUpdateInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import type { SessionUser } from "../../context";
import { badRequest, conflict, notFound } from "../../errors";
import { busyBetween } from "./booking";
import { lockCoach } from "./coaches";
import { enqueueGroupSessionEmails } from "./group-session-emails";
import { lockUpcomingGroup, occurrence, type GroupOccurrence } from "./group-sessions";
import { seatsTaken } from "./held-seats";
import { overlapsWithBuffer } from "./slots";

/**
 * The coach changes a scheduled group session (PATCH /api/admin/group-sessions/{id}): a new
 * time stays clear of the coach's other sessions and their buffer, the capacity never drops
 * below the seats taken, and a new time or title reaches every seated member.
 */

const HOUR = 3_600_000;

export async function changeGroupSession(
  db: Database,
  viewer: SessionUser,
  input: z.output<typeof groupSessionUpdateInput>,
  now: Date,
): Promise<GroupOccurrence> {
  const { id: _id, ...fields } = input;
  if (Object.values(fields).every((value) => value === undefined)) throw badRequest(MESSAGES.nothingToChange);
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ coachId: coachingSessions.coachId })
      .from(coachingSessions)
      .where(and(eq(coachingSessions.id, input.id), eq(coachingSessions.kind, "group")));
    if (!found) throw notFound(COACHING_MESSAGES.sessionNotFound);
    // The coach's lock first, as every booking takes it, then the occurrence's row.
    await lockCoach(tx, found.coachId);
    const session = await lockUpcomingGroup(tx, input.id, now);
    const startsAt = input.startsAt ?? session.startsAt;
    const minutes = input.durationMinutes ?? (session.endsAt.getTime() - session.startsAt.getTime()) / 60_000;
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const moved =
      startsAt.getTime() !== session.startsAt.getTime() || endsAt.getTime() !== session.endsAt.getTime();
    if (moved) {
      if (startsAt <= now) throw badRequest(COACHING_MESSAGES.startsInPast, "startsAt");
      const busy = await busyBetween(
        tx,
        session.coachId,
        new Date(startsAt.getTime() - 2 * HOUR),
        new Date(endsAt.getTime() + 2 * HOUR),
        session.id,
      );
      const interval = { start: startsAt.getTime(), end: endsAt.getTime() };
      if (busy.some((b) => overlapsWithBuffer(interval, b, COACHING_RULES.bufferMinutes)))
        throw conflict(COACHING_MESSAGES.slotTaken);
    }
    if (input.capacity !== undefined) {
      const taken = await seatsTaken(tx, session.id);
      if (input.capacity < taken) throw conflict(COACHING_MESSAGES.capacityBelowSeats(taken));
    }
    const retitled = input.title !== undefined && input.title !== session.title;
    const told = moved || retitled;
    await tx
      .update(coachingSessions)
      .set({
        title: input.title ?? session.title,
        startsAt,
        endsAt,
        capacity: input.capacity ?? session.capacity,
        sequence: told ? session.sequence + 1 : session.sequence,
        ...(moved ? { reminder24hSentAt: null, reminder1hSentAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(coachingSessions.id, session.id));
    if (told) await enqueueGroupSessionEmails(tx, session.id, "moved", now);
  });
  return occurrence(db, viewer, input.id);
}
