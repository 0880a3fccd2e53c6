import { signInClientOf } from "../context";
import {
  inviteAcceptInput,
  inviteTokenInput,
  teamInvitationIdInput,
  teamInviteInput,
  teamMemberUpdateInput,
} from "@scalemsp/validators";
import { startSession } from "../domain/accounts";
import {
  acceptInvitation,
  inviteMember,
  previewInvitation,
  revokeInvitation,
} from "../domain/team/invitations";
import { getTeam, setMemberActive } from "../domain/team/members";
import {
  invitationOutput,
  invitationPreviewOutput,
  loginOutput,
  noContent,
  teamMemberOutput,
  teamOutput,
} from "../outputs";
import { createTRPCRouter, ownerProcedure, publicProcedure } from "../trpc";

/** Contract §11: an owner brings their team in, and manages who may sign in. */
export const teamRouter = createTRPCRouter({
  get: ownerProcedure
    .meta({
      rest: { method: "GET", path: "/api/team", summary: "The business's people and pending invitations" },
    })
    .output(teamOutput)
    .query(({ ctx }) => getTeam(ctx.db, ctx.user, ctx.now())),

  invite: ownerProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/team/invites",
        status: 201,
        summary: "Invite a colleague by email (a one-time link valid 7 days)",
      },
    })
    .input(teamInviteInput)
    .output(invitationOutput)
    .mutation(({ ctx, input }) => inviteMember(ctx.db, ctx.user, input, ctx.now())),

  revoke: ownerProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/team/invites/{id}/revoke",
        status: 204,
        summary: "Revoke a pending invitation",
      },
    })
    .input(teamInvitationIdInput)
    .output(noContent)
    .mutation(({ ctx, input }) => revokeInvitation(ctx.db, ctx.user, input.id, ctx.now())),

  updateMember: ownerProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/team/members/{id}",
        summary: "Deactivate (their sessions end at once) or reactivate a member",
      },
    })
    .input(teamMemberUpdateInput)
    .output(teamMemberOutput)
    .mutation(({ ctx, input }) => setMemberActive(ctx.db, ctx.user, input)),
});

/** The invitation page: what the link is for, and accepting it. */
export const invitesRouter = createTRPCRouter({
  preview: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/invites/preview",
        summary: "Who an invitation link is for and which business it joins",
      },
    })
    .input(inviteTokenInput)
    .output(invitationPreviewOutput)
    .query(({ ctx, input }) => previewInvitation(ctx.db, input.token, ctx.now())),

  accept: publicProcedure
    .meta({
      passwordWork: true,
      rest: {
        method: "POST",
        path: "/api/invites/accept",
        status: 201,
        summary: "Accept an invitation: become a member of the business and sign in",
      },
    })
    .input(inviteAcceptInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await acceptInvitation(ctx.db, input, ctx.now());
      const { token, session } = await startSession(ctx.db, user.id, ctx.now(), signInClientOf(ctx));
      ctx.cookies.set(token, session.expiresAt);
      return { user };
    }),
});
