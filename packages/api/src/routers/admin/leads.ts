import {
  applyPlanRequestInput,
  consultationExportInput,
  consultationPageInput,
  consultationUpdateInput,
  guideLeadPageInput,
  subscriberExportInput,
  subscriberPageInput,
} from "@scalemsp/validators";
import { z } from "zod";
import {
  consultationsCsv,
  listConsultationRequests,
  listSubscribers,
  pageConsultationRequests,
  pageSubscribers,
  subscribersCsv,
  updateConsultationRequest,
} from "../../domain/leads";
import { pageGuideDownloads } from "../../domain/guides";
import { applyPlanRequest } from "../../domain/admin/plan-request-apply";
import {
  adminConsultationOutput,
  appliedPlanRequestOutput,
  adminSubscriberOutput,
  consultationPageOutput,
  csvExportOutput,
  guideLeadPageOutput,
  subscriberPageOutput,
} from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Consultation requests and newsletter subscribers (contract §7, §8). */
export const adminLeadsRouter = createTRPCRouter({
  consultations: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/consultations",
        summary:
          "Consultation requests, newest first, with status, note and the state of any free strategy session",
      },
    })
    .output(z.array(adminConsultationOutput))
    .query(({ ctx }) => listConsultationRequests(ctx.db, ctx.now())),

  consultationsPage: adminProcedure
    .input(consultationPageInput)
    .output(consultationPageOutput)
    .query(({ ctx, input }) => pageConsultationRequests(ctx.db, input, ctx.now())),

  updateConsultation: adminProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/admin/consultations/{id}",
        summary: "Set a consultation request's status (new, contacted, closed) or note",
      },
    })
    .input(consultationUpdateInput)
    .output(adminConsultationOutput)
    .mutation(({ ctx, input }) => updateConsultationRequest(ctx.db, input, ctx.now())),

  applyPlanRequest: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/consultations/{id}/apply-plan",
        summary:
          "Apply an upgrade request: the business moves to the requested plan and the lead closes; enrolInPlanCourses enrols it in its plan's courses",
      },
    })
    .input(applyPlanRequestInput)
    .output(appliedPlanRequestOutput)
    .mutation(({ ctx, input }) => applyPlanRequest(ctx.db, ctx.user, input, ctx.now())),

  consultationsCsv: adminProcedure
    .input(consultationExportInput)
    .output(csvExportOutput)
    .query(({ ctx, input }) => consultationsCsv(ctx.db, input, ctx.now())),

  newsletter: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/newsletter",
        summary: "Newsletter subscribers with status and unsubscribe link",
      },
    })
    .output(z.array(adminSubscriberOutput))
    .query(({ ctx }) => listSubscribers(ctx.db, ctx.publicOrigin)),

  newsletterPage: adminProcedure
    .input(subscriberPageInput)
    .output(subscriberPageOutput)
    .query(({ ctx, input }) => pageSubscribers(ctx.db, ctx.publicOrigin, input)),

  newsletterCsv: adminProcedure
    .input(subscriberExportInput)
    .output(csvExportOutput)
    .query(({ ctx, input }) => subscribersCsv(ctx.db, ctx.publicOrigin, input, ctx.now())),

  guideDownloads: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/guide-downloads",
        summary: "Visitors who gave an email for a free guide, newest first, with their newsletter consent",
      },
    })
    .input(guideLeadPageInput)
    .output(guideLeadPageOutput)
    .query(({ ctx, input }) => pageGuideDownloads(ctx.db, input)),
});
