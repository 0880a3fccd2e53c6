import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  businesses,
  consultationRequests,
  emailOutbox,
  eq,
  moduleSubscriptions,
  planSessionAllowances,
} from "@scalemsp/db";
import { createLesson, createModule } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import {
  DEFAULT_PLAN_TEXTS,
  DEFAULT_SESSION_ALLOWANCES,
  PLAN_LEVELS,
  PLAN_MESSAGES,
  type PlanLevel,
} from "@scalemsp/validators";
import { signInNewUser, startTestApp, TestClient, type SignedInMember, type TestApp } from "./helpers";

interface Plan {
  level: PlanLevel;
  name: string;
  priceText: string;
  includes: string[];
  support: string;
  courseLevels: PlanLevel[];
  oneToOnePerMonth: number | null;
  groupPerWeek: number | null;
}

/** Every plan as the admin's editor sends it, from an answer of GET /api/plans. */
const bodyOf = (plans: Plan[]) => ({
  plans: Object.fromEntries(plans.map(({ level, courseLevels: _, ...plan }) => [level, plan])) as Record<
    PlanLevel,
    Omit<Plan, "level" | "courseLevels">
  >,
});

describe.each(testBackends())("plans, upgrade requests and course outlines on %s", (backend) => {
  let t: TestApp;
  let admin: SignedInMember;

  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await signInNewUser(t, { role: "admin" });
  });
  afterAll(async () => {
    await t.close();
  });

  const readPlans = async () => {
    const res = await new TestClient(t.app).get("/api/plans");
    expect(res.statusCode).toBe(200);
    return (res.json() as { plans: Plan[] }).plans;
  };
  const putPlans = (client: TestClient, body: unknown) => client.request("PUT", "/api/admin/plans", { body });

  describe("GET /api/plans and PUT /api/admin/plans", () => {
    it("answers the four plans to a visitor, in plan order, with the defaults and the allowances", async () => {
      const plans = await readPlans();
      expect(plans.map((plan) => plan.level)).toEqual(PLAN_LEVELS);
      const pro = plans.find((plan) => plan.level === "pro")!;
      expect(pro).toMatchObject({
        name: DEFAULT_PLAN_TEXTS.pro.name,
        priceText: DEFAULT_PLAN_TEXTS.pro.priceText,
        includes: DEFAULT_PLAN_TEXTS.pro.includes,
        courseLevels: ["free", "basic", "pro"],
        oneToOnePerMonth: DEFAULT_SESSION_ALLOWANCES.pro.oneToOnePerMonth,
        groupPerWeek: DEFAULT_SESSION_ALLOWANCES.pro.groupPerWeek,
      });
    });

    it("saves the texts and writes the allowances to the one allowances table", async () => {
      const plans = await readPlans();
      const body = bodyOf(plans);
      body.plans.basic = {
        ...body.plans.basic,
        name: "Starter",
        priceText: "$399 a month",
        includes: ["Monthly call", "Basic courses"],
        oneToOnePerMonth: 3,
        groupPerWeek: null,
      };
      const res = await putPlans(admin.client, body);
      expect(res.statusCode).toBe(200);
      const basic = (await readPlans()).find((plan) => plan.level === "basic")!;
      expect(basic).toMatchObject({
        name: "Starter",
        priceText: "$399 a month",
        oneToOnePerMonth: 3,
        groupPerWeek: null,
      });
      const [row] = await t.database.handle.db
        .select()
        .from(planSessionAllowances)
        .where(eq(planSessionAllowances.planLevel, "basic"));
      expect(row).toMatchObject({ oneToOnePerMonth: 3, groupPerWeek: null });
      const allowances = await admin.client.get("/api/admin/session-allowances");
      expect(allowances.json()).toMatchObject({
        allowances: { basic: { oneToOnePerMonth: 3, groupPerWeek: null } },
      });
    });

    it("refuses an empty name, too many items and a negative allowance with 400 and the field's message", async () => {
      const body = bodyOf(await readPlans());
      const bad = structuredClone(body);
      bad.plans.pro.name = "  ";
      let res = await putPlans(admin.client, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PLAN_MESSAGES.nameRequired);

      const many = structuredClone(body);
      many.plans.pro.includes = Array.from({ length: 13 }, (_, i) => `Item ${i}`);
      res = await putPlans(admin.client, many);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PLAN_MESSAGES.includesInvalid);

      const negative = structuredClone(body);
      negative.plans.free.oneToOnePerMonth = -1;
      expect((await putPlans(admin.client, negative)).statusCode).toBe(400);

      const { enterprise: _, ...missing } = body.plans;
      expect((await putPlans(admin.client, { plans: missing })).statusCode).toBe(400);
    });

    it("is the admin's alone: 401 signed out, 403 for an owner", async () => {
      const body = bodyOf(await readPlans());
      expect((await putPlans(new TestClient(t.app), body)).statusCode).toBe(401);
      const owner = await signInNewUser(t, { plan: "basic" });
      expect((await putPlans(owner.client, body)).statusCode).toBe(403);
    });
  });

  describe("Request this plan", () => {
    it("records an upgrade request among the leads, e-mails the coach, and the coach applies it in one click", async () => {
      const owner = await signInNewUser(t, { plan: "basic" });
      const res = await owner.client.post("/api/plans/requests", {
        plan: "enterprise",
        message: "Before Q3, please.",
      });
      expect(res.statusCode).toBe(201);
      const db = t.database.handle.db;
      const [lead] = await db
        .select()
        .from(consultationRequests)
        .where(eq(consultationRequests.businessId, owner.business!.id));
      expect(lead).toMatchObject({ requestedPlan: "enterprise", status: "new", planAppliedAt: null });
      expect(lead!.message).toContain("Before Q3, please.");
      const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "plan-request"));
      expect(
        mails.some((mail) => (mail.payload as { consultationId: number }).consultationId === lead!.id),
      ).toBe(true);

      const listed = await admin.client.get("/api/admin/consultations");
      const row = (listed.json() as { id: number; requestedPlan: string | null }[]).find(
        (l) => l.id === lead!.id,
      );
      expect(row?.requestedPlan).toBe("enterprise");

      const applied = await admin.client.post(`/api/admin/consultations/${lead!.id}/apply-plan`);
      expect(applied.statusCode).toBe(200);
      expect(applied.json()).toMatchObject({ status: "closed", requestedPlan: "enterprise" });
      expect(applied.json().planAppliedAt).toEqual(expect.any(String));
      const [business] = await db.select().from(businesses).where(eq(businesses.id, owner.business!.id));
      expect(business!.planLevel).toBe("enterprise");
      // The member's next request sees the new plan.
      expect((await owner.client.get("/api/business")).json().planLevel).toBe("enterprise");

      const again = await admin.client.post(`/api/admin/consultations/${lead!.id}/apply-plan`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(PLAN_MESSAGES.alreadyApplied);
    });

    it("enrols the business in its new plan's courses when asked to, and says how many (decision 077)", async () => {
      const db = t.database.handle.db;
      const course = await createModule(db, { requiredPlanLevel: "pro", title: "Pricing managed services" });
      const requestAndApply = async (body: object) => {
        const owner = await signInNewUser(t, { plan: "basic" });
        expect((await owner.client.post("/api/plans/requests", { plan: "pro" })).statusCode).toBe(201);
        const [lead] = await db
          .select()
          .from(consultationRequests)
          .where(eq(consultationRequests.businessId, owner.business!.id));
        const applied = await admin.client.post(`/api/admin/consultations/${lead!.id}/apply-plan`, body);
        expect(applied.statusCode, applied.body).toBe(200);
        const held = await db
          .select()
          .from(moduleSubscriptions)
          .where(eq(moduleSubscriptions.businessId, owner.business!.id));
        return { answer: applied.json(), held: held.map((s) => s.moduleId) };
      };

      const enrolled = await requestAndApply({ enrolInPlanCourses: true });
      expect(enrolled.answer).toMatchObject({ status: "closed", requestedPlan: "pro" });
      expect(enrolled.answer.enrolledCourses).toBeGreaterThanOrEqual(1);
      expect(enrolled.held).toContain(course.id);
      expect(enrolled.held).toHaveLength(enrolled.answer.enrolledCourses);

      const notEnrolled = await requestAndApply({});
      expect(notEnrolled.answer.enrolledCourses).toBe(0);
      expect(notEnrolled.held).toEqual([]);

      const owner = await signInNewUser(t, { plan: "basic" });
      await owner.client.post("/api/plans/requests", { plan: "pro" });
      const [lead] = await db
        .select()
        .from(consultationRequests)
        .where(eq(consultationRequests.businessId, owner.business!.id));
      const bad = await admin.client.post(`/api/admin/consultations/${lead!.id}/apply-plan`, {
        enrolInPlanCourses: "yes",
      });
      expect(bad.statusCode).toBe(400);
    });

    it("refuses the plan the business is on, an unknown plan, and callers without a business", async () => {
      const owner = await signInNewUser(t, { plan: "pro" });
      const same = await owner.client.post("/api/plans/requests", { plan: "pro" });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe(PLAN_MESSAGES.alreadyOnPlan(DEFAULT_PLAN_TEXTS.pro.name));
      const unknown = await owner.client.post("/api/plans/requests", { plan: "gold" });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(PLAN_MESSAGES.planInvalid);
      expect((await new TestClient(t.app).post("/api/plans/requests", { plan: "pro" })).statusCode).toBe(401);
      expect((await admin.client.post("/api/plans/requests", { plan: "pro" })).statusCode).toBe(403);
      const member = await signInNewUser(t, { role: "member", business: owner.business });
      expect((await member.client.post("/api/plans/requests", { plan: "enterprise" })).statusCode).toBe(403);
    });

    it("applies only upgrade requests: a plain consultation request answers 400, an unknown lead 404", async () => {
      const contact = await new TestClient(t.app, "10.77.0.1").post("/api/contact", {
        firstName: "Dana",
        lastName: "Reyes",
        email: "dana.plans@example.com",
        company: "Reyes IT",
      });
      expect(contact.statusCode).toBe(201);
      const [lead] = await t.database.handle.db
        .select()
        .from(consultationRequests)
        .where(eq(consultationRequests.email, "dana.plans@example.com"));
      const res = await admin.client.post(`/api/admin/consultations/${lead!.id}/apply-plan`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PLAN_MESSAGES.notAPlanRequest);
      expect((await admin.client.post("/api/admin/consultations/999999/apply-plan")).statusCode).toBe(404);
    });
  });

  describe("GET /api/modules/{id}/outline", () => {
    it("answers a locked course's outline and what unlocks it, and no lesson content", async () => {
      const db = t.database.handle.db;
      const course = await createModule(db, { requiredPlanLevel: "enterprise", title: "Exit planning" });
      await createLesson(db, course.id, { title: "Valuation", duration: 30, sortOrder: 1 });
      await createLesson(db, course.id, { title: "Buyers", duration: 45, sortOrder: 2 });
      const owner = await signInNewUser(t, { plan: "basic" });

      const lessons = await owner.client.get(`/api/modules/${course.id}/lessons`);
      expect(lessons.statusCode).toBe(403);

      const res = await owner.client.get(`/api/modules/${course.id}/outline`);
      expect(res.statusCode).toBe(200);
      const outline = res.json();
      expect(outline).toMatchObject({
        title: "Exit planning",
        accessible: false,
        planLocked: true,
        durationMinutes: 75,
        lessons: [
          { title: "Valuation", duration: 30 },
          { title: "Buyers", duration: 45 },
        ],
      });
      expect(outline.unlock).toBe(PLAN_MESSAGES.unlockByPlanOne(DEFAULT_PLAN_TEXTS.enterprise.name));
      expect(JSON.stringify(outline)).not.toContain("Know your numbers");
      for (const lesson of outline.lessons)
        expect(Object.keys(lesson).sort()).toEqual(["contentType", "duration", "id", "title"]);
    });

    it("says a plan-ready course waits for the coach, 404s an unknown course and needs a sign-in", async () => {
      const course = await createModule(t.database.handle.db, { requiredPlanLevel: "basic" });
      const owner = await signInNewUser(t, { plan: "pro" });
      const outline = (await owner.client.get(`/api/modules/${course.id}/outline`)).json();
      expect(outline).toMatchObject({ planLocked: false, subscriptionLocked: true });
      expect(outline.unlock).toBe(PLAN_MESSAGES.unlockBySubscription(DEFAULT_PLAN_TEXTS.pro.name));
      expect((await owner.client.get("/api/modules/999999/outline")).statusCode).toBe(404);
      expect((await new TestClient(t.app).get(`/api/modules/${course.id}/outline`)).statusCode).toBe(401);
    });
  });
});
