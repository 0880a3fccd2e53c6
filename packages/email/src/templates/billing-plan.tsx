/** @jsxRuntime automatic @jsxImportSource react */
import { linkTo } from "../env";
import { ActionButton, Heading, Layout, Muted, Paragraph } from "../layout";
import { strangerGreeting } from "../stranger-text";
import { defineTemplate } from "../template";

/**
 * Contract §16 'e-mail': the owner is told when payment changes the business's plan. Receipts
 * and Stripe's own failed-payment notices come from Stripe; this says what it means here.
 */
export type BillingPlanChange = "upgraded" | "grace" | "free";

export interface BillingPlanData {
  firstName: string;
  businessName: string;
  change: BillingPlanChange;
  /** The plan's name now (the paid plan while in grace). */
  planName: string;
  /** "March 8, 2027": the last day the plan is kept, for `grace`. */
  graceUntil?: string;
}

const SUBJECTS: Record<BillingPlanChange, (data: BillingPlanData) => string> = {
  upgraded: (data) => `${data.businessName} is now on the ${data.planName} plan`,
  grace: () => "Your payment failed: update your card to keep your plan",
  free: (data) => `${data.businessName} has moved to the free plan`,
};

export const billingPlan = defineTemplate<BillingPlanData>({
  label: "Plan changed by payment",
  subject: (data) => SUBJECTS[data.change](data),
  render: (data, env) => (
    <Layout env={env} preview={SUBJECTS[data.change](data)}>
      {data.change === "upgraded" ? (
        <>
          <Heading>Welcome to {data.planName}</Heading>
          <Paragraph>
            {strangerGreeting(data.firstName)} your payment went through and {data.businessName} is now on the{" "}
            {data.planName} plan. Its courses and sessions are open to your team now.
          </Paragraph>
          <ActionButton href={linkTo(env, "/dashboard")}>Open your dashboard</ActionButton>
          <Muted>Your receipt comes from our payment provider, Stripe.</Muted>
        </>
      ) : data.change === "grace" ? (
        <>
          <Heading>Your last payment failed</Heading>
          <Paragraph>
            {strangerGreeting(data.firstName)} the payment for {data.businessName}&apos;s {data.planName} plan
            did not go through. Your plan stays as it is until {data.graceUntil}; update your card before then
            to keep it. After that day the business moves to the free plan.
          </Paragraph>
          <ActionButton href={linkTo(env, "/dashboard?tab=settings")}>Update your card</ActionButton>
        </>
      ) : (
        <>
          <Heading>{data.businessName} is on the free plan now</Heading>
          <Paragraph>
            {strangerGreeting(data.firstName)} the paid subscription of {data.businessName} has ended, so the
            business has moved to the free plan. Your progress, goals and check-ins are all kept; subscribe
            again at any time to open your plan&apos;s courses and sessions.
          </Paragraph>
          <ActionButton href={linkTo(env, "/pricing")}>See plans</ActionButton>
        </>
      )}
    </Layout>
  ),
  sample: { firstName: "Dana", businessName: "Northpeak IT", change: "upgraded", planName: "Professional" },
});
