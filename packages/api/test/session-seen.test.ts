import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sessions, type Database } from "@scalemsp/db";
import { createUser } from "@scalemsp/db/factories";
import { createTestDatabase, testBackends, type TestDatabase } from "@scalemsp/db/testing";
import { SESSION_SEEN_EVERY_MS } from "@scalemsp/validators";
import { noteSessionSeen } from "../src/domain/sessions";

describe.each(testBackends())("a session's last sighting on %s", (backend) => {
  let t: TestDatabase;
  let db: Database;
  const now = new Date("2026-11-25T10:00:00Z");
  const seen = async (id: string) => (await db.select().from(sessions).where(eq(sessions.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    db = t.handle.db;
    const user = await createUser(db, { passwordHash: "x" });
    const expiresAt = new Date(now.getTime() + 86_400_000);
    await db.insert(sessions).values([
      {
        id: "fresh",
        userId: user.id,
        expiresAt,
        lastSeenAt: new Date(now.getTime() - 1000),
        ipAddress: "203.0.113.9",
      },
      {
        id: "stale",
        userId: user.id,
        expiresAt,
        lastSeenAt: new Date(now.getTime() - SESSION_SEEN_EVERY_MS - 1),
        ipAddress: "203.0.113.9",
      },
    ]);
  });
  afterAll(() => t.dispose());

  it("costs nothing to await when it was written lately from the same address", async () => {
    // Almost every request is this one: no write, and no promise in the caller's path.
    const fresh = await seen("fresh");
    expect(noteSessionSeen(db, fresh, "203.0.113.9", now)).toBeUndefined();
    expect((await seen("fresh")).lastSeenAt).toEqual(fresh.lastSeenAt);
  });

  it("is written when it is old or the address changed", async () => {
    await noteSessionSeen(db, await seen("stale"), "203.0.113.9", now);
    expect((await seen("stale")).lastSeenAt).toEqual(now);
    await noteSessionSeen(db, await seen("fresh"), "198.51.100.4", now);
    expect(await seen("fresh")).toMatchObject({ lastSeenAt: now, ipAddress: "198.51.100.4" });
  });
});
