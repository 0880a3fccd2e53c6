import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";

type Outputs = inferRouterOutputs<AppRouter>;

export type AdminModule = Outputs["admin"]["modules"]["list"][number];
export type AdminLesson = Outputs["admin"]["modules"]["lessons"][number];
export type AdminSubscription = Outputs["admin"]["businesses"]["subscriptions"][number];
export type AdminBusinessItem = Outputs["admin"]["businesses"]["page"]["items"][number];
export type AdminConsultation = Outputs["admin"]["leads"]["consultationsPage"]["items"][number];
export type AdminSubscriber = Outputs["admin"]["leads"]["newsletterPage"]["items"][number];
export type AdminGuideDownload = Outputs["admin"]["leads"]["guideDownloads"]["items"][number];
export type AdminResource = Outputs["admin"]["resources"]["list"][number];
export type AdminAuditEvent = Outputs["admin"]["audit"]["list"]["items"][number];
export type AdminCategory = Outputs["admin"]["categories"]["list"][number];
export type AdminOutboxMessage = Outputs["admin"]["outbox"]["list"][number];
export type AdminPlan = Outputs["plans"]["list"]["plans"][number];
export type AdminCampaign = Outputs["admin"]["campaigns"]["list"][number];
