import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachingSessions, eq, groupSessionSeats, type Database } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { ACTION_ITEM_MESSAGES } from "@scalemsp/validators";
import { signInNewUser, startTestApp, type SignedInMember, type TestApp } from "./helpers";

const HOUR = 3_600_000;

/** Contract §15 'session notes': the coach's notes, the private note, and action items in one step. */
describe.each(testBackends())("session notes on %s", (backend) => {
  let t: TestApp;
  let admin: SignedInMember;

  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await signInNewUser(t, { role: "admin" });
  });
  afterAll(async () => {
    await t.close();
  });

  let counter = 0;
  /** A session that took place yesterday. */
  async function pastSession(
    db: Database,
    fields: { kind: "one_to_one" | "group" | "strategy"; businessId?: number | null; bookedById?: number },
  ) {
    const startsAt = new Date(Date.now() - 24 * HOUR);
    const [row] = await db
      .insert(coachingSessions)
      .values({
        uid: `notes-${Date.now()}-${++counter}@test`,
        kind: fields.kind,
        status: "completed",
        coachId: admin.userId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR),
        businessId: fields.businessId ?? null,
        bookedById: fields.bookedById ?? null,
        title: fields.kind === "group" ? "Pricing clinic" : null,
        capacity: fields.kind === "group" ? 10 : null,
      })
      .returning();
    return row!;
  }

  async function team() {
    const owner = await signInNewUser(t, { plan: "pro" });
    const member = await signInNewUser(t, { business: owner.business, role: "member" });
    return { owner, member };
  }

  it("stores sanitized notes and the private note, which only admins read", async () => {
    const { owner, member } = await team();
    const session = await pastSession(t.db, { kind: "one_to_one", businessId: owner.business!.id });
    const saved = await admin.client.put(`/api/admin/sessions/${session.id}/notes`, {
      notes: '<p>Raise <strong>prices</strong></p><script>alert("x")</script><img src=x onerror=alert(1)>',
      privateNote: "Pushy on price-secret-7731",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      notes: "<p>Raise <strong>prices</strong></p>",
      privateNote: "Pushy on price-secret-7731",
      actionItems: [],
    });

    for (const reader of [owner, member]) {
      const read = await reader.client.get(`/api/sessions/${session.id}/notes`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ notes: "<p>Raise <strong>prices</strong></p>", actionItems: [] });
      expect(read.body).not.toContain("secret-7731");
      const list = await reader.client.get("/api/sessions");
      expect(list.body).not.toContain("secret-7731");
      expect(list.body).not.toContain("script");
      const viaTrpc = await reader.client.trpc("query", "sessions.notes", { id: session.id });
      expect(viaTrpc.body.result!.data).toEqual({
        notes: "<p>Raise <strong>prices</strong></p>",
        actionItems: [],
      });
      expect(JSON.stringify(viaTrpc.body)).not.toContain("secret-7731");
    }
    // The admin's calendar keeps both.
    const calendar = await admin.client.get(
      `/api/admin/sessions?from=${new Date(Date.now() - 3 * 24 * HOUR).toISOString()}`,
    );
    expect(calendar.json().find((s: { id: number }) => s.id === session.id)).toMatchObject({
      coachNotes: "Pushy on price-secret-7731",
      sharedNotes: "<p>Raise <strong>prices</strong></p>",
    });
    // Members may not write notes.
    expect(
      (await owner.client.put(`/api/admin/sessions/${session.id}/notes`, { notes: "x", privateNote: null }))
        .statusCode,
    ).toBe(403);
  });

  it("take the same road from the admin's session PATCH: sanitized", async () => {
    const { owner } = await team();
    const session = await pastSession(t.db, { kind: "one_to_one", businessId: owner.business!.id });
    const patched = await admin.client.patch(`/api/admin/sessions/${session.id}`, {
      sharedNotes: "<p>Ok</p><script>alert(1)</script>",
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().sharedNotes).toBe("<p>Ok</p>");
  });

  it("create action items for the session's business in the same step, all or none", async () => {
    const { owner, member } = await team();
    const stranger = await signInNewUser(t, { plan: "pro" });
    const session = await pastSession(t.db, { kind: "one_to_one", businessId: owner.business!.id });

    const refused = await admin.client.put(`/api/admin/sessions/${session.id}/notes`, {
      notes: "<p>Should not stay</p>",
      privateNote: null,
      actionItems: [{ title: "Fine" }, { title: "Not theirs", assigneeId: stranger.userId }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ACTION_ITEM_MESSAGES.assigneeNotInBusiness);
    expect((await owner.client.get(`/api/sessions/${session.id}/notes`)).json()).toEqual({
      notes: null,
      actionItems: [],
    });

    const saved = await admin.client.trpc("mutation", "admin.coaching.saveSessionNotes", {
      id: session.id,
      notes: "<p>Next steps below</p>",
      privateNote: "",
      actionItems: [
        { title: "Send the new price list", dueDate: "2999-02-01", assigneeId: member.userId },
        { title: "Book the follow-up" },
      ],
    });
    expect(saved.status).toBe(200);
    const answer = saved.body.result!.data as {
      privateNote: null;
      actionItems: { title: string; sessionId: number }[];
    };
    expect(answer.privateNote).toBeNull();
    expect(answer.actionItems.map((i) => [i.title, i.sessionId])).toEqual([
      ["Send the new price list", session.id],
      ["Book the follow-up", session.id],
    ]);
    const notes = (await member.client.get(`/api/sessions/${session.id}/notes`)).json();
    expect(notes.actionItems.map((i: { title: string }) => i.title)).toEqual([
      "Send the new price list",
      "Book the follow-up",
    ]);
    const listed = await member.client.get(`/api/action-items?sessionId=${session.id}`);
    expect(listed.json()).toHaveLength(2);
    expect(listed.json()[0]).toMatchObject({
      assignee: { id: member.userId },
      createdBy: { id: admin.userId },
    });
  });

  it("tie an action item made by the business to one of its own sessions only", async () => {
    const { owner, member } = await team();
    const other = await team();
    const ours = await pastSession(t.db, { kind: "one_to_one", businessId: owner.business!.id });
    const theirs = await pastSession(t.db, { kind: "one_to_one", businessId: other.owner.business!.id });
    const made = await member.client.post("/api/action-items", { title: "Follow up", sessionId: ours.id });
    expect(made.statusCode).toBe(201);
    expect(made.json().sessionId).toBe(ours.id);
    expect((await owner.client.get(`/api/sessions/${ours.id}/notes`)).json().actionItems).toHaveLength(1);
    const refused = await member.client.post("/api/action-items", {
      title: "Not ours",
      sessionId: theirs.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.sessionId).toBe(ACTION_ITEM_MESSAGES.sessionNotOfBusiness);
    // The other business's reading of its own session shows none of ours.
    expect((await other.owner.client.get(`/api/sessions/${theirs.id}/notes`)).json().actionItems).toEqual([]);
  });

  it("show a group session's notes only to businesses that took part", async () => {
    const seated = await team();
    const absent = await team();
    const session = await pastSession(t.db, { kind: "group" });
    await t.db.insert(groupSessionSeats).values({
      sessionId: session.id,
      userId: seated.member.userId,
      businessId: seated.owner.business!.id,
    });
    await admin.client.put(`/api/admin/sessions/${session.id}/notes`, {
      notes: "<p>Group takeaways</p>",
      privateNote: "about the group",
    });
    for (const reader of [seated.owner, seated.member]) {
      const read = await reader.client.get(`/api/sessions/${session.id}/notes`);
      expect(read.statusCode).toBe(200);
      expect(read.json().notes).toBe("<p>Group takeaways</p>");
    }
    expect((await absent.owner.client.get(`/api/sessions/${session.id}/notes`)).statusCode).toBe(404);
    // A group session belongs to no one business: its notes add no action items.
    const withItems = await admin.client.put(`/api/admin/sessions/${session.id}/notes`, {
      notes: null,
      privateNote: null,
      actionItems: [{ title: "For whom?" }],
    });
    expect(withItems.statusCode).toBe(400);
    // A seat given up is no longer a part in it.
    await t.db
      .update(groupSessionSeats)
      .set({ leftAt: new Date() })
      .where(eq(groupSessionSeats.sessionId, session.id));
    expect((await seated.member.client.get(`/api/sessions/${session.id}/notes`)).statusCode).toBe(404);
  });

  it("keep a one-to-one's notes to its business and a strategy session's to admins (404)", async () => {
    const { owner } = await team();
    const other = await team();
    const session = await pastSession(t.db, { kind: "one_to_one", businessId: owner.business!.id });
    await admin.client.put(`/api/admin/sessions/${session.id}/notes`, {
      notes: "<p>Ours</p>",
      privateNote: null,
    });
    expect((await other.owner.client.get(`/api/sessions/${session.id}/notes`)).statusCode).toBe(404);
    const viaTrpc = await other.member.client.trpc("query", "sessions.notes", { id: session.id });
    expect(viaTrpc.status).toBe(404);

    const strategy = await pastSession(t.db, { kind: "strategy" });
    await admin.client.put(`/api/admin/sessions/${strategy.id}/notes`, {
      notes: "<p>Lead notes</p>",
      privateNote: null,
    });
    expect((await owner.client.get(`/api/sessions/${strategy.id}/notes`)).statusCode).toBe(404);
    expect((await admin.client.get(`/api/sessions/${strategy.id}/notes`)).json().notes).toBe(
      "<p>Lead notes</p>",
    );
    expect((await admin.client.get("/api/sessions/999999/notes")).statusCode).toBe(404);
  });
});
