import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  businesses,
  eq,
  lessonProgress,
  openDatabase,
  resourceCategories,
  resources,
  type Database,
} from "@scalemsp/db";
import {
  createCategory,
  createLesson,
  createModule,
  createProgress,
  createResource,
  createSubscription,
  type Module,
  type NewModuleSubscription,
} from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { createLocalFileStore } from "@scalemsp/storage";
import {
  COURSE_MESSAGES,
  MESSAGES,
  PLAN_LEVELS,
  RESOURCE_MESSAGES,
  RESOURCE_TYPES,
  planRank,
  type PlanLevel,
} from "@scalemsp/validators";
import { createServer } from "../src/server";
import { TestClient, countQueries, signInNewUser, startTestApp, type TestApp } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

/** The subscription states of contract §4; `undefined` means no subscription at all. */
const SUBSCRIPTION_STATES: Record<string, Partial<NewModuleSubscription> | undefined> = {
  current: { isActive: true, accessStartDate: ago(60_000), accessEndDate: null },
  "current, ends later": { isActive: true, accessStartDate: ago(DAY), accessEndDate: ahead(DAY) },
  inactive: { isActive: false, accessStartDate: ago(DAY), accessEndDate: null },
  "not yet started": { isActive: true, accessStartDate: ahead(DAY), accessEndDate: null },
  ended: { isActive: true, accessStartDate: ago(2 * DAY), accessEndDate: ago(60_000) },
  absent: undefined,
};
const CURRENT_STATES = new Set(["current", "current, ends later"]);

interface ModuleBody {
  id: number;
  title: string;
  requiredPlanLevel: PlanLevel;
  sortOrder: number;
  isActive: boolean;
  accessible: boolean;
  planLocked: boolean;
  subscriptionLocked: boolean;
  lessonCount: number;
  durationMinutes: number;
  percent: number;
}
interface LessonBody {
  id: number;
  moduleId: number;
  isActive: boolean;
  status: string;
  progress: number;
  completedAt: string | null;
}
interface ResourceBody {
  id: number;
  title: string;
  type: string;
  accessLevel: PlanLevel;
  fileUrl: string | null;
  fileName: string;
  downloadCount: number;
  categoryName: string | null;
  locked: boolean;
  createdAt: string;
}

