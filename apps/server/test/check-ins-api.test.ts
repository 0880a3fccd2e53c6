import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailEnvOf, startOutboxWorker, sweepCheckInReminders } from "@scalemsp/api";
import { callerAs } from "@scalemsp/api/testing";
import {
  and,
  businesses,
  checkInReminders,
  checkIns,
  emailOutbox,
  eq,
  goals,
  sql,
  users,
} from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import {
  CHECK_IN_MESSAGES,
  BRAND_DEFAULTS,
  BRAND_POSTAL_ADDRESS_DEFAULT,
  DEFAULT_COACH_TIME_ZONE,
  isoWeekDates,
  isoWeekOfDate,
  quarterOfWeek,
  shiftIsoWeek,
} from "@scalemsp/validators";
import { createAdmin, createTeam, dbOf, signIn } from "./admin-fixtures";
import {
  TestClient,
  signInNewUser,
  startTestApp,
  uniqueEmail,
  type SignedInMember,
  type TestApp,
} from "./helpers";
import { startSmtpSink, type SmtpSink } from "./email/smtp-sink";

/** The ISO week it is now in the coach's zone (the first admin's default: New York). */
const currentWeek = () =>
  isoWeekOfDate(new Date().toLocaleDateString("en-CA", { timeZone: DEFAULT_COACH_TIME_ZONE }));

const answers = (extra: Record<string, unknown> = {}) => ({
  wins: "Signed two new managed-services clients.",
  blockers: "Hiring a second technician takes longer than planned.",
  focus: "Close the Hendricks proposal.",
  confidence: {},
  ...extra,
});

