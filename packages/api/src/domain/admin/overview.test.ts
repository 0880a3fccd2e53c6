import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  coachingSessions,
  consultationRequests,
  guideDownloads,
  newsletterSubscriptions,
} from "@scalemsp/db";
import { createBusiness, createUser } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { callerAs, openTestDatabase } from "../../testing";

const DAY = 86_400_000;
const NOW = new Date("2026-06-10T12:00:00Z");
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

describe.each(testBackends())("admin overview on %s", (backend) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let adminId: number;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    const { db } = database;
    adminId = (await createUser(db, { passwordHash: "unused", role: "admin" })).id;

    // Members: two active on pro (one more deactivated), one on basic, one in a deactivated business.
    const pro = await createBusiness(db, { planLevel: "pro" });
    const basic = await createBusiness(db, { planLevel: "basic" });
    const closed = await createBusiness(db, { planLevel: "enterprise", isActive: false });
    for (const [businessId, isActive] of [
      [pro.id, true],
      [pro.id, true],
      [pro.id, false],
      [basic.id, true],
      [closed.id, true],
    ] as const)
      await createUser(db, { passwordHash: "unused", role: "business_owner", businessId, isActive });

    // Leads: two consultation requests this week and one older; one new subscriber, one unsubscribed.
    const lead = (email: string, createdAt: Date) => ({
      firstName: "Avery",
      lastName: "Quinn",
      email,
      company: "Quinn IT",
      createdAt,
    });
    await db
      .insert(consultationRequests)
      .values([lead("a@example.com", at(-1)), lead("b@example.com", at(-6)), lead("c@example.com", at(-8))]);
    await db.insert(newsletterSubscriptions).values([
      { email: "n1@example.com", unsubscribeToken: "t1", createdAt: at(-2) },
      { email: "n2@example.com", unsubscribeToken: "t2", createdAt: at(-2), status: "unsubscribed" as const },
      { email: "n3@example.com", unsubscribeToken: "t3", createdAt: at(-30) },
    ]);

    // Guide downloads, in the order they came: a new lead counts once however many guides it
    // takes within a week; a download a week or more after the last is a new lead again.
    const download = (email: string, createdAt: Date) => ({ email, resourceTitle: "Guide", createdAt });
    await db
      .insert(guideDownloads)
      .values([
        download("g1@example.com", at(-12)),
        download("g2@example.com", at(-10)),
        download("g3@example.com", at(-9)),
        download("g2@example.com", at(-5)),
        download("g1@example.com", at(-2)),
        download("g4@example.com", at(-3)),
        download("g4@example.com", at(-1)),
        download("g4@example.com", at(-0.5)),
      ]);

    // Sessions: two booked in the coming week, one cancelled, one past, one beyond the week.
    const session = (uid: string, startsAt: Date, status: "booked" | "cancelled" = "booked") => ({
      uid,
      kind: "one_to_one" as const,
      status,
      coachId: adminId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
    });
    await db
      .insert(coachingSessions)
      .values([
        session("s1", at(3)),
        session("s2", at(1)),
        session("s3", at(2), "cancelled"),
        session("s4", at(-1)),
        session("s5", at(9)),
      ]);
  });
  afterAll(() => database.dispose());

  it("counts the week's leads, active members by plan and the coming week's sessions", async () => {
    const admin = await callerAs(database.db, adminId, { now: () => NOW });
    expect(await admin.admin.overview.get()).toEqual({
      // g1 at -2 (its last was ten days before) and g4 at -3; not g2 at -5 (five days after its last).
      newLeads: { consultations: 2, subscribers: 1, guideDownloads: 2 },
      activeMembers: [
        { plan: "free", count: 0 },
        { plan: "basic", count: 1 },
        { plan: "pro", count: 2 },
        { plan: "enterprise", count: 0 },
      ],
      upcomingSessions: { count: 2, nextStartsAt: at(1).toISOString() },
    });
  });

  it("is for admins only", async () => {
    const business = await createBusiness(database.db);
    const owner = await createUser(database.db, {
      passwordHash: "unused",
      role: "business_owner",
      businessId: business.id,
    });
    const member = await callerAs(database.db, owner.id);
    await expect(member.admin.overview.get()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
