import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachProfiles, eq, users, type Database } from "@scalemsp/db";
import { createUser } from "@scalemsp/db/factories";
import { createTestDatabase, testBackends, type TestDatabase } from "@scalemsp/db/testing";
import { DEFAULT_COACH_TIME_ZONE, DEFAULT_WEEKLY_HOURS } from "@scalemsp/validators";
import { coachCalendar } from "../src/domain/accountability";
import { firstCoachTimeZone, listCoaches } from "../src/domain/coaching/coaches";
import { loadSessionUser } from "../src/domain/sessions";

const passwordHash = "$scrypt$not-a-real-hash";

/**
 * Contract §13 'which coach' and §15: the allowance's months and the check-in weeks are counted in
 * the first coach's zone, the zone of `listCoaches`' first coach. A signed-in user's session
 * carries the same zone (`SessionUser.coachTimeZone`), read by its own query's column.
 */
describe.each(testBackends())("the first coach's time zone on %s", (backend) => {
  let t: TestDatabase;
  let db: Database;
  let ownerId: number;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    db = t.handle.db;
    ownerId = (await createUser(db, { passwordHash, role: "business_owner" })).id;
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
  });

  const agreesWithTheCoachList = async () => {
    const zone = await firstCoachTimeZone(db);
    const [first] = await listCoaches(db);
    expect(zone).toBe(first?.timeZone ?? DEFAULT_COACH_TIME_ZONE);
    expect((await coachCalendar(db, new Date("2026-06-01T12:00:00Z"))).zone).toBe(zone);
    // The session's column: its subquery's conditions read the coaches, not the signed-in user.
    expect((await loadSessionUser(db, ownerId))?.coachTimeZone).toBe(zone);
    return zone;
  };
  const profile = (userId: number, timeZone: string) =>
    db
      .insert(coachProfiles)
      .values({ userId, displayName: "Coach", timeZone, weeklyHours: [...DEFAULT_WEEKLY_HOURS] });

  it("is the default with no coach, and with an admin who has no profile yet", async () => {
    expect(await agreesWithTheCoachList()).toBe(DEFAULT_COACH_TIME_ZONE);
    await createUser(db, { passwordHash, role: "admin" });
    expect(await agreesWithTheCoachList()).toBe(DEFAULT_COACH_TIME_ZONE);
  });

  it("is the zone of the active coach who came first", async () => {
    const first = await createUser(db, { passwordHash, role: "admin" });
    const second = await createUser(db, { passwordHash, role: "admin" });
    await profile(second.id, "Asia/Tokyo");
    expect(await agreesWithTheCoachList()).toBe("Asia/Tokyo");
    await profile(first.id, "Europe/Berlin");
    expect(await agreesWithTheCoachList()).toBe("Europe/Berlin");
    await db.update(users).set({ isActive: false }).where(eq(users.id, first.id));
    expect(await agreesWithTheCoachList()).toBe("Asia/Tokyo");
  });
});
