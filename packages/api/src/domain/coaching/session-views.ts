import { alias } from "drizzle-orm/pg-core";
import {
  coachProfiles,
  coachingSessions,
  consultationRequests,
  eq,
  inArray,
  sql,
  users,
  type Database,
} from "@scalemsp/db";
import { COACHING_RULES, SESSION_KIND_LABELS, type SessionKind } from "@scalemsp/validators";
import type { SQL } from "drizzle-orm";
import { mayChangeSession } from "../../access";
import { iso } from "../serialize";
import { sanitizeLessonHtml } from "../shared/lesson-html";
import type { SessionRow } from "./session-row";

/**
 * A session as members and the coach read it, in one query with its coach and who
 * booked it. What a member may do with it is decided here (the web app only shows it).
 */

const HOUR = 3_600_000;
const coachUser = alias(users, "coach_user");
const bookedByUser = alias(users, "booked_by_user");

export const sessionWithPeople = (db: Database) =>
  db
    .select({
      session: coachingSessions,
      coachName: sql<string>`coalesce(${coachProfiles.displayName}, ${coachUser.firstName} || ' ' || ${coachUser.lastName})`,
      coachPhotoUrl: coachProfiles.photoUrl,
      coachMeetingUrl: coachProfiles.meetingUrl,
      coachEmail: coachUser.email,
      coachTimeZone: coachProfiles.timeZone,
      bookedByFirstName: bookedByUser.firstName,
      bookedByLastName: bookedByUser.lastName,
      bookedByEmail: bookedByUser.email,
      /** The zone the member who booked it reads times in (their account's); null until set. */
      bookedByTimeZone: bookedByUser.timeZone,
    })
    .from(coachingSessions)
    .innerJoin(coachUser, eq(coachUser.id, coachingSessions.coachId))
    .leftJoin(coachProfiles, eq(coachProfiles.userId, coachingSessions.coachId))
    .leftJoin(bookedByUser, eq(bookedByUser.id, coachingSessions.bookedById));

export type SessionWithPeople = Awaited<ReturnType<ReturnType<typeof sessionWithPeople>["where"]>>[number];

export async function loadSessionWithPeople(
  db: Database,
  where: SQL,
): Promise<SessionWithPeople | undefined> {
  const [row] = await sessionWithPeople(db).where(where);
  return row;
}

/** The consultation requests (leads) behind the strategy sessions among the rows, by id. */
export async function leadsOf(db: Database, rows: readonly SessionWithPeople[]) {
  const ids = rows.flatMap((r) => (r.session.consultationRequestId ? [r.session.consultationRequestId] : []));
  const leads =
    ids.length === 0
      ? []
      : await db
          .select({
            id: consultationRequests.id,
            firstName: consultationRequests.firstName,
            lastName: consultationRequests.lastName,
            email: consultationRequests.email,
            company: consultationRequests.company,
          })
          .from(consultationRequests)
          .where(inArray(consultationRequests.id, ids));
  return new Map(leads.map((l) => [l.id, { ...l, name: `${l.firstName} ${l.lastName}`.trim() }]));
}
export type Lead = NonNullable<ReturnType<Awaited<ReturnType<typeof leadsOf>>["get"]>>;

/** A session's title: the group's own, or its kind's. */
export const sessionTitle = (session: Pick<SessionRow, "kind" | "title">) =>
  session.title ?? defaultTitle(session.kind);

const defaultTitle = (kind: SessionKind) =>
  kind === "one_to_one" ? "One-to-one coaching session" : SESSION_KIND_LABELS[kind];

/** Contract §10: the meeting link shows from 24 hours before the start until the end. */
export const meetingUrlVisible = (session: Pick<SessionRow, "status" | "startsAt" | "endsAt">, now: Date) =>
  session.status === "booked" &&
  now.getTime() >= session.startsAt.getTime() - COACHING_RULES.meetingLinkVisibleHours * HOUR &&
  now < session.endsAt;

export interface ViewerRelation {
  viewer: { id: number; isOwner: boolean };
  /** For a group occurrence: seats taken and whether the viewer holds one. */
  group?: { seatsTaken: number; joined: boolean };
}

export function toMemberSession(row: SessionWithPeople, relation: ViewerRelation, now: Date) {
  const s = row.session;
  const upcoming = s.status === "booked" && s.startsAt > now;
  const mayChange = upcoming && s.kind !== "group" && mayChangeSession(relation.viewer, s);
  return {
    id: s.id,
    kind: s.kind,
    title: sessionTitle(s),
    startsAt: iso(s.startsAt),
    endsAt: iso(s.endsAt),
    status: s.status,
    coach: { id: s.coachId, name: row.coachName, photoUrl: row.coachPhotoUrl },
    meetingUrl: meetingUrlVisible(s, now) ? row.coachMeetingUrl : null,
    topic: s.topic,
    bookedBy:
      s.bookedById !== null && row.bookedByFirstName !== null
        ? { id: s.bookedById, name: `${row.bookedByFirstName} ${row.bookedByLastName ?? ""}`.trim() }
        : null,
    // Sanitized as stored, and again here: notes kept before they were rich text included.
    sharedNotes: sanitizeLessonHtml(s.sharedNotes),
    capacity: s.capacity,
    seatsLeft:
      relation.group && s.capacity !== null ? Math.max(0, s.capacity - relation.group.seatsTaken) : null,
    joined: relation.group?.joined ?? false,
    canCancel: mayChange,
    canReschedule: mayChange,
    canLeave: s.kind === "group" && upcoming && (relation.group?.joined ?? false),
    /** Cancelling now gives the allowance back (24 hours or more ahead). */
    cancelReturnsAllowance: s.startsAt.getTime() - now.getTime() >= COACHING_RULES.refundNoticeHours * HOUR,
  };
}
export type MemberSession = ReturnType<typeof toMemberSession>;
