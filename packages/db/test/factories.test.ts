import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createBusiness,
  createBusinessWithOwner,
  createLesson,
  createModule,
  createProgress,
  createResource,
  createSubscription,
  createUser,
} from "../src/seed/factories";
import { createTestDatabase, testBackends, type TestDatabase } from "../src/testing";

const passwordHash = "$scrypt$not-a-real-hash";

describe.each(testBackends())("factories on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it("creates users with unique lower-case e-mails", async () => {
    const a = await createUser(t.handle.db, { passwordHash });
    const b = await createUser(t.handle.db, { passwordHash });
    const c = await createUser(t.handle.db, { passwordHash, email: "  Owner@Example.TEST " });
    expect(a.email).not.toBe(b.email);
    for (const user of [a, b]) expect(user.email).toBe(user.email.toLowerCase());
    expect(c.email).toBe("owner@example.test");
    expect(a.passwordHash).toBe(passwordHash);
  });

  it("creates a business with its owner", async () => {
    const { business, owner } = await createBusinessWithOwner(t.handle.db, {
      passwordHash,
      business: { planLevel: "pro" },
      owner: { firstName: "Dana" },
    });
    expect(business.planLevel).toBe("pro");
    expect(owner).toMatchObject({
      businessId: business.id,
      isOwner: true,
      role: "business_owner",
      firstName: "Dana",
    });
  });

  it("creates modules, lessons, subscriptions, resources and progress", async () => {
    const business = await createBusiness(t.handle.db, { planLevel: "basic" });
    const user = await createUser(t.handle.db, { passwordHash, businessId: business.id });
    const module = await createModule(t.handle.db, { requiredPlanLevel: "basic" });
    const lesson = await createLesson(t.handle.db, module.id, {
      contentType: "video",
      contentUrl: "/downloads/x.mp4",
    });
    const subscription = await createSubscription(t.handle.db, business.id, module.id);
    const resource = await createResource(t.handle.db, { type: "template", accessLevel: "pro" });

    expect(lesson.moduleId).toBe(module.id);
    expect(subscription).toMatchObject({ businessId: business.id, moduleId: module.id, isActive: true });
    expect(subscription.accessStartDate.getTime()).toBeLessThanOrEqual(Date.now());
    expect(subscription.accessEndDate).toBeNull();
    expect(resource).toMatchObject({ type: "template", accessLevel: "pro", downloadCount: 0 });

    const started = await createProgress(t.handle.db, user.id, lesson.id);
    expect(started).toMatchObject({
      moduleId: module.id,
      status: "in_progress",
      progress: 10,
      completedAt: null,
    });

    const other = await createLesson(t.handle.db, module.id);
    const done = await createProgress(t.handle.db, user.id, other.id, { status: "completed" });
    expect(done.progress).toBe(100);
    expect(done.completedAt).toBeInstanceOf(Date);
  });
});
