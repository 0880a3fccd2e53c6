import {
  and,
  asc,
  businesses,
  checkIns,
  desc,
  eq,
  goals,
  gte,
  inArray,
  lte,
  sql,
  users,
  type Database,
} from "@scalemsp/db";
import {
  CHECK_IN_DEFAULT_WEEKS,
  CHECK_IN_MESSAGES,
  CHECK_IN_RANGE_MAX_WEEKS,
  MESSAGES,
  isoWeeksBetween,
  quarterOfWeek,
  shiftIsoWeek,
  weekStartLabel,
  type checkInCommentInput,
  type checkInInput,
  type checkInListInput,
  type checkInWeekInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import type { SessionUser, ViewerBusiness } from "../../context";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { enqueueEmail } from "../email/outbox";
import { preparedStatement } from "../prepared";
import { iso, isoOrNull } from "../serialize";
import { coachCalendar, coachCalendarIn } from "./coach-calendar";

/**
 * Contract §15 'weekly check-in': once per ISO week (the coach's zone) the owner, or a member
 * the owner allows, answers `{wins, blockers, focus, confidence}`; it can be replaced until the
 * week ends; the coach may comment, which the business sees and is told of by e-mail.
 */

/** Who is asking, as far as check-ins are concerned. */
export interface CheckInViewer {
  userId: number;
  /** The business's one owner (contract §14). */
  isOwner: boolean;
  /** Their business, as read with the session. */
  business: Pick<ViewerBusiness, "id" | "name" | "membersMayCheckIn"> | null;
  /** The zone whose ISO weeks the check-ins are of, as read with the session. */
  coachTimeZone: string;
}

export const checkInViewerOf = (user: SessionUser): CheckInViewer => ({
  userId: user.id,
  isOwner: user.isOwner,
  business: user.business,
  coachTimeZone: user.coachTimeZone,
});

type CheckInRow = typeof checkIns.$inferSelect;
type Author = { id: number; firstName: string; lastName: string } | null;

export function toCheckIn(row: CheckInRow, author: Author) {
  return {
    id: row.id,
    week: row.week,
    wins: row.wins,
    blockers: row.blockers,
    focus: row.focus,
    confidence: row.confidence,
    author: author ? { id: author.id, name: `${author.firstName} ${author.lastName}`.trim() } : null,
    comment: row.comment,
    commentedAt: isoOrNull(row.commentedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type CheckInAnswer = ReturnType<typeof toCheckIn>;

/** Check-ins with their authors. */
const withAuthors = (db: Database) =>
  db
    .select({
      row: checkIns,
      authorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(checkIns)
    .leftJoin(users, eq(users.id, checkIns.authorId));

type CheckInWithAuthor = Awaited<ReturnType<typeof withAuthors>>[number];

const toAnswers = (rows: CheckInWithAuthor[]) =>
  rows.map(({ row, authorId, firstName, lastName }) =>
    toCheckIn(row, authorId === null ? null : { id: authorId, firstName: firstName!, lastName: lastName! }),
  );

/** Check-ins with their authors, newest week first. */
async function checkInsWhere(db: Database, where: ReturnType<typeof and>, limit?: number) {
  const query = withAuthors(db).where(where).orderBy(desc(checkIns.week));
  return toAnswers(await (limit === undefined ? query : query.limit(limit)));
}

/** The business's newest two check-ins up to a week: the week's own and the one before it (the dashboard's). */
const latestTwoStatement = preparedStatement((db, _variant: "up-to-week") =>
  withAuthors(db)
    .where(
      and(
        eq(checkIns.businessId, sql.placeholder("businessId")),
        lte(checkIns.week, sql.placeholder("week")),
      ),
    )
    .orderBy(desc(checkIns.week))
    .limit(2)
    .prepare("latest_two_check_ins"),
);

/** The viewer's business and whether its members may check in; 403 for a user without one. */
function viewerBusiness(viewer: Pick<CheckInViewer, "business">) {
  if (!viewer.business) throw forbidden(CHECK_IN_MESSAGES.noBusiness);
  return viewer.business;
}

const mayCheckIn = (viewer: CheckInViewer, business: { membersMayCheckIn: boolean }) =>
  viewer.isOwner || business.membersMayCheckIn;

type WeekGoal = { id: number; title: string };

const goalsOfQuarterStatement = preparedStatement((db, _variant: "of-quarter") =>
  db
    .select({ id: goals.id, title: goals.title })
    .from(goals)
    .where(
      and(eq(goals.businessId, sql.placeholder("businessId")), eq(goals.quarter, sql.placeholder("quarter"))),
    )
    .orderBy(asc(goals.createdAt), asc(goals.id))
    .prepare("goals_of_quarter"),
);

/** The goals a week's check-in asks about: its business's, of the quarter its Thursday falls in. */
async function goalsOfWeek(db: Database, businessId: number, week: string): Promise<WeekGoal[]> {
  return goalsOfQuarterStatement(db, "of-quarter").execute({ businessId, quarter: quarterOfWeek(week) });
}

/** `GET /api/check-ins?from=&to=`: the business's check-ins of those weeks (inclusive), newest first. */
export async function listCheckIns(
  db: Database,
  viewer: CheckInViewer,
  input: z.output<typeof checkInListInput>,
  now: Date,
) {
  const business = viewerBusiness(viewer);
  const current = coachCalendarIn(viewer.coachTimeZone, now).week.label;
  const to = input.to ?? (input.from && input.from > current ? input.from : current);
  const from = input.from ?? shiftIsoWeek(to, -(CHECK_IN_DEFAULT_WEEKS - 1));
  if (from > to) throw badRequest(CHECK_IN_MESSAGES.rangeReversed, "from");
  if (isoWeeksBetween(from, to) >= CHECK_IN_RANGE_MAX_WEEKS)
    throw badRequest(CHECK_IN_MESSAGES.rangeTooLong, "from");
  return checkInsWhere(
    db,
    and(eq(checkIns.businessId, business.id), gte(checkIns.week, from), lte(checkIns.week, to)),
  );
}

/** A week's view for the viewer: its check-in (or null), its goals, and what they may do. */
function weekView(
  viewer: CheckInViewer,
  business: { membersMayCheckIn: boolean },
  {
    week,
    current,
    checkIn,
    goals,
  }: { week: string; current: string; checkIn: CheckInAnswer | null; goals: WeekGoal[] },
) {
  const canCheckIn = mayCheckIn(viewer, business);
  return { week, checkIn, goals, editable: canCheckIn && week === current, canCheckIn };
}

/** `GET /api/check-ins/{week}`: the week's check-in (or null), its goals, and what the viewer may do. */
export async function readCheckInWeek(
  db: Database,
  viewer: CheckInViewer,
  input: z.output<typeof checkInWeekInput>,
  now: Date,
) {
  const business = viewerBusiness(viewer);
  const current = coachCalendarIn(viewer.coachTimeZone, now).week.label;
  const [[checkIn], weekGoals] = await Promise.all([
    checkInsWhere(db, and(eq(checkIns.businessId, business.id), eq(checkIns.week, input.week)), 1),
    goalsOfWeek(db, business.id, input.week),
  ]);
  return weekView(viewer, business, {
    week: input.week,
    current,
    checkIn: checkIn ?? null,
    goals: weekGoals,
  });
}

/** `GET /api/check-ins/current`: this week's view, when it ends, and the latest earlier check-in. */
export async function readCurrentCheckIn(db: Database, viewer: CheckInViewer, now: Date) {
  const business = viewerBusiness(viewer);
  const calendar = coachCalendarIn(viewer.coachTimeZone, now);
  const week = calendar.week.label;
  // This week's and the latest before it, in one read: the newest two up to this week.
  const [latest, weekGoals] = await Promise.all([
    latestTwoStatement(db, "up-to-week").execute({ businessId: business.id, week }).then(toAnswers),
    goalsOfWeek(db, business.id, week),
  ]);
  const checkIn = latest.find((answer) => answer.week === week) ?? null;
  const previous = latest.find((answer) => answer.week < week) ?? null;
  const view = weekView(viewer, business, { week, current: week, checkIn, goals: weekGoals });
  return { ...view, endsAt: iso(calendar.week.end), previous };
}

/**
 * `PUT /api/check-ins/{week}`: creates or replaces the business's check-in for this ISO week
 * (the coach's zone). One row per business and week whatever the concurrency: the unique
 * index takes the second of two PUTs at once as a replacement.
 */
export async function saveCheckIn(
  db: Database,
  viewer: CheckInViewer,
  input: z.output<typeof checkInInput>,
  now: Date,
) {
  const business = viewerBusiness(viewer);
  if (!mayCheckIn(viewer, business)) throw forbidden(CHECK_IN_MESSAGES.membersMayNot);
  const current = coachCalendarIn(viewer.coachTimeZone, now).week.label;
  if (input.week < current) throw conflict(CHECK_IN_MESSAGES.weekEnded);
  if (input.week > current) throw badRequest(CHECK_IN_MESSAGES.weekNotStarted, "week");
  const known = new Set((await goalsOfWeek(db, business.id, input.week)).map((goal) => String(goal.id)));
  if (Object.keys(input.confidence).some((id) => !known.has(id)))
    throw badRequest(CHECK_IN_MESSAGES.unknownGoal, "confidence");
  const answers = {
    wins: input.wins,
    blockers: input.blockers,
    focus: input.focus,
    confidence: input.confidence,
    authorId: viewer.userId,
    updatedAt: now,
  };
  const [row] = await db
    .insert(checkIns)
    .values({ businessId: business.id, week: input.week, ...answers, createdAt: now })
    .onConflictDoUpdate({ target: [checkIns.businessId, checkIns.week], set: answers })
    .returning();
  const [author] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, viewer.userId));
  return toCheckIn(row!, author ?? null);
}

/** `PATCH /api/business {membersMayCheckIn}`: the owner lets the team send the check-in, or not. */
export async function setMembersMayCheckIn(
  db: Database,
  viewer: Pick<CheckInViewer, "isOwner" | "business">,
  allow: boolean,
  now: Date,
) {
  if (!viewer.isOwner) throw forbidden(MESSAGES.forbidden);
  const business = viewerBusiness(viewer);
  await db
    .update(businesses)
    .set({ membersMayCheckIn: allow, updatedAt: now })
    .where(eq(businesses.id, business.id));
}

/** How many check-ins the coach's business page shows. */
const ADMIN_RECENT_CHECK_INS = 12;

/** `GET /api/admin/businesses/{id}/check-ins`: a business's latest check-ins, for the coach. */
export async function listBusinessCheckIns(db: Database, businessId: number, now: Date) {
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw notFound(MESSAGES.businessNotFound);
  const [calendar, list] = await Promise.all([
    coachCalendar(db, now),
    checkInsWhere(db, eq(checkIns.businessId, businessId), ADMIN_RECENT_CHECK_INS),
  ]);
  const ids = [...new Set(list.flatMap((checkIn) => Object.keys(checkIn.confidence).map(Number)))];
  const named =
    ids.length === 0
      ? []
      : await db
          .select({ id: goals.id, title: goals.title })
          .from(goals)
          .where(and(eq(goals.businessId, businessId), inArray(goals.id, ids)))
          .orderBy(asc(goals.id));
  return { business, currentWeek: calendar.week.label, checkIns: list, goals: named };
}

/**
 * `POST /api/admin/check-ins/{id}/comment`: the coach's comment, stored with the check-in (the
 * business sees it) and e-mailed to the business's owner and the check-in's author, in the
 * transaction of the change.
 */
export async function commentOnCheckIn(
  db: Database,
  coach: { id: number; firstName: string; lastName: string },
  input: z.output<typeof checkInCommentInput>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(checkIns)
      .set({ comment: input.comment, commentedById: coach.id, commentedAt: now })
      .where(eq(checkIns.id, input.id))
      .returning();
    if (!row) throw notFound(CHECK_IN_MESSAGES.notFound);
    const people = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        isOwner: users.isOwner,
        isActive: users.isActive,
      })
      .from(users)
      .where(eq(users.businessId, row.businessId));
    const author = people.find((person) => person.id === row.authorId) ?? null;
    const readers = people.filter(
      (person) => person.isActive && (person.isOwner || person.id === row.authorId),
    );
    const coachName = `${coach.firstName} ${coach.lastName}`.trim();
    for (const reader of readers) {
      await enqueueEmail(tx, {
        kind: "check-in-comment",
        to: reader.email,
        data: {
          firstName: reader.firstName,
          week: row.week,
          weekOf: weekStartLabel(row.week),
          coachName,
          comment: input.comment,
        },
      });
    }
    return toCheckIn(row, author);
  });
}
