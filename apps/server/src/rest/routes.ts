import { appRouter, restProceduresOf } from "@scalemsp/api";

/** The REST mirror: every procedure of the app router that declares a REST row. */
export const restProcedures = restProceduresOf(appRouter);

/** The same rows as plain data, for scripts and tests that walk every path. */
export const restRoutes = restProcedures.map((route) => ({
  method: route.rest.method,
  path: route.rest.path,
  procedure: route.name,
  status: route.rest.status ?? 200,
  summary: route.rest.summary,
  access: route.access,
}));
