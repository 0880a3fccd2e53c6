import {
  apiTokens,
  asc,
  coachingSessions,
  consultationRequests,
  eq,
  groupSessionSeats,
  lessonAttempts,
  lessonProgress,
  lessons,
  modules,
  newsletterSubscriptions,
  sessions,
  users,
  type Database,
} from "@scalemsp/db";
import { getBusiness } from "../accounts";
import { entriesOf } from "../scorecard/entries";
import { iso, isoOrNull, toPublicUser } from "../serialize";
import { userColumns } from "../user-columns";

export interface ExportViewer {
  id: number;
  email: string;
  isOwner: boolean;
  businessId: number | null;
}

/**
 * `GET /api/user/export` (contract §11): everything stored about the caller, for a privacy
 * request. Secrets are left out (password hash, the stored form of session and API tokens,
 * calendar feed secrets) and so are the coach's private notes, which are the coach's, not the
 * member's. The business's monthly figures come only to its owner.
 */
export async function exportAccount(db: Database, viewer: ExportViewer, now: Date) {
  const owner = viewer.isOwner;
  const [
    [profile],
    business,
    progress,
    attempts,
    bookedSessions,
    groupSeats,
    signIns,
    tokens,
    newsletter,
    consultations,
    figures,
  ] = await Promise.all([
    db.select(userColumns).from(users).where(eq(users.id, viewer.id)),
    viewer.businessId === null ? null : getBusiness(db, viewer.businessId),
    db
      .select({
        course: modules.title,
        lesson: lessons.title,
        status: lessonProgress.status,
        progress: lessonProgress.progress,
        completedAt: lessonProgress.completedAt,
      })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .innerJoin(modules, eq(modules.id, lessonProgress.moduleId))
      .where(eq(lessonProgress.userId, viewer.id))
      .orderBy(asc(lessonProgress.id)),
    db
      .select({
        lesson: lessons.title,
        score: lessonAttempts.score,
        maxScore: lessonAttempts.maxScore,
        passed: lessonAttempts.passed,
        areas: lessonAttempts.areas,
        answers: lessonAttempts.answers,
        createdAt: lessonAttempts.createdAt,
      })
      .from(lessonAttempts)
      .innerJoin(lessons, eq(lessons.id, lessonAttempts.lessonId))
      .where(eq(lessonAttempts.userId, viewer.id))
      .orderBy(asc(lessonAttempts.id)),
    db
      .select({
        kind: coachingSessions.kind,
        title: coachingSessions.title,
        topic: coachingSessions.topic,
        status: coachingSessions.status,
        startsAt: coachingSessions.startsAt,
        endsAt: coachingSessions.endsAt,
        sharedNotes: coachingSessions.sharedNotes,
        cancelledAt: coachingSessions.cancelledAt,
        cancelReason: coachingSessions.cancelReason,
      })
      .from(coachingSessions)
      .where(eq(coachingSessions.bookedById, viewer.id))
      .orderBy(asc(coachingSessions.startsAt)),
    db
      .select({
        title: coachingSessions.title,
        startsAt: coachingSessions.startsAt,
        joinedAt: groupSessionSeats.joinedAt,
        leftAt: groupSessionSeats.leftAt,
      })
      .from(groupSessionSeats)
      .innerJoin(coachingSessions, eq(coachingSessions.id, groupSessionSeats.sessionId))
      .where(eq(groupSessionSeats.userId, viewer.id))
      .orderBy(asc(coachingSessions.startsAt)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, viewer.id))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        name: apiTokens.name,
        createdAt: apiTokens.createdAt,
        lastUsedAt: apiTokens.lastUsedAt,
        revokedAt: apiTokens.revokedAt,
      })
      .from(apiTokens)
      .where(eq(apiTokens.userId, viewer.id)),
    db
      .select({
        status: newsletterSubscriptions.status,
        createdAt: newsletterSubscriptions.createdAt,
        unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
      })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, viewer.email)),
    db
      .select({
        firstName: consultationRequests.firstName,
        lastName: consultationRequests.lastName,
        company: consultationRequests.company,
        employees: consultationRequests.employees,
        message: consultationRequests.message,
        createdAt: consultationRequests.createdAt,
      })
      .from(consultationRequests)
      .where(eq(consultationRequests.email, viewer.email))
      .orderBy(asc(consultationRequests.id)),
    owner && viewer.businessId !== null ? entriesOf(db, viewer.businessId) : null,
  ]);

  return {
    exportedAt: iso(now),
    profile: toPublicUser(profile!),
    business,
    progress: progress.map((row) => ({ ...row, completedAt: isoOrNull(row.completedAt) })),
    quizAttempts: attempts.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    coachingSessions: bookedSessions.map((row) => ({
      ...row,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      cancelledAt: isoOrNull(row.cancelledAt),
    })),
    groupSessions: groupSeats.map((row) => ({
      ...row,
      startsAt: iso(row.startsAt),
      joinedAt: iso(row.joinedAt),
      leftAt: isoOrNull(row.leftAt),
    })),
    signIns: signIns.map((row) => ({ createdAt: iso(row.createdAt), expiresAt: iso(row.expiresAt) })),
    apiTokens: tokens.map((row) => ({
      name: row.name,
      createdAt: iso(row.createdAt),
      lastUsedAt: isoOrNull(row.lastUsedAt),
      revokedAt: isoOrNull(row.revokedAt),
    })),
    newsletter: newsletter.map((row) => ({
      status: row.status,
      createdAt: iso(row.createdAt),
      unsubscribedAt: isoOrNull(row.unsubscribedAt),
    })),
    consultationRequests: consultations.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    ...(figures ? { monthlyFigures: figures } : {}),
  };
}

/** The download's file name: the product's data of this account on this day. */
export const exportFileName = (now: Date) => `account-data-${iso(now).slice(0, 10)}.json`;
