import { accountRouter } from "./routers/account";
import { actionItemsRouter } from "./routers/action-items";
import { adminRouter } from "./routers/admin";
import { authRouter } from "./routers/auth";
import { billingRouter } from "./routers/billing";
import { calendarRouter } from "./routers/calendar";
import { checkInsRouter } from "./routers/check-ins";
import { contactRouter } from "./routers/contact";
import { goalsRouter } from "./routers/goals";
import { guidesRouter } from "./routers/guides";
import { legalRouter } from "./routers/legal";
import { lessonQuestionsRouter } from "./routers/lesson-questions";
import { modulesRouter } from "./routers/modules";
import { newsletterRouter } from "./routers/newsletter";
import { passwordResetRouter } from "./routers/password-reset";
import { plansRouter } from "./routers/plans";
import { progressRouter } from "./routers/progress";
import { publicBookingRouter } from "./routers/public-booking";
import { resourcesRouter } from "./routers/resources";
import { scorecardRouter } from "./routers/scorecard";
import { sessionsRouter } from "./routers/sessions";
import { securityRouter } from "./routers/security";
import { settingsRouter } from "./routers/settings";
import { invitesRouter, teamRouter } from "./routers/team";
import { setupRouter } from "./routers/setup";
import { passwordWorkPathsOf } from "./rest";
import { createCallerFactory, createTRPCRouter, mergeRouters } from "./trpc";

export const appRouter = createTRPCRouter({
  auth: mergeRouters(authRouter, passwordResetRouter),
  newsletter: newsletterRouter,
  contact: contactRouter,
  modules: modulesRouter,
  progress: progressRouter,
  resources: resourcesRouter,
  settings: settingsRouter,
  plans: plansRouter,
  guides: guidesRouter,
  legal: legalRouter,
  account: accountRouter,
  security: securityRouter,
  team: teamRouter,
  invites: invitesRouter,
  setup: setupRouter,
  sessions: sessionsRouter,
  booking: publicBookingRouter,
  calendar: calendarRouter,
  scorecard: scorecardRouter,
  checkIns: checkInsRouter,
  goals: goalsRouter,
  lessonQuestions: lessonQuestionsRouter,
  actionItems: actionItemsRouter,
  billing: billingRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

/** The calls that hash or check a password, from their declarations: one per request. */
export const PASSWORD_WORK_PATHS = passwordWorkPathsOf(appRouter);
