import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, eq, moduleSubscriptions } from "@scalemsp/db";
import { createLesson, createModule } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { signInNewUser, startTestApp, type TestApp } from "./helpers";

/**
 * Decision 077: setting a plan with enrolInPlanCourses enrols the business in every active
 * course of that level and below (open-ended), so the owner opens them at once.
 */
describe.each(testBackends())("a plan change that enrols on %s", (backend) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signInNewUser>>;
  let courses: Record<"free" | "basic" | "pro" | "enterprise" | "inactive", { id: number }>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await signInNewUser(t, { role: "admin" });
    const db = t.db;
    courses = {
      free: await createModule(db, { requiredPlanLevel: "free" }),
      basic: await createModule(db, { requiredPlanLevel: "basic" }),
      pro: await createModule(db, { requiredPlanLevel: "pro" }),
      enterprise: await createModule(db, { requiredPlanLevel: "enterprise" }),
      inactive: await createModule(db, { requiredPlanLevel: "basic", isActive: false }),
    };
    for (const course of Object.values(courses)) await createLesson(db, course.id);
  });
  afterAll(() => t.close());

  const accessOf = async (owner: Awaited<ReturnType<typeof signInNewUser>>) => {
    const list = (await owner.client.get("/api/modules")).json<{ id: number; accessible: boolean }[]>();
    const open = (id: number) => list.find((course) => course.id === id)?.accessible;
    return {
      basic: open(courses.basic.id),
      pro: open(courses.pro.id),
      enterprise: open(courses.enterprise.id),
    };
  };

  it("through REST: Professional opens the Basic and Professional courses, not Enterprise", async () => {
    const owner = await signInNewUser(t, { plan: "free" });
    expect(await accessOf(owner)).toEqual({ basic: false, pro: false, enterprise: false });

    const res = await admin.client.patch(`/api/admin/businesses/${owner.business!.id}`, {
      planLevel: "pro",
      enrolInPlanCourses: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ planLevel: "pro", enrolledCourses: 2 });
    expect(await accessOf(owner)).toEqual({ basic: true, pro: true, enterprise: false });
    expect((await owner.client.get(`/api/modules/${courses.pro.id}/lessons`)).statusCode).toBe(200);

    const rows = await t.db
      .select()
      .from(moduleSubscriptions)
      .where(eq(moduleSubscriptions.businessId, owner.business!.id));
    expect(rows.map((row) => row.moduleId).sort()).toEqual([courses.basic.id, courses.pro.id].sort());
    expect(rows.every((row) => row.isActive && row.accessEndDate === null)).toBe(true);
    const audited = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.businessId, owner.business!.id));
    expect(audited.filter((event) => event.action === "subscription.created")).toHaveLength(2);

    // Again: the courses it already has are not enrolled twice.
    const again = await admin.client.patch(`/api/admin/businesses/${owner.business!.id}`, {
      planLevel: "pro",
      enrolInPlanCourses: true,
    });
    expect(again.json()).toMatchObject({ enrolledCourses: 0 });
  });

  it("through tRPC: without the offer taken, the plan alone changes", async () => {
    const owner = await signInNewUser(t, { plan: "free" });
    const plain = await admin.client.trpc("mutation", "admin.businesses.update", {
      id: owner.business!.id,
      planLevel: "enterprise",
    });
    expect(plain.status).toBe(200);
    expect(plain.body.result?.data).toMatchObject({ planLevel: "enterprise", enrolledCourses: 0 });
    expect(await accessOf(owner)).toEqual({ basic: false, pro: false, enterprise: false });

    const enrolled = await admin.client.trpc("mutation", "admin.businesses.update", {
      id: owner.business!.id,
      enrolInPlanCourses: true,
    });
    expect(enrolled.body.result?.data).toMatchObject({ enrolledCourses: 3 });
    expect(await accessOf(owner)).toEqual({ basic: true, pro: true, enterprise: true });
  });

  it("refuses an enrolment flag that is not true or false", async () => {
    const owner = await signInNewUser(t, { plan: "free" });
    const res = await admin.client.patch(`/api/admin/businesses/${owner.business!.id}`, {
      enrolInPlanCourses: "yes",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.enrolInPlanCourses).toBeDefined();
  });
});
