import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "@scalemsp/api";
import { coachingSessions, emailOutbox, eq, users } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { COACHING_MESSAGES, sessionWhen } from "@scalemsp/validators";
import { TestClient, signInNewUser, startTestApp, uniqueEmail, type TestApp } from "./helpers";

const HOUR = 3_600_000;
const hourAhead = (days: number) => new Date(Math.ceil((Date.now() + days * 24 * HOUR) / HOUR) * HOUR);

/** The member's time zone: an account setting the app and the server's e-mails share. */
describe.each(testBackends())("a member's time zone on %s", (backend) => {
  let t: TestApp;
  let coachEmail: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    coachEmail = uniqueEmail("coach");
    await ensureAdmin(t.db, coachEmail, "Sup3rSecret");
  });
  afterAll(async () => {
    await t.close();
  });

  const emailOf = async (userId: number) =>
    (await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
  const outboxTo = async (email: string, kind: string) =>
    (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)))
      .filter((row) => row.kind === kind)
      .sort((a, b) => a.id - b.id);

  it("is unset until set, then kept in Intl's spelling and shown with the user (REST)", async () => {
    const { client, userId } = await signInNewUser(t);
    expect((await client.get("/api/user")).json()).toMatchObject({ id: userId, timeZone: null });
    const set = await client.put("/api/user/time-zone", { timeZone: " america/new_york " });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: userId, timeZone: "America/New_York" });
    expect((await client.get("/api/user")).json()).toMatchObject({ timeZone: "America/New_York" });
  });

  it("is set through tRPC alike, and read back with auth.me", async () => {
    const { client } = await signInNewUser(t);
    const set = await client.trpc("mutation", "account.setTimeZone", { timeZone: "Europe/Berlin" });
    expect(set.status).toBe(200);
    expect(set.body.result?.data).toMatchObject({ timeZone: "Europe/Berlin" });
    const me = await client.trpc("query", "auth.me");
    expect(me.body.result?.data).toMatchObject({ timeZone: "Europe/Berlin" });
    const bad = await client.trpc("mutation", "account.setTimeZone", { timeZone: "Mars/Olympus_Mons" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe(COACHING_MESSAGES.invalidTimeZone);
  });

  it("refuses what is not an IANA zone with a 400, and callers who are not signed in with a 401", async () => {
    const { client } = await signInNewUser(t);
    for (const body of [
      { timeZone: "Mars/Olympus_Mons" },
      { timeZone: "+02:00" },
      { timeZone: "" },
      { timeZone: 42 },
      { timeZone: "x".repeat(100) },
      {},
    ]) {
      const res = await client.put("/api/user/time-zone", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({
        message: COACHING_MESSAGES.invalidTimeZone,
        errors: { timeZone: COACHING_MESSAGES.invalidTimeZone },
      });
    }
    expect((await client.put("/api/user/time-zone", [1, 2])).statusCode).toBe(400);
    expect((await client.get("/api/user")).json()).toMatchObject({ timeZone: null });
    const stranger = await new TestClient(t.app).put("/api/user/time-zone", { timeZone: "Europe/Paris" });
    expect(stranger.statusCode).toBe(401);
  });

  it("writes the times of a one-to-one booking's e-mails to the member in the member's zone", async () => {
    const member = await signInNewUser(t, { plan: "pro" });
    expect((await member.client.put("/api/user/time-zone", { timeZone: "Asia/Tokyo" })).statusCode).toBe(200);
    const from = new Date(Date.now() + 3 * 24 * HOUR).toISOString();
    const to = new Date(Date.now() + 10 * 24 * HOUR).toISOString();
    const [slot] = (await member.client.get(`/api/sessions/slots?from=${from}&to=${to}`)).json() as {
      startsAt: string;
    }[];
    // The browser it books from says another zone: the account's setting wins.
    const booked = await member.client.post("/api/sessions", {
      kind: "one_to_one",
      startsAt: slot!.startsAt,
      timeZone: "America/Los_Angeles",
    });
    expect(booked.statusCode).toBe(201);
    const [session] = await t.db
      .select()
      .from(coachingSessions)
      .where(eq(coachingSessions.id, (booked.json() as { id: number }).id));
    const [mail] = await outboxTo(await emailOf(member.userId), "session-booked");
    expect((mail!.payload as { when: string }).when).toBe(
      sessionWhen(session!.startsAt, session!.endsAt, "Asia/Tokyo"),
    );
    // The coach's copy stays in the coach's zone.
    const coachCopy = (await outboxTo(coachEmail, "session-booked")).at(-1)!;
    expect((coachCopy.payload as { when: string }).when).not.toBe((mail!.payload as { when: string }).when);
  });

  it("writes a group session's times to each seated member in their own zone, the coach's where unset", async () => {
    const coach = await signInNewUser(t, { role: "admin" });
    const startsAt = hourAhead(4);
    const scheduled = await coach.client.post("/api/admin/group-sessions", {
      title: "MSP Owners Mastermind",
      startsAt: startsAt.toISOString(),
      durationMinutes: 60,
      capacity: 5,
    });
    expect(scheduled.statusCode).toBe(201);
    const id = (scheduled.json() as { id: number }).id;
    const endsAt = new Date(startsAt.getTime() + HOUR);
    const [withZone, withoutZone] = [
      await signInNewUser(t, { plan: "pro" }),
      await signInNewUser(t, { plan: "pro" }),
    ];
    await withZone.client.put("/api/user/time-zone", { timeZone: "Australia/Sydney" });
    for (const member of [withZone, withoutZone]) {
      expect((await member.client.post(`/api/group-sessions/${id}/join`, {})).statusCode).toBe(200);
    }
    const whenFor = async (userId: number) =>
      ((await outboxTo(await emailOf(userId), "session-booked"))[0]!.payload as { when: string }).when;
    expect(await whenFor(withZone.userId)).toBe(sessionWhen(startsAt, endsAt, "Australia/Sydney"));
    // The coach has no profile: the coach's default zone.
    expect(await whenFor(withoutZone.userId)).toBe(sessionWhen(startsAt, endsAt, "America/New_York"));
  });
});