/** Contract §15 'weekly check-in': over REST and tRPC, on both databases. */
describe.each(testBackends())("weekly check-ins on %s", (backend) => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: TestClient;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(
      backend,
      { publicOrigin: "https://coach.example.com" },
      { mail: { url: sink.url } },
    );
    const coach = await createAdmin(t, {
      email: uniqueEmail("coach"),
      firstName: "Alex",
      lastName: "Morgan",
    });
    admin = await signIn(t, coach.email);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const db = () => dbOf(t);
  const emailOf = async (userId: number) =>
    (await db().select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

  async function team() {
    const owner = await signInNewUser(t, { plan: "pro" });
    const member = await signInNewUser(t, { business: owner.business, role: "member" });
    return { owner, member };
  }
  async function goalOf(owner: SignedInMember, quarter: string, title = "Grow recurring revenue") {
    const [goal] = await db()
      .insert(goals)
      .values({ businessId: owner.business!.id, quarter, title, target: 100, progress: 10 })
      .returning();
    return goal!;
  }

  it("creates this week's check-in and replaces it while the week lasts, over REST and tRPC", async () => {
    const { owner } = await team();
    const week = currentWeek();
    const empty = await owner.client.get(`/api/check-ins/${week}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ week, checkIn: null, goals: [], editable: true, canCheckIn: true });

    const created = await owner.client.put(`/api/check-ins/${week}`, answers());
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      week,
      wins: "Signed two new managed-services clients.",
      author: { id: owner.userId },
      comment: null,
      commentedAt: null,
    });

    const replaced = await owner.client.trpc("mutation", "checkIns.save", {
      week,
      ...answers({ wins: "  Line one\nLine two  ", blockers: "", focus: null }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.result?.data).toMatchObject({
      id: created.json().id,
      wins: "Line one\nLine two",
      blockers: "",
      focus: "",
    });

    const read = await owner.client.trpc("query", "checkIns.get", { week });
    expect(read.body.result?.data).toMatchObject({
      checkIn: { id: created.json().id, wins: "Line one\nLine two" },
    });
    const list = await owner.client.get("/api/check-ins");
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { week: string }) => c.week)).toEqual([week]);
    const current = await owner.client.get("/api/check-ins/current");
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      week,
      editable: true,
      checkIn: { id: created.json().id },
      previous: null,
    });
    expect(new Date(current.json().endsAt).getTime()).toBeGreaterThan(Date.now());
    expect(
      await db().select().from(checkIns).where(eq(checkIns.businessId, owner.business!.id)),
    ).toHaveLength(1);
  });

  it("refuses a week that has ended (409) or not started (400), and bad input with a message", async () => {
    const { owner } = await team();
    const week = currentWeek();
    const past = await owner.client.put(`/api/check-ins/${shiftIsoWeek(week, -1)}`, answers());
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(CHECK_IN_MESSAGES.weekEnded);
    const viaTrpc = await owner.client.trpc("mutation", "checkIns.save", {
      week: shiftIsoWeek(week, -1),
      ...answers(),
    });
    expect(viaTrpc.status).toBe(409);
    const future = await owner.client.put(`/api/check-ins/${shiftIsoWeek(week, 1)}`, answers());
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(CHECK_IN_MESSAGES.weekNotStarted);

    for (const bad of ["2027-W54", "2027-W53", "2027-5", "current-ish"]) {
      const res = await owner.client.put(`/api/check-ins/${bad}`, answers());
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(CHECK_IN_MESSAGES.weekInvalid);
    }
    const nothing = await owner.client.put(`/api/check-ins/${week}`, { wins: " ", blockers: "", focus: "" });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors.wins).toBe(CHECK_IN_MESSAGES.empty);
    const long = await owner.client.put(`/api/check-ins/${week}`, answers({ focus: "x".repeat(2001) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.focus).toBe("Must be at most 2000 characters");
    const six = await owner.client.put(`/api/check-ins/${week}`, answers({ confidence: { "1": 6 } }));
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe(CHECK_IN_MESSAGES.confidenceInvalid);
    const reversed = await owner.client.get(`/api/check-ins?from=${week}&to=${shiftIsoWeek(week, -2)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.from).toBe(CHECK_IN_MESSAGES.rangeReversed);
    expect(
      await db().select().from(checkIns).where(eq(checkIns.businessId, owner.business!.id)),
    ).toHaveLength(0);
  });

  it("keeps one check-in per business and week under two PUTs at once", async () => {
    const { owner } = await team();
    const week = currentWeek();
    const [a, b] = await Promise.all([
      owner.client.put(`/api/check-ins/${week}`, answers({ wins: "First" })),
      owner.client.put(`/api/check-ins/${week}`, answers({ wins: "Second" })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    const rows = await db().select().from(checkIns).where(eq(checkIns.businessId, owner.business!.id));
    expect(rows).toHaveLength(1);
    expect(["First", "Second"]).toContain(rows[0]!.wins);
  });

  it("counts the week in the coach's zone across the March change to daylight time", async () => {
    const { owner } = await team();
    // New York moves to EDT on Sunday 14 March 2027: Monday 00:00 EDT is 04:00 UTC, not 05:00.
    const sundayNight = new Date("2027-03-15T03:30:00Z"); // Sunday 23:30 EDT: still 2027-W10
    const mondayEarly = new Date("2027-03-15T04:30:00Z"); // Monday 00:30 EDT: 2027-W11
    const before = await callerAs(db(), owner.userId, { now: () => sundayNight });
    const after = await callerAs(db(), owner.userId, { now: () => mondayEarly });
    await expect(before.checkIns.save({ week: "2027-W10", ...answers() })).resolves.toMatchObject({
      week: "2027-W10",
    });
    await expect(before.checkIns.save({ week: "2027-W11", ...answers() })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: CHECK_IN_MESSAGES.weekNotStarted,
    });
    await expect(after.checkIns.save({ week: "2027-W10", ...answers() })).rejects.toMatchObject({
      code: "CONFLICT",
      message: CHECK_IN_MESSAGES.weekEnded,
    });
    await expect(after.checkIns.save({ week: "2027-W11", ...answers() })).resolves.toMatchObject({
      week: "2027-W11",
    });
    expect(await before.checkIns.current()).toMatchObject({
      week: "2027-W10",
      endsAt: "2027-03-15T04:00:00.000Z",
    });
    expect(await after.checkIns.current()).toMatchObject({
      week: "2027-W11",
      checkIn: { week: "2027-W11" },
      previous: { week: "2027-W10" },
    });
    // November: back to EST on Sunday 7 November 2027, Monday 00:00 EST is 05:00 UTC.
    const lateSunday = await callerAs(db(), owner.userId, { now: () => new Date("2027-11-08T04:30:00Z") });
    expect((await lateSunday.checkIns.current()).week).toBe("2027-W44");
    const range = await after.checkIns.list({ from: "2027-W09", to: "2027-W11" });
    expect(range.map((c) => c.week)).toEqual(["2027-W11", "2027-W10"]);
  });

  it("lets a member check in only while the owner allows it", async () => {
    const { owner, member } = await team();
    const week = currentWeek();
    const refused = await member.client.put(`/api/check-ins/${week}`, answers());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CHECK_IN_MESSAGES.membersMayNot);
    expect((await member.client.get(`/api/check-ins/${week}`)).json()).toMatchObject({
      canCheckIn: false,
      editable: false,
    });
    // Only the owner opens it; a value that is not a boolean is refused.
    expect((await member.client.patch("/api/business", { membersMayCheckIn: true })).statusCode).toBe(403);
    const bad = await owner.client.patch("/api/business", { membersMayCheckIn: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.membersMayCheckIn).toBe(CHECK_IN_MESSAGES.membersMayCheckInInvalid);
    const opened = await owner.client.patch("/api/business", { membersMayCheckIn: true });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ membersMayCheckIn: true });
    expect((await owner.client.trpc("query", "auth.business")).body.result?.data).toMatchObject({
      membersMayCheckIn: true,
    });

    const sent = await member.client.put(`/api/check-ins/${week}`, answers());
    expect(sent.statusCode).toBe(200);
    expect(sent.json().author.id).toBe(member.userId);
    expect((await owner.client.get(`/api/check-ins/${week}`)).json().checkIn.author.id).toBe(member.userId);

    await owner.client.patch("/api/business", { membersMayCheckIn: false });
    const closed = await member.client.trpc("mutation", "checkIns.save", { week, ...answers() });
    expect(closed.status).toBe(403);
    expect(closed.body.error?.message).toBe(CHECK_IN_MESSAGES.membersMayNot);
    // Still read by the member.
    expect((await member.client.get("/api/check-ins")).json()).toHaveLength(1);
  });

  it("takes confidence only for this quarter's goals of the business", async () => {
    const { owner } = await team();
    const other = await team();
    const week = currentWeek();
    const quarter = quarterOfWeek(week);
    const mine = await goalOf(owner, quarter, "Grow recurring revenue");
    const second = await goalOf(owner, quarter, "Hire a technician");
    const lastQuarter = await goalOf(
      owner,
      quarter.endsWith("Q1")
        ? `${Number(quarter.slice(0, 4)) - 1}-Q4`
        : `${quarter.slice(0, 6)}${Number(quarter.slice(6)) - 1}`,
    );
    const theirs = await goalOf(other.owner, quarter);

    const view = await owner.client.get(`/api/check-ins/${week}`);
    expect(view.json().goals).toEqual([
      { id: mine.id, title: "Grow recurring revenue" },
      { id: second.id, title: "Hire a technician" },
    ]);
    for (const id of [theirs.id, lastQuarter.id, 999_999]) {
      const res = await owner.client.put(`/api/check-ins/${week}`, answers({ confidence: { [id]: 4 } }));
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json().errors.confidence).toBe(CHECK_IN_MESSAGES.unknownGoal);
    }
    const ok = await owner.client.put(
      `/api/check-ins/${week}`,
      answers({ confidence: { [mine.id]: 2, [second.id]: 5 } }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().confidence).toEqual({ [mine.id]: 2, [second.id]: 5 });
  });

  it("keeps each business's check-ins its own; the coach's paths answer 404 for what does not exist", async () => {
    const a = await team();
    const b = await team();
    const week = currentWeek();
    const sent = await a.owner.client.put(`/api/check-ins/${week}`, answers({ wins: "A's secret win" }));
    // Nothing in the body chooses the business.
    await b.owner.client.put(
      `/api/check-ins/${week}`,
      answers({ wins: "B's own", businessId: a.owner.business!.id }),
    );
    expect((await b.owner.client.get(`/api/check-ins/${week}`)).json().checkIn.wins).toBe("B's own");
    const list = await b.owner.client.get("/api/check-ins");
    expect(list.body).not.toContain("A's secret win");
    expect((await db().select().from(checkIns).where(eq(checkIns.id, sent.json().id)))[0]!.wins).toBe(
      "A's secret win",
    );

    expect((await admin.get("/api/admin/businesses/999999/check-ins")).statusCode).toBe(404);
    expect((await admin.post("/api/admin/check-ins/999999/comment", { comment: "Hi" })).statusCode).toBe(404);
    expect(
      (await b.owner.client.post(`/api/admin/check-ins/${sent.json().id}/comment`, { comment: "Hi" }))
        .statusCode,
    ).toBe(403);
    expect((await new TestClient(t.app).get("/api/check-ins")).statusCode).toBe(401);
    const coachView = await admin.get(`/api/admin/businesses/${a.owner.business!.id}/check-ins`);
    expect(coachView.statusCode).toBe(200);
    expect(coachView.json()).toMatchObject({ currentWeek: week, checkIns: [{ id: sent.json().id }] });
  });

  it("stores the coach's comment, shows it to the business and e-mails the owner and the author", async () => {
    const { owner, member } = await team();
    const week = currentWeek();
    await owner.client.patch("/api/business", { membersMayCheckIn: true });
    const sent = await member.client.put(`/api/check-ins/${week}`, answers());
    const empty = await admin.post(`/api/admin/check-ins/${sent.json().id}/comment`, { comment: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.comment).toBe(CHECK_IN_MESSAGES.commentRequired);

    const comment = "Well done on the two clients.\n\nLet's talk about hiring on Tuesday.";
    const res = await admin.trpc("mutation", "admin.checkIns.comment", { id: sent.json().id, comment });
    expect(res.status).toBe(200);
    expect(res.body.result?.data).toMatchObject({ comment, author: { id: member.userId } });
    const seen = (await owner.client.get(`/api/check-ins/${week}`)).json();
    expect(seen.checkIn).toMatchObject({ comment });
    expect(seen.checkIn.commentedAt).not.toBeNull();

    const toOwner = await sink.messageTo(await emailOf(owner.userId), /commented on your check-in/);
    expect(toOwner.subject).toMatch(/^Alex Morgan commented on your check-in for the week of /);
    expect(toOwner.text).toContain("Let's talk about hiring on Tuesday.");
    expect(toOwner.text).toContain("https://coach.example.com/dashboard");
    await sink.messageTo(await emailOf(member.userId), /commented on your check-in/);
  });

  describe("the Friday reminder", () => {
    // 2027-W10: Friday 12 March 2027. New York is on EST (10:00 = 15:00 UTC), Berlin on CET (10:00 = 09:00 UTC).
    const WEEK = "2027-W10";
    const at = (iso: string) => new Date(iso);
    const remindersTo = async (email: string) =>
      (
        await db()
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.kind, "check-in-reminder"), eq(emailOutbox.to, email)))
      ).filter((row) => (row.payload as { week: string }).week === WEEK);

    it("goes at 10:00 on Friday in the owner's zone, only to owners of active businesses who have not checked in, once", async () => {
      const berlin = await createTeam(t);
      await db().update(users).set({ timeZone: "Europe/Berlin" }).where(eq(users.id, berlin.owner.id));
      const newYork = await createTeam(t); // no zone of their own: the coach's
      const checkedIn = await createTeam(t);
      await db().insert(checkIns).values({ businessId: checkedIn.business.id, week: WEEK, wins: "Done" });
      const closed = await createTeam(t);
      await db().update(businesses).set({ isActive: false }).where(eq(businesses.id, closed.business.id));

      expect(isoWeekDates(WEEK).friday).toBe("2027-03-12");
      await sweepCheckInReminders(db(), at("2027-03-12T08:59:00Z"));
      expect(await remindersTo(berlin.owner.email)).toHaveLength(0);

      await sweepCheckInReminders(db(), at("2027-03-12T09:00:00Z"));
      expect(await remindersTo(berlin.owner.email)).toHaveLength(1);
      expect(await remindersTo(newYork.owner.email)).toHaveLength(0);

      await sweepCheckInReminders(db(), at("2027-03-12T14:59:00Z"));
      expect(await remindersTo(newYork.owner.email)).toHaveLength(0);
      // Two processes sweeping at the same moment send it once.
      await Promise.all([
        sweepCheckInReminders(db(), at("2027-03-12T15:00:00Z")),
        sweepCheckInReminders(db(), at("2027-03-12T15:00:00Z")),
      ]);
      await sweepCheckInReminders(db(), at("2027-03-13T12:00:00Z"));
      expect(await remindersTo(newYork.owner.email)).toHaveLength(1);
      expect(await remindersTo(berlin.owner.email)).toHaveLength(1);
      expect(await remindersTo(checkedIn.owner.email)).toHaveLength(0);
      expect(await remindersTo(closed.owner.email)).toHaveLength(0);
      // The next week is a new week.
      await sweepCheckInReminders(db(), at("2027-03-19T15:00:00Z"));
      const rows = await db()
        .select()
        .from(checkInReminders)
        .where(eq(checkInReminders.businessId, newYork.business.id));
      expect(rows.map((row) => row.week).sort()).toEqual(["2027-W10", "2027-W11"]);

      const mail = await sink.messageTo(newYork.owner.email, /weekly check-in for the week of March 8/);
      expect(mail.text).toContain("https://coach.example.com/dashboard");
    });

    it("is queued by the outbox worker's own sweep, which sends it", async () => {
      const { owner, business } = await createTeam(t);
      const worker = startOutboxWorker(
        {
          db: db(),
          transport: { kind: "file", send: async () => {}, close() {} },
          env: () =>
            emailEnvOf(
              db(),
              { ...BRAND_DEFAULTS },
              BRAND_POSTAL_ADDRESS_DEFAULT,
              "https://coach.example.com",
            ),
          from: { address: "hello@scalemsp.example" },
          // Saturday of 2027-W10, after every owner's Friday 10:00.
          now: () => at("2027-03-13T16:00:00Z"),
        },
        { pollMs: 20 },
      );
      // The test app's own worker (sweeps off) shares the outbox and may be the one that sends it.
      try {
        await expect
          .poll(async () => (await remindersTo(owner.email)).filter((row) => row.status === "sent").length, {
            timeout: 15_000,
          })
          .toBe(1);
      } finally {
        await worker.stop();
      }
      const [reminder] = await remindersTo(owner.email);
      expect(reminder?.subject).toBe("Your weekly check-in for the week of March 8");
      const claimed = await db()
        .select()
        .from(checkInReminders)
        .where(and(eq(checkInReminders.businessId, business.id), eq(checkInReminders.week, WEEK)));
      expect(claimed).toHaveLength(1);
    });

    it("is not sent before Friday or after the week, and many sweeps at once still send one", async () => {
      const owner = await createTeam(t);
      await sweepCheckInReminders(db(), at("2027-03-11T15:00:00Z")); // Thursday
      expect(await remindersTo(owner.owner.email)).toHaveLength(0);
      await Promise.all(
        Array.from({ length: 5 }, () => sweepCheckInReminders(db(), at("2027-03-14T20:00:00Z"))),
      );
      expect(await remindersTo(owner.owner.email)).toHaveLength(1);
      const [{ n } = { n: 0 }] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(checkInReminders)
        .where(and(eq(checkInReminders.businessId, owner.business.id), eq(checkInReminders.week, WEEK)));
      expect(n).toBe(1);
    });
  });
});
