import { LESSON_STATUSES, RESOURCE_TYPES } from "./constants";

// Apart from messages.ts, so that a page using none of these texts loads none of them.

/** The member area's course and progress calls. */
export const COURSE_MESSAGES = {
  invalidModuleId: "Please choose a valid course",
  invalidLessonId: "Please choose a valid lesson",
  moduleNotFound: "Course not found",
  lessonNotInModule: "This lesson is not part of the chosen course",
  planLocked: "This course needs a higher plan. Please upgrade your plan to access it.",
  subscriptionLocked: "Your business needs an active subscription to this course to access it.",
  progressRange: "Progress must be a whole number from 0 to 100",
  statusInvalid: `Status must be one of: ${LESSON_STATUSES.join(", ")}`,

  // The courses page (spec §2 and §8).
  empty: "No courses are available for your current plan. Please contact support for more information.",
  loadFailedTitle: "Error Loading Courses",
  loadFailedText: "The courses could not be loaded. Please try again.",
  lessonsFailed: "Error loading lessons. Please try again.",
  lessonCompletedTitle: "Lesson Completed",
  lessonCompletedText: "Your progress has been updated.",
  progressFailed: "Failed to update your progress.",
  planUpgradeRequired: "Plan Upgrade Required",
  subscribeToAccess: "Subscribe to Access",
} as const;

/** The member area's resource calls. */
export const RESOURCE_MESSAGES = {
  invalidResourceId: "Please choose a valid resource",
  invalidType: `Type must be one of: ${RESOURCE_TYPES.join(", ")}`,
  resourceNotFound: "Resource not found",
  upgradeToDownload: "This resource is available on a higher plan. Please upgrade your plan to download it.",
  downloadStarted: "Download started",

  // The resources page (spec §2 and §8).
  searchPlaceholder: "Search resources...",
  featured: "Featured Resources",
  empty: "No resources found. Try adjusting your filters.",
  clearFilters: "Clear filters",
  showMore: "Show more resources",
  loadFailedTitle: "Error Loading Resources",
  loadFailedText: "There was an error loading the resources. Please try again later.",
  downloadStartedTitle: "Download Started",
  downloadFailed: "Download Failed",
  downloadFailedFallback: "Unable to download the resource.",
  downloadRefused: "Failed to download resource",
} as const;
