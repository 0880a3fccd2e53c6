import {
  and,
  asc,
  businesses,
  coachingSessions,
  consultationRequests,
  count,
  eq,
  gte,
  lt,
  newsletterSubscriptions,
  users,
  type Database,
} from "@scalemsp/db";
import { ADMIN_OVERVIEW_DAYS, PLAN_LEVELS, type PlanLevel } from "@scalemsp/validators";
import { countNewGuideLeads } from "../guides";

const DAY_MS = 86_400_000;

/**
 * The top of /admin: leads of the last seven days (guide downloads as decision 047 counts them), active members by their business's plan, and
 * the booked sessions of the next seven days (the first few by time).
 */
export async function getAdminOverview(db: Database, now: Date) {
  const weekAgo = new Date(now.getTime() - ADMIN_OVERVIEW_DAYS * DAY_MS);
  const weekAhead = new Date(now.getTime() + ADMIN_OVERVIEW_DAYS * DAY_MS);

  const [[consultations], [subscribers], guides, members, [sessions], next] = await Promise.all([
    db.select({ n: count() }).from(consultationRequests).where(gte(consultationRequests.createdAt, weekAgo)),
    db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(
        and(gte(newsletterSubscriptions.createdAt, weekAgo), eq(newsletterSubscriptions.status, "active")),
      ),
    countNewGuideLeads(db, weekAgo),
    db
      .select({ plan: businesses.planLevel, n: count() })
      .from(users)
      .innerJoin(businesses, eq(users.businessId, businesses.id))
      .where(and(eq(users.isActive, true), eq(businesses.isActive, true)))
      .groupBy(businesses.planLevel),
    db.select({ n: count() }).from(coachingSessions).where(upcoming(now, weekAhead)),
    db
      .select({ startsAt: coachingSessions.startsAt })
      .from(coachingSessions)
      .where(upcoming(now, weekAhead))
      .orderBy(asc(coachingSessions.startsAt))
      .limit(1),
  ]);

  const byPlan = new Map<PlanLevel, number>(members.map((row) => [row.plan, Number(row.n)]));
  return {
    newLeads: {
      consultations: Number(consultations?.n ?? 0),
      subscribers: Number(subscribers?.n ?? 0),
      guideDownloads: guides,
    },
    activeMembers: PLAN_LEVELS.map((plan) => ({ plan, count: byPlan.get(plan) ?? 0 })),
    upcomingSessions: {
      count: Number(sessions?.n ?? 0),
      nextStartsAt: next[0]?.startsAt.toISOString() ?? null,
    },
  };
}

const upcoming = (from: Date, to: Date) =>
  and(
    eq(coachingSessions.status, "booked"),
    gte(coachingSessions.startsAt, from),
    lt(coachingSessions.startsAt, to),
  );
