import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, modules, type Database } from "@scalemsp/db";
import {
  createBusiness,
  createModule,
  createScorecardEntry,
  createUser,
  type Business,
} from "@scalemsp/db/factories";
import { createTestDatabase, testBackends, type TestDatabase } from "@scalemsp/db/testing";
import { loadSessionUser } from "../src/domain/sessions";
import { MESSAGES, SCORECARD_MESSAGES, type UserRole } from "@scalemsp/validators";
import {
  deleteEntry,
  importEntries,
  listScorecards,
  readBandSettings,
  readBusinessScorecard,
  readScorecard,
  saveBandSettings,
  saveEntry,
  setScorecardSharing,
  scorecardViewerOf,
  type ScorecardViewer,
} from "../src/domain/scorecard";

const NOW = new Date("2025-06-15T12:00:00Z");
const HASH = "not-a-real-hash";

/** The TRPCError a call throws, as status code and message. */
async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const e = error as { code?: string; message: string; cause?: { errors?: Record<string, string> } };
    return { code: e.code, message: e.message, errors: e.cause?.errors };
  }
  throw new Error("Expected the call to fail");
}

const entryInput = (month: string, figures: Record<string, number | null> = {}) => ({
  month,
  revenue: 100_000,
  recurringRevenue: null,
  grossMarginPct: null,
  netProfitPct: null,
  clients: null,
  endpoints: null,
  employees: null,
  technicians: null,
  tickets: null,
  csatPct: null,
  ...figures,
});

