import type { SearchSchemaInput } from "@tanstack/react-router";

export interface CoursesSearch {
  /** The selected course, so a link (the dashboard's Continue) and a reload keep it open. */
  course?: number;
}

/** `/courses?course=<id>`: a positive whole number, anything else is ignored. */
export function validateCoursesSearch(search: CoursesSearch & SearchSchemaInput): CoursesSearch {
  const course = Number(search.course);
  return Number.isSafeInteger(course) && course > 0 ? { course } : {};
}
