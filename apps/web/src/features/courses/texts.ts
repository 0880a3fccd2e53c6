/** The courses page's texts of spec §2, §8 (word for word where the spec gives them). */
export const COURSE_TEXTS = {
  empty: "No courses are available for your current plan. Please contact support for more information.",
  loadFailedTitle: "Error Loading Courses",
  loadFailedText: "The courses could not be loaded. Please try again.",
  lessonsFailed: "Error loading lessons. Please try again.",
  retry: "Retry",
  lessonCompletedTitle: "Lesson Completed",
  lessonCompletedText: "Your progress has been updated.",
  progressFailed: "Failed to update your progress.",
  planUpgradeRequired: "Plan Upgrade Required",
  subscribeToAccess: "Subscribe to Access",
} as const;

export const COURSE_FILTER_LABELS = {
  all: "All Courses",
  in_progress: "In Progress",
  completed: "Completed",
} as const;
