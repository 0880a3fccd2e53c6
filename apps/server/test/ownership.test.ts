import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, eq, users } from "@scalemsp/db";
import { createBusiness } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { MESSAGES, OWNERSHIP_MESSAGES, TEAM_MESSAGES } from "@scalemsp/validators";
import {
  TestClient,
  signInNewUser,
  startTestApp,
  storeInvitation as storeInvitationIn,
  type SignedInMember,
  type TestApp,
} from "./helpers";

type OpenApiDoc = { paths: Record<string, Record<string, { "x-access"?: string }>> };

/** Contract §14 'who is the owner' and 'the admin and a team'. */
describe.each(testBackends())("who owns a business on %s", (backend) => {
  let t: TestApp;
  let admin: SignedInMember;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await signInNewUser(t, { role: "admin" });
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  async function team() {
    const owner = await signInNewUser(t, { plan: "pro" });
    const member = await signInNewUser(t, { business: owner.business, role: "member" });
    return { owner, member, businessId: owner.business!.id };
  }
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

  describe("the role dropdown grants no owner's powers", () => {
    it("refuses business_owner on a member and member on the owner with 400, over REST and tRPC", async () => {
      const { owner, member } = await team();
      const promote = await admin.client.patch(`/api/admin/users/${member.userId}`, {
        role: "business_owner",
      });
      expect(promote.statusCode).toBe(400);
      expect(promote.json()).toEqual({
        message: OWNERSHIP_MESSAGES.roleFollowsOwnership,
        errors: { role: OWNERSHIP_MESSAGES.roleFollowsOwnership },
      });
      const demote = await admin.client.trpc("mutation", "admin.users.update", {
        id: owner.userId,
        role: "member",
      });
      expect(demote.status).toBe(400);
      expect(demote.body.error?.message).toBe(OWNERSHIP_MESSAGES.roleFollowsOwnership);
      expect((await userRow(member.userId)).role).toBe("member");
      expect((await userRow(owner.userId)).role).toBe("business_owner");
    });

    it("sets a stray business_owner without ownership back to member, and audits it", async () => {
      const { member, businessId } = await team();
      await db().update(users).set({ role: "business_owner" }).where(eq(users.id, member.userId));
      const res = await admin.client.patch(`/api/admin/users/${member.userId}`, { role: "member" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: "member", isOwner: false });
      const audit = (await admin.client.get(`/api/admin/audit?businessId=${businessId}`)).json<{
        items: Array<{ action: string; changes: unknown }>;
      }>();
      expect(audit.items[0]).toMatchObject({
        action: "user.updated",
        changes: { role: { from: "business_owner", to: "member" } },
      });
    });

    it("answers 403 on every owner-only path to a business_owner who is not the owner", async () => {
      const { owner, member } = await team();
      // The state the old dropdown could leave: the role without ownership.
      await db().update(users).set({ role: "business_owner" }).where(eq(users.id, member.userId));

      const deactivate = await member.client.patch(`/api/team/members/${owner.userId}`, { isActive: false });
      expect(deactivate.statusCode).toBe(403);
      expect((await userRow(owner.userId)).isActive).toBe(true);

      const doc = (await new TestClient(t.app).get("/api/openapi.json")).json<OpenApiDoc>();
      const ownerOnly = Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation["x-access"] === "owner")
          .map(([method]) => ({ method: method.toUpperCase(), path })),
      );
      const paths = ownerOnly.map((row) => `${row.method} ${row.path}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          "GET /api/team",
          "POST /api/team/invites",
          "PATCH /api/team/members/{id}",
          "PATCH /api/business",
          "DELETE /api/business",
          "PUT /api/scorecard/{month}",
          "POST /api/plans/requests",
        ]),
      );
      for (const row of ownerOnly) {
        const url = row.path.replace("{id}", String(owner.userId)).replace("{month}", "2026-01");
        const res = await member.client.request(row.method, url, row.method === "GET" ? {} : { body: {} });
        expect({ route: `${row.method} ${row.path}`, status: res.statusCode }).toEqual({
          route: `${row.method} ${row.path}`,
          status: 403,
        });
      }

      for (const [kind, procedure, input] of [
        ["query", "team.get", undefined],
        ["mutation", "team.updateMember", { id: owner.userId, isActive: false }],
        ["mutation", "account.updateBusiness", { name: "Taken Over IT" }],
        ["mutation", "team.invite", { email: "friend@example.com" }],
      ] as const) {
        const res = await member.client.trpc(kind, procedure, input);
        expect({ procedure, status: res.status }).toEqual({ procedure, status: 403 });
      }
      // The real owner still can.
      expect((await owner.client.get("/api/team")).statusCode).toBe(200);
    });
  });

  describe("the admin transfers ownership", () => {
    it("makes the old owner a member and the new one owner, in one step, audited", async () => {
      const { owner, member, businessId } = await team();
      const res = await admin.client.post(`/api/admin/businesses/${businessId}/owner`, {
        userId: member.userId,
      });
      expect(res.statusCode).toBe(204);
      expect(await userRow(member.userId)).toMatchObject({ role: "business_owner", isOwner: true });
      expect(await userRow(owner.userId)).toMatchObject({ role: "member", isOwner: false });
      // The sessions already open follow at once: the gate reads ownership on every request.
      expect((await member.client.get("/api/team")).statusCode).toBe(200);
      expect((await owner.client.get("/api/team")).statusCode).toBe(403);
      const detail = (await admin.client.get(`/api/admin/businesses/${businessId}`)).json<{
        owner: { id: number };
      }>();
      expect(detail.owner.id).toBe(member.userId);

      const [event] = await db().select().from(auditEvents).where(eq(auditEvents.businessId, businessId));
      expect(event).toMatchObject({
        action: "business.owner_transferred",
        actorId: admin.userId,
        userId: member.userId,
        changes: {
          owner: { from: (await userRow(owner.userId)).email, to: (await userRow(member.userId)).email },
        },
      });

      const back = await admin.client.trpc("mutation", "admin.businesses.transferOwner", {
        id: businessId,
        userId: owner.userId,
      });
      expect(back.status).toBe(200);
      expect(await userRow(owner.userId)).toMatchObject({ role: "business_owner", isOwner: true });
      expect(await userRow(member.userId)).toMatchObject({ role: "member", isOwner: false });
    });

    it("refuses someone outside the business, an inactive member, the owner, a stranger's call", async () => {
      const { owner, member, businessId } = await team();
      const outsider = await signInNewUser(t, { plan: "free" });
      const transfer = (userId: unknown, as = admin.client, id = businessId) =>
        as.post(`/api/admin/businesses/${id}/owner`, { userId });

      for (const userId of [outsider.userId, admin.userId]) {
        const res = await transfer(userId);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: OWNERSHIP_MESSAGES.newOwnerNotInBusiness,
          errors: { userId: OWNERSHIP_MESSAGES.newOwnerNotInBusiness },
        });
      }
      const self = await transfer(owner.userId);
      expect(self.statusCode).toBe(400);
      expect(self.json<{ message: string }>().message).toBe(OWNERSHIP_MESSAGES.alreadyOwner);
      const missing = await transfer(undefined);
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ message: string }>().message).toBe(OWNERSHIP_MESSAGES.newOwnerRequired);
      expect((await transfer(member.userId, admin.client, 999_999)).statusCode).toBe(404);
      expect((await transfer(member.userId, owner.client)).statusCode).toBe(403);
      expect((await transfer(member.userId, new TestClient(t.app))).statusCode).toBe(401);

      await db().update(users).set({ isActive: false }).where(eq(users.id, member.userId));
      expect((await transfer(member.userId)).statusCode).toBe(400);
      expect(await userRow(owner.userId)).toMatchObject({ isOwner: true, role: "business_owner" });
    });
  });

  describe("the admin and a team's invitations", () => {
    const storeInvitation = (businessId: number, email: string) => storeInvitationIn(db(), businessId, email);

    it("lists a business's pending invitations and revokes one, over REST and tRPC", async () => {
      const { owner, businessId } = await team();
      const first = await storeInvitation(businessId, "first@example.com");
      const second = await storeInvitation(businessId, "second@example.com");

      const listed = await admin.client.get(`/api/admin/businesses/${businessId}/invitations`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json<Array<{ id: number; email: string }>>().map((i) => i.email)).toEqual([
        "first@example.com",
        "second@example.com",
      ]);

      const revoked = await admin.client.post(
        `/api/admin/businesses/${businessId}/invitations/${first.id}/revoke`,
        {},
      );
      expect(revoked.statusCode).toBe(204);
      const preview = await new TestClient(t.app).get(`/api/invites/preview?token=${first.token}`);
      expect(preview.statusCode).toBe(400);
      expect(preview.json<{ message: string }>().message).toBe(TEAM_MESSAGES.inviteLinkInvalid);

      const viaTrpc = await admin.client.trpc("mutation", "admin.businesses.revokeInvitation", {
        id: businessId,
        invitationId: second.id,
      });
      expect(viaTrpc.status).toBe(200);
      const after = await admin.client.trpc("query", "admin.businesses.invitations", { id: businessId });
      expect(after.body.result?.data).toEqual([]);
      expect((await owner.client.get("/api/team")).json<{ invitations: unknown[] }>().invitations).toEqual(
        [],
      );
    });

    it("answers 404 for another business's invitation or an unknown business, 403 to an owner", async () => {
      const { owner, businessId } = await team();
      const other = await createBusiness(db());
      const theirs = await storeInvitation(other.id, "theirs@example.com");
      const wrong = await admin.client.post(
        `/api/admin/businesses/${businessId}/invitations/${theirs.id}/revoke`,
        {},
      );
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json<{ message: string }>().message).toBe(TEAM_MESSAGES.invitationNotFound);
      const unknown = await admin.client.get("/api/admin/businesses/999999/invitations");
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<{ message: string }>().message).toBe(MESSAGES.businessNotFound);
      expect((await owner.client.get(`/api/admin/businesses/${businessId}/invitations`)).statusCode).toBe(
        403,
      );
      // Still pending for its own business.
      const pending = await admin.client.get(`/api/admin/businesses/${other.id}/invitations`);
      expect(pending.json<Array<{ id: number }>>().map((i) => i.id)).toEqual([theirs.id]);
    });
  });
});
