import { adminRouter } from "./routers/admin";
import { authRouter } from "./routers/auth";
import { contactRouter } from "./routers/contact";
import { modulesRouter } from "./routers/modules";
import { newsletterRouter } from "./routers/newsletter";
import { passwordResetRouter } from "./routers/password-reset";
import { progressRouter } from "./routers/progress";
import { resourcesRouter } from "./routers/resources";
import { settingsRouter } from "./routers/settings";
import { createCallerFactory, createTRPCRouter, mergeRouters } from "./trpc";

export const appRouter = createTRPCRouter({
  auth: mergeRouters(authRouter, passwordResetRouter),
  newsletter: newsletterRouter,
  contact: contactRouter,
  modules: modulesRouter,
  progress: progressRouter,
  resources: resourcesRouter,
  settings: settingsRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
