import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, lessonProgress } from "@scalemsp/db";
import { createBusiness, createLesson, createModule, createUser } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { callerAs, openTestDatabase, type Caller } from "../testing";

describe.each(testBackends())("course progress on %s", (backend) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let moduleId: number;
  let lessonIds: number[];

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    const module = await createModule(database.db, { requiredPlanLevel: "free" });
    moduleId = module.id;
    lessonIds = [];
    for (let i = 1; i <= 3; i++)
      lessonIds.push((await createLesson(database.db, moduleId, { sortOrder: i })).id);
  });
  afterAll(() => database.dispose());

  /** A new owner of a business on the free plan, and the router called as them. */
  async function member(): Promise<{ userId: number; caller: Caller }> {
    const business = await createBusiness(database.db, { planLevel: "free" });
    const user = await createUser(database.db, {
      passwordHash: "not used: the caller is built without signing in",
      role: "business_owner",
      isOwner: true,
      businessId: business.id,
    });
    return { userId: user.id, caller: await callerAs(database.db, user.id) };
  }

  it("keeps one row per user and lesson under concurrent saves", async () => {
    const { userId, caller } = await member();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        caller.progress.update({ lessonId: lessonIds[0]!, moduleId, progress: i + 1, status: "in_progress" }),
      ),
    );
    const rows = await database.db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it("keeps a completed lesson completed at 100 with its first completion time", async () => {
    const { caller } = await member();
    const lessonId = lessonIds[1]!;
    const done = await caller.progress.update({ lessonId, moduleId, progress: 40, status: "completed" });
    expect(done).toMatchObject({ status: "completed", progress: 100 });
    expect(done.completedAt).not.toBeNull();

    for (const [status, progress] of [
      ["in_progress", 10],
      ["not_started", 0],
      ["completed", 100],
    ] as const) {
      expect(await caller.progress.update({ lessonId, moduleId, progress, status })).toEqual({
        lessonId,
        moduleId,
        status: "completed",
        progress: 100,
        completedAt: done.completedAt,
      });
    }
    const lessons = await caller.modules.lessons({ id: moduleId });
    expect(lessons.find((lesson) => lesson.id === lessonId)).toMatchObject({
      status: "completed",
      progress: 100,
      completedAt: done.completedAt,
    });
  });

  it("refuses a visitor before any domain code runs", async () => {
    const visitor = await callerAs(database.db, null);
    await expect(visitor.modules.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
