import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerAs } from "@scalemsp/api/testing";
import { checkIns } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { GOAL_MESSAGES, MESSAGES, quarterOf, shiftQuarter } from "@scalemsp/validators";
import { TestClient, signInNewUser, startTestApp, type TestApp } from "./helpers";

const figures = (revenue: number, extra: Record<string, number | null> = {}) => ({
  revenue,
  recurringRevenue: Math.round(revenue * 0.6),
  clients: 30,
  employees: 10,
  ...extra,
});

/** A quarter long past, so that every month of it (and the one before) may be entered. */
const PAST = "2025-Q2";

describe.each(testBackends())("goals over HTTP on %s (contract §15)", (backend) => {
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

  const handSet = (extra: Record<string, unknown> = {}) => ({
    quarter: PAST,
    title: "Hire two technicians",
    target: 2,
    progress: 40,
    ...extra,
  });

  describe("the owner", () => {
    it("creates, lists, changes and deletes a goal", async () => {
      const { owner } = await team();
      const created = await owner.client.post("/api/goals", handSet({ baseline: 0 }));
      expect(created.statusCode).toBe(201);
      const goal = created.json();
      expect(goal).toMatchObject({
        quarter: PAST,
        title: "Hire two technicians",
        metric: null,
        target: 2,
        baseline: 0,
        current: null,
        months: [],
        progress: 40,
        // The quarter is over short of the target.
        status: "missed",
        lastConfidence: null,
      });
      expect(typeof goal.id).toBe("number");
      expect(new Date(goal.createdAt).toISOString()).toBe(goal.createdAt);

      const list = await owner.client.get(`/api/goals?quarter=${PAST}`);
      expect(list.statusCode).toBe(200);
      const answer = list.json();
      expect(answer.quarter).toBe(PAST);
      expect(answer.canEdit).toBe(true);
      expect(answer.elapsedPct).toBe(100);
      expect(answer.goals.map((g: { id: number }) => g.id)).toEqual([goal.id]);
      // Newest first, this quarter always there.
      expect(answer.quarters).toEqual([answer.currentQuarter, PAST]);

      const patched = await owner.client.patch(`/api/goals/${goal.id}`, {
        progress: 100,
        title: "  Hire two techs ",
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({
        id: goal.id,
        title: "Hire two techs",
        progress: 100,
        status: "done",
      });

      const nothing = await owner.client.patch(`/api/goals/${goal.id}`, {});
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().message).toBe(MESSAGES.nothingToChange);

      expect((await owner.client.delete(`/api/goals/${goal.id}`)).statusCode).toBe(204);
      expect((await owner.client.delete(`/api/goals/${goal.id}`)).statusCode).toBe(404);
      expect((await owner.client.get(`/api/goals?quarter=${PAST}`)).json().goals).toEqual([]);
    });

    it("reads this quarter by default, with no goals yet, over REST and tRPC", async () => {
      const { owner } = await team();
      const rest = await owner.client.get("/api/goals");
      expect(rest.statusCode).toBe(200);
      const answer = rest.json();
      // The coach's calendar may be a day apart from UTC at a quarter's edge.
      const today = new Date();
      const near = [-1, 0, 1].map((days) =>
        quarterOf(new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10)),
      );
      expect(near).toContain(answer.quarter);
      expect(answer).toMatchObject({ currentQuarter: answer.quarter, quarters: [answer.quarter], goals: [] });

      const viaTrpc = await owner.client.trpc("query", "goals.list");
      expect(viaTrpc.status).toBe(200);
      expect(viaTrpc.body.result!.data).toEqual(answer);

      const made = await owner.client.trpc("mutation", "goals.create", {
        quarter: shiftQuarter(answer.quarter, 1),
        title: "Plan next quarter",
        target: 1,
      });
      expect(made.status).toBe(200);
      expect(made.body.result!.data).toMatchObject({ progress: 0, status: "on_track" });
      const quarters = (await owner.client.trpc("query", "goals.list", { quarter: PAST })).body.result!
        .data as { quarters: string[] };
      expect(quarters.quarters).toEqual([shiftQuarter(answer.quarter, 1), answer.quarter, PAST]);
    });
  });

  describe("a metric goal", () => {
    it("follows the scorecard: baseline the month before the quarter, progress its latest month", async () => {
      const { owner } = await team();
      await owner.client.put("/api/scorecard/2025-03", figures(100_000));
      const created = await owner.client.post("/api/goals", {
        quarter: PAST,
        title: "Revenue to $150k a month",
        metric: "revenue",
        target: 150_000,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ baseline: 100_000, current: null, progress: 0 });
      const id = created.json().id;

      await owner.client.put("/api/scorecard/2025-04", figures(110_000));
      await owner.client.put("/api/scorecard/2025-05", figures(125_000));
      const read = async () =>
        (await owner.client.get(`/api/goals?quarter=${PAST}`))
          .json()
          .goals.find((g: { id: number }) => g.id === id);
      expect(await read()).toMatchObject({
        baseline: 100_000,
        current: { month: "2025-05", value: 125_000 },
        progress: 50,
        status: "missed",
        months: [
          { month: "2025-03", value: 100_000 },
          { month: "2025-04", value: 110_000 },
          { month: "2025-05", value: 125_000 },
          { month: "2025-06", value: null },
        ],
      });

      await owner.client.put("/api/scorecard/2025-06", figures(160_000));
      expect(await read()).toMatchObject({
        current: { month: "2025-06", value: 160_000 },
        progress: 100,
        status: "done",
      });

      // A derived figure: recurring share (60% of revenue in every month here).
      const share = await owner.client.post("/api/goals", {
        quarter: PAST,
        title: "Recurring share to 80%",
        metric: "recurringSharePct",
        target: 80,
      });
      expect(share.json()).toMatchObject({
        baseline: 60,
        current: { month: "2025-06", value: 60 },
        progress: 0,
      });

      // Its progress is the scorecard's: setting it, or a baseline, answers 400.
      const progress = await owner.client.patch(`/api/goals/${id}`, { progress: 30 });
      expect(progress.statusCode).toBe(400);
      expect(progress.json().errors.progress).toBe(GOAL_MESSAGES.progressWithMetric);
      // Turned into a hand-set goal, it takes a progress.
      const byHand = await owner.client.patch(`/api/goals/${id}`, { metric: null, progress: 30 });
      expect(byHand.statusCode).toBe(200);
      expect(byHand.json()).toMatchObject({ metric: null, progress: 30, baseline: null, months: [] });
      const back = await owner.client.patch(`/api/goals/${id}`, { metric: "clients", target: 40 });
      expect(back.json()).toMatchObject({ metric: "clients", baseline: 30, progress: 0 });
    });

    it("is at risk when progress trails the quarter's elapsed share, or the last check-in lacks confidence", async () => {
      const { owner } = await team();
      await owner.client.put("/api/scorecard/2025-03", figures(100_000));
      await owner.client.put("/api/scorecard/2025-04", figures(110_000));
      const goal = (
        await owner.client.post("/api/goals", {
          quarter: PAST,
          title: "Revenue to $200k",
          metric: "revenue",
          target: 200_000,
        })
      ).json();
      const hand = (await owner.client.post("/api/goals", handSet({ progress: 30 }))).json();
      const db = t.database.handle.db;
      const at = async (iso: string) => {
        const caller = await callerAs(db, owner.userId, { now: () => new Date(iso) });
        const answer = await caller.goals.list({ quarter: PAST });
        return Object.fromEntries(answer.goals.map((g) => [g.id, g.status]));
      };
      // 10% of the way, two weeks in (15% of the quarter gone): on track.
      expect(await at("2025-04-15T12:00:00Z")).toEqual({ [goal.id]: "on_track", [hand.id]: "on_track" });
      // Two thirds gone: 10% is more than 20 points behind, 30% too.
      expect(await at("2025-06-01T12:00:00Z")).toEqual({ [goal.id]: "at_risk", [hand.id]: "at_risk" });
      // Before the quarter starts nothing is behind.
      expect(await at("2025-03-20T12:00:00Z")).toEqual({ [goal.id]: "on_track", [hand.id]: "on_track" });

      // The last check-in's confidence of 2 or less puts a goal at risk, however far along.
      await db.insert(checkIns).values({
        businessId: owner.business!.id,
        week: "2025-W16",
        confidence: { [String(goal.id)]: 2, [String(hand.id)]: 4 },
      });
      const caller = await callerAs(db, owner.userId, { now: () => new Date("2025-04-16T12:00:00Z") });
      const answer = await caller.goals.list({ quarter: PAST });
      expect(answer.goals.map((g) => [g.id, g.status, g.lastConfidence])).toEqual([
        [goal.id, "at_risk", 2],
        [hand.id, "on_track", 4],
      ]);
      expect(answer.elapsedPct).toBe(18);
    });
  });

  describe("access", () => {
    it("lets members read and refuses them every write with 403", async () => {
      const { owner, member } = await team();
      const goal = (await owner.client.post("/api/goals", handSet())).json();
      const read = await member.client.get(`/api/goals?quarter=${PAST}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ canEdit: false, goals: [{ id: goal.id, progress: 40 }] });
      expect((await member.client.post("/api/goals", handSet())).statusCode).toBe(403);
      expect((await member.client.patch(`/api/goals/${goal.id}`, { progress: 90 })).statusCode).toBe(403);
      expect((await member.client.delete(`/api/goals/${goal.id}`)).statusCode).toBe(403);
      const viaTrpc = await member.client.trpc("mutation", "goals.create", handSet());
      expect(viaTrpc.status).toBe(403);
      expect((await new TestClient(t.app).get("/api/goals")).statusCode).toBe(401);
    });

    it("hides another business's goals: 404 for its goal, 403 for naming its business", async () => {
      const a = await team();
      const b = await team();
      const goal = (await a.owner.client.post("/api/goals", handSet({ title: "Secret plan" }))).json();
      const other = await b.owner.client.get(`/api/goals?quarter=${PAST}`);
      expect(other.json().goals).toEqual([]);
      expect(other.body).not.toContain("Secret plan");
      const patch = await b.owner.client.patch(`/api/goals/${goal.id}`, { progress: 1 });
      expect(patch.statusCode).toBe(404);
      expect(patch.json().message).toBe(GOAL_MESSAGES.goalNotFound);
      expect((await b.owner.client.delete(`/api/goals/${goal.id}`)).statusCode).toBe(404);
      expect((await b.owner.client.trpc("mutation", "goals.remove", { id: goal.id })).status).toBe(404);

      const named = await b.owner.client.get(`/api/goals?businessId=${a.owner.business!.id}`);
      expect(named.statusCode).toBe(403);
      expect(named.json().message).toBe(GOAL_MESSAGES.businessIdAdminOnly);
      const planted = await b.owner.client.post("/api/goals", handSet({ businessId: a.owner.business!.id }));
      expect(planted.statusCode).toBe(403);
      expect((await a.owner.client.get(`/api/goals?quarter=${PAST}`)).json().goals).toHaveLength(1);
    });

    it("lets the coach read and set a client's goals by businessId", async () => {
      const admin = await signInNewUser(t, { role: "admin" });
      const { owner } = await team();
      const businessId = owner.business!.id;
      const missing = await admin.client.get("/api/goals");
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.businessId).toBe(GOAL_MESSAGES.businessIdRequired);
      expect((await admin.client.get("/api/goals?businessId=999999")).statusCode).toBe(404);

      const created = await admin.client.post(
        "/api/goals",
        handSet({ businessId, title: "Set by the coach" }),
      );
      expect(created.statusCode).toBe(201);
      const list = await admin.client.get(`/api/goals?businessId=${businessId}&quarter=${PAST}`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({
        business: { id: businessId, name: owner.business!.name },
        canEdit: true,
        goals: [{ title: "Set by the coach" }],
      });
      // The owner sees it, and the coach changes and deletes it by id.
      expect((await owner.client.get(`/api/goals?quarter=${PAST}`)).json().goals).toHaveLength(1);
      const id = created.json().id;
      expect((await admin.client.patch(`/api/goals/${id}`, { progress: 80 })).json().progress).toBe(80);
      expect((await admin.client.delete(`/api/goals/${id}`)).statusCode).toBe(204);
      expect((await admin.client.post("/api/goals", handSet())).statusCode).toBe(400);
    });

    it("tells a user without a business that they have none", async () => {
      const loner = await signInNewUser(t, { business: null, role: "member" });
      const res = await loner.client.get("/api/goals");
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(GOAL_MESSAGES.noBusiness);
    });
  });

  describe("bad input", () => {
    it("answers 400 with the field's message, never 500", async () => {
      const { owner } = await team();
      const cases: [Record<string, unknown>, string, string][] = [
        [handSet({ quarter: "2027-Q5" }), "quarter", GOAL_MESSAGES.quarterInvalid],
        [handSet({ quarter: "2027-03" }), "quarter", GOAL_MESSAGES.quarterInvalid],
        [handSet({ title: "" }), "title", GOAL_MESSAGES.titleRequired],
        [handSet({ title: "x".repeat(201) }), "title", "Must be at most 200 characters"],
        [handSet({ title: "two\nlines" }), "title", MESSAGES.lineBreak],
        [handSet({ metric: "profit" }), "metric", GOAL_MESSAGES.metricInvalid],
        [handSet({ metric: "revenue" }), "progress", GOAL_MESSAGES.progressWithMetric],
        [
          handSet({ metric: "revenue", progress: null, baseline: 5 }),
          "baseline",
          GOAL_MESSAGES.baselineWithMetric,
        ],
        [handSet({ progress: 101 }), "progress", GOAL_MESSAGES.progressInvalid],
        [handSet({ progress: 2.5 }), "progress", GOAL_MESSAGES.progressInvalid],
        [handSet({ target: "lots" }), "target", GOAL_MESSAGES.targetInvalid],
        [handSet({ target: 1e300 }), "target", GOAL_MESSAGES.targetInvalid],
        [handSet({ target: undefined }), "target", GOAL_MESSAGES.targetInvalid],
      ];
      for (const [body, field, message] of cases) {
        const res = await owner.client.post("/api/goals", body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().errors?.[field], JSON.stringify(body)).toBe(message);
      }
      const nul = await owner.client.post("/api/goals", handSet({ title: "Grow\u0000" }));
      expect(nul.statusCode).toBe(400);
      expect(nul.json().message).toBe(MESSAGES.controlCharacters);
      const badQuarter = await owner.client.get("/api/goals?quarter=2027-Q9");
      expect(badQuarter.statusCode).toBe(400);
      expect(badQuarter.json().errors.quarter).toBe(GOAL_MESSAGES.quarterInvalid);
      expect((await owner.client.patch("/api/goals/abc", { progress: 1 })).statusCode).toBe(400);
      expect((await owner.client.patch("/api/goals/999999", { progress: 1 })).statusCode).toBe(404);
      const viaTrpc = await owner.client.trpc("mutation", "goals.create", handSet({ quarter: "Q1" }));
      expect(viaTrpc.status).toBe(400);
      expect(viaTrpc.body.error!.data.errors?.quarter).toBe(GOAL_MESSAGES.quarterInvalid);
    });
  });
});
