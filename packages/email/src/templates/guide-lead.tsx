/** @jsxRuntime automatic @jsxImportSource react */
import { Section } from "@react-email/section";
import { linkTo } from "../env";
import { ActionButton, Detail, Heading, Layout, Paragraph } from "../layout";
import { defineTemplate } from "../template";

export interface GuideLeadData {
  email: string;
  /** The guide's title when it was downloaded. */
  guide: string;
  newsletterConsent: boolean;
}

/** Contract §13 'public guides': a visitor who gave an address for a gated guide reaches the coach as a lead. */
export const guideLead = defineTemplate<GuideLeadData>({
  label: "New guide download (to the coach)",
  subject: (lead) => `New guide download: ${lead.email} took "${lead.guide}"`,
  headers: (lead) => ({ "Reply-To": lead.email }),
  render: (lead, env) => (
    <Layout env={env} preview={`${lead.email} downloaded ${lead.guide}`}>
      <Heading>New guide download</Heading>
      <Paragraph>
        {lead.email} gave their address for a free guide. Reply to this email to follow up.
      </Paragraph>
      <Section style={{ margin: "0 0 16px" }}>
        <Detail label="Email" value={lead.email} />
        <Detail label="Guide" value={lead.guide} />
        <Detail label="Newsletter" value={lead.newsletterConsent ? "Subscribed" : "Not subscribed"} />
      </Section>
      <ActionButton href={linkTo(env, "/admin?tab=leads&list=guides")}>Open the guide downloads</ActionButton>
    </Layout>
  ),
  sample: {
    email: "dana@northwind-it.example",
    guide: "MSP Profit Maximization Guide",
    newsletterConsent: true,
  },
});
