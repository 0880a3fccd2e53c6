import { describe, expect, it } from "vitest";
import { importBoundaries } from "./import-boundaries.js";
import { importProbe } from "./lint-probe.js";

/** The errors of the rule for a one-line file at `file` (under the repo) importing `from`. */
const boundaryErrors = importProbe(importBoundaries, "boundaries/dependencies");

describe("import rules (docs/ARCHITECTURE.md)", () => {
  it.each([
    ["a feature, another feature", "apps/web/src/features/courses/probe.ts", "../dashboard/dashboard-search"],
    ["an admin feature, another", "apps/web/src/features/admin/leads/probe.ts", "../users/users-table"],
    [
      "an admin feature, a member feature",
      "apps/web/src/features/admin/leads/probe.ts",
      "../../courses/course-view",
    ],
    [
      "a member feature, the admin's shared pieces",
      "apps/web/src/features/courses/probe.ts",
      "../admin/shared/query-states",
    ],
    [
      "the admin's shared pieces, an admin feature",
      "apps/web/src/features/admin/shared/probe.ts",
      "../users/users-table",
    ],
    ["a shared folder, a feature", "apps/web/src/lib/probe.ts", "../features/courses/course-view"],
    ["the session, a feature", "apps/web/src/session/probe.ts", "../features/auth/auth-search"],
    ["a package, an app", "packages/api/src/probe.ts", "../../../apps/server/src/config"],
    ["a package's test, an app", "packages/db/test/probe.ts", "../../../apps/web/src/lib/site-inputs"],
    [
      "a member domain file, the admin's domain",
      "packages/api/src/domain/account/probe.ts",
      "../admin/settings",
    ],
    ["a domain file, the admin's domain", "packages/api/src/domain/probe.ts", "./admin/password-reset"],
    ["a member router, the admin's domain", "packages/api/src/routers/probe.ts", "../domain/admin/settings"],
    [
      "the admin's domain, an app",
      "packages/api/src/domain/admin/probe.ts",
      "../../../../../apps/server/src/config",
    ],
    [
      "an app, the admin's domain",
      "apps/server/src/probe.ts",
      "../../../packages/api/src/domain/admin/settings",
    ],
  ])("refuses %s", async (_case, file, from) => {
    expect(await boundaryErrors(file, from)).toHaveLength(1);
  });

  it.each([
    ["a feature, its own files", "apps/web/src/features/courses/probe.ts", "./course-view"],
    ["a feature, the shared folders", "apps/web/src/features/courses/probe.ts", "../../session/use-session"],
    ["a feature, the layout", "apps/web/src/features/courses/probe.ts", "../../layout/app-layout"],
    [
      "an admin feature, the admin's shared pieces",
      "apps/web/src/features/admin/leads/probe.ts",
      "../shared/query-states",
    ],
    [
      "an admin feature, the app's shared folders",
      "apps/web/src/features/admin/leads/probe.ts",
      "../../../lib/notify",
    ],
    ["a route, any feature", "apps/web/src/routes/probe.tsx", "../features/admin/users/users-tab"],
    ["an app, a package", "apps/server/src/probe.ts", "@scalemsp/validators"],
    ["a package, another package", "packages/api/src/probe.ts", "@scalemsp/validators"],
    ["the admin's domain, its own files", "packages/api/src/domain/admin/probe.ts", "./settings"],
    ["the admin's domain, the neutral homes", "packages/api/src/domain/admin/probe.ts", "../site/brand"],
    [
      "the admin's routers, the admin's domain",
      "packages/api/src/routers/admin/probe.ts",
      "../../domain/admin/users",
    ],
    [
      "a member domain file, the neutral homes",
      "packages/api/src/domain/account/probe.ts",
      "../shared/changes",
    ],
  ])("allows %s", async (_case, file, from) => {
    expect(await boundaryErrors(file, from)).toEqual([]);
  });
});
