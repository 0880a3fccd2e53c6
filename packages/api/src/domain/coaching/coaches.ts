import {
  and,
  asc,
  coachDateExceptions,
  coachProfiles,
  eq,
  gte,
  lte,
  sql,
  users,
  type Database,
} from "@scalemsp/db";
import { QueryBuilder } from "drizzle-orm/pg-core";
import {
  DEFAULT_COACH_TIME_ZONE,
  DEFAULT_WEEKLY_HOURS,
  type Availability,
  type availabilityInput,
  type coachProfileInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import type { SessionUser } from "../../context";
import { localDate } from "./periods";

/**
 * Coaches (contract §10): active admins with a coach profile. With no profile yet, the
 * first admin is the coach, on the defaults, until a profile is saved or a booking
 * writes one.
 */

export interface Coach {
  userId: number;
  displayName: string;
  bio: string;
  photoUrl: string | null;
  meetingUrl: string | null;
  timeZone: string;
  email: string;
  weeklyHours: Availability["weekly"];
  /** False while the coach exists only by default (no profile row yet). */
  stored: boolean;
}

type ProfileData = z.output<typeof coachProfileInput>;
type AvailabilityData = z.output<typeof availabilityInput>;

const defaultsFor = (user: { id: number; firstName: string; lastName: string; email: string }): Coach => ({
  userId: user.id,
  displayName: `${user.firstName} ${user.lastName}`.trim(),
  bio: "",
  photoUrl: null,
  meetingUrl: null,
  timeZone: DEFAULT_COACH_TIME_ZONE,
  email: user.email,
  weeklyHours: [...DEFAULT_WEEKLY_HOURS],
  stored: false,
});

const activeAdmin = and(eq(users.role, "admin"), eq(users.isActive, true));

/**
 * The first coach's time zone, the one the allowance's months and the check-in weeks are counted
 * in (contract §13 'which coach'), as a column another query carries: the session's does, so a
 * signed-in request has it without a read of its own (`SessionUser.coachTimeZone`). The subquery
 * joins `users` itself, and its conditions read that join, not the outer query's users.
 */
export const firstCoachTimeZoneColumn = sql<string>`coalesce((${new QueryBuilder()
  .select({ timeZone: coachProfiles.timeZone })
  .from(coachProfiles)
  .innerJoin(users, eq(users.id, coachProfiles.userId))
  .where(activeAdmin)
  .orderBy(asc(coachProfiles.userId))
  .limit(1)}), ${DEFAULT_COACH_TIME_ZONE})`;

/** The first coach's time zone, for work no one signed in asks for (reminders, the coach's board). */
export async function firstCoachTimeZone(db: Database): Promise<string> {
  const [first] = await db
    .select({ timeZone: coachProfiles.timeZone })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(activeAdmin)
    .orderBy(asc(coachProfiles.userId))
    .limit(1);
  return first?.timeZone ?? DEFAULT_COACH_TIME_ZONE;
}

/** Every coach, in the order that breaks ties (contract §13 'which coach': the first admin first). */
export async function listCoaches(db: Database): Promise<Coach[]> {
  const rows = await db
    .select({
      profile: coachProfiles,
      email: users.email,
    })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(activeAdmin)
    .orderBy(asc(coachProfiles.userId));
  if (rows.length > 0) {
    return rows.map(({ profile, email }) => ({
      userId: profile.userId,
      displayName: profile.displayName,
      bio: profile.bio,
      photoUrl: profile.photoUrl,
      meetingUrl: profile.meetingUrl,
      timeZone: profile.timeZone,
      email,
      weeklyHours: profile.weeklyHours,
      stored: true,
    }));
  }
  const [firstAdmin] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(activeAdmin)
    .orderBy(asc(users.id))
    .limit(1);
  return firstAdmin ? [defaultsFor(firstAdmin)] : [];
}

/** The coaches as members see them, for choosing one. */
export async function coachDirectory(db: Database) {
  return (await listCoaches(db)).map((coach) => ({
    id: coach.userId,
    displayName: coach.displayName,
    bio: coach.bio,
    photoUrl: coach.photoUrl,
    timeZone: coach.timeZone,
  }));
}

/** Writes the profile row of a coach that exists by default, so it can be locked and edited. */
export async function storeCoach(db: Database, coach: Coach): Promise<void> {
  if (coach.stored) return;
  await db
    .insert(coachProfiles)
    .values({
      userId: coach.userId,
      displayName: coach.displayName,
      bio: coach.bio,
      timeZone: coach.timeZone,
      weeklyHours: coach.weeklyHours,
    })
    .onConflictDoNothing();
}

/**
 * Takes the coach's row lock for the rest of the transaction: every booking, move and
 * schedule of one coach passes here one at a time, in every app process.
 */
export async function lockCoach(tx: Database, coachId: number): Promise<void> {
  await tx
    .select({ id: coachProfiles.userId })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, coachId))
    .for("update");
}

