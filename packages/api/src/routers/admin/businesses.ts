import {
  adminBusinessInvitationsInput,
  adminBusinessPageInput,
  adminBusinessUpdateInput,
  adminIdInput,
  adminInvitationRevokeInput,
  ownerTransferInput,
} from "@scalemsp/validators";
import { z } from "zod";
import {
  getBusinessDetail,
  listBusinesses,
  pageBusinesses,
  updateBusiness,
} from "../../domain/admin/businesses";
import { listBusinessInvitations, revokeBusinessInvitation } from "../../domain/admin/invitations";
import { transferOwnership } from "../../domain/admin/ownership";
import {
  adminBusinessOutput,
  adminBusinessUpdateOutput,
  businessDetailOutput,
  invitationOutput,
  noContent,
} from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";
import { businessSubscriptionProcedures } from "./subscriptions";

export const adminBusinessesRouter = createTRPCRouter({
  list: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/businesses",
        summary: "Every business with its owner and user count",
      },
    })
    .output(z.array(adminBusinessOutput))
    .query(({ ctx }) => listBusinesses(ctx.db)),

  page: adminProcedure.input(adminBusinessPageInput).query(({ ctx, input }) => pageBusinesses(ctx.db, input)),

  get: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/businesses/{id}",
        summary: "A business with its owner, users, pending invitations and subscriptions",
      },
    })
    .input(adminIdInput)
    .output(businessDetailOutput)
    .query(({ ctx, input }) => getBusinessDetail(ctx.db, input.id, ctx.now())),

  update: adminProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/admin/businesses/{id}",
        summary:
          "Change a business's status, plan or details; deactivation ends its users' sessions; enrolInPlanCourses enrols it in its plan's courses",
      },
    })
    .input(adminBusinessUpdateInput)
    .output(adminBusinessUpdateOutput)
    .mutation(({ ctx, input }) => updateBusiness(ctx.db, ctx.user, input, ctx.now())),

  /** Contract §14: the one way the owner changes; the old owner becomes a member. */
  transferOwner: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/businesses/{id}/owner",
        status: 204,
        summary: "Transfer ownership to an active member of the business; the old owner becomes a member",
      },
    })
    .input(ownerTransferInput)
    .output(noContent)
    .mutation(({ ctx, input }) => transferOwnership(ctx.db, ctx.user, input, ctx.now())),

  invitations: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/businesses/{id}/invitations",
        summary: "A business's pending invitations",
      },
    })
    .input(adminBusinessInvitationsInput)
    .output(z.array(invitationOutput))
    .query(({ ctx, input }) => listBusinessInvitations(ctx.db, input.id, ctx.now())),

  revokeInvitation: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/businesses/{id}/invitations/{invitationId}/revoke",
        status: 204,
        summary: "Revoke a business's pending invitation; its link stops working",
      },
    })
    .input(adminInvitationRevokeInput)
    .output(noContent)
    .mutation(({ ctx, input }) => revokeBusinessInvitation(ctx.db, input, ctx.now())),

  ...businessSubscriptionProcedures,
});
