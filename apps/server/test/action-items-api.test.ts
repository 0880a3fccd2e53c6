import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, emailOutbox, eq, users } from "@scalemsp/db";
import { testBackends } from "@scalemsp/db/testing";
import { ACTION_ITEM_DUE_HOUR, ACTION_ITEM_MESSAGES } from "@scalemsp/validators";
import { signInNewUser, startTestApp, type SignedInMember, type TestApp } from "./helpers";
import { startSmtpSink, type SmtpSink } from "./email/smtp-sink";

const DAY = 86_400_000;

/** A calendar date `days` from today (UTC). */
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** Today's calendar date in a zone. */
const todayIn = (zone: string) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
/** The day before a calendar date. */
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DAY).toISOString().slice(0, 10);

/** Contract §15 'action items' over REST and tRPC. */
describe.each(testBackends())("action items on %s", (backend) => {
  let t: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(backend, {}, { mail: { url: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const emailOf = async (who: SignedInMember) => {
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId));
    return row!.email;
  };
  const outboxTo = (email: string, kind: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, kind)));

  async function team() {
    const owner = await signInNewUser(t, { plan: "pro" });
    const member = await signInNewUser(t, { business: owner.business, role: "member" });
    return { owner, member };
  }

  it("are created, listed, changed, ticked off by a member and deleted, over REST", async () => {
    const { owner, member } = await team();
    const created = await owner.client.post("/api/action-items", {
      title: "  Raise prices by 8%  ",
      details: "Start with renewals.\nThen the rest.",
      dueDate: "2999-03-05",
      assigneeId: member.userId,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      title: "Raise prices by 8%",
      details: "Start with renewals.\nThen the rest.",
      dueDate: "2999-03-05",
      assignee: { id: member.userId },
      status: "open",
      sessionId: null,
      createdBy: { id: owner.userId },
      doneAt: null,
      overdue: false,
    });

    const list = await member.client.get("/api/action-items");
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: { id: number }) => i.id)).toEqual([item.id]);

    const renamed = await member.client.patch(`/api/action-items/${item.id}`, {
      title: "Raise prices by 10%",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().title).toBe("Raise prices by 10%");

    const done = await member.client.patch(`/api/action-items/${item.id}`, { status: "done" });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe("done");
    expect(typeof done.json().doneAt).toBe("string");
    expect((await member.client.get("/api/action-items?status=open")).json()).toEqual([]);
    expect((await member.client.get("/api/action-items?status=done")).json()).toHaveLength(1);

    const reopened = await owner.client.patch(`/api/action-items/${item.id}`, { status: "open" });
    expect(reopened.json()).toMatchObject({ status: "open", doneAt: null });

    // A member deletes only what they created; the owner deletes any.
    expect((await member.client.delete(`/api/action-items/${item.id}`)).statusCode).toBe(403);
    expect((await owner.client.delete(`/api/action-items/${item.id}`)).statusCode).toBe(204);
    expect((await owner.client.get("/api/action-items")).json()).toEqual([]);
    expect((await owner.client.patch(`/api/action-items/${item.id}`, { status: "done" })).statusCode).toBe(
      404,
    );
  });

  it("work the same over tRPC, a member creating and deleting their own", async () => {
    const { owner, member } = await team();
    const created = await member.client.trpc("mutation", "actionItems.create", { title: "Call the bank" });
    expect(created.status).toBe(200);
    const item = created.body.result!.data as { id: number; assignee: unknown; createdBy: { id: number } };
    expect(item.assignee).toBeNull();
    expect(item.createdBy.id).toBe(member.userId);
    const listed = await owner.client.trpc("query", "actionItems.list", { status: "open" });
    expect((listed.body.result!.data as { id: number }[]).map((i) => i.id)).toEqual([item.id]);
    const ticked = await owner.client.trpc("mutation", "actionItems.update", { id: item.id, status: "done" });
    expect((ticked.body.result!.data as { status: string }).status).toBe("done");
    const removed = await member.client.trpc("mutation", "actionItems.remove", { id: item.id });
    expect(removed.status).toBe(200);
    const missing = await member.client.trpc("mutation", "actionItems.update", {
      id: item.id,
      status: "open",
    });
    expect(missing.status).toBe(404);
  });

  it("refuse a bad title, due date or status with 400 and a message", async () => {
    const { owner } = await team();
    const empty = await owner.client.post("/api/action-items", { title: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.title).toBe(ACTION_ITEM_MESSAGES.titleRequired);
    const long = await owner.client.post("/api/action-items", { title: "x".repeat(201) });
    expect(long.json().errors.title).toBe(ACTION_ITEM_MESSAGES.titleTooLong);
    const badDate = await owner.client.post("/api/action-items", { title: "A", dueDate: "2027-02-30" });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors.dueDate).toBe(ACTION_ITEM_MESSAGES.dueDateInvalid);
    const { id } = (await owner.client.post("/api/action-items", { title: "A" })).json();
    const badStatus = await owner.client.patch(`/api/action-items/${id}`, { status: "maybe" });
    expect(badStatus.statusCode).toBe(400);
  });

  it("take an assignee only among the business's active users (else 400)", async () => {
    const { owner, member } = await team();
    const stranger = await signInNewUser(t, { plan: "pro" });
    const outside = await owner.client.post("/api/action-items", { title: "A", assigneeId: stranger.userId });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.assigneeId).toBe(ACTION_ITEM_MESSAGES.assigneeNotInBusiness);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, member.userId));
    const inactive = await owner.client.post("/api/action-items", { title: "A", assigneeId: member.userId });
    expect(inactive.statusCode).toBe(400);
    const { id } = (await owner.client.post("/api/action-items", { title: "A" })).json();
    const reassigned = await owner.client.patch(`/api/action-items/${id}`, { assigneeId: stranger.userId });
    expect(reassigned.statusCode).toBe(400);
  });

  it("keep another business's items from view: 404", async () => {
    const { owner } = await team();
    const other = await team();
    const { id } = (await owner.client.post("/api/action-items", { title: "Ours" })).json();
    expect((await other.owner.client.get("/api/action-items")).json()).toEqual([]);
    expect((await other.member.client.patch(`/api/action-items/${id}`, { status: "done" })).statusCode).toBe(
      404,
    );
    expect((await other.owner.client.delete(`/api/action-items/${id}`)).statusCode).toBe(404);
    expect(
      (await other.owner.client.get(`/api/action-items?businessId=${owner.business!.id}`)).statusCode,
    ).toBe(404);
    const viaTrpc = await other.member.client.trpc("mutation", "actionItems.update", { id, status: "done" });
    expect(viaTrpc.status).toBe(404);
  });

  it("let the coach list and create for a named business", async () => {
    const { owner, member } = await team();
    const admin = await signInNewUser(t, { role: "admin" });
    const missing = await admin.client.post("/api/action-items", { title: "A" });
    expect(missing.statusCode).toBe(400);
    const created = await admin.client.post("/api/action-items", {
      title: "Send the proposal",
      businessId: owner.business!.id,
      assigneeId: member.userId,
    });
    expect(created.statusCode).toBe(201);
    const listed = await admin.client.get(`/api/action-items?businessId=${owner.business!.id}`);
    expect(listed.json().map((i: { title: string }) => i.title)).toEqual(["Send the proposal"]);
    expect((await owner.client.get("/api/action-items")).json()).toHaveLength(1);
  });

  it("mark an open item past its due date overdue, in the assignee's zone", async () => {
    const { owner, member } = await team();
    // Far east of UTC, today there may be tomorrow here: yesterday in the zone is safely past.
    await t.db.update(users).set({ timeZone: "Pacific/Kiritimati" }).where(eq(users.id, member.userId));
    const kiritimatiToday = todayIn("Pacific/Kiritimati");
    const past = await owner.client.post("/api/action-items", {
      title: "Late",
      dueDate: dayBefore(kiritimatiToday),
      assigneeId: member.userId,
    });
    expect(past.json().overdue).toBe(true);
    const today = await owner.client.post("/api/action-items", {
      title: "Today",
      dueDate: kiritimatiToday,
      assigneeId: member.userId,
    });
    expect(today.json().overdue).toBe(false);
    const noDate = await owner.client.post("/api/action-items", { title: "Whenever" });
    expect(noDate.json().overdue).toBe(false);
    const done = await owner.client.patch(`/api/action-items/${past.json().id}`, { status: "done" });
    expect(done.json().overdue).toBe(false);
    const unassigned = await owner.client.post("/api/action-items", { title: "Old", dueDate: "2020-01-01" });
    expect(unassigned.json().overdue).toBe(true);
  });

  it("email the assignee when assigned, not when they assign themselves", async () => {
    const { owner, member } = await team();
    const memberEmail = await emailOf(member);
    const ownerEmail = await emailOf(owner);
    await owner.client.post("/api/action-items", {
      title: "Renew the insurance",
      assigneeId: member.userId,
      dueDate: "2999-01-04",
    });
    const mail = await sink.messageTo(memberEmail, /New action item/);
    expect(mail.subject).toBe("New action item for you: Renew the insurance");
    expect(mail.text).toContain("Renew the insurance");
    expect(mail.text).toContain("January 4, 2999");

    await owner.client.post("/api/action-items", { title: "Mine", assigneeId: owner.userId });
    const { id } = (await member.client.post("/api/action-items", { title: "Given later" })).json();
    await member.client.patch(`/api/action-items/${id}`, { assigneeId: member.userId });
    expect(await outboxTo(ownerEmail, "action-item-assigned")).toEqual([]);
    expect((await outboxTo(memberEmail, "action-item-assigned")).length).toBe(1);
    await member.client.patch(`/api/action-items/${id}`, { assigneeId: owner.userId });
    expect((await outboxTo(ownerEmail, "action-item-assigned")).length).toBe(1);
  });

  it("void the due-date email of an assignee the coach deactivates", async () => {
    const { owner, member } = await team();
    const admin = await signInNewUser(t, { role: "admin" });
    const memberEmail = await emailOf(member);
    await owner.client.post("/api/action-items", {
      title: "Renew the insurance",
      dueDate: dateIn(10),
      assigneeId: member.userId,
    });
    expect(await outboxTo(memberEmail, "action-item-due")).toHaveLength(1);
    const deactivated = await admin.client.patch(`/api/admin/users/${member.userId}`, { isActive: false });
    expect(deactivated.statusCode).toBe(200);
    expect(await outboxTo(memberEmail, "action-item-due")).toEqual([]);
  });

  it("queue the due-date email for that morning in the assignee's zone, moved and voided with the item", async () => {
    const { owner, member } = await team();
    const memberEmail = await emailOf(member);
    await t.db.update(users).set({ timeZone: "Asia/Tokyo" }).where(eq(users.id, member.userId));
    // Tokyo keeps UTC+9 all year.
    const morningOf = (date: string) =>
      Date.parse(`${date}T${String(ACTION_ITEM_DUE_HOUR).padStart(2, "0")}:00:00+09:00`);
    const due = () => outboxTo(memberEmail, "action-item-due");

    const first = dateIn(10);
    const { id } = (
      await owner.client.post("/api/action-items", {
        title: "File the taxes",
        dueDate: first,
        assigneeId: member.userId,
      })
    ).json();
    let queued = await due();
    expect(queued.map((r) => [r.status, r.nextAttemptAt.getTime()])).toEqual([["queued", morningOf(first)]]);

    const second = dateIn(12);
    await member.client.patch(`/api/action-items/${id}`, { dueDate: second });
    queued = await due();
    expect(queued.map((r) => r.nextAttemptAt.getTime())).toEqual([morningOf(second)]);

    await member.client.patch(`/api/action-items/${id}`, { status: "done" });
    expect(await due()).toEqual([]);
    await member.client.patch(`/api/action-items/${id}`, { status: "open" });
    expect(await due()).toHaveLength(1);
    await owner.client.patch(`/api/action-items/${id}`, { assigneeId: null });
    expect(await due()).toEqual([]);
    await owner.client.patch(`/api/action-items/${id}`, { assigneeId: member.userId });
    expect(await due()).toHaveLength(1);
    await owner.client.delete(`/api/action-items/${id}`);
    expect(await due()).toEqual([]);

    // The morning comes: the message goes out.
    const { id: other } = (
      await owner.client.post("/api/action-items", {
        title: "Pay the rent",
        dueDate: first,
        assigneeId: member.userId,
      })
    ).json();
    const [row] = await due();
    expect((row!.payload as { actionItemId: number }).actionItemId).toBe(other);
    await t.db.update(emailOutbox).set({ nextAttemptAt: new Date() }).where(eq(emailOutbox.id, row!.id));
    const mail = await sink.messageTo(memberEmail, /Due today/);
    expect(mail.subject).toBe("Due today: Pay the rent");
  });
});
