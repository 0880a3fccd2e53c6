import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { eq, users } from "@scalemsp/db";
import { COACHING_MESSAGES, COACHING_RULES, MESSAGES } from "@scalemsp/validators";
import { TestClient, signInNewUser, startTestApp, uniqueEmail, type TestApp } from "./helpers";

const HOUR = 3_600_000;

/**
 * Contract §14 'booking under load'. A second connection holds the business's row lock, as a
 * booking in progress does; what each attempt does meanwhile shows whether it waited on it.
 * PostgreSQL only: PGlite runs one connection, so nothing there waits on another's lock.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("bookings under load on PostgreSQL", () => {
  let t: TestApp;
  let lockHolder: postgres.Sql;
  let slots: { startsAt: string }[];
  let coachId: number;

  beforeAll(async () => {
    t = await startTestApp("postgres");
    lockHolder = postgres(t.database.url!, { max: 1, onnotice: () => {} });
    const email = uniqueEmail("coach");
    await ensureAdmin(t.database.handle.db, email, "Sup3rSecret");
    const [coach] = await t.database.handle.db.select().from(users).where(eq(users.email, email));
    expect(coach).toBeDefined();
    coachId = coach!.id;
    const member = await signInNewUser(t, { plan: "pro" });
    const from = new Date(Date.now() + 2 * 24 * HOUR).toISOString();
    const to = new Date(Date.now() + 20 * 24 * HOUR).toISOString();
    // Two hours apart, so that no booking's buffer touches another's.
    slots = (
      (await member.client.get(`/api/sessions/slots?from=${from}&to=${to}`)).json() as typeof slots
    ).filter((_, i) => i % 4 === 0);
    expect(slots.length).toBeGreaterThan(10);
  });
  afterAll(async () => {
    await lockHolder.end();
    await t.close();
  });

  /** Holds the rows `lock` selects for update in another transaction until `release` is called. */
  async function holdLock(lock: (sql: postgres.TransactionSql) => Promise<unknown>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const done = lockHolder.begin(async (sql) => {
      await lock(sql);
      locked();
      await released;
    });
    await isLocked;
    return { release: async () => (release(), await done) };
  }

  /** The business's row lock, as a booking of that business in progress holds it. */
  const holdBusinessLock = (businessId: number) =>
    holdLock((sql) => sql`select id from businesses where id = ${businessId} for update`);

  /** The coach's row lock, as a booking of that coach's calendar in progress holds it. */
  const holdCoachLock = () =>
    holdLock((sql) => sql`select user_id from coach_profiles where user_id = ${coachId} for update`);

  /** The same booking over REST, then over tRPC: each answer with its message. */
  async function bookOverBoth(client: TestClient, startsAt: string) {
    const rest = await book(client, startsAt);
    const { response: trpc } = await client.trpc("mutation", "sessions.book", {
      kind: "one_to_one",
      startsAt,
    });
    return [
      { answer: rest, message: rest.json().message as string },
      { answer: trpc, message: trpc.json().error.message as string },
    ];
  }

  const book = (client: TestClient, startsAt: string) =>
    client.post("/api/sessions", { kind: "one_to_one", startsAt });

  it("refuses 60 bookings past the allowance at once without waiting on any lock", async () => {
    const member = await signInNewUser(t, { plan: "free" });
    const lock = await holdBusinessLock(member.business!.id);
    try {
      const attempts = Promise.all(Array.from({ length: 60 }, () => book(member.client, slots[0]!.startsAt)));
      // Had any attempt waited on the lock, it would still be waiting: the lock is released
      // only after this.
      const timeout = new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 10_000));
      const answers = await Promise.race([attempts, timeout]);
      expect(answers).not.toBe("waited");
      const statuses = (answers as { statusCode: number }[]).map((answer) => answer.statusCode);
      // Two at a time reach the allowance check (403); the rest are refused at once (429).
      expect(statuses.filter((status) => status === 403).length).toBeGreaterThanOrEqual(2);
      expect(statuses.every((status) => status === 403 || status === 429)).toBe(true);
      expect((await new TestClient(t.app).get("/api/health")).statusCode).toBe(200);
    } finally {
      await lock.release();
    }
  });

  it("lets an account run two booking attempts at once and refuses a third with 429", async () => {
    const member = await signInNewUser(t, { plan: "enterprise" });
    const lock = await holdBusinessLock(member.business!.id);
    let waiting: Promise<unknown>[] = [];
    try {
      waiting = [book(member.client, slots[1]!.startsAt), book(member.client, slots[2]!.startsAt)];
      // Both are inside their transaction, waiting on the lock; a third is refused at once.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const third = await book(member.client, slots[3]!.startsAt);
      expect(third.statusCode).toBe(429);
      expect((third.json() as { message: string }).message).toBe(COACHING_MESSAGES.bookingInProgress);
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await lock.release();
    }
    const [first, second] = (await Promise.all(waiting)) as { statusCode: number }[];
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    // Once they are done the account books again.
    expect((await book(member.client, slots[4]!.startsAt)).statusCode).toBe(201);
  });

  it(`answers 503 with Retry-After when a lock is held over ${COACHING_RULES.lockWaitSeconds} seconds`, async () => {
    const member = await signInNewUser(t, { plan: "pro" });
    const lock = await holdBusinessLock(member.business!.id);
    try {
      for (const { answer, message } of await bookOverBoth(member.client, slots[5]!.startsAt)) {
        expect(answer.statusCode).toBe(503);
        expect(answer.headers["retry-after"]).toBe(String(COACHING_RULES.lockWaitSeconds));
        expect(message).toBe(MESSAGES.serverBusy);
      }
    } finally {
      await lock.release();
    }
    // The lock gone, the same time books.
    expect((await book(member.client, slots[5]!.startsAt)).statusCode).toBe(201);
  }, 30_000);

  it("answers 409 for a time already taken without waiting on the coach's lock", async () => {
    const first = await signInNewUser(t, { plan: "pro" });
    expect((await book(first.client, slots[6]!.startsAt)).statusCode).toBe(201);
    const second = await signInNewUser(t, { plan: "pro" });
    const lock = await holdCoachLock();
    try {
      // Had an attempt waited on the lock, it would end in 503 after the lock wait.
      for (const { answer, message } of await bookOverBoth(second.client, slots[6]!.startsAt)) {
        expect(answer.statusCode).toBe(409);
        expect(message).toBe(COACHING_MESSAGES.slotTaken);
      }
      // A time that looks free still goes to the lock, where the race is decided.
      expect((await book(second.client, slots[7]!.startsAt)).statusCode).toBe(503);
    } finally {
      await lock.release();
    }
    expect((await book(second.client, slots[7]!.startsAt)).statusCode).toBe(201);
  }, 30_000);
});
