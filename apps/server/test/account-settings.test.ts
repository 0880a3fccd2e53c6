import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountExportOutput } from "@scalemsp/api";
import {
  createLesson,
  createModule,
  createProgress,
  createScorecardEntry,
  createUser,
} from "@scalemsp/db/factories";
import { businesses, eq, sessions, users } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { ACCOUNT_MESSAGES, MESSAGES } from "@scalemsp/validators";
import {
  TEST_PASSWORD,
  TestClient,
  dispositionOf,
  signInNewUser,
  startTestApp,
  type TestApp,
} from "./helpers";

describe.each(testBackends())("account self-service on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.database.handle.db;

  /** A second browser of the same user. */
  async function signInAgain(email: string, password = TEST_PASSWORD) {
    const client = new TestClient(t.app);
    const res = await client.post("/api/login", { email, password });
    expect(res.statusCode).toBe(200);
    return client;
  }
  const emailOf = async (userId: number) =>
    (await db().select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

  describe("PATCH /api/user", () => {
    it("changes one's own name and answers the user", async () => {
      const { client, userId } = await signInNewUser(t);
      const res = await client.patch("/api/user", { firstName: "  Jordan ", lastName: "Blake" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: userId, firstName: "Jordan", lastName: "Blake" });
      expect(res.json()).not.toHaveProperty("passwordHash");
      expect((await client.get("/api/user")).json()).toMatchObject({
        firstName: "Jordan",
        lastName: "Blake",
      });
    });

    it("refuses an empty name, nothing to change, and signed-out callers", async () => {
      const { client } = await signInNewUser(t);
      const empty = await client.patch("/api/user", { firstName: " " });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        message: MESSAGES.firstNameRequired,
        errors: { firstName: MESSAGES.firstNameRequired },
      });
      expect((await client.patch("/api/user", {})).statusCode).toBe(400);
      expect((await client.patch("/api/user", [1, 2])).statusCode).toBe(400);
      expect((await new TestClient(t.app).patch("/api/user", { firstName: "X" })).statusCode).toBe(401);
    });
  });

  describe("POST /api/user/password", () => {
    it("needs the current password, then ends every other session and keeps this one", async () => {
      const { client, userId } = await signInNewUser(t);
      const email = await emailOf(userId);
      const other = await signInAgain(email);

      const wrong = await client.post("/api/user/password", {
        currentPassword: "Not-The-One-1",
        newPassword: "N3w-Password",
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
      expect((await other.get("/api/user")).statusCode).toBe(200);

      const res = await client.post("/api/user/password", {
        currentPassword: TEST_PASSWORD,
        newPassword: "N3w-Password",
      });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe("");
      expect((await client.get("/api/user")).statusCode).toBe(200);
      expect((await other.get("/api/user")).statusCode).toBe(401);
      const left = await db().select().from(sessions).where(eq(sessions.userId, userId));
      expect(left).toHaveLength(1);

      const old = await new TestClient(t.app).post("/api/login", { email, password: TEST_PASSWORD });
      expect(old.statusCode).toBe(401);
      await signInAgain(email, "N3w-Password");
    });

    it("applies registration's password rules", async () => {
      const { client } = await signInNewUser(t);
      const weak = await client.post("/api/user/password", {
        currentPassword: TEST_PASSWORD,
        newPassword: "short",
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors.newPassword).toBe(MESSAGES.passwordMin);
      const noNumber = await client.post("/api/user/password", {
        currentPassword: TEST_PASSWORD,
        newPassword: "NoNumbersHere",
      });
      expect(noNumber.json().errors.newPassword).toBe(MESSAGES.passwordNumber);
      const missing = await client.post("/api/user/password", { newPassword: "N3w-Password" });
      expect(missing.json().errors.currentPassword).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    });

    it("counts wrong current passwords against the login limit", async () => {
      const { client } = await signInNewUser(t);
      let last = 0;
      for (let i = 0; i < 11; i++) {
        last = (
          await client.post("/api/user/password", {
            currentPassword: `Wrong-Guess-${i}`,
            newPassword: "N3w-Password",
          })
        ).statusCode;
      }
      expect(last).toBe(429);
    });
  });

  describe("PATCH /api/business", () => {
    it("lets the owner change the business's details", async () => {
      const { client, business } = await signInNewUser(t);
      const res = await client.patch("/api/business", {
        name: "Northwind Managed IT",
        industry: "MSP",
        employeeCount: "14",
        website: "https://northwind.example",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: business!.id,
        name: "Northwind Managed IT",
        industry: "MSP",
        employeeCount: 14,
        website: "https://northwind.example",
        shareScorecardWithTeam: false,
      });
      const cleared = await client.patch("/api/business", { industry: "", employeeCount: null });
      expect(cleared.json()).toMatchObject({
        industry: null,
        employeeCount: null,
        name: "Northwind Managed IT",
      });
      const shared = await client.patch("/api/business", { shareScorecardWithTeam: true });
      expect(shared.json().shareScorecardWithTeam).toBe(true);
    });

    it("refuses a member of the business, bad input and nothing to change", async () => {
      const owner = await signInNewUser(t);
      const member = await signInNewUser(t, { business: owner.business, role: "member" });
      const refused = await member.client.patch("/api/business", { name: "Taken over" });
      expect(refused.statusCode).toBe(403);
      const [row] = await db().select().from(businesses).where(eq(businesses.id, owner.business!.id));
      expect(row!.name).not.toBe("Taken over");

      expect((await owner.client.patch("/api/business", {})).statusCode).toBe(400);
      const noName = await owner.client.patch("/api/business", { name: "" });
      expect(noName.json()).toMatchObject({ errors: { name: MESSAGES.businessNameRequired } });
      const badCount = await owner.client.patch("/api/business", { employeeCount: -3 });
      expect(badCount.json()).toMatchObject({ errors: { employeeCount: MESSAGES.employeeCountMin } });
    });
  });

  describe("GET /api/user/export", () => {
    it("downloads a JSON file of the caller's data, without secrets or other people's data", async () => {
      const owner = await signInNewUser(t);
      const course = await createModule(db(), { title: "Pricing" });
      const lesson = await createLesson(db(), course.id, { title: "Tiers" });
      await createProgress(db(), owner.userId, lesson.id, { progress: 40 });
      await createScorecardEntry(db(), owner.business!.id, "2026-01", { revenue: 90000 });
      const colleague = await createUser(db(), {
        businessId: owner.business!.id,
        role: "member",
        passwordHash: "x",
      });
      await createProgress(db(), colleague.id, lesson.id, { progress: 90 });

      const res = await owner.client.get("/api/user/export");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(dispositionOf(res.headers["content-disposition"])).toMatchObject({ type: "attachment" });
      expect(dispositionOf(res.headers["content-disposition"])!.fileName).toMatch(
        /^account-data-\d{4}-\d{2}-\d{2}\.json$/,
      );
      const data = res.json();
      // Every field the file holds is the one the OpenAPI document describes.
      expect(accountExportOutput.safeParse(data).error).toBeUndefined();
      expect(data.profile).toMatchObject({ id: owner.userId, email: await emailOf(owner.userId) });
      expect(data.business).toMatchObject({ id: owner.business!.id });
      expect(data.progress).toEqual([
        { course: "Pricing", lesson: "Tiers", status: expect.any(String), progress: 40, completedAt: null },
      ]);
      expect(data.monthlyFigures).toEqual([expect.objectContaining({ month: "2026-01", revenue: 90000 })]);
      expect(data.signIns).toHaveLength(1);
      expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
      expect(res.body).not.toContain(colleague.email);
    });

    it("gives a member their own data and not the business's figures", async () => {
      const owner = await signInNewUser(t);
      await createScorecardEntry(db(), owner.business!.id, "2026-02");
      const member = await signInNewUser(t, { business: owner.business, role: "member" });
      const data = (await member.client.get("/api/user/export")).json();
      expect(data.profile.id).toBe(member.userId);
      expect(data).not.toHaveProperty("monthlyFigures");
      expect((await new TestClient(t.app).get("/api/user/export")).statusCode).toBe(401);
    });
  });
});