describe.each(testBackends())("scorecard domain on %s", (backend) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    db = database.handle.db;
  });
  afterAll(() => database.dispose());

  /** The viewer as a request sees it: its user and business read with the session, now. */
  const viewerOf = async (userId: number) => scorecardViewerOf((await loadSessionUser(db, userId))!);

  async function viewerIn(business: Business | null, role: UserRole): Promise<ScorecardViewer> {
    const user = await createUser(db, {
      passwordHash: HASH,
      role,
      isOwner: role === "business_owner",
      businessId: business?.id ?? null,
    });
    return viewerOf(user.id);
  }

  describe("who writes and who reads", () => {
    let business: Business;
    let owner: ScorecardViewer;
    let member: ScorecardViewer;

    beforeAll(async () => {
      business = await createBusiness(db);
      owner = await viewerIn(business, "business_owner");
      member = await viewerIn(business, "member");
    });

    it("lets the owner write a month and read it back", async () => {
      const saved = await saveEntry(
        db,
        owner,
        entryInput("2025-05", { recurringRevenue: 70_000, employees: 10 }),
        NOW,
      );
      expect(saved).toMatchObject({
        month: "2025-05",
        revenue: 100_000,
        recurringRevenue: 70_000,
        employees: 10,
      });
      const scorecard = await readScorecard(db, owner, NOW);
      expect(scorecard.entries).toHaveLength(1);
      expect(scorecard.canEdit).toBe(true);
      expect(scorecard.derived.recurringSharePct).toBe(70);
      expect(scorecard.derived.revenuePerEmployee).toBe(120_000);
      expect(scorecard.bands.recurringSharePct).toBe("healthy");
      expect(scorecard.bands.revenuePerEmployee).toBe("needs_work");
      expect(scorecard.bands.grossMarginPct).toBeNull();
    });

    it("replaces a month written again, figures left out included", async () => {
      await saveEntry(db, owner, entryInput("2025-04", { clients: 30, employees: 9 }), NOW);
      await saveEntry(db, owner, entryInput("2025-04", { revenue: 95_000, clients: 31 }), NOW);
      const scorecard = await readScorecard(db, owner, NOW);
      const april = scorecard.entries.find((entry) => entry.month === "2025-04");
      expect(april).toMatchObject({ revenue: 95_000, clients: 31, employees: null });
      expect(scorecard.entries.map((entry) => entry.month)).toEqual(["2025-04", "2025-05"]);
      expect(scorecard.derived.revenueGrowthMoMPct).toBe(5.3);
    });

    it("refuses a month in the future with a message on the month", async () => {
      expect(await failure(saveEntry(db, owner, entryInput("2025-07"), NOW))).toEqual({
        code: "BAD_REQUEST",
        message: SCORECARD_MESSAGES.monthInFuture,
        errors: { month: SCORECARD_MESSAGES.monthInFuture },
      });
      // The current month may be reported while it runs.
      await expect(saveEntry(db, owner, entryInput("2025-06"), NOW)).resolves.toMatchObject({
        month: "2025-06",
      });
      await deleteEntry(db, owner, { month: "2025-06" }, NOW);
    });

    it("lets only the owner write or delete", async () => {
      const admin = await viewerIn(null, "admin");
      for (const viewer of [member, admin]) {
        expect(await failure(saveEntry(db, viewer, entryInput("2025-03"), NOW))).toMatchObject({
          code: "FORBIDDEN",
          message: SCORECARD_MESSAGES.ownerOnly,
        });
        expect(await failure(deleteEntry(db, viewer, { month: "2025-05" }, NOW))).toMatchObject({
          code: "FORBIDDEN",
        });
      }
    });

    it("keeps the figures from members until the owner shares them", async () => {
      expect(await failure(readScorecard(db, member, NOW))).toMatchObject({
        code: "FORBIDDEN",
        message: SCORECARD_MESSAGES.notShared,
      });
      expect(await failure(setScorecardSharing(db, member, true, NOW))).toMatchObject({ code: "FORBIDDEN" });
      await setScorecardSharing(db, owner, true, NOW);
      const shared = await readScorecard(db, await viewerOf(member.userId), NOW);
      expect(shared.shared).toBe(true);
      expect(shared.canEdit).toBe(false);
      expect(shared.entries).toHaveLength(2);
      await setScorecardSharing(db, owner, false, NOW);
      expect(await failure(readScorecard(db, await viewerOf(member.userId), NOW))).toMatchObject({
        code: "FORBIDDEN",
      });
    });

    it("never shows one business's figures to another's owner", async () => {
      const other = await viewerIn(await createBusiness(db), "business_owner");
      const scorecard = await readScorecard(db, other, NOW);
      expect(scorecard.entries).toEqual([]);
      expect(scorecard.latestMonth).toBeNull();
      expect(Object.values(scorecard.derived).every((value) => value === null)).toBe(true);
      expect(Object.values(scorecard.bands).every((value) => value === null)).toBe(true);
      expect(scorecard.nextCourse).toBeNull();
    });

    it("answers 403 to a user without a business, and lets the coach read any business", async () => {
      const admin = await viewerIn(null, "admin");
      expect(await failure(readScorecard(db, admin, NOW))).toMatchObject({
        code: "FORBIDDEN",
        message: SCORECARD_MESSAGES.noBusiness,
      });
      const history = await readBusinessScorecard(db, business.id, NOW);
      expect(history.business).toEqual({ id: business.id, name: business.name });
      expect(history.entries).toHaveLength(2);
      expect(history.canEdit).toBe(false);
      expect(await failure(readBusinessScorecard(db, 999_999, NOW))).toMatchObject({
        code: "NOT_FOUND",
        message: MESSAGES.businessNotFound,
      });
    });

    it("deletes a month, and answers 404 for a month not stored", async () => {
      await saveEntry(db, owner, entryInput("2025-01"), NOW);
      await deleteEntry(db, owner, { month: "2025-01" }, NOW);
      expect(await failure(deleteEntry(db, owner, { month: "2025-01" }, NOW))).toMatchObject({
        code: "NOT_FOUND",
        message: SCORECARD_MESSAGES.monthNotFound,
      });
    });
  });

  describe("peer percentiles", () => {
    const MONTH = "2024-02";
    const NEXT_DAY = new Date(NOW.getTime() + 86_400_000);
    const paidWith = async (margin: number, planLevel: "basic" | "pro" | "enterprise" | "free" = "pro") => {
      const business = await createBusiness(db, { planLevel });
      await createScorecardEntry(db, business.id, MONTH, { grossMarginPct: margin });
      return business;
    };

    it("compare with paid businesses only, 5 besides the viewer, as the day's figures stood", async () => {
      const viewerBusiness = await paidWith(50, "basic");
      const viewer = await viewerIn(viewerBusiness, "business_owner");
      for (const margin of [30, 40, 60]) await paidWith(margin);
      // Neither free sock puppets nor an inactive business count.
      for (const margin of [10, 20, 90]) await paidWith(margin, "free");
      const inactive = await createBusiness(db, { isActive: false, planLevel: "pro" });
      await createScorecardEntry(db, inactive.id, MONTH, { grossMarginPct: 10 });
      const fifth = await paidWith(70);
      expect((await readScorecard(db, viewer, NOW)).peers.grossMarginPct).toBeNull();

      // A fifth paid peer joins today: the comparison stands as it was first read until tomorrow.
      const sixth = await paidWith(80, "enterprise");
      expect((await readScorecard(db, viewer, NOW)).peers.grossMarginPct).toBeNull();
      const tomorrow = await readScorecard(db, viewer, NEXT_DAY);
      // 50 among 30, 40, 50, 60, 70, 80: two below, itself counting half.
      expect(tomorrow.peers.grossMarginPct).toEqual({ percentile: 42, businesses: 6 });
      expect(tomorrow.peers.netProfitPct).toBeNull();
      expect(JSON.stringify(tomorrow.peers)).not.toContain(fifth.name);
      expect(JSON.stringify(tomorrow.peers)).not.toContain(sixth.name);
    });

    it("move nothing the day one's own figure changes, however often it is read", async () => {
      const month = "2024-03";
      const ownBusiness = await createBusiness(db, { planLevel: "pro" });
      await createScorecardEntry(db, ownBusiness.id, month, { grossMarginPct: 50 });
      const owner = await viewerIn(ownBusiness, "business_owner");
      for (const margin of [30, 40, 60, 70, 80]) {
        const peer = await createBusiness(db, { planLevel: "pro" });
        await createScorecardEntry(db, peer.id, month, { grossMarginPct: margin });
      }
      const first = (await readScorecard(db, owner, NOW)).peers.grossMarginPct;
      expect(first).toEqual({ percentile: 42, businesses: 6 });
      // Probing one's own margin up and down reads the same rank all day.
      for (const probe of [35, 45, 65, 75, 99]) {
        await saveEntry(db, owner, entryInput(month, { grossMarginPct: probe }), NOW);
        expect((await readScorecard(db, owner, NOW)).peers.grossMarginPct).toEqual(first);
      }
      expect((await readScorecard(db, owner, NEXT_DAY)).peers.grossMarginPct).toEqual({
        percentile: 92,
        businesses: 6,
      });
    });
  });

  describe("band settings and the next course", () => {
    it("use the defaults until the admin changes them, and link the weakest figure's course", async () => {
      const defaults = await readBandSettings(db);
      expect(defaults.find((setting) => setting.figure === "grossMarginPct")).toMatchObject({
        healthyFrom: 45,
        topQuartileFrom: 60,
        direction: "higher",
        course: null,
      });

      const course = await createModule(db, { title: "Running a Profitable Service Desk" });
      const saved = await saveBandSettings(
        db,
        { bands: [{ figure: "grossMarginPct", healthyFrom: 50, topQuartileFrom: 65, moduleId: course.id }] },
        NOW,
      );
      expect(saved.find((setting) => setting.figure === "grossMarginPct")).toMatchObject({
        healthyFrom: 50,
        course: { id: course.id, title: course.title, isActive: true },
      });

      const business = await createBusiness(db);
      const owner = await viewerIn(business, "business_owner");
      await saveEntry(db, owner, entryInput("2025-05", { grossMarginPct: 48, netProfitPct: 20 }), NOW);
      const scorecard = await readScorecard(db, owner, NOW);
      expect(scorecard.bands.grossMarginPct).toBe("needs_work");
      expect(scorecard.thresholds.grossMarginPct).toEqual({
        healthyFrom: 50,
        topQuartileFrom: 65,
        direction: "higher",
      });
      expect(scorecard.weakestFigure).toBe("grossMarginPct");
      expect(scorecard.nextCourse).toEqual({
        figure: "grossMarginPct",
        band: "needs_work",
        moduleId: course.id,
        title: course.title,
      });

      // A course the admin switched off is not offered.
      await db.update(modules).set({ isActive: false }).where(eq(modules.id, course.id));
      expect((await readScorecard(db, owner, NOW)).nextCourse).toBeNull();
    });

    it("refuses a course that does not exist", async () => {
      expect(
        await failure(
          saveBandSettings(
            db,
            { bands: [{ figure: "netProfitPct", healthyFrom: 10, topQuartileFrom: 20, moduleId: 999_999 }] },
            NOW,
          ),
        ),
      ).toMatchObject({ code: "BAD_REQUEST" });
    });
  });

  describe("import of several months", () => {
    const csv = [
      "month,revenue,recurringRevenue,employees",
      "2025-01,100000,60000,10",
      '2025-02,"$104,000",62000,10',
      "Mar 2025,110000,66000,11",
    ].join("\r\n");

    it("shows what a dry run would store, storing nothing", async () => {
      const owner = await viewerIn(await createBusiness(db), "business_owner");
      const preview = await importEntries(db, owner, { csv, dryRun: true }, NOW);
      expect(preview).toMatchObject({ dryRun: true, added: 3, replaced: 0 });
      expect(preview.entries.map((entry) => entry.revenue)).toEqual([100_000, 104_000, 110_000]);
      expect((await readScorecard(db, owner, NOW)).entries).toEqual([]);
    });

    it("stores every month, replacing months already stored", async () => {
      const owner = await viewerIn(await createBusiness(db), "business_owner");
      await saveEntry(db, owner, entryInput("2025-02", { revenue: 1 }), NOW);
      const imported = await importEntries(db, owner, { csv, dryRun: false }, NOW);
      expect(imported).toMatchObject({ dryRun: false, added: 2, replaced: 1 });
      const scorecard = await readScorecard(db, owner, NOW);
      expect(scorecard.entries.map((entry) => [entry.month, entry.revenue])).toEqual([
        ["2025-01", 100_000],
        ["2025-02", 104_000],
        ["2025-03", 110_000],
      ]);
      expect(scorecard.derived.revenueChange90dPct).toBeNull();
      expect(scorecard.derived.revenueGrowthMoMPct).toBe(5.8);
    });

    it("reads semicolon files saved by spreadsheets in other locales", async () => {
      const owner = await viewerIn(await createBusiness(db), "business_owner");
      const result = await importEntries(
        db,
        owner,
        { csv: "\ufeffMonth;Revenue\n2025-01;5000\n", dryRun: false },
        NOW,
      );
      expect(result.entries).toEqual([expect.objectContaining({ month: "2025-01", revenue: 5000 })]);
    });

    it("stores nothing when a row is wrong, naming each bad row", async () => {
      const owner = await viewerIn(await createBusiness(db), "business_owner");
      const bad = "month,revenue\n2025-01,100\n2025-02,-4\n2025-09,100\n";
      expect(await failure(importEntries(db, owner, { csv: bad, dryRun: false }, NOW))).toEqual({
        code: "BAD_REQUEST",
        message: "Row 3: Total revenue must be a whole number, 0 or more",
        errors: {
          csv: "Row 3: Total revenue must be a whole number, 0 or more\nRow 4: Month cannot be in the future",
        },
      });
      expect((await readScorecard(db, owner, NOW)).entries).toEqual([]);
    });

    it("is the owner's alone", async () => {
      const member = await viewerIn(await createBusiness(db), "member");
      expect(await failure(importEntries(db, member, { csv, dryRun: true }, NOW))).toMatchObject({
        code: "FORBIDDEN",
      });
    });
  });

  describe("the coach's view", () => {
    it("lists every business with its latest figures, growth since joining and the first-year average", async () => {
      const fresh = await createTestDatabase(backend);
      try {
        const fdb = fresh.handle.db;
        const grown = await createBusiness(fdb, {
          name: "Apex IT",
          createdAt: new Date("2024-01-10T00:00:00Z"),
        });
        await createScorecardEntry(fdb, grown.id, "2023-12", { revenue: 80_000 });
        await createScorecardEntry(fdb, grown.id, "2024-01", { revenue: 100_000 });
        await createScorecardEntry(fdb, grown.id, "2025-01", { revenue: 130_000, grossMarginPct: 50 });
        await createScorecardEntry(fdb, grown.id, "2025-03", { revenue: 140_000, grossMarginPct: 40 });
        const steady = await createBusiness(fdb, {
          name: "Birch Tech",
          createdAt: new Date("2024-03-02T00:00:00Z"),
        });
        await createScorecardEntry(fdb, steady.id, "2024-04", { revenue: 50_000 });
        await createScorecardEntry(fdb, steady.id, "2025-04", { revenue: 55_000 });
        const silent = await createBusiness(fdb, { name: "Cedar Networks" });

        const view = await listScorecards(fdb, NOW);
        expect(view.businesses.map((row) => row.name)).toEqual(["Apex IT", "Birch Tech", "Cedar Networks"]);
        const apex = view.businesses[0]!;
        expect(apex).toMatchObject({
          businessId: grown.id,
          monthsReported: 4,
          latest: expect.objectContaining({ month: "2025-03", revenue: 140_000 }),
          bands: expect.objectContaining({ grossMarginPct: "needs_work" }),
          growthSinceJoining: { fromMonth: "2024-01", toMonth: "2025-03", revenueGrowthPct: 40 },
        });
        expect(view.businesses[2]).toMatchObject({
          businessId: silent.id,
          monthsReported: 0,
          latest: null,
          derived: null,
          bands: null,
          growthSinceJoining: null,
        });
        // Apex: 2024-01 → 2025-01 is 30%; Birch started after joining, 2024-04 → 2025-04 is 10%.
        expect(view.firstYearRevenueGrowth).toEqual({ averagePct: 20, businesses: 2 });
      } finally {
        await fresh.dispose();
      }
    });
  });
});
