import { createTRPCRouter } from "../../trpc";
import { adminAccountabilityRouter } from "./accountability";
import { adminAuditRouter } from "./audit";
import { adminDemoContentRouter } from "./demo-content";
import { adminBusinessesRouter } from "./businesses";
import { adminCampaignsRouter } from "./campaigns";
import { adminCategoriesRouter } from "./categories";
import { adminCheckInsRouter } from "./check-ins";
import { adminCoachingRouter } from "./coaching";
import { adminLeadsRouter } from "./leads";
import { adminLessonsRouter } from "./lessons";
import { adminModulesRouter } from "./modules";
import { adminOutboxRouter } from "./outbox";
import { adminOverviewRouter } from "./overview";
import { adminPlansRouter } from "./plans";
import { adminResourcesRouter } from "./resources";
import { adminScorecardsRouter } from "./scorecards";
import { adminSecurityRouter } from "./security";
import { adminSettingsRouter } from "./settings";
import { adminSubscriptionsRouter } from "./subscriptions";
import { adminTokensRouter } from "./tokens";
import { adminToolsRouter } from "./tools";
import { adminUsersRouter } from "./users";

/** Everything under /admin: admin only, each area its own sub-router. */
export const adminRouter = createTRPCRouter({
  overview: adminOverviewRouter,
  businesses: adminBusinessesRouter,
  users: adminUsersRouter,
  modules: adminModulesRouter,
  lessons: adminLessonsRouter,
  subscriptions: adminSubscriptionsRouter,
  settings: adminSettingsRouter,
  security: adminSecurityRouter,
  leads: adminLeadsRouter,
  resources: adminResourcesRouter,
  categories: adminCategoriesRouter,
  tokens: adminTokensRouter,
  tools: adminToolsRouter,
  coaching: adminCoachingRouter,
  scorecards: adminScorecardsRouter,
  outbox: adminOutboxRouter,
  plans: adminPlansRouter,
  audit: adminAuditRouter,
  demoContent: adminDemoContentRouter,
  campaigns: adminCampaignsRouter,
  checkIns: adminCheckInsRouter,
  accountability: adminAccountabilityRouter,
});
