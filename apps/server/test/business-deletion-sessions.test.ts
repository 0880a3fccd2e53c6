import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachingSessions, emailOutbox, eq, users } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import type { SessionChangeData } from "@scalemsp/email";
import {
  TEST_PASSWORD,
  hourAhead,
  signInNewUser,
  startTestApp,
  type SignedInMember,
  type TestApp,
} from "./helpers";

const HOUR = 3_600_000;

/** Contract §14 'a business deleted': its upcoming sessions are cancelled first, the coach told. */
describe.each(testBackends())("a deleted business's sessions on %s", (backend) => {
  let t: TestApp;
  let coach: SignedInMember;
  let coachEmail: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    coach = await signInNewUser(t, { role: "admin" });
    coachEmail = (await emailOf(coach))!;
  });
  afterAll(() => t.close());

  const emailOf = async (who: SignedInMember) =>
    (await t.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId)))[0]?.email;
  const cancellationsTo = async (email: string) =>
    (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).filter(
      (row) => row.kind === "session-cancelled",
    );

  it("cancels its upcoming sessions with a CANCEL calendar file to the coach, and frees its group seats", async () => {
    const owner = await signInNewUser(t, { plan: "pro" });
    const member = await signInNewUser(t, { business: owner.business, role: "member" });
    const startsAt = hourAhead(4);
    const [booked] = await t.db
      .insert(coachingSessions)
      .values({
        uid: `deleted-business-${owner.business!.id}@scalemsp`,
        kind: "one_to_one",
        coachId: coach.userId,
        businessId: owner.business!.id,
        bookedById: member.userId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR),
      })
      .returning();
    const group = await coach.client.post("/api/admin/group-sessions", {
      title: "MSP Owners Mastermind",
      startsAt: hourAhead(5).toISOString(),
      durationMinutes: 60,
      capacity: 3,
    });
    expect(group.statusCode).toBe(201);
    const groupId = group.json<{ id: number }>().id;
    const joined = await member.client.post(`/api/group-sessions/${groupId}/join`, {});
    expect(joined.json<{ seatsLeft: number }>().seatsLeft).toBe(2);
    const before = (await cancellationsTo(coachEmail)).length;

    const deleted = await owner.client.request("DELETE", "/api/business", {
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);

    const cancellations = (await cancellationsTo(coachEmail)).slice(before);
    expect(cancellations).toHaveLength(1);
    const data = cancellations[0]!.payload as SessionChangeData;
    expect(data.ics).toMatch(/^METHOD:CANCEL\r?$/m);
    const event = Object.values(ical.sync.parseICS(data.ics!)).find(
      (c): c is VEvent => c?.type === "VEVENT",
    )!;
    expect(event.uid).toBe(booked!.uid);
    expect(new Date(event.start).toISOString()).toBe(startsAt.toISOString());

    // The seat its member held is free again for someone else.
    const other = await signInNewUser(t, { plan: "pro" });
    const seat = await other.client.post(`/api/group-sessions/${groupId}/join`, {});
    expect(seat.statusCode).toBe(200);
    expect(seat.json<{ seatsLeft: number }>().seatsLeft).toBe(2);
  });
});
