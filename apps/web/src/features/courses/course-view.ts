import {
  type CourseFilter,
  type CourseProgressCounts,
  type LessonContentType,
  type LessonStatus,
  PLAN_LEVELS,
  type PlanLevel,
  courseMatchesFilter,
} from "@scalemsp/validators";
import { COURSE_TEXTS } from "./texts";

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
  if (course.planLocked) return COURSE_TEXTS.planUpgradeRequired;
  if (course.subscriptionLocked) return COURSE_TEXTS.subscribeToAccess;
  return null;
}

export const LESSON_STATUS_LABELS: Record<LessonStatus, string> = {
  not_started: "Not Started",
  in_progress: "In Progress",
  completed: "Completed",
};

/**
 * The completion button's label keeps the status the lesson had when its dialog opened: opening a
 * not-started lesson starts it in the background, and the button must not change under the pointer.
 */
export const completeButtonLabel = (statusWhenOpened: LessonStatus) =>
  statusWhenOpened === "not_started" ? "Start & Complete" : "Mark Completed";

export const CONTENT_TYPE_LABELS: Record<LessonContentType, string> = {
  text: "Reading",
  video: "Video",
  pdf: "PDF",
  quiz: "Quiz",
  assessment: "Assessment",
};
