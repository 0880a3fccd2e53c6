import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller, createContext } from "@scalemsp/api";
import { hashToken } from "@scalemsp/auth";
import { and, eq, passwordResetTokens, sessions, users } from "@scalemsp/db";
import { createLesson, createModule } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import {
  BRAND_DEFAULTS,
  DEFAULT_COACH_TIME_ZONE,
  BRAND_POSTAL_ADDRESS_DEFAULT,
  MESSAGES,
  OWNERSHIP_MESSAGES,
  SITE_LINKS_EMPTY,
  defaultPrivacyText,
  defaultTermsText,
} from "@scalemsp/validators";
import { restRoutes } from "../src/rest/routes";
import { TestClient, startTestApp, type TestApp } from "./helpers";
import { PASSWORD, createAdmin, createTeam, dbOf, signIn } from "./admin-fixtures";

const sessionCount = async (t: TestApp, userId: number) =>
  (await dbOf(t).select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;

const login = (t: TestApp, email: string, password = PASSWORD) =>
  new TestClient(t.app).post("/api/login", { email, password });

describe.each(testBackends())("admin API on %s", (backend) => {
  let t: TestApp;
  let admin: TestClient;
  let adminId: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const row = await createAdmin(t);
    adminId = row.id;
    admin = await signIn(t, row.email);
  });
  afterAll(async () => {
    await t.close();
  });

  describe("business and user lists", () => {
    it("lists every business with owner and user count, and never a password hash", async () => {
      const { business, owner } = await createTeam(t, { members: 2, business: { industry: "MSP" } });
      const { business: ownerless } = await createTeam(t);
      await dbOf(t).update(users).set({ isOwner: false }).where(eq(users.businessId, ownerless.id));

      const res = await admin.get("/api/admin/businesses");
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/i);
      const list = res.json() as Array<Record<string, unknown>>;
      expect(list.find((b) => b.id === business.id)).toEqual({
        id: business.id,
        name: business.name,
        industry: "MSP",
        employeeCount: business.employeeCount,
        website: business.website,
        planLevel: "free",
        isActive: true,
        shareScorecardWithTeam: false,
        membersMayCheckIn: false,
        createdAt: business.createdAt.toISOString(),
        owner: { id: owner.id, firstName: owner.firstName, lastName: owner.lastName, email: owner.email },
        userCount: 3,
      });
      expect(list.find((b) => b.id === ownerless.id)).toMatchObject({ owner: null, userCount: 1 });
    });

    it("lists every user with their business, admins with none", async () => {
      const { business, owner } = await createTeam(t, { business: { planLevel: "pro" } });
      const res = await admin.get("/api/admin/users");
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/i);
      const list = res.json() as Array<Record<string, unknown>>;
      expect(list.find((u) => u.id === owner.id)).toEqual({
        id: owner.id,
        email: owner.email,
        firstName: owner.firstName,
        lastName: owner.lastName,
        role: "business_owner",
        businessId: business.id,
        isOwner: true,
        isActive: true,
        createdAt: owner.createdAt.toISOString(),
        // Not set until they first sign in from a browser.
        timeZone: null,
        business: { id: business.id, name: business.name, planLevel: "pro" },
      });
      expect(list.find((u) => u.id === adminId)).toMatchObject({ role: "admin", business: null });
    });

    it("pages businesses by a case-insensitive name search that takes % and _ literally", async () => {
      const tag = `Zq${Date.now().toString(36)}`;
      for (const name of [`${tag} Alpha IT`, `${tag} 100% Managed`, `${tag} under_score`, `${tag} beta`]) {
        await createTeam(t, { business: { name } });
      }
      const page = async (input: Record<string, unknown>) => {
        const { status, body } = await admin.trpc("query", "admin.businesses.page", input);
        expect(status).toBe(200);
        return body.result!.data as { items: Array<{ name: string; owner: unknown }>; total: number };
      };
      const all = await page({ search: tag.toLowerCase(), page: 1, pageSize: 3 });
      expect(all.total).toBe(4);
      expect(all.items).toHaveLength(3);
      expect(all.items[0]!.owner).not.toBeNull();
      expect((await page({ search: tag, page: 2, pageSize: 3 })).items).toHaveLength(1);
      expect((await page({ search: `${tag} 100%` })).items.map((b) => b.name)).toEqual([
        `${tag} 100% Managed`,
      ]);
      expect((await page({ search: `${tag} under_` })).total).toBe(1);
      expect((await page({ search: `${tag}%beta` })).total).toBe(0);
      expect((await page({ search: "" })).total).toBeGreaterThanOrEqual(4);
    });

    it("pages users by e-mail, first or last name, optionally within one business", async () => {
      const tag = `Qx${Date.now().toString(36)}`;
      const { business, owner, members } = await createTeam(t, {
        members: 2,
        business: { name: `${tag} Co` },
      });
      await dbOf(t)
        .update(users)
        .set({ firstName: `${tag}first`, lastName: "Stone" })
        .where(eq(users.id, members[0]!.id));
      await dbOf(t)
        .update(users)
        .set({ lastName: `${tag}LAST` })
        .where(eq(users.id, members[1]!.id));
      const page = async (input: Record<string, unknown>) => {
        const { status, body } = await admin.trpc("query", "admin.users.page", input);
        expect(status).toBe(200);
        return body.result!.data as { items: Array<{ id: number }>; total: number };
      };
      expect((await page({ search: tag.toUpperCase() })).items.map((u) => u.id).sort()).toEqual(
        [members[0]!.id, members[1]!.id].sort(),
      );
      expect((await page({ search: owner.email.toUpperCase() })).items.map((u) => u.id)).toEqual([owner.id]);
      expect((await page({ search: `${tag}first Stone` })).items.map((u) => u.id)).toEqual([members[0]!.id]);
      expect((await page({ businessId: business.id })).total).toBe(3);
    });

    it("refuses a page size over 100 and a page below 1", async () => {
      const big = await admin.trpc("query", "admin.users.page", { pageSize: 101 });
      expect(big.status).toBe(400);
      expect(big.body.error?.message).toBe(MESSAGES.pageSizeInvalid);
      const zero = await admin.trpc("query", "admin.businesses.page", { page: 0 });
      expect(zero.status).toBe(400);
      expect(zero.body.error?.message).toBe(MESSAGES.pageInvalid);
    });

    it("shows a business's details: owner, users and subscriptions", async () => {
      const { business, owner, members } = await createTeam(t, { members: 1 });
      const module = await createModule(dbOf(t), { requiredPlanLevel: "pro" });
      expect(
        (
          await admin.post(`/api/admin/businesses/${business.id}/subscriptions`, {
            moduleId: module.id,
            isActive: true,
            accessStartDate: new Date().toISOString(),
            accessEndDate: null,
          })
        ).statusCode,
      ).toBe(201);
      const res = await admin.get(`/api/admin/businesses/${business.id}`);
      expect(res.statusCode).toBe(200);
      const detail = res.json();
      expect(detail).toMatchObject({ id: business.id, owner: { id: owner.id }, userCount: 2 });
      expect(detail.users.map((u: { id: number }) => u.id)).toEqual([owner.id, members[0]!.id]);
      expect(detail.subscriptions).toEqual([
        expect.objectContaining({ moduleId: module.id, moduleTitle: module.title, isActive: true }),
      ]);
      expect(res.body).not.toMatch(/argon2|passwordHash/i);
      expect((await admin.get("/api/admin/businesses/999999")).statusCode).toBe(404);
    });
  });

  describe("changing a business", () => {
    it("answers 400 'Nothing to change' to an empty patch, 404 to an unknown id, 400 to a bad one", async () => {
      const { business } = await createTeam(t);
      for (const body of [{}, undefined, { unknownField: 1 }]) {
        const res = await admin.patch(`/api/admin/businesses/${business.id}`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.nothingToChange);
      }
      const unknown = await admin.patch("/api/admin/businesses/999999", { isActive: false });
      expect(unknown.statusCode).toBe(404);
      for (const id of ["abc", "0", "-1", "99999999999", "1.5"]) {
        const res = await admin.patch(`/api/admin/businesses/${id}`, { isActive: false });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.invalidId);
      }
    });

    it.each([
      [{ planLevel: "platinum" }, "planLevel", MESSAGES.invalidPlanLevel],
      [{ isActive: "no" }, "isActive", MESSAGES.mustBeTrueOrFalse],
      [{ name: " " }, "name", MESSAGES.businessNameRequired],
      [{ employeeCount: 0 }, "employeeCount", MESSAGES.employeeCountMin],
    ])("refuses %j with its message", async (body, field, message) => {
      const { business } = await createTeam(t);
      const res = await admin.patch(`/api/admin/businesses/${business.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[field]).toBe(message);
    });

    it("changes the plan and the details, and answers the business as the list shows it", async () => {
      const { business, owner } = await createTeam(t);
      const res = await admin.patch(`/api/admin/businesses/${business.id}`, {
        planLevel: "enterprise",
        name: "Renamed MSP",
        industry: "",
        employeeCount: "40",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: business.id,
        planLevel: "enterprise",
        name: "Renamed MSP",
        industry: null,
        employeeCount: 40,
        owner: { id: owner.id },
        userCount: 1,
      });
    });

    it("applies a plan change to the member's next request", async () => {
      const { business, members } = await createTeam(t, { members: 1 });
      const member = await signIn(t, members[0]!.email);
      const module = await createModule(dbOf(t), { requiredPlanLevel: "basic" });
      await createLesson(dbOf(t), module.id);
      const hasModulesPath = restRoutes.some((r) => r.path === "/api/modules");
      const flags = async () => {
        const list = (await member.get("/api/modules")).json() as Array<Record<string, unknown>>;
        return list.find((m) => m.id === module.id);
      };
      if (hasModulesPath) expect(await flags()).toMatchObject({ planLocked: true, accessible: false });

      await admin.patch(`/api/admin/businesses/${business.id}`, { planLevel: "basic" });
      expect((await member.get("/api/business")).json().planLevel).toBe("basic");
      if (hasModulesPath) {
        expect(await flags()).toMatchObject({
          planLocked: false,
          subscriptionLocked: true,
          accessible: false,
        });
        await admin.post(`/api/admin/businesses/${business.id}/subscriptions`, { moduleId: module.id });
        expect(await flags()).toMatchObject({
          planLocked: false,
          subscriptionLocked: false,
          accessible: true,
        });
      }
    });

    it("ends every session of a deactivated business's users and lets them in again once reactivated", async () => {
      const { business, owner, members } = await createTeam(t, { members: 2 });
      const clients = [await signIn(t, owner.email), await signIn(t, members[0]!.email)];
      await signIn(t, members[1]!.email);
      const other = await createTeam(t);
      const bystander = await signIn(t, other.owner.email);

      const res = await admin.patch(`/api/admin/businesses/${business.id}`, { isActive: false });
      expect(res.statusCode).toBe(200);
      expect(res.json().isActive).toBe(false);
      for (const user of [owner, ...members]) expect(await sessionCount(t, user.id)).toBe(0);
      for (const client of clients) expect((await client.get("/api/user")).statusCode).toBe(401);
      expect((await bystander.get("/api/user")).statusCode).toBe(200);

      const refused = await login(t, members[0]!.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.accountDeactivated);

      expect((await admin.patch(`/api/admin/businesses/${business.id}`, { isActive: true })).statusCode).toBe(
        200,
      );
      expect((await login(t, members[0]!.email)).statusCode).toBe(200);
    });
  });

  describe("changing a user", () => {
    it("deactivates a user: their sessions end and login answers 403 until reactivated", async () => {
      const { owner, members } = await createTeam(t, { members: 1 });
      const member = await signIn(t, members[0]!.email);
      await signIn(t, members[0]!.email);
      const ownerClient = await signIn(t, owner.email);

      const res = await admin.patch(`/api/admin/users/${members[0]!.id}`, { isActive: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: members[0]!.id, isActive: false });
      expect(await sessionCount(t, members[0]!.id)).toBe(0);
      expect((await member.get("/api/user")).statusCode).toBe(401);
      expect((await ownerClient.get("/api/user")).statusCode).toBe(200);
      const refused = await login(t, members[0]!.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.accountDeactivated);

      expect((await admin.patch(`/api/admin/users/${members[0]!.id}`, { isActive: true })).statusCode).toBe(
        200,
      );
      expect((await login(t, members[0]!.email)).statusCode).toBe(200);
    });

    it("changes names; the role follows ownership (contract §14: the owner changes by transfer)", async () => {
      const { members } = await createTeam(t, { members: 1 });
      const res = await admin.patch(`/api/admin/users/${members[0]!.id}`, {
        role: "member",
        firstName: " Sam ",
        lastName: "Lee",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: "member", firstName: "Sam", lastName: "Lee" });
      const promoted = await admin.patch(`/api/admin/users/${members[0]!.id}`, { role: "business_owner" });
      expect(promoted.statusCode).toBe(400);
      expect(promoted.json().message).toBe(OWNERSHIP_MESSAGES.roleFollowsOwnership);
    });

    it("keeps an emptied phone as none: no default phone publicly, in the legal texts or in emails", async () => {
      const res = await admin.patch("/api/admin/settings", { phone: "  " });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ phone: "", defaults: { phone: BRAND_DEFAULTS.phone } });
      const publicBrand = await new TestClient(t.app).trpc("query", "settings.brand");
      expect(publicBrand.body.result?.data).toEqual({ ...BRAND_DEFAULTS, phone: "" });
      const privacy = (await admin.get("/api/admin/settings")).json<{
        privacyText: string;
        termsText: string;
      }>();
      // The defaults write a phone with non-breaking spaces; read them as spaces.
      expect(privacy.privacyText.replace(/\u00a0/g, " ")).not.toContain(BRAND_DEFAULTS.phone);
      expect(privacy.privacyText).toContain(`${BRAND_DEFAULTS.product} · ${BRAND_DEFAULTS.email}`);
      expect(privacy.termsText).toContain(`Questions about these terms: ${BRAND_DEFAULTS.email}.`);
      const previews = await admin.get("/api/admin/email-previews");
      expect(previews.statusCode).toBe(200);
      expect(previews.body).toContain(BRAND_DEFAULTS.email);
      expect(previews.body).not.toContain(BRAND_DEFAULTS.phone);

      const reset = await admin.patch("/api/admin/settings", { phone: null });
      expect(reset.json()).toMatchObject({ phone: BRAND_DEFAULTS.phone });
    });

    it.each([
      [{}, undefined, MESSAGES.nothingToChange],
      [{ role: "admin" }, "role", MESSAGES.invalidMemberRole],
      [{ isActive: 1 }, "isActive", MESSAGES.mustBeTrueOrFalse],
      [{ firstName: "" }, "firstName", MESSAGES.firstNameRequired],
      [{ lastName: "" }, "lastName", MESSAGES.lastNameRequired],
    ])("refuses %j with its message", async (body, field, message) => {
      const { members } = await createTeam(t, { members: 1 });
      const res = await admin.patch(`/api/admin/users/${members[0]!.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      if (field) expect(res.json().errors[field]).toBe(message);
    });

    it("answers 404 for an unknown user", async () => {
      expect((await admin.patch("/api/admin/users/999999", { isActive: true })).statusCode).toBe(404);
      expect((await admin.get("/api/admin/users/999999")).statusCode).toBe(404);
    });

    it("never lets an admin deactivate themself, nor change an admin's role", async () => {
      const self = await admin.patch(`/api/admin/users/${adminId}`, { isActive: false });
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe(MESSAGES.cannotDeactivateSelf);
      const role = await admin.patch(`/api/admin/users/${adminId}`, { role: "member" });
      expect(role.statusCode).toBe(403);
      expect(role.json().message).toBe(MESSAGES.adminRoleFixed);
      expect((await admin.get("/api/user")).json()).toMatchObject({ role: "admin", isActive: true });
    });

    it("leaves an active admin when two admins deactivate each other at once", async () => {
      const a = await createAdmin(t);
      const b = await createAdmin(t);
      const [clientA, clientB] = [await signIn(t, a.email), await signIn(t, b.email)];
      // Everyone else steps aside so that a and b are the only active admins.
      const others = await dbOf(t)
        .update(users)
        .set({ isActive: false })
        .where(and(eq(users.role, "admin"), eq(users.isActive, true)))
        .returning({ id: users.id });
      await dbOf(t).update(users).set({ isActive: true }).where(eq(users.id, a.id));
      await dbOf(t).update(users).set({ isActive: true }).where(eq(users.id, b.id));
      try {
        const answers = await Promise.all([
          clientA.patch(`/api/admin/users/${b.id}`, { isActive: false }),
          clientB.patch(`/api/admin/users/${a.id}`, { isActive: false }),
        ]);
        const statuses = answers.map((r) => r.statusCode).sort();
        expect(statuses[0]).toBe(200);
        expect([401, 403]).toContain(statuses[1]);
        const active = await dbOf(t)
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, "admin"), eq(users.isActive, true)));
        expect(active).toHaveLength(1);
      } finally {
        for (const { id } of others) {
          await dbOf(t).update(users).set({ isActive: true }).where(eq(users.id, id));
        }
      }
    });
  });

  describe("modules", () => {
    it("creates a module with the form's defaults and answers 201", async () => {
      const res = await admin.post("/api/admin/modules", {
        title: " Pricing ",
        description: "Price for profit",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        title: "Pricing",
        description: "Price for profit",
        requiredPlanLevel: "free",
        sortOrder: 0,
        isActive: true,
        thumbnailUrl: null,
        lessonCount: 0,
      });
    });

    it.each([
      [{ title: "" }, "title", MESSAGES.titleRequired],
      [{ description: "  " }, "description", MESSAGES.descriptionRequired],
      [{ sortOrder: 1.5 }, "sortOrder", MESSAGES.sortOrderInteger],
      [{ sortOrder: "first" }, "sortOrder", MESSAGES.sortOrderInteger],
      [{ requiredPlanLevel: "gold" }, "requiredPlanLevel", MESSAGES.invalidPlanLevel],
      [{ thumbnailUrl: "javascript:alert(1)" }, "thumbnailUrl", MESSAGES.invalidUrl],
    ])("refuses %j with its message", async (override, field, message) => {
      const res = await admin.post("/api/admin/modules", { title: "T", description: "D", ...override });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[field]).toBe(message);
    });

    it("names both missing required fields", async () => {
      const res = await admin.post("/api/admin/modules", {});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.titleRequired);
      expect(res.json().errors).toMatchObject({
        title: MESSAGES.titleRequired,
        description: MESSAGES.descriptionRequired,
      });
    });

    it("updates all fields or isActive alone, lists inactive modules, and refuses an empty patch", async () => {
      const created = (
        await admin.post("/api/admin/modules", { title: "Ops", description: "Run ops" })
      ).json();
      const full = await admin.patch(`/api/admin/modules/${created.id}`, {
        title: "Operations",
        description: "Run operations",
        requiredPlanLevel: "pro",
        sortOrder: 5,
        isActive: true,
        thumbnailUrl: "https://img.example/ops.png",
      });
      expect(full.statusCode).toBe(200);
      expect(full.json()).toMatchObject({ title: "Operations", requiredPlanLevel: "pro", sortOrder: 5 });
      const off = await admin.patch(`/api/admin/modules/${created.id}`, { isActive: false });
      expect(off.json()).toMatchObject({ isActive: false, title: "Operations" });
      const list = (await admin.get("/api/admin/modules")).json() as Array<{ id: number; isActive: boolean }>;
      expect(list.find((m) => m.id === created.id)?.isActive).toBe(false);
      const empty = await admin.patch(`/api/admin/modules/${created.id}`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(MESSAGES.nothingToChange);
      expect((await admin.patch("/api/admin/modules/999999", { isActive: true })).statusCode).toBe(404);
    });
  });

  describe("lessons", () => {
    let moduleId: number;
    beforeAll(async () => {
      moduleId = (await createModule(dbOf(t))).id;
    });
    const lessonsUrl = () => `/api/admin/modules/${moduleId}/lessons`;

    it("creates a lesson with the form's defaults and answers 201", async () => {
      const res = await admin.post(lessonsUrl(), {
        title: "Welcome",
        description: "Start here",
        contentType: "text",
        contentText: "<p>Hello</p>",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        moduleId,
        title: "Welcome",
        contentType: "text",
        contentText: "<p>Hello</p>",
        contentUrl: null,
        duration: 0,
        sortOrder: 0,
        isActive: true,
      });
    });

    it.each([
      [{ title: "" }, "title", MESSAGES.titleRequired],
      [{ contentType: "video", contentUrl: "" }, "contentUrl", MESSAGES.contentUrlRequired],
      [{ contentType: "pdf" }, "contentUrl", MESSAGES.contentUrlRequired],
      [{ contentType: "text", contentText: "   " }, "contentText", MESSAGES.contentTextRequired],
      [{ contentType: "webinar" }, "contentType", MESSAGES.invalidContentType],
      [{ duration: 2.5 }, "duration", MESSAGES.durationInteger],
      [{ duration: -1 }, "duration", MESSAGES.durationInteger],
      [{ sortOrder: "x" }, "sortOrder", MESSAGES.sortOrderInteger],
      [{ contentType: "video", contentUrl: "javascript:alert(1)" }, "contentUrl", MESSAGES.invalidUrl],
    ])("refuses %j with its message", async (override, field, message) => {
      const res = await admin.post(lessonsUrl(), { title: "L", contentText: "x", ...override });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[field]).toBe(message);
    });

    it("reports the content rule along with other failing fields", async () => {
      const res = await admin.post(lessonsUrl(), { title: "", contentType: "video" });
      expect(res.json().errors).toEqual({
        title: MESSAGES.titleRequired,
        contentUrl: MESSAGES.contentUrlRequired,
      });
    });

    it("accepts quiz and assessment lessons without content", async () => {
      for (const contentType of ["quiz", "assessment"]) {
        expect((await admin.post(lessonsUrl(), { title: "Check", contentType })).statusCode).toBe(201);
      }
    });

    it("lists every lesson of the module, inactive ones too, in order", async () => {
      const mod = await createModule(dbOf(t));
      await createLesson(dbOf(t), mod.id, { title: "B", sortOrder: 2 });
      await createLesson(dbOf(t), mod.id, { title: "A", sortOrder: 1, isActive: false });
      const res = await admin.get(`/api/admin/modules/${mod.id}/lessons`);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((l: { title: string }) => l.title)).toEqual(["A", "B"]);
      expect((await admin.get("/api/admin/modules/999999/lessons")).statusCode).toBe(404);
      const orphan = await admin.post("/api/admin/modules/999999/lessons", { title: "x", contentText: "y" });
      expect(orphan.statusCode).toBe(404);
    });

    it("checks the content rules against the lesson as it would be after a change", async () => {
      const lesson = await createLesson(dbOf(t), moduleId, { contentType: "text", contentText: "Body" });
      const toVideo = await admin.patch(`/api/admin/lessons/${lesson.id}`, { contentType: "video" });
      expect(toVideo.statusCode).toBe(400);
      expect(toVideo.json().message).toBe(MESSAGES.contentUrlRequired);
      expect(toVideo.json().errors).toEqual({ contentUrl: MESSAGES.contentUrlRequired });
      const clearText = await admin.patch(`/api/admin/lessons/${lesson.id}`, { contentText: null });
      expect(clearText.statusCode).toBe(400);
      expect(clearText.json().message).toBe(MESSAGES.contentTextRequired);

      const ok = await admin.patch(`/api/admin/lessons/${lesson.id}`, {
        contentType: "video",
        contentUrl: "https://video.example/embed/1",
        duration: 15,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        contentType: "video",
        contentUrl: "https://video.example/embed/1",
        duration: 15,
      });
      const off = await admin.patch(`/api/admin/lessons/${lesson.id}`, { isActive: false });
      expect(off.json().isActive).toBe(false);
      const empty = await admin.patch(`/api/admin/lessons/${lesson.id}`, {});
      expect(empty.json().message).toBe(MESSAGES.nothingToChange);
      expect((await admin.patch("/api/admin/lessons/999999", { isActive: true })).statusCode).toBe(404);
    });
  });

  describe("module subscriptions", () => {
    it("creates one with the module's title and answers 201; lists and updates it", async () => {
      const { business } = await createTeam(t);
      const module = await createModule(dbOf(t));
      const start = new Date(Date.now() - 60_000).toISOString();
      const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const res = await admin.post(`/api/admin/businesses/${business.id}/subscriptions`, {
        moduleId: module.id,
        isActive: true,
        accessStartDate: start,
        accessEndDate: end,
      });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        businessId: business.id,
        moduleId: module.id,
        moduleTitle: module.title,
        isActive: true,
        accessStartDate: start,
        accessEndDate: end,
      });
      const list = await admin.get(`/api/admin/businesses/${business.id}/subscriptions`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([created]);

      const off = await admin.patch(`/api/admin/subscriptions/${created.id}`, { isActive: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ id: created.id, isActive: false, moduleTitle: module.title });
      const open = await admin.patch(`/api/admin/subscriptions/${created.id}`, { accessEndDate: null });
      expect(open.json().accessEndDate).toBeNull();
      const early = await admin.patch(`/api/admin/subscriptions/${created.id}`, {
        accessEndDate: new Date(Date.now() - 86_400_000).toISOString(),
      });
      expect(early.statusCode).toBe(400);
      expect(early.json().errors).toEqual({ accessEndDate: MESSAGES.endBeforeStart });
      expect((await admin.patch(`/api/admin/subscriptions/${created.id}`, {})).statusCode).toBe(400);
      expect((await admin.patch("/api/admin/subscriptions/999999", { isActive: true })).statusCode).toBe(404);
      expect((await admin.get("/api/admin/businesses/999999/subscriptions")).statusCode).toBe(404);
    });

    it("starts now when no start is given", async () => {
      const { business } = await createTeam(t);
      const module = await createModule(dbOf(t));
      const before = Date.now();
      const res = await admin.post(`/api/admin/businesses/${business.id}/subscriptions`, {
        moduleId: module.id,
      });
      expect(res.statusCode).toBe(201);
      expect(Date.parse(res.json().accessStartDate)).toBeGreaterThanOrEqual(before - 1000);
      expect(res.json()).toMatchObject({ isActive: true, accessEndDate: null });
    });

    it("answers 'Please select a business and module' for a missing or unknown module", async () => {
      const { business } = await createTeam(t);
      const cases: Array<[string, unknown]> = [
        [`/api/admin/businesses/${business.id}/subscriptions`, {}],
        [`/api/admin/businesses/${business.id}/subscriptions`, { moduleId: null }],
        [`/api/admin/businesses/${business.id}/subscriptions`, { moduleId: 999999 }],
      ];
      for (const [url, body] of cases) {
        const res = await admin.post(url, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.selectBusinessAndModule);
      }
    });

    it("answers 404 for a business that does not exist (contract §2)", async () => {
      const module = await createModule(dbOf(t));
      const res = await admin.post("/api/admin/businesses/999999/subscriptions", { moduleId: module.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.businessNotFound);
    });

    it("refuses an end before the start and a date that is not one", async () => {
      const { business } = await createTeam(t);
      const module = await createModule(dbOf(t));
      const url = `/api/admin/businesses/${business.id}/subscriptions`;
      const before = await admin.post(url, {
        moduleId: module.id,
        accessStartDate: "2030-01-02T00:00:00.000Z",
        accessEndDate: "2030-01-01T00:00:00.000Z",
      });
      expect(before.statusCode).toBe(400);
      expect(before.json().message).toBe(MESSAGES.endBeforeStart);
      expect(before.json().errors).toEqual({ accessEndDate: MESSAGES.endBeforeStart });
      const notADate = await admin.post(url, { moduleId: module.id, accessStartDate: "tomorrow" });
      expect(notADate.statusCode).toBe(400);
      expect(notADate.json().errors).toEqual({ accessStartDate: MESSAGES.invalidDate });
    });
  });

  describe("password reset links", () => {
    const newPassword = "N3wPassword";

    const linkFor = async (userId: number) => {
      const res = await admin.post(`/api/admin/users/${userId}/reset-link`);
      expect(res.statusCode).toBe(200);
      return res.json() as { url: string; expiresAt: string };
    };
    const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

    it("hands out a one-hour link that sets a new password once and ends every other session", async () => {
      const { members } = await createTeam(t, { members: 1 });
      const user = members[0]!;
      const elsewhere = await signIn(t, user.email);
      const before = Date.now();
      const { url, expiresAt } = await linkFor(user.id);
      expect(url).toMatch(/^http:\/\/[^/]+\/reset-password\?token=[a-z2-7]{32}$/);
      const ttl = Date.parse(expiresAt) - before;
      expect(ttl).toBeGreaterThan(59 * 60_000);
      expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);
      const token = tokenOf(url);
      const [stored] = await dbOf(t)
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(stored!.id).toBe(hashToken(token));
      expect(stored!.id).not.toBe(token);

      // The page asks first whether the link works; asking spends nothing.
      const check = await new TestClient(t.app).get(`/api/reset-password?token=${token}`);
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ valid: true });

      const res = await new TestClient(t.app).post("/api/reset-password", { token, password: newPassword });
      expect(res.statusCode).toBe(204);
      expect((await elsewhere.get("/api/user")).statusCode).toBe(401);
      const spent = await new TestClient(t.app).get(`/api/reset-password?token=${token}`);
      expect(spent.statusCode).toBe(200);
      expect(spent.json()).toEqual({ valid: false });
      expect(await sessionCount(t, user.id)).toBe(0);
      expect((await login(t, user.email, PASSWORD)).statusCode).toBe(401);
      expect((await login(t, user.email, newPassword)).statusCode).toBe(200);

      const again = await new TestClient(t.app).post("/api/reset-password", {
        token,
        password: "An0therOne",
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(MESSAGES.resetLinkInvalid);
      expect((await login(t, user.email, newPassword)).statusCode).toBe(200);
    });

    it("refuses an expired link, an unknown token and a weak password", async () => {
      const { members } = await createTeam(t, { members: 1 });
      const token = tokenOf((await linkFor(members[0]!.id)).url);
      const weak = await new TestClient(t.app).post("/api/reset-password", { token, password: "weak" });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors.password).toBe(MESSAGES.passwordMin);
      const noDigit = await new TestClient(t.app).post("/api/reset-password", {
        token,
        password: "NoDigitsHere",
      });
      expect(noDigit.json().message).toBe(MESSAGES.passwordNumber);

      await dbOf(t)
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.id, hashToken(token)));
      const expired = await new TestClient(t.app).post("/api/reset-password", {
        token,
        password: newPassword,
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(MESSAGES.resetLinkInvalid);
      expect((await login(t, members[0]!.email, PASSWORD)).statusCode).toBe(200);
      const expiredCheck = await new TestClient(t.app).get(`/api/reset-password?token=${token}`);
      expect(expiredCheck.json()).toEqual({ valid: false });

      for (const body of [{ token: "nope", password: newPassword }, { password: newPassword }]) {
        const res = await new TestClient(t.app).post("/api/reset-password", body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.resetLinkInvalid);
      }
      expect((await new TestClient(t.app).get("/api/reset-password?token=nope")).json()).toEqual({
        valid: false,
      });
      // No token, or one no link could hold, is bad input.
      for (const query of ["", `?token=${"x".repeat(201)}`]) {
        const res = await new TestClient(t.app).get(`/api/reset-password${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.resetLinkInvalid);
      }
    });

    it("lets a link be used once even when sent twice at once", async () => {
      const { members } = await createTeam(t, { members: 1 });
      const token = tokenOf((await linkFor(members[0]!.id)).url);
      const answers = await Promise.all([
        new TestClient(t.app).post("/api/reset-password", { token, password: "First0ne" }),
        new TestClient(t.app).post("/api/reset-password", { token, password: "Second0ne" }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 400]);
    });

    it("replaces an earlier unused link with the new one, and answers 404 for an unknown user", async () => {
      const { members } = await createTeam(t, { members: 1 });
      const first = tokenOf((await linkFor(members[0]!.id)).url);
      const second = tokenOf((await linkFor(members[0]!.id)).url);
      expect(
        (await new TestClient(t.app).post("/api/reset-password", { token: first, password: newPassword }))
          .statusCode,
      ).toBe(400);
      expect(
        (await new TestClient(t.app).post("/api/reset-password", { token: second, password: newPassword }))
          .statusCode,
      ).toBe(204);
      expect((await admin.post("/api/admin/users/999999/reset-link")).statusCode).toBe(404);
    });

    it("builds the link on the configured public origin", async () => {
      const db = dbOf(t);
      const { members } = await createTeam(t, { members: 1 });
      const ctx = await createContext({
        db,
        clientIp: "127.0.0.1",
        sessionToken: admin.cookie!.split("=")[1],
        cookies: { set() {}, clear() {}, setTwoFactor() {}, clearTwoFactor() {}, setDevice() {} },
        publicOrigin: "https://coach.example/",
        brand: { ...BRAND_DEFAULTS },
      });
      const { url } = await createCaller(ctx).admin.users.resetLink({ id: members[0]!.id });
      expect(url.startsWith("https://coach.example/reset-password?token=")).toBe(true);
    });
  });

  describe("brand settings", () => {
    it("answers the configured defaults until changed, then the stored values, publicly too", async () => {
      const initial = await admin.get("/api/admin/settings");
      expect(initial.statusCode).toBe(200);
      const withAddress = {
        ...BRAND_DEFAULTS,
        postalAddress: BRAND_POSTAL_ADDRESS_DEFAULT,
        ...SITE_LINKS_EMPTY,
        guidesEmailGate: false,
        privacyText: defaultPrivacyText(BRAND_DEFAULTS),
        termsText: defaultTermsText(BRAND_DEFAULTS),
      };
      expect(initial.json()).toEqual({ ...withAddress, defaults: withAddress });

      const res = await admin.patch("/api/admin/settings", {
        product: " Coach MSP ",
        email: "HELLO@Coach.example",
        phone: "+1 (555) 123-4567",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        product: "Coach MSP",
        email: "hello@coach.example",
        phone: "+1 (555) 123-4567",
      });
      const publicBrand = await new TestClient(t.app).trpc("query", "settings.brand");
      expect(publicBrand.status).toBe(200);
      expect(publicBrand.body.result?.data).toEqual({
        product: "Coach MSP",
        email: "hello@coach.example",
        phone: "+1 (555) 123-4567",
      });

      const reset = await admin.patch("/api/admin/settings", { product: null, email: null, phone: null });
      expect(reset.json()).toMatchObject({ ...BRAND_DEFAULTS });
      expect((await new TestClient(t.app).trpc("query", "settings.brand")).body.result?.data).toEqual({
        ...BRAND_DEFAULTS,
      });
    });

    it.each([
      [{}, undefined, MESSAGES.nothingToChange],
      [{ product: "" }, "product", MESSAGES.productNameRequired],
      [{ email: "not-an-email" }, "email", MESSAGES.invalidEmail],
      [{ phone: "call me" }, "phone", MESSAGES.phoneInvalid],
    ])("refuses %j with its message", async (body, field, message) => {
      const res = await admin.patch("/api/admin/settings", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      if (field) expect(res.json().errors[field]).toBe(message);
    });
  });

  it("never answers 500 to odd input", async () => {
    const bodies: unknown[] = [[], "text", 42, null, { id: { nested: true } }, { isActive: null }];
    const paths = [
      ["PATCH", "/api/admin/businesses/1"],
      ["PATCH", "/api/admin/users/1"],
      ["POST", "/api/admin/modules"],
      ["PATCH", "/api/admin/modules/1"],
      ["POST", "/api/admin/modules/1/lessons"],
      ["PATCH", "/api/admin/lessons/1"],
      ["POST", "/api/admin/businesses/1/subscriptions"],
      ["PATCH", "/api/admin/subscriptions/1"],
      ["PATCH", "/api/admin/settings"],
      ["POST", "/api/reset-password"],
    ] as const;
    for (const [method, path] of paths) {
      for (const body of bodies) {
        const res = await admin.request(method, path, {
          rawBody: JSON.stringify(body),
          headers: { "content-type": "application/json" },
        });
        expect(res.statusCode, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });
});

describe.each(testBackends())("the last active admin on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it("stays active whoever asks", async () => {
    const only = await createAdmin(t);
    // A caller the database does not know as an admin (its row is gone or changed meanwhile).
    const ctx = await createContext({
      db: dbOf(t),
      clientIp: "127.0.0.1",
      sessionToken: undefined,
      cookies: { set() {}, clear() {}, setTwoFactor() {}, clearTwoFactor() {}, setDevice() {} },
      publicOrigin: "http://localhost",
      brand: { ...BRAND_DEFAULTS },
    });
    ctx.user = {
      id: 999_999,
      email: "ghost@example.com",
      firstName: "Ghost",
      lastName: "Admin",
      role: "admin",
      businessId: null,
      isOwner: false,
      isActive: true,
      createdAt: new Date(),
      timeZone: null,
      emailVerifiedAt: null,
      business: null,
      coachTimeZone: DEFAULT_COACH_TIME_ZONE,
    };
    await expect(
      createCaller(ctx).admin.users.update({ id: only.id, isActive: false }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: MESSAGES.lastActiveAdmin,
    });
    const [row] = await dbOf(t).select({ isActive: users.isActive }).from(users).where(eq(users.id, only.id));
    expect(row!.isActive).toBe(true);
  });
});
