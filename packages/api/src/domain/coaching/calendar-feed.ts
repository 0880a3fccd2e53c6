import { randomBytes } from "node:crypto";
import {
  and,
  asc,
  calendarFeeds,
  coachingSessions,
  eq,
  gte,
  groupSessionSeats,
  inArray,
  isNull,
  or,
  users,
  type Database,
} from "@scalemsp/db";
import { COACHING_MESSAGES, SESSION_KIND_LABELS } from "@scalemsp/validators";
import { isAdmin } from "../../access";
import type { SessionUser } from "../../context";
import { notFound } from "../../errors";
import { feedFile, type CalendarEvent, type CalendarPerson } from "./icalendar";
import {
  leadsOf,
  meetingUrlVisible,
  sessionTitle,
  sessionWithPeople,
  type SessionWithPeople,
} from "./session-views";

/**
 * Each member's and coach's secret calendar feed (contract §10 'calendar', §13 'calendar
 * feed'): a URL with a random token that Google Calendar or Outlook polls.
 */

const FEED_HISTORY_MS = 90 * 86_400_000;

export const feedUrl = (publicOrigin: string, token: string) =>
  `${publicOrigin.replace(/\/+$/, "")}/api/calendar/${token}.ics`;

const newToken = () => randomBytes(24).toString("base64url");

export async function getCalendarFeed(db: Database, viewer: SessionUser, publicOrigin: string) {
  await db.insert(calendarFeeds).values({ userId: viewer.id, token: newToken() }).onConflictDoNothing();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, viewer.id));
  return { feedUrl: feedUrl(publicOrigin, row!.token) };
}

/** A new secret: the old URL stops answering at once. */
export async function resetCalendarFeed(db: Database, viewer: SessionUser, publicOrigin: string, now: Date) {
  const token = newToken();
  await db
    .insert(calendarFeeds)
    .values({ userId: viewer.id, token, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: now } });
  return { feedUrl: feedUrl(publicOrigin, token) };
}

/** The people a session's calendar event names besides the coach. */
export function attendeesOf(row: SessionWithPeople, lead: CalendarPerson | null): CalendarPerson[] {
  if (lead) return [lead];
  if (row.bookedByEmail)
    return [{ name: `${row.bookedByFirstName} ${row.bookedByLastName}`.trim(), email: row.bookedByEmail }];
  return [];
}

export function calendarEventOf(
  row: SessionWithPeople,
  options: { lead: CalendarPerson | null; siteUrl: string | null; now: Date; description?: string },
): CalendarEvent {
  const s = row.session;
  const link = meetingUrlVisible(s, options.now) ? row.coachMeetingUrl : null;
  const lines = [
    `${SESSION_KIND_LABELS[s.kind]} with ${row.coachName}.`,
    s.topic ? `Topic: ${s.topic}` : null,
    link ? `Join: ${link}` : "The meeting link is shown from 24 hours before the start.",
    options.description ?? null,
  ];
  return {
    uid: s.uid,
    sequence: s.sequence,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    title: `${sessionTitle(s)} with ${row.coachName}`,
    description: lines.filter((l): l is string => l !== null).join("\n"),
    location: link,
    url: options.siteUrl,
    organizer: { name: row.coachName, email: row.coachEmail },
    attendees: attendeesOf(row, options.lead),
    cancelled: s.status === "cancelled",
  };
}

/** The feed's text for a token, or 404: a coach's own sessions, or what a member booked or joined. */
export async function calendarFeedFile(
  db: Database,
  token: string,
  context: { brand: string; publicOrigin: string },
  now: Date,
): Promise<string> {
  const [owner] = await db
    .select({ id: users.id, role: users.role, isActive: users.isActive })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.token, token));
  if (!owner || !owner.isActive) throw notFound(COACHING_MESSAGES.sessionNotFound);
  const seated = db
    .select({ id: groupSessionSeats.sessionId })
    .from(groupSessionSeats)
    .where(and(eq(groupSessionSeats.userId, owner.id), isNull(groupSessionSeats.leftAt)));
  const mine = isAdmin(owner)
    ? or(eq(coachingSessions.coachId, owner.id), eq(coachingSessions.bookedById, owner.id))
    : or(eq(coachingSessions.bookedById, owner.id), inArray(coachingSessions.id, seated));
  const rows = await sessionWithPeople(db)
    .where(and(mine, gte(coachingSessions.startsAt, new Date(now.getTime() - FEED_HISTORY_MS))))
    .orderBy(asc(coachingSessions.startsAt));
  const leadById = await leadsOf(db, rows);
  const siteUrl = `${context.publicOrigin.replace(/\/+$/, "")}/${isAdmin(owner) ? "admin/calendar" : "sessions"}`;
  const events = rows.map((row) =>
    calendarEventOf(row, {
      lead: row.session.consultationRequestId
        ? (leadById.get(row.session.consultationRequestId) ?? null)
        : null,
      siteUrl,
      now,
    }),
  );
  return feedFile(context.brand, `${context.brand} coaching sessions`, events, now);
}
