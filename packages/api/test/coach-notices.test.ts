import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, eq, type Database } from "@scalemsp/db";
import { createBusiness, createUser } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import type { OutgoingEmail, SessionChangesData } from "@scalemsp/email";
import { NOTICE_COALESCE_MS } from "@scalemsp/validators";
import { coachNoticesAbout } from "../src/domain/coaching/session-notices";
import { deliverDueMessages, enqueueCoalesced } from "../src/domain/email";
import { callerAs, openTestDatabase, type Caller } from "../src/testing";

/**
 * Contract §14 'coach notifications': a cancel-and-rebook loop gives the coach one e-mail an
 * hour about that member, listing the changes, and a member's own joins and leaves of a group
 * session at most one e-mail an hour, saying where they stand.
 */

const NY = "America/New_York";
const passwordHash = "$scrypt$not-a-real-hash";
/** Monday 1 June 2026, 8:00 in New York. */
const START = new Date("2026-06-01T12:00:00Z");
const MINUTE = 60_000;

describe.each(testBackends())("coalesced session notices on %s", (backend) => {
  let t: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Database;
  let clock = START;
  const sent: OutgoingEmail[] = [];
  const deliverAt = (now: Date) =>
    deliverDueMessages({
      db,
      transport: { kind: "smtp", send: async (message) => void sent.push(message), close() {} },
      env: async () => ({
        brand: { product: "ScaleMSP", email: "coach@notices.test", phone: "", address: "1 Main St" },
        origin: "http://notices.test",
      }),
      from: { address: "coach@notices.test" },
      notifyEmail: "coach@notices.test",
      now: () => now,
    });
  const mailsTo = (address: string) => sent.filter((m) => m.to === address);

  let coachEmail: string;
  let coach: Caller;
  beforeAll(async () => {
    t = await openTestDatabase(backend);
    db = t.db;
    const user = await createUser(db, { passwordHash, role: "admin", firstName: "Alex", lastName: "Morgan" });
    coachEmail = user.email;
    coach = await callerAs(db, user.id, { now: () => clock });
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
  });

  async function member() {
    const business = await createBusiness(db, { planLevel: "enterprise" });
    const user = await createUser(db, {
      passwordHash,
      businessId: business.id,
      role: "business_owner",
      isOwner: true,
      firstName: "Dana",
      lastName: `Reyes ${business.id}`,
    });
    return { user, caller: await callerAs(db, user.id, { now: () => clock }) };
  }

  it("gives the coach one e-mail in the hour for a cancel-and-rebook loop of 10, listing the changes", async () => {
    const { user, caller } = await member();
    const startsAt = DateTime.fromISO("2026-06-03T10:00", { zone: NY }).toUTC().toISO()!;
    const loop = async (times: number) => {
      for (let i = 0; i < times; i++) {
        const booked = await caller.sessions.book({
          kind: "one_to_one",
          timeZone: null,
          startsAt,
          topic: null,
        });
        await caller.sessions.cancel({ id: booked.id, reason: null });
      }
    };
    await loop(10);
    await deliverAt(clock);
    const first = mailsTo(coachEmail);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe(`20 session changes with ${user.firstName} ${user.lastName}`);
    expect(first[0]!.text.match(/New booking/g)).toHaveLength(10);
    expect(first[0]!.text.match(/Cancelled/g)).toHaveLength(10);
    expect(first[0]!.attachments).toHaveLength(20);

    // Within the hour another loop waits, merged into one notice, until an hour after the first.
    const sentAt = clock;
    clock = new Date(sentAt.getTime() + 5 * MINUTE);
    await loop(10);
    await deliverAt(new Date(sentAt.getTime() + 59 * MINUTE));
    expect(mailsTo(coachEmail)).toHaveLength(1);
    await deliverAt(new Date(sentAt.getTime() + NOTICE_COALESCE_MS));
    expect(mailsTo(coachEmail)).toHaveLength(2);
    expect(mailsTo(coachEmail)[1]!.subject).toBe(
      `20 session changes with ${user.firstName} ${user.lastName}`,
    );
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.to, coachEmail));
    expect(rows.map((row) => (row.payload as SessionChangesData).changes.length)).toEqual([20, 20]);
  });

  it("opens one notice for a key when two changes arrive at once", async () => {
    const notices = coachNoticesAbout("race-coach@notices.test", "race@notices.test");
    const change = (when: string) =>
      db.transaction((tx) =>
        enqueueCoalesced(
          tx,
          {
            kind: "session-booked",
            to: "race-coach@notices.test",
            data: {
              sessionId: 1,
              audience: "coach",
              change: "booked",
              title: "One-to-one coaching session",
              when,
              withName: "Race Member",
              topic: null,
              manageToken: null,
              meetingUrl: null,
              ics: null,
            },
          },
          notices,
          clock,
        ),
      );
    await Promise.all([change("first"), change("second"), change("third")]);
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.coalesceKey, notices.key));
    expect(rows).toHaveLength(1);
    expect((rows[0]!.payload as SessionChangesData).changes.map((c) => c.when).sort()).toEqual([
      "first",
      "second",
      "third",
    ]);
  });

  it("sends a member's own join and leave e-mails for a group session at most once an hour", async () => {
    clock = START;
    const group = await coach.admin.coaching.createGroupSession({
      title: "MSP Owners Mastermind",
      startsAt: DateTime.fromISO("2026-06-10T10:00", { zone: NY }).toUTC().toISO()!,
      durationMinutes: 90,
      capacity: 8,
    });
    const { user, caller } = await member();
    for (let i = 0; i < 10; i++) {
      await caller.sessions.joinGroup({ id: group.id });
      await caller.sessions.leaveGroup({ id: group.id });
    }
    await caller.sessions.joinGroup({ id: group.id });
    await deliverAt(clock);
    // One e-mail, saying where the member stands now: in the group.
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual([expect.stringMatching(/^Booked: /)]);

    await caller.sessions.leaveGroup({ id: group.id });
    await deliverAt(new Date(clock.getTime() + 30 * MINUTE));
    expect(mailsTo(user.email)).toHaveLength(1);
    await deliverAt(new Date(clock.getTime() + NOTICE_COALESCE_MS));
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Booked: /),
      expect.stringMatching(/^Cancelled: /),
    ]);
  });
});
