/**
 * The member area's rules as pure functions, shared by the server (which decides
 * access) and the web app (which shows it), so both read them the same way.
 */
import {
  LESSON_COMPLETE_PROGRESS,
  PLAN_LEVELS,
  RECOMMENDATIONS_COUNT,
  SIMILAR_MIN_WORD_LENGTH,
  SIMILAR_SCORE,
  SIMILAR_STOP_WORDS,
  planRank,
  type LessonStatus,
  type PlanLevel,
  type ResourceType,
} from "./constants";

// ---------------------------------------------------------------- access (contract §4, §6)

export interface SubscriptionWindow {
  isActive: boolean;
  accessStartDate: Date;
  accessEndDate: Date | null;
}

/** Active, started (start ≤ now) and not ended (no end, or an end later than now). */
export const isSubscriptionCurrent = (subscription: SubscriptionWindow, now: Date): boolean =>
  subscription.isActive &&
  subscription.accessStartDate.getTime() <= now.getTime() &&
  (subscription.accessEndDate === null || subscription.accessEndDate.getTime() > now.getTime());

export interface ModuleAccess {
  accessible: boolean;
  planLocked: boolean;
  subscriptionLocked: boolean;
}

export interface ModuleAccessInput {
  isAdmin: boolean;
  /** The member's business plan; a member without a business counts as `free`. */
  planLevel: PlanLevel;
  requiredPlanLevel: PlanLevel;
  /** Whether the business has a current subscription to the module (see isSubscriptionCurrent). */
  hasCurrentSubscription: boolean;
}

/** Contract §4. Admins see every module unlocked. */
export function moduleAccess(input: ModuleAccessInput): ModuleAccess {
  if (input.isAdmin) return { accessible: true, planLocked: false, subscriptionLocked: false };
  const planLocked = planRank(input.planLevel) < planRank(input.requiredPlanLevel);
  const subscriptionLocked = input.requiredPlanLevel !== "free" && !input.hasCurrentSubscription;
  return { accessible: !planLocked && !subscriptionLocked, planLocked, subscriptionLocked };
}

/** Contract §6: a resource above the member's plan is locked; admins are never locked out. */
export const isResourceLocked = (accessLevel: PlanLevel, planLevel: PlanLevel, isAdmin: boolean): boolean =>
  !isAdmin && planRank(accessLevel) > planRank(planLevel);

/** The access levels a plan opens, for queries that filter on them. */
export const plansWithin = (planLevel: PlanLevel): PlanLevel[] =>
  PLAN_LEVELS.filter((level) => planRank(level) <= planRank(planLevel));

// ---------------------------------------------------------------- course progress (spec §4)

export interface LessonProgressLike {
  status: LessonStatus;
  progress: number;
}

/** What a course's percent and filters need, computable in SQL as well as from a lesson list. */
export interface CourseProgressCounts {
  totalLessons: number;
  completedLessons: number;
  inProgressLessons: number;
  /** Sum of the progress (0–100) of the in-progress lessons. */
  inProgressSum: number;
}

export function courseProgressCounts(lessons: readonly LessonProgressLike[]): CourseProgressCounts {
  const counts: CourseProgressCounts = {
    totalLessons: lessons.length,
    completedLessons: 0,
    inProgressLessons: 0,
    inProgressSum: 0,
  };
  for (const lesson of lessons) {
    if (lesson.status === "completed") counts.completedLessons += 1;
    else if (lesson.status === "in_progress") {
      counts.inProgressLessons += 1;
      counts.inProgressSum += clampProgress(lesson.progress);
    }
  }
  return counts;
}

const clampProgress = (progress: number) => Math.min(Math.max(progress, 0), LESSON_COMPLETE_PROGRESS);

/**
 * Spec §4: the share of completed lessons plus the partial progress of in-progress
 * lessons, as a rounded percentage; 0 for a course without lessons.
 */
