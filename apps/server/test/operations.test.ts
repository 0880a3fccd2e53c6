import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  coachingSessions,
  consultationRequests,
  emailOutbox,
  eq,
  inArray,
  lessonProgress,
  modules,
  resourceCategories,
  resources,
  scorecardEntries,
  sessions,
  teamInvitations,
  users,
} from "@scalemsp/db";
import { createLesson, createModule, createResource, createUser } from "@scalemsp/db/factories";
import { seedDemoContent } from "@scalemsp/db/seed";
import { testBackends } from "@scalemsp/db/testing";
import { OPERATIONS_MESSAGES, describeAuditChange } from "@scalemsp/validators";
import { TEST_PASSWORD, TestClient, signInNewUser, startTestApp, type TestApp } from "./helpers";

describe.each(testBackends())("operations on %s", (backend) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signInNewUser>>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await signInNewUser(t, { role: "admin" });
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  // First: seeding loads the demo only into a database with no courses yet.
  describe("demo content", () => {
    it("removes what SEED_DEMO loaded in one step and keeps the admin's own courses and resources", async () => {
      const seeded = await seedDemoContent(db());
      expect(seeded.modules).toBeGreaterThan(0);
      const category = (
        await db().insert(resourceCategories).values({ name: "Our playbooks" }).returning()
      )[0]!;
      const ownCourse = await createModule(db(), { title: "Our own course" });
      const ownResource = await createResource(db(), { title: "Our own checklist", categoryId: category.id });
      // A demo category the admin's resource uses stays.
      const [demoCategory] = await db()
        .select()
        .from(resourceCategories)
        .where(eq(resourceCategories.isDemo, true));
      const keptResource = await createResource(db(), {
        title: "Filed under a demo category",
        categoryId: demoCategory!.id,
      });

      const summary = (await admin.client.get("/api/admin/demo-content")).json<{
        courses: number;
        resources: number;
      }>();
      expect(summary.courses).toBe(seeded.modules);
      expect(summary.resources).toBe(seeded.resources);

      const res = await admin.client.request("DELETE", "/api/admin/demo-content");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        courses: seeded.modules,
        resources: seeded.resources,
        businesses: 1,
      });

      expect(await db().select().from(modules).where(eq(modules.isDemo, true))).toEqual([]);
      expect(await db().select().from(resources).where(eq(resources.isDemo, true))).toEqual([]);
      const moduleIds = (await db().select({ id: modules.id }).from(modules)).map((row) => row.id);
      expect(moduleIds).toContain(ownCourse.id);
      const resourceIds = (await db().select({ id: resources.id }).from(resources)).map((row) => row.id);
      expect(resourceIds).toEqual(expect.arrayContaining([ownResource.id, keptResource.id]));
      const categoryIds = (await db().select({ id: resourceCategories.id }).from(resourceCategories)).map(
        (r) => r.id,
      );
      expect(categoryIds).toEqual(expect.arrayContaining([category.id, demoCategory!.id]));

      expect((await admin.client.get("/api/admin/demo-content")).json()).toEqual({
        courses: 0,
        resources: 0,
        categories: 1,
        businesses: 0,
      });
      // A second removal finds nothing and changes nothing.
      expect((await admin.client.request("DELETE", "/api/admin/demo-content")).json()).toEqual({
        courses: 0,
        resources: 0,
        categories: 0,
        businesses: 0,
      });
      const member = await signInNewUser(t);
      expect((await member.client.request("DELETE", "/api/admin/demo-content")).statusCode).toBe(403);
    });
  });

  describe("audit", () => {
    it("records plan, status and role changes with who, when, before and after, and lists them", async () => {
      const owner = await signInNewUser(t, { plan: "free" });
      const businessId = owner.business!.id;
      const member = await createUser(db(), { passwordHash: "unused", role: "member", businessId });
      const adminEmail = (await admin.client.get("/api/user")).json<{ email: string }>().email;

      const before = Date.now();
      expect(
        (await admin.client.patch(`/api/admin/businesses/${businessId}`, { planLevel: "pro" })).statusCode,
      ).toBe(200);
      // Names are not audited: no record for this one.
      await admin.client.patch(`/api/admin/businesses/${businessId}`, { name: "Renamed IT" });
      await admin.client.patch(`/api/admin/businesses/${businessId}`, { isActive: false });
      await db().update(users).set({ role: "business_owner" }).where(eq(users.id, member.id));
      await admin.client.patch(`/api/admin/users/${member.id}`, { role: "member" });

      const res = await admin.client.get(`/api/admin/audit?businessId=${businessId}`);
      expect(res.statusCode).toBe(200);
      const page = res.json<{ total: number; items: Array<Record<string, unknown>> }>();
      expect(page.total).toBe(3);
      const [role, status, plan] = page.items as Array<{
        action: string;
        createdAt: string;
        actor: { id: number; email: string };
        user: { id: number } | null;
        business: { id: number; name: string };
        changes: Record<string, { from: unknown; to: unknown }>;
      }>;
      expect(plan!.action).toBe("business.updated");
      expect(plan!.changes).toEqual({ planLevel: { from: "free", to: "pro" } });
      expect(plan!.actor).toEqual({ id: admin.userId, email: adminEmail });
      expect(plan!.business).toEqual({ id: businessId, name: "Renamed IT" });
      expect(Date.parse(plan!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(status!.changes).toEqual({ isActive: { from: true, to: false } });
      expect(role!.action).toBe("user.updated");
      expect(role!.user?.id).toBe(member.id);
      expect(role!.changes).toEqual({ role: { from: "business_owner", to: "member" } });
    });

    it("records subscriptions created and changed, with the module's title", async () => {
      const owner = await signInNewUser(t, { plan: "pro" });
      const businessId = owner.business!.id;
      const module = await createModule(db(), {
        title: "Pricing Managed Services",
        requiredPlanLevel: "pro",
      });
      const created = await admin.client.post(`/api/admin/businesses/${businessId}/subscriptions`, {
        moduleId: module.id,
        isActive: true,
        accessStartDate: "2026-01-01T00:00:00.000Z",
      });
      expect(created.statusCode).toBe(201);
      const subscriptionId = created.json<{ id: number }>().id;
      await admin.client.patch(`/api/admin/subscriptions/${subscriptionId}`, {
        isActive: false,
        accessEndDate: "2027-01-01T00:00:00.000Z",
      });
      const { items } = (await admin.client.get(`/api/admin/audit?businessId=${businessId}`)).json<{
        items: Array<{ action: string; subscription: unknown; changes: Record<string, unknown> }>;
      }>();
      expect(items.map((item) => item.action)).toEqual(["subscription.updated", "subscription.created"]);
      expect(items[0]!.subscription).toEqual({ id: subscriptionId, moduleTitle: "Pricing Managed Services" });
      expect(items[0]!.changes).toEqual({
        isActive: { from: true, to: false },
        accessEndDate: { from: null, to: "2027-01-01T00:00:00.000Z" },
      });
      expect(items[1]!.changes).toMatchObject({
        moduleId: { from: null, to: module.id },
        accessStartDate: { from: null, to: "2026-01-01T00:00:00.000Z" },
      });
      // The history names the course, not its id.
      const created1 = items[1] as unknown as { courseTitles: Record<string, string>; changes: never };
      expect(created1.courseTitles).toEqual({ [String(module.id)]: "Pricing Managed Services" });
      expect(describeAuditChange("moduleId", { from: null, to: module.id }, true, created1)).toBe(
        "Module: Pricing Managed Services",
      );

      // A course since removed is named by its id, the one thing left of it.
      await db().delete(modules).where(eq(modules.id, module.id));
      const after = (await admin.client.get(`/api/admin/audit?businessId=${businessId}`)).json<{
        items: Array<{ action: string; courseTitles: Record<string, string>; subscription: unknown }>;
      }>();
      const gone = after.items.find((item) => item.action === "subscription.created")!;
      expect(gone.courseTitles).toEqual({});
      expect(describeAuditChange("moduleId", { from: null, to: module.id }, true, gone)).toBe(
        `Module: ${OPERATIONS_MESSAGES.removedCourse(String(module.id))}`,
      );
    });

    it("records a plan applied from an upgrade request", async () => {
      const owner = await signInNewUser(t, { plan: "basic" });
      const businessId = owner.business!.id;
      const [lead] = await db()
        .insert(consultationRequests)
        .values({
          firstName: "Dana",
          lastName: "Reyes",
          email: "dana@example.com",
          company: "Reyes IT",
          requestedPlan: "pro",
          businessId,
        })
        .returning();
      expect((await admin.client.post(`/api/admin/consultations/${lead!.id}/apply-plan`)).statusCode).toBe(
        200,
      );
      const { items } = (await admin.client.get(`/api/admin/audit?businessId=${businessId}`)).json<{
        items: Array<{ action: string; changes: unknown }>;
      }>();
      expect(items).toMatchObject([
        { action: "business.updated", changes: { planLevel: { from: "basic", to: "pro" } } },
      ]);
    });

    it("keeps no record of a change that failed, and lets only admins read the log", async () => {
      const owner = await signInNewUser(t, { plan: "basic" });
      const count = async () =>
        (await db().select().from(auditEvents).where(eq(auditEvents.businessId, owner.business!.id))).length;
      // The admin role is fixed: the change fails, and so no record is written.
      const otherAdmin = await createUser(db(), { passwordHash: "unused", role: "admin" });
      expect(
        (await admin.client.patch(`/api/admin/users/${otherAdmin.id}`, { role: "member" })).statusCode,
      ).toBe(403);
      expect(await db().select().from(auditEvents).where(eq(auditEvents.userId, otherAdmin.id))).toEqual([]);
      expect(await count()).toBe(0);
      expect((await owner.client.get("/api/admin/audit")).statusCode).toBe(403);
      expect((await new TestClient(t.app).get("/api/admin/audit")).statusCode).toBe(401);
      expect((await admin.client.get("/api/admin/audit?businessId=abc")).statusCode).toBe(400);
    });
  });

  describe("an owner deletes their business", () => {
    async function businessWithData() {
      const owner = await signInNewUser(t, { plan: "pro" });
      const businessId = owner.business!.id;
      const member = await signInNewUser(t, { business: owner.business, role: "member" });
      const [ownerRow] = await db().select().from(users).where(eq(users.id, owner.userId));
      const module = await createModule(db());
      const lesson = await createLesson(db(), module.id);
      await db().insert(lessonProgress).values({
        userId: member.userId,
        lessonId: lesson.id,
        moduleId: module.id,
        progress: 50,
        status: "in_progress",
      });
      await db().insert(scorecardEntries).values({ businessId, month: "2026-01", revenue: 100_000 });
      await db()
        .insert(teamInvitations)
        .values({
          businessId,
          email: "invited@example.com",
          tokenHash: `hash-${businessId}`,
          expiresAt: new Date(Date.now() + 86_400_000),
        });
      const start = new Date(Date.now() + 3 * 86_400_000);
      await db()
        .insert(coachingSessions)
        .values({
          uid: `op-${businessId}`,
          kind: "one_to_one",
          coachId: admin.userId,
          businessId,
          bookedById: member.userId,
          startsAt: start,
          endsAt: new Date(start.getTime() + 3_600_000),
        });
      await db().insert(emailOutbox).values({ kind: "welcome", to: ownerRow!.email, payload: {} });
      await db().insert(consultationRequests).values({
        firstName: "Dana",
        lastName: "Reyes",
        email: ownerRow!.email,
        company: "Reyes IT",
      });
      await admin.client.patch(`/api/admin/businesses/${businessId}`, { planLevel: "enterprise" });
      return { owner, member, businessId, email: ownerRow!.email, lessonId: lesson.id };
    }

    it("refuses a wrong or missing password with a clear message, and keeps everything", async () => {
      const { owner, businessId } = await businessWithData();
      const wrong = await owner.client.request("DELETE", "/api/business", {
        body: { password: "not-it-1A" },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        message: OPERATIONS_MESSAGES.passwordWrong,
        errors: { password: OPERATIONS_MESSAGES.passwordWrong },
      });
      const missing = await owner.client.request("DELETE", "/api/business", { body: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ message: string }>().message).toBe(OPERATIONS_MESSAGES.passwordRequired);
      expect((await owner.client.get("/api/business")).json<{ id: number }>().id).toBe(businessId);
    });

    it("lets only the owner delete, not a member or an admin", async () => {
      const { member } = await businessWithData();
      const res = await member.client.request("DELETE", "/api/business", {
        body: { password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      const asAdmin = await admin.client.request("DELETE", "/api/business", {
        body: { password: TEST_PASSWORD },
      });
      expect(asAdmin.statusCode).toBe(404);
    });

    it("deletes the business and everything of it; its members lose access at once", async () => {
      const { owner, member, businessId, email, lessonId } = await businessWithData();
      const ids = [owner.userId, member.userId];
      const res = await owner.client.request("DELETE", "/api/business", {
        body: { password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.find((c) => c.name === "scalemsp_session")?.value).toBe("");

      expect((await member.client.get("/api/user")).statusCode).toBe(401);
      expect((await owner.client.get("/api/user")).statusCode).toBe(401);
      expect(
        (await new TestClient(t.app).post("/api/login", { email, password: TEST_PASSWORD })).statusCode,
      ).toBe(401);

      expect(await db().select().from(users).where(inArray(users.id, ids))).toEqual([]);
      expect(await db().select().from(sessions).where(inArray(sessions.userId, ids))).toEqual([]);
      expect(await db().select().from(lessonProgress).where(eq(lessonProgress.lessonId, lessonId))).toEqual(
        [],
      );
      expect(
        await db().select().from(scorecardEntries).where(eq(scorecardEntries.businessId, businessId)),
      ).toEqual([]);
      expect(
        await db().select().from(teamInvitations).where(eq(teamInvitations.businessId, businessId)),
      ).toEqual([]);
      expect(
        await db().select().from(coachingSessions).where(eq(coachingSessions.businessId, businessId)),
      ).toEqual([]);
      expect(await db().select().from(auditEvents).where(eq(auditEvents.businessId, businessId))).toEqual([]);
      expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, email))).toEqual([]);
      expect(
        await db().select().from(consultationRequests).where(eq(consultationRequests.email, email)),
      ).toEqual([]);
      expect((await admin.client.get(`/api/admin/businesses/${businessId}`)).statusCode).toBe(404);
    });
  });
});
