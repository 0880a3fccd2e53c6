/**
 * Texts of the admin content tabs. Spec §8 fixes the toast titles ('Module Created', ...),
 * the failure texts ('Failed to create module: {message}') and the load errors; the rest
 * are the ones the spec leaves open.
 */
export type ContentEntity = "module" | "lesson" | "subscription" | "resource" | "category";
export type ContentAction = "create" | "update";

const TITLES: Record<ContentEntity, string> = {
  module: "Module",
  lesson: "Lesson",
  subscription: "Subscription",
  resource: "Resource",
  category: "Category",
};

/** 'Module Created', 'Lesson Updated', ... */
export const doneTitle = (entity: ContentEntity, action: ContentAction) =>
  `${TITLES[entity]} ${action === "create" ? "Created" : "Updated"}`;

/** 'Failed to create module: {message}' and its siblings, word for word. */
export const failedText = (entity: ContentEntity, action: ContentAction, message: string) =>
  `Failed to ${action} ${entity}: ${message}`;

/** The body of a status-change toast: 'The module is now active.' */
export const statusText = (entity: ContentEntity, isActive: boolean) =>
  `The ${entity} is now ${isActive ? "active" : "inactive"}.`;

export const CONTENT_TEXTS = {
  error: "Error",
  errorLoadingModules: "Error Loading Modules",
  errorLoadingLessons: "Error Loading Lessons",
  errorLoadingSubscriptions: "Error Loading Subscriptions",
  errorLoadingBusinesses: "Error loading businesses",
  errorLoadingResources: "Error Loading Resources",
  errorLoadingCategories: "Error Loading Categories",
  errorLoadingConsultations: "Error Loading Consultation Requests",
  errorLoadingSubscribers: "Error Loading Subscribers",
  updateFailed: "Update Failed",
  exportFailed: "Export Failed",
  leadUpdated: "Lead Updated",
  noteSaved: "The note has been saved.",
  statusSet: (label: string) => `The status is now ${label}.`,
  uploadFailed: "Upload Failed",
} as const;
