import {
  consultationExportInput,
  consultationPageInput,
  consultationUpdateInput,
  subscriberExportInput,
  subscriberPageInput,
} from "@scalemsp/validators";
import {
  consultationsCsv,
  listConsultationRequests,
  listSubscribers,
  pageConsultationRequests,
  pageSubscribers,
  subscribersCsv,
  updateConsultationRequest,
} from "../../domain/leads";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Consultation requests and newsletter subscribers (contract §7, §8). */
export const adminLeadsRouter = createTRPCRouter({
  consultations: adminProcedure.query(({ ctx }) => listConsultationRequests(ctx.db)),

  consultationsPage: adminProcedure
    .input(consultationPageInput)
    .query(({ ctx, input }) => pageConsultationRequests(ctx.db, input)),

  updateConsultation: adminProcedure
    .input(consultationUpdateInput)
    .mutation(({ ctx, input }) => updateConsultationRequest(ctx.db, input)),

  consultationsCsv: adminProcedure
    .input(consultationExportInput)
    .query(({ ctx, input }) => consultationsCsv(ctx.db, input, ctx.now())),

  newsletter: adminProcedure.query(({ ctx }) => listSubscribers(ctx.db, ctx.publicOrigin)),

  newsletterPage: adminProcedure
    .input(subscriberPageInput)
    .query(({ ctx, input }) => pageSubscribers(ctx.db, ctx.publicOrigin, input)),

  newsletterCsv: adminProcedure
    .input(subscriberExportInput)
    .query(({ ctx, input }) => subscribersCsv(ctx.db, ctx.publicOrigin, input, ctx.now())),
});
