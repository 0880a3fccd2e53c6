import {
  COURSE_MESSAGES,
  type CourseFilter,
  courseMatchesFilter,
  type CourseProgressCounts,
  type LessonStatus,
  PLAN_LEVELS,
  type PlanLevel,
} from "@scalemsp/validators";

/** What the course list needs of a module from `modules.list`. */
export interface CourseLike {
  id: number;
  requiredPlanLevel: PlanLevel;
  accessible: boolean;
  planLocked: boolean;
  subscriptionLocked: boolean;
}

/** The selected course with the counts of its loaded lessons (only its lessons are loaded). */
export interface SelectedCourse {
  id: number;
  counts: CourseProgressCounts;
}

/**
 * Spec §4: the filter is evaluated only for the selected course, whose lessons are loaded;
 * other accessible courses always pass. A locked course cannot be in progress or completed,
 * so it shows under All Courses only.
 */
export function courseIsListed(
  course: CourseLike,
  filter: CourseFilter,
  selected: SelectedCourse | null,
): boolean {
  if (filter === "all") return true;
  if (!course.accessible) return false;
  if (selected && selected.id === course.id) return courseMatchesFilter(filter, selected.counts);
  return true;
}

/** Courses grouped by required plan, in plan order (free, basic, pro, enterprise); empty groups left out. */
export function groupByPlan<T extends CourseLike>(
  courses: readonly T[],
): { level: PlanLevel; courses: T[] }[] {
  return PLAN_LEVELS.map((level) => ({
    level,
    courses: courses.filter((course) => course.requiredPlanLevel === level),
  })).filter((group) => group.courses.length > 0);
}

/** Spec §2: the badge of a course that cannot be opened; the plan lock wins over the subscription lock. */
export function lockBadge(course: CourseLike): string | null {
  if (course.accessible) return null;
  if (course.planLocked) return COURSE_MESSAGES.planUpgradeRequired;
  if (course.subscriptionLocked) return COURSE_MESSAGES.subscribeToAccess;
  return null;
}

/**
 * The completion button's label keeps the status the lesson had when its dialog opened: opening a
 * not-started lesson starts it in the background, and the button must not change under the pointer.
 */
export const completeButtonLabel = (statusWhenOpened: LessonStatus) =>
  statusWhenOpened === "not_started" ? "Start & Complete" : "Mark Completed";
