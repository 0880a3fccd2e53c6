import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, emailOutbox, eq, sessions, teamInvitations, users } from "@scalemsp/db";
import { createBusiness } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { INVITATION_TTL_MS, MESSAGES, TEAM_MESSAGES } from "@scalemsp/validators";
import {
  TestClient,
  signInNewUser,
  startTestApp,
  storeInvitation as storeInvitationIn,
  uniqueEmail,
  type TestApp,
} from "./helpers";
import { startSmtpSink, type SmtpSink } from "./email/smtp-sink";

const NEW_PASSWORD = "Team-Passw0rd";

describe.each(testBackends())("teams on %s", (backend) => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(
      backend,
      { publicOrigin: "https://coach.example.com" },
      { mail: { url: sink.url } },
    );
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const db = () => t.database.handle.db;

  const storeInvitation = (businessId: number, email: string, createdAt?: Date) =>
    storeInvitationIn(db(), businessId, email, createdAt);

  const accept = (client: TestClient, token: string, overrides: Record<string, unknown> = {}) =>
    client.post("/api/invites/accept", {
      token,
      password: NEW_PASSWORD,
      firstName: "Sam",
      lastName: "Okafor",
      ...overrides,
    });

  describe("inviting", () => {
    it("e-mails a link that opens /accept-invite and joins the business", async () => {
      const owner = await signInNewUser(t);
      const email = uniqueEmail("mailed");
      const res = await owner.client.post("/api/team/invites", { email, firstName: "Sam" });
      expect(res.statusCode).toBe(201);
      // Enqueued with the invitation, in its transaction.
      const queued = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
      expect(queued.map((row) => row.kind)).toEqual(["team-invitation"]);

      const message = await sink.messageTo(email);
      // Contract §14: nothing the owner typed in the subject, nothing but the first name in the body.
      expect(message.subject).not.toContain(owner.business!.name);
      expect(message.text).not.toContain(owner.business!.name);
      expect(message.text).toContain("Hi Sam");
      const link = [...String(message.html).matchAll(/href="([^"]+)"/g)]
        .map((m) => m[1]!.replace(/&amp;/g, "&"))
        .find((href) => href.includes("/accept-invite?token="));
      expect(link).toMatch(/^https:\/\/coach\.example\.com\/accept-invite\?token=/);
      const token = new URL(link!).searchParams.get("token")!;
      const joined = await accept(new TestClient(t.app), token);
      expect(joined.statusCode).toBe(201);
      expect(joined.json().user).toMatchObject({ email, role: "member", businessId: owner.business!.id });
    });

    it("stores a pending invitation valid 7 days and lists it with the team", async () => {
      const owner = await signInNewUser(t);
      const email = uniqueEmail("colleague");
      const before = Date.now();
      const res = await owner.client.post("/api/team/invites", {
        email: ` ${email.toUpperCase()} `,
        firstName: "Sam",
      });
      expect(res.statusCode).toBe(201);
      const invitation = res.json();
      expect(invitation).toMatchObject({ email, firstName: "Sam" });
      expect(invitation).not.toHaveProperty("token");
      const expires = Date.parse(invitation.expiresAt);
      expect(expires - before).toBeGreaterThanOrEqual(INVITATION_TTL_MS - 1000);
      expect(expires - before).toBeLessThanOrEqual(INVITATION_TTL_MS + 60_000);

      const team = (await owner.client.get("/api/team")).json();
      expect(team.invitations).toEqual([invitation]);
      expect(team.users).toEqual([
        expect.objectContaining({ id: owner.userId, role: "business_owner", isOwner: true, isActive: true }),
      ]);
      expect(team.users[0].lastSignInAt).toEqual(expect.any(String));
    });

    it("shows the coach a business's pending invitations on its admin detail", async () => {
      const owner = await signInNewUser(t);
      const businessId = owner.business!.id;
      const email = uniqueEmail("pending");
      const invited = (await owner.client.post("/api/team/invites", { email })).json();
      const expired = await storeInvitation(
        businessId,
        uniqueEmail("old"),
        new Date(Date.now() - 8 * 86_400_000),
      );
      const admin = await signInNewUser(t, { role: "admin" });
      const detail = (await admin.client.get(`/api/admin/businesses/${businessId}`)).json();
      expect(detail.invitations).toEqual([invited]);
      expect(detail.invitations.map((i: { id: number }) => i.id)).not.toContain(expired.id);
      const other = await signInNewUser(t);
      expect(
        (await admin.client.get(`/api/admin/businesses/${other.business!.id}`)).json().invitations,
      ).toEqual([]);
    });

    it("replaces a pending invitation of the same address, so one link works", async () => {
      const owner = await signInNewUser(t);
      const email = uniqueEmail("again");
      await owner.client.post("/api/team/invites", { email });
      await owner.client.post("/api/team/invites", { email });
      const team = (await owner.client.get("/api/team")).json();
      expect(team.invitations).toHaveLength(1);
    });

    it("answers 409 for an address that already has an account", async () => {
      const owner = await signInNewUser(t);
      const other = await signInNewUser(t);
      const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, other.userId));
      const res = await owner.client.post("/api/team/invites", { email: row!.email });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.emailTaken);
      expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, row!.email))).toEqual([]);
    });

    it("refuses bad input and callers who are not the owner", async () => {
      const owner = await signInNewUser(t);
      const member = await signInNewUser(t, { business: owner.business, role: "member" });
      const bad = await owner.client.post("/api/team/invites", { email: "not-an-address" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ email: MESSAGES.invalidEmail });
      expect((await member.client.post("/api/team/invites", { email: uniqueEmail() })).statusCode).toBe(403);
      expect((await member.client.get("/api/team")).statusCode).toBe(403);
      expect((await new TestClient(t.app).get("/api/team")).statusCode).toBe(401);
      const admin = await signInNewUser(t, { role: "admin" });
      expect((await admin.client.get("/api/team")).statusCode).toBe(404);
    });
  });

  describe("accepting", () => {
    it("creates a member of the business, signs them in, and spends the link", async () => {
      const owner = await signInNewUser(t);
      const email = uniqueEmail("joiner");
      const { token } = await storeInvitation(owner.business!.id, email);

      const preview = await new TestClient(t.app).get(`/api/invites/preview?token=${token}`);
      expect(preview.json()).toEqual({ email, firstName: null, businessName: owner.business!.name });

      const colleague = new TestClient(t.app);
      const res = await accept(colleague, token);
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({
        email,
        firstName: "Sam",
        lastName: "Okafor",
        role: "member",
        isOwner: false,
        businessId: owner.business!.id,
      });
      expect((await colleague.get("/api/user")).json()).toMatchObject({ email, role: "member" });
      expect((await colleague.get("/api/modules")).statusCode).toBe(200);

      const again = await accept(new TestClient(t.app), token);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(TEAM_MESSAGES.inviteLinkInvalid);
      const team = (await owner.client.get("/api/team")).json();
      expect(team.invitations).toEqual([]);
      expect(team.users.map((u: { email: string }) => u.email)).toContain(email);

      const login = await new TestClient(t.app).post("/api/login", { email, password: NEW_PASSWORD });
      expect(login.statusCode).toBe(200);
    });

    it("applies registration's rules to the name and password", async () => {
      const owner = await signInNewUser(t);
      const { token } = await storeInvitation(owner.business!.id, uniqueEmail("rules"));
      const res = await accept(new TestClient(t.app), token, { password: "weak", firstName: "" });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        password: MESSAGES.passwordMin,
        firstName: MESSAGES.firstNameRequired,
      });
      expect((await accept(new TestClient(t.app), token)).statusCode).toBe(201);
    });

    it("refuses an expired, revoked or unknown link with 400", async () => {
      const owner = await signInNewUser(t);
      const expired = await storeInvitation(
        owner.business!.id,
        uniqueEmail("late"),
        new Date(Date.now() - INVITATION_TTL_MS - 60_000),
      );
      const expiredRes = await accept(new TestClient(t.app), expired.token);
      expect(expiredRes.statusCode).toBe(400);
      expect(expiredRes.json()).toEqual({
        message: TEAM_MESSAGES.inviteLinkInvalid,
        errors: { token: TEAM_MESSAGES.inviteLinkInvalid },
      });
      expect(
        (await new TestClient(t.app).get(`/api/invites/preview?token=${expired.token}`)).statusCode,
      ).toBe(400);

      const revoked = await storeInvitation(owner.business!.id, uniqueEmail("revoked"));
      const revoke = await owner.client.post(`/api/team/invites/${revoked.id}/revoke`);
      expect(revoke.statusCode).toBe(204);
      expect((await accept(new TestClient(t.app), revoked.token)).statusCode).toBe(400);
      expect((await owner.client.get("/api/team")).json().invitations).toEqual([]);

      expect((await accept(new TestClient(t.app), "no-such-token")).statusCode).toBe(400);
    });

    it("answers 409 when the address registered in the meantime", async () => {
      const owner = await signInNewUser(t);
      const email = uniqueEmail("raced");
      const { token } = await storeInvitation(owner.business!.id, email);
      const registered = await new TestClient(t.app, "10.9.9.9").post("/api/register", {
        email,
        password: NEW_PASSWORD,
        firstName: "Sam",
        lastName: "Okafor",
        businessName: "Elsewhere IT",
      });
      expect(registered.statusCode).toBe(201);
      expect((await accept(new TestClient(t.app), token)).statusCode).toBe(409);
    });
  });

  describe("managing members", () => {
    it("deactivating ends the member's sessions at once; reactivating lets them sign in", async () => {
      const owner = await signInNewUser(t);
      const member = await signInNewUser(t, { business: owner.business, role: "member" });
      const off = await owner.client.patch(`/api/team/members/${member.userId}`, { isActive: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ id: member.userId, isActive: false, role: "member" });
      expect(await db().select().from(sessions).where(eq(sessions.userId, member.userId))).toEqual([]);
      expect((await member.client.get("/api/modules")).statusCode).toBe(401);

      const on = await owner.client.patch(`/api/team/members/${member.userId}`, { isActive: true });
      expect(on.json().isActive).toBe(true);
    });

    it("an owner cannot deactivate themselves (400)", async () => {
      const owner = await signInNewUser(t);
      const res = await owner.client.patch(`/api/team/members/${owner.userId}`, { isActive: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.cannotDeactivateSelf);
      expect((await owner.client.patch(`/api/team/members/${owner.userId}`, {})).statusCode).toBe(400);
    });

    it("a member cannot manage the team or change the business", async () => {
      const owner = await signInNewUser(t);
      const member = await signInNewUser(t, { business: owner.business, role: "member" });
      const { id } = await storeInvitation(owner.business!.id, uniqueEmail("kept"));
      expect(
        (await member.client.patch(`/api/team/members/${owner.userId}`, { isActive: false })).statusCode,
      ).toBe(403);
      expect((await member.client.post(`/api/team/invites/${id}/revoke`)).statusCode).toBe(403);
      expect((await member.client.patch("/api/business", { name: "Mine now" })).statusCode).toBe(403);
      const [row] = await db()
        .select()
        .from(teamInvitations)
        .where(and(eq(teamInvitations.id, id)));
      expect(row!.revokedAt).toBeNull();
    });

    it("business A's owner can do nothing to business B's team (404)", async () => {
      const a = await signInNewUser(t);
      const b = await signInNewUser(t);
      const bMember = await signInNewUser(t, { business: b.business, role: "member" });
      const { id } = await storeInvitation(b.business!.id, uniqueEmail("b-invite"));

      const deactivate = await a.client.patch(`/api/team/members/${bMember.userId}`, { isActive: false });
      expect(deactivate.statusCode).toBe(404);
      const revoke = await a.client.post(`/api/team/invites/${id}/revoke`);
      expect(revoke.statusCode).toBe(404);
      const aTeam = (await a.client.get("/api/team")).json();
      expect(aTeam.users.map((u: { id: number }) => u.id)).toEqual([a.userId]);
      expect(aTeam.invitations).toEqual([]);

      const [member] = await db().select().from(users).where(eq(users.id, bMember.userId));
      expect(member!.isActive).toBe(true);
      const [invitation] = await db().select().from(teamInvitations).where(eq(teamInvitations.id, id));
      expect(invitation!.revokedAt).toBeNull();
    });

    it("a member of a deactivated business cannot accept into it", async () => {
      const business = await createBusiness(db(), { isActive: false });
      const { token } = await storeInvitation(business.id, uniqueEmail("closed"));
      const res = await accept(new TestClient(t.app), token);
      expect(res.statusCode).toBe(403);
    });
  });
});
