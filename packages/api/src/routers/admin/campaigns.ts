import {
  campaignCreateInput,
  campaignIdInput,
  campaignPreviewInput,
  campaignSendInput,
  campaignUpdateInput,
} from "@scalemsp/validators";
import { z } from "zod";
import { adminEmailEnv } from "../../domain/email/admin";
import {
  createCampaign,
  getCampaign,
  listCampaigns,
  previewCampaign,
  sendCampaign,
  sendTestCopy,
  updateCampaign,
} from "../../domain/newsletter";
import { campaignOutput, campaignPreviewOutput, noContent } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Contract §9: newsletter issues, written, tested and sent from the admin's Leads area. */
export const adminCampaignsRouter = createTRPCRouter({
  list: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/campaigns",
        summary: "Newsletter issues, newest first, with status and counts",
      },
    })
    .output(z.array(campaignOutput))
    .query(({ ctx }) => listCampaigns(ctx.db)),

  get: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/campaigns/{id}",
        summary: "One newsletter issue with its counts",
      },
    })
    .input(campaignIdInput)
    .output(campaignOutput)
    .query(({ ctx, input }) => getCampaign(ctx.db, input.id)),

  create: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/campaigns",
        status: 201,
        summary: "Write a newsletter issue (a draft): subject, Markdown body, optional slug",
      },
    })
    .input(campaignCreateInput)
    .output(campaignOutput)
    .mutation(({ ctx, input }) => createCampaign(ctx.db, input, ctx.now())),

  update: adminProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/admin/campaigns/{id}",
        summary: "Change a draft issue; 409 once it is scheduled or sent",
      },
    })
    .input(campaignUpdateInput)
    .output(campaignOutput)
    .mutation(({ ctx, input }) => updateCampaign(ctx.db, input, ctx.now())),

  preview: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/campaigns/preview",
        summary: "An issue's subject and Markdown rendered as the email subscribers get",
      },
    })
    .input(campaignPreviewInput)
    .output(campaignPreviewOutput)
    .mutation(async ({ ctx, input }) => previewCampaign(input, await adminEmailEnv(ctx))),

  test: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/campaigns/{id}/test",
        status: 204,
        summary: "Send the issue to the calling admin only",
      },
    })
    .input(campaignIdInput)
    .output(noContent)
    .mutation(async ({ ctx, input }) => {
      await sendTestCopy(ctx.db, ctx.user, input.id);
    }),

  send: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/campaigns/{id}/send",
        summary: "Send the issue to every active subscriber now, or at scheduledAt",
      },
    })
    .input(campaignSendInput)
    .output(campaignOutput)
    .mutation(({ ctx, input }) => sendCampaign(ctx.db, input.id, input.scheduledAt, ctx.now())),
});
