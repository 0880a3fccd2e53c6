import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, users } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { ensureAdmin } from "../src/domain/accounts";
import { openTestDatabase } from "../src/testing";

describe.each(testBackends())("ensureAdmin on %s", (backend) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("makes one admin when several starts ask at once, and every one gets its id", async () => {
    const ids = await Promise.all(
      Array.from({ length: 4 }, () => ensureAdmin(database.db, "Coach@Race.example", "Sup3rSecret")),
    );
    const rows = await database.db.select().from(users).where(eq(users.email, "coach@race.example"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe("admin");
    expect(new Set(ids)).toEqual(new Set([rows[0]!.id]));
  });

  it("promotes and reactivates an existing user without touching the password", async () => {
    const first = await ensureAdmin(database.db, "member@race.example", "Sup3rSecret");
    await database.db
      .update(users)
      .set({ role: "member", isActive: false, passwordHash: "kept" })
      .where(eq(users.id, first));
    expect(await ensureAdmin(database.db, "member@race.example", "0ther-Passw0rd")).toBe(first);
    const [row] = await database.db.select().from(users).where(eq(users.id, first));
    expect(row).toMatchObject({ role: "admin", isActive: true, passwordHash: "kept" });
  });
});