export function coursePercent(counts: CourseProgressCounts): number {
  if (counts.totalLessons <= 0) return 0;
  const done = counts.completedLessons + counts.inProgressSum / LESSON_COMPLETE_PROGRESS;
  return Math.min(100, Math.round((done / counts.totalLessons) * 100));
}

export const COURSE_FILTERS = ["all", "in_progress", "completed"] as const;
export type CourseFilter = (typeof COURSE_FILTERS)[number];

/** Spec §2: the courses page's filter tabs. */
export const COURSE_FILTER_LABELS: Record<CourseFilter, string> = {
  all: "All Courses",
  in_progress: "In Progress",
  completed: "Completed",
};

/**
 * Spec §4: In Progress = an in-progress lesson, or a percent strictly between 0 and 100;
 * Completed = a percent of 100, or any completed lesson. A course may match both.
 */
export function courseMatchesFilter(filter: CourseFilter, counts: CourseProgressCounts): boolean {
  if (filter === "all") return true;
  const percent = coursePercent(counts);
  if (filter === "in_progress") return counts.inProgressLessons > 0 || (percent > 0 && percent < 100);
  return percent === 100 || counts.completedLessons > 0;
}

// ---------------------------------------------------------------- recommendations (spec §9)

export interface RecommendableResource {
  id: number;
  title: string;
  description: string;
  type: ResourceType;
  categoryId: number | null;
  downloadCount: number;
}

const STOP_WORDS: ReadonlySet<string> = new Set(SIMILAR_STOP_WORDS);

/** The distinct, lower-cased words of a resource's title and description that count for Similar. */
export function significantWords(
  resource: Pick<RecommendableResource, "title" | "description">,
): Set<string> {
  const words = `${resource.title} ${resource.description}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return new Set(words.filter((word) => word.length >= SIMILAR_MIN_WORD_LENGTH && !STOP_WORDS.has(word)));
}

/** Spec §9: same type +5, same category +3, +1 per shared word longer than 3 characters. */
export function similarityScore(a: RecommendableResource, b: RecommendableResource): number {
  let score = 0;
  if (a.type === b.type) score += SIMILAR_SCORE.sameType;
  if (a.categoryId !== null && a.categoryId === b.categoryId) score += SIMILAR_SCORE.sameCategory;
  const wordsOfB = significantWords(b);
  for (const word of significantWords(a)) if (wordsOfB.has(word)) score += SIMILAR_SCORE.sharedWord;
  return score;
}

/** The highest-scoring other resources; ties keep the list's order. Nothing unrelated (score 0) is offered. */
export function similarResources<T extends RecommendableResource>(
  selected: RecommendableResource,
  all: readonly T[],
  count: number = RECOMMENDATIONS_COUNT,
): T[] {
  return all
    .filter((resource) => resource.id !== selected.id)
    .map((resource, index) => ({ resource, index, score: similarityScore(selected, resource) }))
    .filter((entry) => entry.score > 0)
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .slice(0, count)
    .map((entry) => entry.resource);
}

/** Spec §9: the most downloaded; ties keep the list's order. */
export function trendingResources<T extends RecommendableResource>(
  all: readonly T[],
  count: number = RECOMMENDATIONS_COUNT,
): T[] {
  return all
    .map((resource, index) => ({ resource, index }))
    .sort((x, y) => y.resource.downloadCount - x.resource.downloadCount || x.index - y.index)
    .slice(0, count)
    .map((entry) => entry.resource);
}

/** Spec §9: the first resource of each type, in the list's order. */
export function forYouResources<T extends RecommendableResource>(
  all: readonly T[],
  count: number = RECOMMENDATIONS_COUNT,
): T[] {
  const seen = new Set<ResourceType>();
  const picked: T[] = [];
  for (const resource of all) {
    if (seen.has(resource.type)) continue;
    seen.add(resource.type);
    picked.push(resource);
    if (picked.length === count) break;
  }
  return picked;
}
