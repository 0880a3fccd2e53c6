/** @jsxRuntime automatic @jsxImportSource react */
import { Section } from "@react-email/section";
import { linkTo } from "../env";
import { ActionButton, Detail, Heading, Layout, Paragraph } from "../layout";
import { defineTemplate } from "../template";

export interface PlanRequestData {
  consultationId: number;
  name: string;
  email: string;
  company: string;
  /** Display names of the plans, as the pricing page showed them. */
  requestedPlan: string;
  currentPlan: string;
  message: string | null;
}

/** Contract §13 'plans': an owner's 'Request this plan' reaches the coach, who applies it from the lead. */
export const planRequest = defineTemplate<PlanRequestData>({
  label: "Plan upgrade request (to the coach)",
  subject: (request) => `Plan request: ${request.company} asks for ${request.requestedPlan}`,
  headers: (request) => ({ "Reply-To": request.email }),
  render: (request, env) => (
    <Layout env={env} preview={`${request.company} asks for the ${request.requestedPlan} plan`}>
      <Heading>Plan upgrade request</Heading>
      <Paragraph>
        {request.name} of {request.company} asks to move from the {request.currentPlan} plan to the{" "}
        {request.requestedPlan} plan. Apply it from the lead in one click, or reply to this email.
      </Paragraph>
      <Section style={{ margin: "0 0 16px" }}>
        <Detail label="Name" value={request.name} />
        <Detail label="Email" value={request.email} />
        <Detail label="Business" value={request.company} />
        <Detail label="Requested plan" value={request.requestedPlan} />
        <Detail label="Current plan" value={request.currentPlan} />
        {request.message ? <Detail label="Message" value={request.message} /> : null}
      </Section>
      <ActionButton href={linkTo(env, "/admin?tab=leads")}>Open the lead</ActionButton>
    </Layout>
  ),
  sample: {
    consultationId: 43,
    name: "Dana Reyes",
    email: "dana@northwind-it.example",
    company: "Northwind IT",
    requestedPlan: "Professional",
    currentPlan: "Basic",
    message: "We want the second monthly session before our Q3 push.",
  },
});
