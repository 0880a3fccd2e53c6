import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLesson, createModule } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import {
  IMPORT_MESSAGES,
  MESSAGES,
  QUESTION_MESSAGES,
  SCORECARD_CSV_COLUMNS,
  SCORECARD_MESSAGES,
  figureMessage,
} from "@scalemsp/validators";
import { TestClient, dispositionOf, signInNewUser, startTestApp, type TestApp } from "./helpers";

const figures = (revenue: number, extra: Record<string, number | null> = {}) => ({
  revenue,
  recurringRevenue: Math.round(revenue * 0.7),
  grossMarginPct: 50,
  netProfitPct: 12,
  clients: 30,
  endpoints: 1500,
  employees: 10,
  technicians: 6,
  tickets: 400,
  csatPct: 95,
  ...extra,
});

describe.each(testBackends())("the scorecard over HTTP on %s", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  /** An owner and a member of one new business, both signed in. */
  async function team() {
    const owner = await signInNewUser(t, { plan: "pro" });
    const member = await signInNewUser(t, { business: owner.business, role: "member" });
    return { owner, member };
  }

  describe("monthly figures", () => {
    it("are written by the owner and read back with derived figures and bands", async () => {
      const { owner } = await team();
      const saved = await owner.client.request("PUT", "/api/scorecard/2024-04", { body: figures(100_000) });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ month: "2024-04", revenue: 100_000, recurringRevenue: 70_000 });
      expect(
        (await owner.client.request("PUT", "/api/scorecard/2024-05", { body: figures(110_000) })).statusCode,
      ).toBe(200);

      const res = await owner.client.get("/api/scorecard");
      expect(res.statusCode).toBe(200);
      const card = res.json();
      expect(card.entries.map((entry: { month: string }) => entry.month)).toEqual(["2024-04", "2024-05"]);
      expect(card.latestMonth).toBe("2024-05");
      expect(card.derived).toMatchObject({
        recurringSharePct: 70,
        revenuePerEmployee: 132_000,
        endpointsPerTechnician: 250,
        revenueGrowthMoMPct: 10,
        revenueGrowth12mPct: null,
      });
      expect(card.bands).toMatchObject({
        recurringSharePct: "healthy",
        grossMarginPct: "healthy",
        netProfitPct: "needs_work",
        revenuePerEmployee: "needs_work",
        endpointsPerTechnician: "healthy",
        revenueGrowth12mPct: null,
      });
      expect(card.canEdit).toBe(true);
    });

    it("refuse a month in the future, a negative revenue and a missing revenue with 400 and a message", async () => {
      const { owner } = await team();
      const future = await owner.client.request("PUT", "/api/scorecard/2999-01", { body: figures(1000) });
      expect(future.statusCode).toBe(400);
      expect(future.json().message).toBe(SCORECARD_MESSAGES.monthInFuture);
      const negative = await owner.client.request("PUT", "/api/scorecard/2024-01", {
        body: figures(-5),
      });
      expect(negative.statusCode).toBe(400);
      expect(negative.json().errors.revenue).toBe(figureMessage("revenue"));
      const missing = await owner.client.request("PUT", "/api/scorecard/2024-01", { body: { clients: 3 } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.revenue).toBe(SCORECARD_MESSAGES.revenueRequired);
      const badMonth = await owner.client.request("PUT", "/api/scorecard/2024-13", { body: figures(1) });
      expect(badMonth.statusCode).toBe(400);
      const percent = await owner.client.request("PUT", "/api/scorecard/2024-01", {
        body: figures(1000, { grossMarginPct: 140 }),
      });
      expect(percent.statusCode).toBe(400);
      expect(percent.json().errors.grossMarginPct).toBe(figureMessage("grossMarginPct"));
    });

    it("are read by members only while the owner shares them, and never written by members", async () => {
      const { owner, member } = await team();
      await owner.client.request("PUT", "/api/scorecard/2024-03", { body: figures(50_000) });
      const hidden = await member.client.get("/api/scorecard");
      expect(hidden.statusCode).toBe(403);
      expect(hidden.json().message).toBe(SCORECARD_MESSAGES.notShared);

      const shared = await owner.client.patch("/api/business", { shareScorecardWithTeam: true });
      expect(shared.statusCode).toBe(200);
      expect(shared.json()).toMatchObject({ shareScorecardWithTeam: true });
      const read = await member.client.get("/api/scorecard");
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ canEdit: false, shared: true, latestMonth: "2024-03" });

      const write = await member.client.request("PUT", "/api/scorecard/2024-03", { body: figures(1) });
      expect(write.statusCode).toBe(403);
      expect((await member.client.request("DELETE", "/api/scorecard/2024-03")).statusCode).toBe(403);
      expect(
        (await member.client.post("/api/scorecard/import", { csv: "month,revenue\n2024-01,5" })).statusCode,
      ).toBe(403);
      expect((await member.client.patch("/api/business", { shareScorecardWithTeam: false })).statusCode).toBe(
        403,
      );
      expect((await owner.client.patch("/api/business", { shareScorecardWithTeam: "yes" })).statusCode).toBe(
        400,
      );
      expect((await new TestClient(t.app).get("/api/scorecard")).statusCode).toBe(401);
    });

    it("of one business are never seen by another business", async () => {
      const a = await team();
      const b = await team();
      await a.owner.client.request("PUT", "/api/scorecard/2024-02", { body: figures(777_777) });
      const other = await b.owner.client.get("/api/scorecard");
      expect(other.statusCode).toBe(200);
      expect(other.json().entries).toEqual([]);
      expect(other.body).not.toContain("777777");
      // Nothing in the path or body chooses the business: a write lands in the caller's own.
      await b.owner.client.request("PUT", "/api/scorecard/2024-02", {
        body: { ...figures(1_000), businessId: a.owner.business!.id },
      });
      const own = (await a.owner.client.get("/api/scorecard")).json();
      expect(own.entries[0].revenue).toBe(777_777);
    });

    it("remove a month with 204, and answer 404 for a month not stored", async () => {
      const { owner } = await team();
      await owner.client.request("PUT", "/api/scorecard/2024-06", { body: figures(9_000) });
      expect((await owner.client.request("DELETE", "/api/scorecard/2024-06")).statusCode).toBe(204);
      const again = await owner.client.request("DELETE", "/api/scorecard/2024-06");
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(SCORECARD_MESSAGES.monthNotFound);
    });
  });

  describe("peer percentiles", () => {
    it("count paid businesses only, 5 besides the viewer, hold all day, and name no one", async () => {
      const month = "2019-07";
      const owners = [];
      for (const revenue of [101_111, 202_222, 303_333, 404_444]) {
        const { owner } = await team();
        await owner.client.request("PUT", `/api/scorecard/${month}`, { body: figures(revenue) });
        owners.push(owner);
      }
      // Sock puppets on the free plan are no peers.
      for (const margin of [10, 20, 30]) {
        const puppet = await signInNewUser(t, { plan: "free" });
        await puppet.client.request("PUT", `/api/scorecard/${month}`, {
          body: figures(99_999, { grossMarginPct: margin }),
        });
      }
      const viewer = await team();
      await viewer.owner.client.request("PUT", `/api/scorecard/${month}`, { body: figures(505_555) });
      expect((await viewer.owner.client.get("/api/scorecard")).json().peers.grossMarginPct).toBeNull();

      const month2 = "2019-08";
      for (const owner of owners) {
        await owner.client.request("PUT", `/api/scorecard/${month2}`, { body: figures(150_000) });
      }
      const fifth = await team();
      await fifth.owner.client.request("PUT", `/api/scorecard/${month2}`, { body: figures(150_000) });
      await viewer.owner.client.request("PUT", `/api/scorecard/${month2}`, {
        body: figures(505_555, { grossMarginPct: 60 }),
      });
      const res = await viewer.owner.client.get("/api/scorecard");
      const card = res.json();
      expect(card.peers.grossMarginPct).toMatchObject({ businesses: 6 });
      for (const revenue of ["101111", "202222", "303333", "404444"]) expect(res.body).not.toContain(revenue);
      for (const owner of owners) expect(res.body).not.toContain(owner.business!.name);

      // Changing one's own figure moves nothing until the next UTC day, over REST and tRPC.
      for (const probe of [5, 95]) {
        await viewer.owner.client.request("PUT", `/api/scorecard/${month2}`, {
          body: figures(505_555, { grossMarginPct: probe }),
        });
        expect((await viewer.owner.client.get("/api/scorecard")).json().peers).toEqual(card.peers);
        const viaTrpc = await viewer.owner.client.trpc("query", "scorecard.get");
        expect((viaTrpc.body.result!.data as { peers: unknown }).peers).toEqual(card.peers);
      }
    });
  });

  describe("CSV import", () => {
    it("offers a template with the documented columns", async () => {
      const { owner } = await team();
      const res = await owner.client.get("/api/scorecard/template.csv");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/csv/);
      expect(dispositionOf(res.headers["content-disposition"])).toEqual({
        type: "attachment",
        fileName: "scorecard-template.csv",
      });
      expect(res.body.trim()).toBe(SCORECARD_CSV_COLUMNS.join(","));
    });

    it("shows a dry run, then stores every month", async () => {
      const { owner } = await team();
      const csv = 'Month,Revenue,Recurring Revenue\n2023-01,"$80,000",60000\n2023-02,82000,61000\n';
      const dry = await owner.client.post("/api/scorecard/import", { csv, dryRun: true });
      expect(dry.statusCode).toBe(200);
      expect(dry.json()).toMatchObject({ dryRun: true, added: 2, replaced: 0 });
      expect((await owner.client.get("/api/scorecard")).json().entries).toEqual([]);
      const done = await owner.client.post("/api/scorecard/import", { csv });
      expect(done.statusCode).toBe(200);
      expect(done.json().entries.map((entry: { revenue: number }) => entry.revenue)).toEqual([
        80_000, 82_000,
      ]);
      expect((await owner.client.get("/api/scorecard")).json().entries).toHaveLength(2);
    });

    it("answers a bad file with 400 naming each bad row, and stores nothing", async () => {
      const { owner } = await team();
      const csv = "month,revenue\n2023-01,1000\n2023-02,-4\nnot a month,5\n";
      const res = await owner.client.post("/api/scorecard/import", { csv });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe(IMPORT_MESSAGES.row(3, figureMessage("revenue")));
      expect(body.errors.csv.split("\n")).toEqual([
        IMPORT_MESSAGES.row(3, figureMessage("revenue")),
        IMPORT_MESSAGES.row(4, SCORECARD_MESSAGES.monthInvalid),
      ]);
      expect((await owner.client.get("/api/scorecard")).json().entries).toEqual([]);
      const unknown = await owner.client.post("/api/scorecard/import", { csv: "month,profit\n2023-01,4\n" });
      expect(unknown.statusCode).toBe(400);
      const empty = await owner.client.post("/api/scorecard/import", { csv: "" });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(IMPORT_MESSAGES.fileRequired);
    });
  });

  describe("the coach", () => {
    it("sees every business's latest figures and history, and edits the bands; members cannot", async () => {
      const admin = await signInNewUser(t, { role: "admin" });
      const { owner, member } = await team();
      await owner.client.request("PUT", "/api/scorecard/2024-01", { body: figures(40_000) });
      await owner.client.request("PUT", "/api/scorecard/2024-02", { body: figures(44_000) });

      const list = await admin.client.get("/api/admin/scorecards");
      expect(list.statusCode).toBe(200);
      const row = list
        .json()
        .businesses.find((business: { businessId: number }) => business.businessId === owner.business!.id);
      expect(row).toMatchObject({
        name: owner.business!.name,
        monthsReported: 2,
        latest: { revenue: 44_000 },
      });
      expect(list.json().firstYearRevenueGrowth).toHaveProperty("businesses");

      const history = await admin.client.get(`/api/admin/businesses/${owner.business!.id}/scorecard`);
      expect(history.statusCode).toBe(200);
      expect(history.json().entries).toHaveLength(2);
      expect((await admin.client.get("/api/admin/businesses/999999/scorecard")).statusCode).toBe(404);

      const course = await createModule(t.database.handle.db, { title: "Running a Profitable Service Desk" });
      const bands = await admin.client.request("PUT", "/api/admin/scorecard-bands", {
        body: {
          bands: [{ figure: "netProfitPct", healthyFrom: 10, topQuartileFrom: 15, moduleId: course.id }],
        },
      });
      expect(bands.statusCode).toBe(200);
      expect(bands.json().find((band: { figure: string }) => band.figure === "netProfitPct")).toMatchObject({
        healthyFrom: 10,
        topQuartileFrom: 15,
        course: { id: course.id },
      });
      const wrongOrder = await admin.client.request("PUT", "/api/admin/scorecard-bands", {
        body: { bands: [{ figure: "grossMarginPct", healthyFrom: 50, topQuartileFrom: 40, moduleId: null }] },
      });
      expect(wrongOrder.statusCode).toBe(400);
      // Put the shipped defaults back for the other tests.
      await admin.client.request("PUT", "/api/admin/scorecard-bands", {
        body: { bands: [{ figure: "netProfitPct", healthyFrom: 18, topQuartileFrom: 23, moduleId: null }] },
      });

      for (const path of ["/api/admin/scorecards", "/api/admin/scorecard-bands"]) {
        const refused = await owner.client.get(path);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(MESSAGES.adminOnly);
        expect((await member.client.get(path)).statusCode).toBe(403);
      }
      const own = await admin.client.get("/api/scorecard");
      expect(own.statusCode).toBe(403);
    });
  });

  describe("quiz and assessment lessons", () => {
    it("are written by the admin, answered by members without seeing scores, and a pass completes the lesson", async () => {
      const db = t.database.handle.db;
      const admin = await signInNewUser(t, { role: "admin" });
      const course = await createModule(db);
      const quiz = await createLesson(db, course.id, { contentType: "quiz" });
      const saved = await admin.client.request("PUT", `/api/admin/lessons/${quiz.id}/questions`, {
        body: {
          questions: [
            {
              text: "What share of revenue should recur?",
              type: "single",
              options: [
                { text: "20%", score: 0 },
                { text: "70%", score: 7 },
              ],
            },
            {
              text: "Which are recurring?",
              type: "multiple",
              options: [
                { text: "Managed services", score: 2 },
                { text: "Hardware", score: -1 },
                { text: "Backup", score: 1 },
              ],
            },
          ],
        },
      });
      expect(saved.statusCode).toBe(200);
      const questions = saved.json().questions;
      expect(questions[0].id).toEqual(expect.any(Number));

      const { owner } = await team();
      const read = await owner.client.get(`/api/lessons/${quiz.id}/questions`);
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain("score");
      expect(read.json().kind).toBe("quiz");

      const [single, multiple] = questions;
      const fail = await owner.client.post(`/api/lessons/${quiz.id}/attempts`, {
        answers: [
          { questionId: single.id, optionIds: [single.options[0].id] },
          { questionId: multiple.id, optionIds: [multiple.options[0].id, multiple.options[2].id] },
        ],
      });
      expect(fail.statusCode).toBe(201);
      expect(fail.json()).toMatchObject({ score: 3, maxScore: 10, passed: false, completed: false });
      // Each question right or wrong, and nothing about which options score.
      expect(fail.json().questions).toEqual([
        { questionId: single.id, correct: false },
        { questionId: multiple.id, correct: true },
      ]);

      const pass = await owner.client.post(`/api/lessons/${quiz.id}/attempts`, {
        answers: [
          { questionId: single.id, optionIds: [single.options[1].id] },
          { questionId: multiple.id, optionIds: [multiple.options[1].id] },
        ],
      });
      expect(pass.json()).toMatchObject({ score: 6, passed: false });
      const best = await owner.client.post(`/api/lessons/${quiz.id}/attempts`, {
        answers: [
          { questionId: single.id, optionIds: [single.options[1].id] },
          { questionId: multiple.id, optionIds: [multiple.options[2].id] },
        ],
      });
      expect(best.json()).toMatchObject({ score: 8, maxScore: 10, passed: true, completed: true });
      const lessons = (await owner.client.get(`/api/modules/${course.id}/lessons`)).json();
      expect(lessons.find((lesson: { id: number }) => lesson.id === quiz.id).status).toBe("completed");

      const attempts = await owner.client.get(`/api/lessons/${quiz.id}/attempts`);
      expect(attempts.json().map((attempt: { score: number }) => attempt.score)).toEqual([8, 6, 3]);

      const partial = await owner.client.post(`/api/lessons/${quiz.id}/attempts`, {
        answers: [{ questionId: single.id, optionIds: [single.options[1].id] }],
      });
      expect(partial.statusCode).toBe(400);
      expect(partial.json().message).toBe(QUESTION_MESSAGES.answerEveryQuestion);
      expect(
        (
          await owner.client.request("PUT", `/api/admin/lessons/${quiz.id}/questions`, {
            body: { questions: [] },
          })
        ).statusCode,
      ).toBe(403);
    });

    it("score an assessment per area and keep each attempt", async () => {
      const db = t.database.handle.db;
      const admin = await signInNewUser(t, { role: "admin" });
      const course = await createModule(db);
      const assessment = await createLesson(db, course.id, { contentType: "assessment" });
      const noArea = await admin.client.request("PUT", `/api/admin/lessons/${assessment.id}/questions`, {
        body: {
          questions: [
            {
              text: "Do you have a sales process?",
              type: "single",
              options: [
                { text: "No", score: 0 },
                { text: "Yes", score: 4 },
              ],
            },
          ],
        },
      });
      expect(noArea.statusCode).toBe(400);
      expect(noArea.json().message).toBe(QUESTION_MESSAGES.areaRequired);
      const saved = await admin.client.request("PUT", `/api/admin/lessons/${assessment.id}/questions`, {
        body: {
          questions: [
            {
              text: "Sales process?",
              type: "single",
              area: "sales",
              options: [
                { text: "No", score: 0 },
                { text: "Yes", score: 4 },
              ],
            },
            {
              text: "Monthly finances?",
              type: "single",
              area: "finance",
              options: [
                { text: "No", score: 0 },
                { text: "Yes", score: 4 },
              ],
            },
          ],
        },
      });
      const [sales, finance] = saved.json().questions;
      const { owner } = await team();
      const res = await owner.client.post(`/api/lessons/${assessment.id}/attempts`, {
        answers: [
          { questionId: sales.id, optionIds: [sales.options[1].id] },
          { questionId: finance.id, optionIds: [finance.options[0].id] },
        ],
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).not.toHaveProperty("passed");
      expect(body).not.toHaveProperty("questions");
      expect(body.areas.sales).toEqual({ score: 4, maxScore: 4 });
      expect(body.areas.finance).toEqual({ score: 0, maxScore: 4 });
      expect(body.areas.people).toEqual({ score: 0, maxScore: 0 });
      expect(body.completed).toBe(true);
      const kept = (await owner.client.get(`/api/lessons/${assessment.id}/attempts`)).json();
      expect(kept[0].areas.sales.score).toBe(4);
    });

    it("answer 404 for a lesson that does not exist and 400 for a text lesson", async () => {
      const { owner } = await team();
      const course = await createModule(t.database.handle.db);
      const text = await createLesson(t.database.handle.db, course.id, { contentType: "text" });
      expect((await owner.client.get(`/api/lessons/999999/questions`)).statusCode).toBe(404);
      const textRes = await owner.client.get(`/api/lessons/${text.id}/questions`);
      expect(textRes.statusCode).toBe(400);
      expect(textRes.json().message).toBe(QUESTION_MESSAGES.notQuizLesson);
      expect((await owner.client.get(`/api/lessons/abc/questions`)).statusCode).toBe(400);
    });
  });
});
