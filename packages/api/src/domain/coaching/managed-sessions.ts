import { coachingSessions, eq, type Database } from "@scalemsp/db";
import {
  COACHING_MESSAGES,
  COACHING_RULES,
  type manageLinkCancelInput,
  type manageLinkInput,
  type manageLinkRescheduleInput,
  type manageLinkSlotsInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest } from "../../errors";
import { iso } from "../serialize";
import { cancelSessionRow } from "./booking";
import { listCoaches } from "./coaches";
import { rescheduleSession } from "./member-sessions";
import { openSlots } from "./open-slots";
import { loadSessionWithPeople, sessionTitle } from "./session-views";
import { manageToken, verifyLink } from "./signed-links";
import { cappedPeriodsOf, readStrategyCaps } from "./strategy-caps";

/**
 * Reschedule and cancel without signing in (contract §13 'reminders and changes'): every
 * booking e-mail links here with a signed token naming one session.
 */

const HOUR = 3_600_000;

export { manageToken };

export const manageUrl = (publicOrigin: string, token: string) =>
  `${publicOrigin.replace(/\/+$/, "")}/booking?token=${encodeURIComponent(token)}`;

async function sessionOfToken(db: Database, token: string, now: Date) {
  const id = await verifyLink(db, "manage-session", token, now);
  const row = id === null ? undefined : await loadSessionWithPeople(db, eq(coachingSessions.id, id));
  if (!row || row.session.kind === "group") throw badRequest(COACHING_MESSAGES.manageLinkInvalid, "token");
  return row;
}

export async function getManagedSession(db: Database, input: z.output<typeof manageLinkInput>, now: Date) {
  const { session, coachName, coachPhotoUrl } = await sessionOfToken(db, input.token, now);
  const upcoming = session.status === "booked" && session.startsAt > now;
  return {
    id: session.id,
    kind: session.kind as "strategy" | "one_to_one",
    title: sessionTitle(session),
    startsAt: iso(session.startsAt),
    endsAt: iso(session.endsAt),
    status: session.status,
    coach: { name: coachName, photoUrl: coachPhotoUrl },
    canCancel: upcoming,
    canReschedule: upcoming,
    cancelReturnsAllowance:
      session.kind === "one_to_one" &&
      session.startsAt.getTime() - now.getTime() >= COACHING_RULES.refundNoticeHours * HOUR,
  };
}
export type ManagedSession = Awaited<ReturnType<typeof getManagedSession>>;

/** The free times the session could move to: its own kind, its own coach. */
export async function managedSessionSlots(
  db: Database,
  input: z.output<typeof manageLinkSlotsInput>,
  now: Date,
) {
  const { session } = await sessionOfToken(db, input.token, now);
  const kind = session.kind === "strategy" ? "strategy" : "one_to_one";
  const slots = await openSlots(db, { kind, from: input.from, to: input.to, coachId: session.coachId }, now);
  if (kind !== "strategy") return slots;
  // Contract §14: a free session is offered no time on a day or in a week at the admin's caps.
  const coach = (await listCoaches(db)).find((c) => c.userId === session.coachId);
  if (!coach) return slots;
  const capped = await cappedPeriodsOf(db, coach, await readStrategyCaps(db), now, session.id);
  return slots.filter((slot) => !capped.isCapped(new Date(slot.startsAt)));
}

export async function cancelManagedSession(
  db: Database,
  input: z.output<typeof manageLinkCancelInput>,
  now: Date,
) {
  const { session } = await sessionOfToken(db, input.token, now);
  await cancelSessionRow(db, session, input.reason, now);
  return getManagedSession(db, input, now);
}

export async function rescheduleManagedSession(
  db: Database,
  input: z.output<typeof manageLinkRescheduleInput>,
  now: Date,
) {
  const { session } = await sessionOfToken(db, input.token, now);
  await rescheduleSession(db, session, input.startsAt, now);
  return getManagedSession(db, input, now);
}