/** The coach's availability with the exceptions between two instants (a day of margin each side). */
export async function availabilityBetween(
  db: Database,
  coach: Coach,
  from: Date,
  to: Date,
): Promise<Availability> {
  const exceptions = coach.stored
    ? await db
        .select({ date: coachDateExceptions.date, ranges: coachDateExceptions.ranges })
        .from(coachDateExceptions)
        .where(
          and(
            eq(coachDateExceptions.coachId, coach.userId),
            gte(coachDateExceptions.date, localDate(new Date(from.getTime() - 86_400_000), coach.timeZone)),
            lte(coachDateExceptions.date, localDate(new Date(to.getTime() + 86_400_000), coach.timeZone)),
          ),
        )
    : [];
  return { timeZone: coach.timeZone, weekly: coach.weeklyHours, exceptions };
}

/** The calling admin as a coach: their profile, or the defaults a first save starts from. */
export async function coachOf(db: Database, viewer: SessionUser): Promise<Coach> {
  const [row] = await db
    .select({ profile: coachProfiles })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, viewer.id));
  if (row) {
    return { ...row.profile, email: viewer.email, weeklyHours: row.profile.weeklyHours, stored: true };
  }
  return defaultsFor(viewer);
}

/** The zone a coach's allowance periods are counted in. */
export async function coachTimeZone(db: Database, coachId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: coachProfiles.timeZone })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, coachId));
  return row?.timeZone ?? DEFAULT_COACH_TIME_ZONE;
}

const toProfile = (coach: Coach) => ({
  displayName: coach.displayName,
  bio: coach.bio,
  photoUrl: coach.photoUrl,
  meetingUrl: coach.meetingUrl,
  timeZone: coach.timeZone,
});
export type CoachProfile = ReturnType<typeof toProfile>;

/** Contract §13 'coach profile': the calling admin's, or the defaults it would start from. */
export async function getCoachProfile(db: Database, viewer: SessionUser): Promise<CoachProfile> {
  return toProfile(await coachOf(db, viewer));
}

/** Saving a profile makes the calling admin a coach. */
export async function saveCoachProfile(
  db: Database,
  viewer: SessionUser,
  input: ProfileData,
  now: Date,
): Promise<CoachProfile> {
  const current = await coachOf(db, viewer);
  const values = {
    displayName: input.displayName,
    bio: input.bio,
    photoUrl: input.photoUrl,
    meetingUrl: input.meetingUrl,
    timeZone: input.timeZone,
  };
  await db
    .insert(coachProfiles)
    .values({ userId: viewer.id, weeklyHours: current.weeklyHours, ...values })
    .onConflictDoUpdate({ target: coachProfiles.userId, set: { ...values, updatedAt: now } });
  return toProfile({ ...current, ...values });
}

/** Contract §13 'availability body'. */
export async function getAvailability(db: Database, viewer: SessionUser): Promise<Availability> {
  const coach = await coachOf(db, viewer);
  const exceptions = coach.stored
    ? await db
        .select({ date: coachDateExceptions.date, ranges: coachDateExceptions.ranges })
        .from(coachDateExceptions)
        .where(eq(coachDateExceptions.coachId, viewer.id))
        .orderBy(asc(coachDateExceptions.date))
    : [];
  return { timeZone: coach.timeZone, weekly: sortWeekly(coach.weeklyHours), exceptions };
}

const sortWeekly = (weekly: Availability["weekly"]) =>
  [...weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));

/** Replaces the calling coach's weekly hours and every exception. Sessions already booked stay. */
export async function saveAvailability(
  db: Database,
  viewer: SessionUser,
  input: AvailabilityData,
  now: Date,
): Promise<Availability> {
  const current = await coachOf(db, viewer);
  const weekly = sortWeekly(input.weekly);
  const exceptions = [...input.exceptions]
    .map((e) => ({ date: e.date, ranges: [...e.ranges].sort((a, b) => a.start.localeCompare(b.start)) }))
    .sort((a, b) => a.date.localeCompare(b.date));
  await db.transaction(async (tx) => {
    await tx
      .insert(coachProfiles)
      .values({
        userId: viewer.id,
        displayName: current.displayName,
        bio: current.bio,
        timeZone: input.timeZone,
        weeklyHours: weekly,
      })
      .onConflictDoUpdate({
        target: coachProfiles.userId,
        set: { timeZone: input.timeZone, weeklyHours: weekly, updatedAt: now },
      });
    await tx.delete(coachDateExceptions).where(eq(coachDateExceptions.coachId, viewer.id));
    if (exceptions.length > 0) {
      await tx
        .insert(coachDateExceptions)
        .values(exceptions.map((e) => ({ coachId: viewer.id, date: e.date, ranges: e.ranges })));
    }
  });
  return { timeZone: input.timeZone, weekly, exceptions };
}