describe.each(testBackends())("member area on %s", (backend) => {
  let t: TestApp;
  let db: Database;

  beforeAll(async () => {
    t = await startTestApp(backend);
    db = t.database.handle.db;
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (options?: Parameters<typeof signInNewUser>[1]) => signInNewUser(t, options);

  const modulesOf = async (client: TestClient) => {
    const res = await client.get("/api/modules");
    expect(res.statusCode).toBe(200);
    return res.json() as ModuleBody[];
  };
  const lessonsOf = async (client: TestClient, moduleId: number) => {
    const res = await client.get(`/api/modules/${moduleId}/lessons`);
    expect(res.statusCode).toBe(200);
    return res.json() as LessonBody[];
  };
  const download = (client: TestClient, id: number) =>
    client.request("POST", `/api/resources/${id}/download`, {
      headers: { "content-type": "application/json" },
    });

  describe("sign-in", () => {
    it.each([
      ["GET", "/api/modules"],
      ["GET", "/api/modules/1/lessons"],
      ["POST", "/api/progress"],
      ["GET", "/api/progress/summary"],
      ["GET", "/api/resources"],
      ["POST", "/api/resources/1/download"],
    ])("%s %s answers 401 when signed out", async (method, url) => {
      const res = await new TestClient(t.app).request(method, url, {
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(401);
    });

    it("answers 403 to a member of a deactivated business", async () => {
      const { client, business } = await signIn({ plan: "pro" });
      expect((await client.get("/api/modules")).statusCode).toBe(200);
      await db.update(businesses).set({ isActive: false }).where(eq(businesses.id, business!.id));
      for (const url of ["/api/modules", "/api/resources", "/api/progress/summary"]) {
        const res = await client.get(url);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MESSAGES.accountDeactivated);
      }
    });
  });

  describe("course access (contract §4)", () => {
    /** One module per required level and subscription state, subscribed per business as named. */
    const grid: { module: Module; level: PlanLevel; state: string }[] = [];

    beforeAll(async () => {
      for (const level of PLAN_LEVELS) {
        for (const state of Object.keys(SUBSCRIPTION_STATES)) {
          const module = await createModule(db, { requiredPlanLevel: level, title: `${level} / ${state}` });
          await createLesson(db, module.id, { duration: 15 });
          grid.push({ module, level, state });
        }
      }
    });

    async function memberWithGridSubscriptions(plan: PlanLevel) {
      const member = await signIn({ plan });
      for (const { module, state } of grid) {
        const subscription = SUBSCRIPTION_STATES[state];
        if (subscription) await createSubscription(db, member.business!.id, module.id, subscription);
      }
      return member;
    }

    it.each(PLAN_LEVELS)("computes the flags for a %s business in every combination", async (plan) => {
      const { client } = await memberWithGridSubscriptions(plan);
      const listed = new Map((await modulesOf(client)).map((m) => [m.id, m]));
      for (const { module, level, state } of grid) {
        const planLocked = planRank(plan) < planRank(level);
        const subscriptionLocked = level !== "free" && !CURRENT_STATES.has(state);
        const accessible = !planLocked && !subscriptionLocked;
        expect(
          listed.get(module.id),
          `${plan} business, ${level} module, subscription ${state}`,
        ).toMatchObject({
          planLocked,
          subscriptionLocked,
          accessible,
        });
        const lessons = await client.get(`/api/modules/${module.id}/lessons`);
        expect(lessons.statusCode, `lessons of ${level} module, subscription ${state}`).toBe(
          accessible ? 200 : 403,
        );
        if (!accessible) {
          expect(lessons.json().message).toBe(
            planLocked ? COURSE_MESSAGES.planLocked : COURSE_MESSAGES.subscriptionLocked,
          );
        }
      }
    });

    it("does not let one business's subscription open a module for another business", async () => {
      const subscribed = await memberWithGridSubscriptions("enterprise");
      const other = await signIn({ plan: "enterprise" });
      const target = grid.find((g) => g.level === "enterprise" && g.state === "current")!.module;
      expect((await modulesOf(subscribed.client)).find((m) => m.id === target.id)?.accessible).toBe(true);
      expect((await modulesOf(other.client)).find((m) => m.id === target.id)).toMatchObject({
        accessible: false,
        planLocked: false,
        subscriptionLocked: true,
      });
    });

    it("answers the module fields and the lesson aggregates", async () => {
      const module = await createModule(db, {
        title: "Aggregates",
        description: "Counted lessons",
        requiredPlanLevel: "free",
        sortOrder: 5,
        thumbnailUrl: "/img/x.png",
      });
      await createLesson(db, module.id, { duration: 20 });
      await createLesson(db, module.id, { duration: 25 });
      await createLesson(db, module.id, { duration: 99, isActive: false });
      const { client } = await signIn();
      const listed = (await modulesOf(client)).find((m) => m.id === module.id);
      expect(listed).toEqual({
        id: module.id,
        title: "Aggregates",
        description: "Counted lessons",
        requiredPlanLevel: "free",
        sortOrder: 5,
        isActive: true,
        thumbnailUrl: "/img/x.png",
        accessible: true,
        planLocked: false,
        subscriptionLocked: false,
        lessonCount: 2,
        durationMinutes: 45,
        completedLessons: 0,
        inProgressLessons: 0,
        percent: 0,
      });
    });

    it("orders modules by sortOrder, then id", async () => {
      const { client } = await signIn();
      const list = await modulesOf(client);
      const keys = list.map((m) => [m.sortOrder, m.id] as const);
      const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(keys).toEqual(sorted);
    });

    it("hides inactive modules and inactive lessons from members, and shows them to admins", async () => {
      const hidden = await createModule(db, { isActive: false, requiredPlanLevel: "enterprise" });
      await createLesson(db, hidden.id);
      const shown = await createModule(db, { requiredPlanLevel: "free" });
      const second = await createLesson(db, shown.id, { sortOrder: 2 });
      const first = await createLesson(db, shown.id, { sortOrder: 1 });
      const inactive = await createLesson(db, shown.id, { sortOrder: 3, isActive: false });

      const member = await signIn({ plan: "enterprise" });
      expect((await modulesOf(member.client)).some((m) => m.id === hidden.id)).toBe(false);
      const hiddenLessons = await member.client.get(`/api/modules/${hidden.id}/lessons`);
      expect(hiddenLessons.statusCode).toBe(404);
      expect(hiddenLessons.json().message).toBe(COURSE_MESSAGES.moduleNotFound);
      expect((await lessonsOf(member.client, shown.id)).map((l) => l.id)).toEqual([first.id, second.id]);

      const admin = await signIn({ role: "admin" });
      const adminList = await modulesOf(admin.client);
      expect(adminList.find((m) => m.id === hidden.id)).toMatchObject({
        isActive: false,
        accessible: true,
        planLocked: false,
        subscriptionLocked: false,
      });
      expect(adminList.every((m) => m.accessible && !m.planLocked && !m.subscriptionLocked)).toBe(true);
      expect(adminList.length).toBeGreaterThan((await modulesOf(member.client)).length);
      expect((await lessonsOf(admin.client, shown.id)).map((l) => l.id)).toEqual([
        first.id,
        second.id,
        inactive.id,
      ]);
      expect((await lessonsOf(admin.client, hidden.id)).length).toBe(1);
    });

    it("answers 404 for an unknown module and 400 for an id that is not one", async () => {
      const { client } = await signIn();
      expect((await client.get("/api/modules/99999999/lessons")).statusCode).toBe(404);
      expect((await client.get("/api/modules/2147483647/lessons")).statusCode).toBe(404);
      expect((await client.get("/api/modules/99999999999999/lessons")).statusCode).toBe(400);
      const bad = await client.get("/api/modules/abc/lessons");
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        message: COURSE_MESSAGES.invalidModuleId,
        errors: { id: COURSE_MESSAGES.invalidModuleId },
      });
    });

    it("answers the same through tRPC", async () => {
      const { client } = await signIn({ plan: "free" });
      const locked = grid.find((g) => g.level === "pro" && g.state === "absent")!.module;
      const list = await client.trpc("query", "modules.list");
      expect(list.status).toBe(200);
      expect((list.body.result?.data as ModuleBody[]).find((m) => m.id === locked.id)).toMatchObject({
        accessible: false,
        planLocked: true,
        subscriptionLocked: true,
      });
      const lessons = await client.trpc("query", "modules.lessons", { id: locked.id });
      expect(lessons.status).toBe(403);
    });
  });

  describe("progress (contract §5)", () => {
    let module: Module;
    let lessonIds: number[];
    let lockedModule: Module;
    let lockedLessonId: number;
    let otherModule: Module;
    let otherLessonId: number;

    beforeAll(async () => {
      module = await createModule(db, { requiredPlanLevel: "free" });
      lessonIds = [];
      for (let i = 1; i <= 4; i++) lessonIds.push((await createLesson(db, module.id, { sortOrder: i })).id);
      lockedModule = await createModule(db, { requiredPlanLevel: "pro" });
      lockedLessonId = (await createLesson(db, lockedModule.id)).id;
      otherModule = await createModule(db, { requiredPlanLevel: "free" });
      otherLessonId = (await createLesson(db, otherModule.id)).id;
    });

    const save = (client: TestClient, body: Record<string, unknown>) => client.post("/api/progress", body);

    it("starts every lesson at not_started, 0", async () => {
      const { client } = await signIn();
      const lessons = await lessonsOf(client, module.id);
      expect(lessons.map((l) => [l.status, l.progress])).toEqual(lessonIds.map(() => ["not_started", 0]));
    });

    it("saves progress, answers the saved row, and shows it in the lessons", async () => {
      const { client } = await signIn();
      const res = await save(client, {
        lessonId: lessonIds[0],
        moduleId: module.id,
        progress: 10,
        status: "in_progress",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        lessonId: lessonIds[0],
        moduleId: module.id,
        status: "in_progress",
        progress: 10,
        completedAt: null,
      });
      const again = await save(client, {
        lessonId: lessonIds[0],
        moduleId: module.id,
        progress: 60,
        status: "in_progress",
      });
      expect(again.json().progress).toBe(60);
      const lessons = await lessonsOf(client, module.id);
      expect(lessons[0]).toMatchObject({ status: "in_progress", progress: 60 });
      expect(lessons.slice(1).every((l) => l.status === "not_started" && l.progress === 0)).toBe(true);
    });

    it("refuses a lesson of another module, an unknown lesson and an inactive lesson with 400 on lessonId", async () => {
      const { client } = await signIn();
      const inactive = await createLesson(db, module.id, { isActive: false });
      for (const lessonId of [otherLessonId, 99999999, inactive.id]) {
        const res = await save(client, {
          lessonId,
          moduleId: module.id,
          progress: 10,
          status: "in_progress",
        });
        expect(res.statusCode).toBe(400);
        // Contract §13: only the download call and the file routes add `success: false`.
        expect(res.json()).toEqual({
          message: COURSE_MESSAGES.lessonNotInModule,
          errors: { lessonId: COURSE_MESSAGES.lessonNotInModule },
        });
      }
    });

    it("answers 403 for progress on a locked module and 404 for an unknown one", async () => {
      const { client, userId } = await signIn({ plan: "free" });
      const locked = await save(client, {
        lessonId: lockedLessonId,
        moduleId: lockedModule.id,
        progress: 10,
        status: "in_progress",
      });
      expect(locked.statusCode).toBe(403);
      expect(locked.json().message).toBe(COURSE_MESSAGES.planLocked);
      expect((await client.get(`/api/modules/${lockedModule.id}/lessons`)).statusCode).toBe(403);
      const rows = await db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId));
      expect(rows).toHaveLength(0);
      const unknown = await save(client, {
        lessonId: lockedLessonId,
        moduleId: 99999999,
        progress: 10,
        status: "in_progress",
      });
      expect(unknown.statusCode).toBe(404);
    });

    it("lets a subscribed business of the right plan save progress on a paid module", async () => {
      const { client, business } = await signIn({ plan: "pro" });
      await createSubscription(db, business!.id, lockedModule.id);
      const res = await save(client, {
        lessonId: lockedLessonId,
        moduleId: lockedModule.id,
        progress: 100,
        status: "completed",
      });
      expect(res.statusCode).toBe(200);
    });

    it.each([
      [{ progress: 101 }, "progress", COURSE_MESSAGES.progressRange],
      [{ progress: -1 }, "progress", COURSE_MESSAGES.progressRange],
      [{ progress: 12.5 }, "progress", COURSE_MESSAGES.progressRange],
      [{ progress: "ten" }, "progress", COURSE_MESSAGES.progressRange],
      [{ status: "done" }, "status", COURSE_MESSAGES.statusInvalid],
      [{ lessonId: "x" }, "lessonId", COURSE_MESSAGES.invalidLessonId],
      [{ moduleId: 0 }, "moduleId", COURSE_MESSAGES.invalidModuleId],
    ])("refuses %j with 400", async (override, field, message) => {
      const { client } = await signIn();
      const res = await save(client, {
        lessonId: lessonIds[0],
        moduleId: module.id,
        progress: 10,
        status: "in_progress",
        ...override,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    });

    it("refuses an empty or malformed body with 400, never 500", async () => {
      const { client } = await signIn();
      expect((await client.post("/api/progress", {})).statusCode).toBe(400);
      expect((await client.post("/api/progress", [1, 2])).statusCode).toBe(400);
      expect((await client.post("/api/progress", null)).statusCode).toBe(400);
    });

    it("keeps progress per user: nobody else, in the same business or another, sees it", async () => {
      const owner = await signIn();
      const teammate = await signIn({ business: owner.business, role: "member" });
      const stranger = await signIn();
      await save(owner.client, {
        lessonId: lessonIds[3],
        moduleId: module.id,
        progress: 100,
        status: "completed",
      });
      await save(owner.client, {
        lessonId: lessonIds[0],
        moduleId: module.id,
        progress: 30,
        status: "in_progress",
      });
      expect((await lessonsOf(owner.client, module.id)).map((l) => l.status)).toEqual([
        "in_progress",
        "not_started",
        "not_started",
        "completed",
      ]);
      for (const other of [teammate, stranger]) {
        const lessons = await lessonsOf(other.client, module.id);
        expect(
          lessons.every((l) => l.status === "not_started" && l.progress === 0 && l.completedAt === null),
        ).toBe(true);
        const summary = (await other.client.get("/api/progress/summary")).json() as { moduleId: number }[];
        expect(summary.some((s) => s.moduleId === module.id)).toBe(false);
      }
    });

    it("sums up each started, accessible course with spec §4's percent", async () => {
      const { client, userId, business } = await signIn({ plan: "pro" });
      // 4 lessons: completed, in progress at 50, two untouched → (1 + 0.5) / 4 = 38%
      await createProgress(db, userId, lessonIds[0]!, { status: "completed", progress: 100 });
      await createProgress(db, userId, lessonIds[1]!, { status: "in_progress", progress: 50 });
      // Progress on a module the business cannot open (no subscription) is left out.
      await createProgress(db, userId, lockedLessonId, { status: "in_progress", progress: 10 });
      const res = await client.get("/api/progress/summary");
      expect(res.statusCode).toBe(200);
      const summary = res.json() as { moduleId: number }[];
      expect(summary).toEqual([
        {
          moduleId: module.id,
          title: module.title,
          percent: 38,
          completedLessons: 1,
          inProgressLessons: 1,
          totalLessons: 4,
        },
      ]);
      expect((await modulesOf(client)).find((m) => m.id === module.id)?.percent).toBe(38);
      await createSubscription(db, business!.id, lockedModule.id);
      const after = (await client.get("/api/progress/summary")).json() as {
        moduleId: number;
        percent: number;
      }[];
      expect(after.find((s) => s.moduleId === lockedModule.id)?.percent).toBe(10);
    });
  });

  describe("resources (contract §6)", () => {
    let free: { id: number };
    let pro: { id: number };
    let enterprise: { id: number };
    let inactive: { id: number };
    let categoryName: string;

    beforeAll(async () => {
      const category = await createCategory(db);
      categoryName = category.name;
      free = await createResource(db, {
        type: "template",
        accessLevel: "free",
        categoryId: category.id,
        createdAt: ago(3 * DAY),
      });
      pro = await createResource(db, { type: "video", accessLevel: "pro", createdAt: ago(2 * DAY) });
      enterprise = await createResource(db, {
        type: "document",
        accessLevel: "enterprise",
        createdAt: ago(DAY),
      });
      inactive = await createResource(db, { isActive: false });
    });

    const listOf = async (client: TestClient, query = "") => {
      const res = await client.get(`/api/resources${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as ResourceBody[];
    };

    it("lists active resources newest first, locking those above the plan without their file", async () => {
      const { client } = await signIn({ plan: "basic" });
      const list = await listOf(client);
      expect(list.some((r) => r.id === inactive.id)).toBe(false);
      const ids = list.map((r) => r.id);
      expect(ids.indexOf(enterprise.id)).toBeLessThan(ids.indexOf(pro.id));
      expect(ids.indexOf(pro.id)).toBeLessThan(ids.indexOf(free.id));
      const times = list.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const byId = new Map(list.map((r) => [r.id, r]));
      expect(byId.get(free.id)).toMatchObject({ locked: false, categoryName, accessLevel: "free" });
      expect(byId.get(free.id)!.fileUrl).toMatch(/^\/downloads\//);
      for (const id of [pro.id, enterprise.id]) {
        expect(byId.get(id)).toMatchObject({ locked: true, fileUrl: null });
      }
      for (const r of list) expect(r.locked).toBe(planRank(r.accessLevel) > planRank("basic"));
    });

    it("never locks anything for an admin", async () => {
      const { client } = await signIn({ role: "admin" });
      const list = await listOf(client);
      expect(list.every((r) => !r.locked && r.fileUrl)).toBe(true);
    });

    it("filters by type and refuses any other type with 400", async () => {
      const { client } = await signIn({ plan: "enterprise" });
      const videos = await listOf(client, "?type=video");
      expect(videos.length).toBeGreaterThan(0);
      expect(videos.every((r) => r.type === "video")).toBe(true);
      expect((await listOf(client, "?type=")).length).toBe((await listOf(client)).length);
      for (const type of ["bogus", "Video", "videos"]) {
        const res = await client.get(`/api/resources?type=${type}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: RESOURCE_MESSAGES.invalidType,
          errors: { type: RESOURCE_MESSAGES.invalidType },
        });
      }
    });

    it("counts an allowed download and answers the file", async () => {
      const { client } = await signIn({ plan: "pro" });
      const before = (await listOf(client)).find((r) => r.id === pro.id)!;
      const res = await download(client, pro.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: "Download started",
        fileUrl: expect.stringMatching(/^\/downloads\//),
        fileName: before.fileName,
      });
      const after = (await listOf(client)).find((r) => r.id === pro.id)!;
      expect(after.downloadCount).toBe(before.downloadCount + 1);
    });

    it("answers 403 with success false for a locked resource and counts nothing", async () => {
      const { client } = await signIn({ plan: "pro" });
      const [before] = await db.select().from(resources).where(eq(resources.id, enterprise.id));
      const res = await download(client, enterprise.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: RESOURCE_MESSAGES.upgradeToDownload });
      const [after] = await db.select().from(resources).where(eq(resources.id, enterprise.id));
      expect(after!.downloadCount).toBe(before!.downloadCount);
      expect(after!.updatedAt.getTime()).toBe(before!.updatedAt.getTime());
    });

    it("answers 404 for an unknown or inactive resource and 400 for a bad id", async () => {
      const { client } = await signIn({ role: "admin" });
      expect((await download(client, 99999999)).statusCode).toBe(404);
      const res = await download(client, inactive.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: RESOURCE_MESSAGES.resourceNotFound });
      expect((await download(client, "abc" as unknown as number)).statusCode).toBe(400);
    });

    it("downloads through tRPC too", async () => {
      const { client } = await signIn();
      const res = await client.trpc("mutation", "resources.download", { id: free.id });
      expect(res.status).toBe(200);
      expect(res.body.result?.data).toMatchObject({ success: true, message: "Download started" });
      const locked = await client.trpc("mutation", "resources.download", { id: pro.id });
      expect(locked.status).toBe(403);
      expect(locked.body.error?.message).toBe(RESOURCE_MESSAGES.upgradeToDownload);
    });
  });

  describe("query counts", () => {
    it("runs the same number of queries however many rows the lists hold", async () => {
      const admin = await signIn({ role: "admin" });
      const member = await signIn({ plan: "enterprise" });
      const module = await createModule(db);
      const lesson = await createLesson(db, module.id);
      await createProgress(db, member.userId, lesson.id);

      const calls = async () => {
        const counts: number[] = [];
        for (const c of [admin.client, member.client]) {
          counts.push(await countQueries(t.database, () => c.get("/api/modules")));
          counts.push(await countQueries(t.database, () => c.get(`/api/modules/${module.id}/lessons`)));
          counts.push(await countQueries(t.database, () => c.get("/api/progress/summary")));
        }
        return counts;
      };
      const before = await calls();
      for (let i = 0; i < 15; i++) {
        const m = await createModule(db, { requiredPlanLevel: PLAN_LEVELS[i % 4] });
        const l = await createLesson(db, m.id);
        await createSubscription(db, member.business!.id, m.id);
        await createProgress(db, member.userId, l.id);
        await createLesson(db, module.id);
        await createResource(db, { accessLevel: PLAN_LEVELS[i % 4] });
      }
      expect(await calls()).toEqual(before);
      // One query finds the session with its user and business; each list then needs one more.
      // An admin's calls ask one more: whether the admin setting requires two-factor of them.
      expect(before).toEqual([3, 3, 3, 2, 2, 2]);
    });

    it("reads the resource rows again only after a change, and shows each change on the next request", async () => {
      const admin = await signIn({ role: "admin" });
      const member = await signIn({ plan: "free" });
      const category = await createCategory(db);
      const resource = await createResource(db, { accessLevel: "free", categoryId: category.id });
      const list = async () => {
        const res = await member.client.get("/api/resources");
        expect(res.statusCode).toBe(200);
        return res.json() as ResourceBody[];
      };
      const shown = async () => (await list()).find((r) => r.id === resource.id);

      // Changed since the last read: the session, the library's data version, the rows.
      expect(await countQueries(t.database, list)).toBe(3);
      // Unchanged: the session and the data version.
      expect(await countQueries(t.database, list)).toBe(2);
      expect(await countQueries(t.database, list)).toBe(2);

      expect(
        (await admin.client.patch(`/api/admin/resources/${resource.id}`, { title: "Edited" })).statusCode,
      ).toBe(200);
      expect((await shown())?.title).toBe("Edited");
      expect((await member.client.post(`/api/resources/${resource.id}/download`, {})).statusCode).toBe(200);
      expect((await shown())?.downloadCount).toBe(1);
      await db
        .update(resourceCategories)
        .set({ name: "Renamed" })
        .where(eq(resourceCategories.id, category.id));
      expect((await shown())?.categoryName).toBe("Renamed");
      const added = await createResource(db, { accessLevel: "free" });
      expect((await list()).some((r) => r.id === added.id)).toBe(true);
      await db.update(resources).set({ isActive: false }).where(eq(resources.id, resource.id));
      expect(await shown()).toBeUndefined();
    });

    it("gives each plan its own view of one read of the library", async () => {
      const admin = await signIn({ role: "admin" });
      const free = await signIn({ plan: "free" });
      const pro = await signIn({ plan: "pro" });
      const resource = await createResource(db, { accessLevel: "pro" });
      const seenBy = async (client: TestClient, query = "") =>
        ((await client.get(`/api/resources${query}`)).json() as ResourceBody[]).find(
          (r) => r.id === resource.id,
        );
      for (let round = 0; round < 2; round++) {
        expect(await seenBy(free.client)).toMatchObject({ locked: true, fileUrl: null });
        expect(await seenBy(pro.client)).toMatchObject({ locked: false, fileUrl: resource.fileUrl });
        expect(await seenBy(admin.client)).toMatchObject({ locked: false, fileUrl: resource.fileUrl });
        expect(await seenBy(free.client, `?type=${resource.type}`)).toMatchObject({ locked: true });
        const otherType = RESOURCE_TYPES.find((type) => type !== resource.type)!;
        expect(await seenBy(pro.client, `?type=${otherType}`)).toBeUndefined();
      }
    });

    it("a resource changed through one app server shows at once on another", async () => {
      // On PostgreSQL a second server with a pool of its own, as when several run behind a proxy.
      const secondHandle = t.database.url
        ? await openDatabase({ databaseUrl: t.database.url, maxConnections: 2 })
        : t.database.handle;
      const second = await createServer({
        config: t.config,
        database: secondHandle,
        files: createLocalFileStore(t.filesDir),
        logger: false,
      });
      try {
        const admin = await signIn({ role: "admin" });
        const member = await signIn({ plan: "free" });
        const onSecond = new TestClient(second);
        onSecond.cookie = member.client.cookie;
        const resource = await createResource(db, { accessLevel: "free" });
        const titleOnSecond = async () => {
          const res = await onSecond.get("/api/resources");
          expect(res.statusCode).toBe(200);
          return (res.json() as ResourceBody[]).find((r) => r.id === resource.id)?.title;
        };
        expect(await titleOnSecond()).toBe(resource.title);
        expect(
          (await admin.client.patch(`/api/admin/resources/${resource.id}`, { title: "Renamed on the first" }))
            .statusCode,
        ).toBe(200);
        expect(await titleOnSecond()).toBe("Renamed on the first");
      } finally {
        await second.close();
        if (secondHandle !== t.database.handle) await secondHandle.close();
      }
    });

    it("saves progress in three statements and counts a download in two", async () => {
      const member = await signIn({ plan: "enterprise" });
      const module = await createModule(db, { requiredPlanLevel: "basic" });
      await createSubscription(db, member.business!.id, module.id);
      const lesson = await createLesson(db, module.id);
      const resource = await createResource(db, { accessLevel: "basic" });
      const save = () =>
        member.client.post("/api/progress", {
          lessonId: lesson.id,
          moduleId: module.id,
          progress: 40,
          status: "in_progress",
        });
      // The session; the module's access with the lesson's module; the upsert.
      expect(await countQueries(t.database, save)).toBe(3);
      expect((await save()).statusCode).toBe(200);
      // The session; the counting UPDATE … RETURNING.
      expect(
        await countQueries(t.database, () =>
          member.client.post(`/api/resources/${resource.id}/download`, {}),
        ),
      ).toBe(2);
    });
  });
});
