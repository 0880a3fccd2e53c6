/**
 * The REST mirror of spec §7 and contract §8: one row a path, naming the tRPC
 * procedure that answers it. The handler adds nothing of its own: path
 * parameters and the query or body become the procedure's input.
 */
export interface RestRoute {
  method: "GET" | "POST" | "PATCH";
  /** In the spec's own form: `/api/modules/{id}/lessons`. */
  path: string;
  /** Dotted tRPC path: `modules.lessons`. */
  procedure: string;
  /** Success status; 200 unless named. */
  status?: 200 | 201 | 204;
  summary: string;
}

export const restRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/api/register",
    procedure: "auth.register",
    status: 201,
    summary: "Create a business and its owner, and sign in",
  },
  { method: "POST", path: "/api/login", procedure: "auth.login", summary: "Sign in" },
  { method: "POST", path: "/api/logout", procedure: "auth.logout", summary: "Sign out" },
  { method: "GET", path: "/api/user", procedure: "auth.me", summary: "The signed-in user" },
  {
    method: "GET",
    path: "/api/business",
    procedure: "auth.business",
    summary: "The signed-in user's business",
  },
  {
    method: "GET",
    path: "/api/modules",
    procedure: "modules.list",
    summary: "Courses with the caller's access",
  },
  {
    method: "GET",
    path: "/api/modules/{id}/lessons",
    procedure: "modules.lessons",
    summary: "The lessons of an accessible course, with the caller's progress",
  },
  {
    method: "POST",
    path: "/api/progress",
    procedure: "progress.update",
    summary: "Save progress on a lesson",
  },
  {
    method: "GET",
    path: "/api/progress/summary",
    procedure: "progress.summary",
    summary: "The caller's progress per started course",
  },
  {
    method: "GET",
    path: "/api/resources",
    procedure: "resources.list",
    summary: "Active resources, newest first; optional ?type=",
  },
  {
    method: "POST",
    path: "/api/resources/{id}/download",
    procedure: "resources.download",
    summary: "Count a download and hand out the file",
  },
  {
    method: "POST",
    path: "/api/newsletter",
    procedure: "newsletter.subscribe",
    summary: "Subscribe an e-mail to the newsletter (a repeat answers the same)",
  },
  {
    method: "POST",
    path: "/api/newsletter/unsubscribe",
    procedure: "newsletter.unsubscribe",
    status: 204,
    summary: "Unsubscribe by the token of the subscriber's link; a used token answers 204 too",
  },
  {
    method: "POST",
    path: "/api/contact",
    procedure: "contact.submit",
    status: 201,
    summary: "Request a free consultation",
  },
  // ---- admin: businesses, users, courses, subscriptions, brand (spec §7, contract §8)
  {
    method: "GET",
    path: "/api/admin/businesses",
    procedure: "admin.businesses.list",
    summary: "Every business with its owner and user count",
  },
  {
    method: "GET",
    path: "/api/admin/businesses/{id}",
    procedure: "admin.businesses.get",
    summary: "A business with its owner, users and subscriptions",
  },
  {
    method: "PATCH",
    path: "/api/admin/businesses/{id}",
    procedure: "admin.businesses.update",
    summary: "Change a business's status, plan or details; deactivation ends its users' sessions",
  },
  {
    method: "GET",
    path: "/api/admin/businesses/{id}/subscriptions",
    procedure: "admin.businesses.subscriptions",
    summary: "A business's module subscriptions, with module titles",
  },
  {
    method: "POST",
    path: "/api/admin/businesses/{id}/subscriptions",
    procedure: "admin.businesses.addSubscription",
    status: 201,
    summary: "Subscribe a business to a module",
  },
  {
    method: "PATCH",
    path: "/api/admin/subscriptions/{id}",
    procedure: "admin.subscriptions.update",
    summary: "Change a subscription's status or access window",
  },
  {
    method: "GET",
    path: "/api/admin/users",
    procedure: "admin.users.list",
    summary: "Every user with their business",
  },
  {
    method: "GET",
    path: "/api/admin/users/{id}",
    procedure: "admin.users.get",
    summary: "A user with their business",
  },
  {
    method: "PATCH",
    path: "/api/admin/users/{id}",
    procedure: "admin.users.update",
    summary: "Change a user's status, role or names; deactivation ends their sessions",
  },
  {
    method: "POST",
    path: "/api/admin/users/{id}/reset-link",
    procedure: "admin.users.resetLink",
    summary: "A one-time password reset link, valid for an hour",
  },
  {
    method: "GET",
    path: "/api/admin/modules",
    procedure: "admin.modules.list",
    summary: "Every module, inactive ones too",
  },
  {
    method: "POST",
    path: "/api/admin/modules",
    procedure: "admin.modules.create",
    status: 201,
    summary: "Create a module",
  },
  {
    method: "PATCH",
    path: "/api/admin/modules/{id}",
    procedure: "admin.modules.update",
    summary: "Change a module",
  },
  {
    method: "GET",
    path: "/api/admin/modules/{id}/lessons",
    procedure: "admin.modules.lessons",
    summary: "Every lesson of a module, inactive ones too",
  },
  {
    method: "POST",
    path: "/api/admin/modules/{id}/lessons",
    procedure: "admin.modules.addLesson",
    status: 201,
    summary: "Add a lesson to a module",
  },
  {
    method: "PATCH",
    path: "/api/admin/lessons/{id}",
    procedure: "admin.lessons.update",
    summary: "Change a lesson",
  },
  {
    method: "GET",
    path: "/api/admin/settings",
    procedure: "admin.settings.get",
    summary: "Brand settings and their defaults",
  },
  {
    method: "PATCH",
    path: "/api/admin/settings",
    procedure: "admin.settings.update",
    summary: "Change brand settings; null goes back to the default",
  },
  {
    method: "POST",
    path: "/api/reset-password",
    procedure: "auth.resetPassword",
    status: 204,
    summary: "Set a new password with a reset link's token",
  },
  // ---- admin: leads, resources, categories (contract §8); the upload is its own route (http/uploads.ts)
  {
    method: "GET",
    path: "/api/admin/consultations",
    procedure: "admin.leads.consultations",
    summary: "Consultation requests, newest first, with status and note",
  },
  {
    method: "PATCH",
    path: "/api/admin/consultations/{id}",
    procedure: "admin.leads.updateConsultation",
    summary: "Set a consultation request's status (new, contacted, closed) or note",
  },
  {
    method: "GET",
    path: "/api/admin/newsletter",
    procedure: "admin.leads.newsletter",
    summary: "Newsletter subscribers with status and unsubscribe link",
  },
  {
    method: "GET",
    path: "/api/admin/resources",
    procedure: "admin.resources.list",
    summary: "Every resource, inactive too",
  },
  {
    method: "POST",
    path: "/api/admin/resources",
    procedure: "admin.resources.create",
    status: 201,
    summary: "Create a resource",
  },
  {
    method: "PATCH",
    path: "/api/admin/resources/{id}",
    procedure: "admin.resources.update",
    summary: "Change any of a resource's fields",
  },
  {
    method: "GET",
    path: "/api/admin/categories",
    procedure: "admin.categories.list",
    summary: "Resource categories",
  },
  {
    method: "POST",
    path: "/api/admin/categories",
    procedure: "admin.categories.create",
    status: 201,
    summary: "Create a resource category (names are unique)",
  },
  {
    method: "GET",
    path: "/api/admin/tokens",
    procedure: "admin.tokens.list",
    summary: "API tokens (never the tokens themselves)",
  },
  {
    method: "POST",
    path: "/api/admin/tokens",
    procedure: "admin.tokens.create",
    status: 201,
    summary: "Create an API token; the answer holds it once",
  },
  {
    method: "POST",
    path: "/api/admin/tokens/{id}/revoke",
    procedure: "admin.tokens.revoke",
    summary: "Revoke an API token at once",
  },
  {
    method: "POST",
    path: "/api/admin/courses/import",
    procedure: "admin.tools.importCourse",
    status: 201,
    summary: "Import a course with its lessons, all or nothing",
  },
  {
    method: "POST",
    path: "/api/admin/admins",
    procedure: "admin.tools.ensureAdmin",
    summary: "Create an admin, or promote the user with that e-mail",
  },
];
