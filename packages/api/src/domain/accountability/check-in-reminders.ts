import { DateTime } from "luxon";
import {
  and,
  businesses,
  checkInReminders,
  checkIns,
  eq,
  notExists,
  sql,
  users,
  type Database,
} from "@scalemsp/db";
import { CHECK_IN_REMINDER_HOUR, isValidTimeZone, isoWeekDates, weekStartLabel } from "@scalemsp/validators";
import { enqueueEmail } from "../email/outbox";
import { coachCalendar } from "./coach-calendar";

/** The zone furthest ahead of UTC (Line Islands, UTC+14): no owner's Friday 10:00 comes earlier. */
const EARLIEST_ZONE = "UTC+14";

/** The instant of the week's last working day (Friday) at the reminder hour in a zone. */
export function reminderTimeOf(week: string, zone: string): Date {
  const { friday } = isoWeekDates(week);
  const hour = String(CHECK_IN_REMINDER_HOUR).padStart(2, "0");
  return DateTime.fromISO(`${friday}T${hour}:00`, { zone }).toJSDate();
}

/**
 * Contract §15: the weekly reminder, from the ISO week's Friday at 10:00 in the owner's zone
 * (their own, else the coach's) until the week ends, to the owner of each active business that
 * has not checked in that week. The outbox worker runs it on its tick; several processes may run
 * it at once: the (business, week) row is inserted ON CONFLICT DO NOTHING in the transaction that
 * queues the e-mail, and the e-mail is queued only when this run inserted it. Answers how many
 * reminders it queued.
 */
export async function sweepCheckInReminders(db: Database, now: Date): Promise<number> {
  const calendar = await coachCalendar(db, now);
  const week = calendar.week.label;
  // Before anyone's Friday 10:00 (most of the week), nothing more to read.
  if (now < reminderTimeOf(week, EARLIEST_ZONE) || now >= calendar.week.end) return 0;
  const candidates = await db
    .select({
      businessId: businesses.id,
      email: users.email,
      firstName: users.firstName,
      timeZone: users.timeZone,
    })
    .from(businesses)
    .innerJoin(
      users,
      and(eq(users.businessId, businesses.id), eq(users.isOwner, true), eq(users.isActive, true)),
    )
    .where(
      and(
        eq(businesses.isActive, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(checkIns)
            .where(and(eq(checkIns.businessId, businesses.id), eq(checkIns.week, week))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(checkInReminders)
            .where(and(eq(checkInReminders.businessId, businesses.id), eq(checkInReminders.week, week))),
        ),
      ),
    );
  let queued = 0;
  for (const owner of candidates) {
    const zone = owner.timeZone && isValidTimeZone(owner.timeZone) ? owner.timeZone : calendar.zone;
    if (now < reminderTimeOf(week, zone)) continue;
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(checkInReminders)
        .values({ businessId: owner.businessId, week, sentAt: now })
        .onConflictDoNothing()
        .returning({ businessId: checkInReminders.businessId });
      if (!claimed) return false;
      await enqueueEmail(tx, {
        kind: "check-in-reminder",
        to: owner.email,
        data: { firstName: owner.firstName, week, weekOf: weekStartLabel(week) },
      });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
