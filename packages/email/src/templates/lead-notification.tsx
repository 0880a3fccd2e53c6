/** @jsxRuntime automatic @jsxImportSource react */
import { Section } from "@react-email/section";
import { linkTo } from "../env";
import { ActionButton, Detail, Heading, Layout, Paragraph } from "../layout";
import { defineTemplate } from "../template";

export interface LeadNotificationData {
  consultationId: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  employees: string | null;
  message: string | null;
}

/** Contract §9: each consultation request reaches the coach with the lead's details and a link to it. */
export const leadNotification = defineTemplate<LeadNotificationData>({
  label: "New consultation request (to the coach)",
  subject: (lead) => `New consultation request: ${lead.firstName} ${lead.lastName}, ${lead.company}`,
  headers: (lead) => ({ "Reply-To": lead.email }),
  render: (lead, env) => (
    <Layout
      env={env}
      preview={`${lead.firstName} ${lead.lastName} of ${lead.company} asked for a consultation`}
    >
      <Heading>New consultation request</Heading>
      <Paragraph>
        {lead.firstName} {lead.lastName} asked for a free strategy session. Reply to this email to answer
        them.
      </Paragraph>
      <Section style={{ margin: "0 0 16px" }}>
        <Detail label="Name" value={`${lead.firstName} ${lead.lastName}`} />
        <Detail label="Email" value={lead.email} />
        <Detail label="Company" value={lead.company} />
        {lead.employees ? <Detail label="Employees" value={lead.employees} /> : null}
        {lead.message ? <Detail label="Message" value={lead.message} /> : null}
      </Section>
      <ActionButton href={linkTo(env, `/admin?tab=leads&q=${encodeURIComponent(lead.email)}`)}>
        Open in the admin
      </ActionButton>
    </Layout>
  ),
  sample: {
    consultationId: 42,
    firstName: "Dana",
    lastName: "Reyes",
    email: "dana@northwind-it.example",
    company: "Northwind IT",
    employees: "11-25",
    message: "We are stuck at $1.2M and want to grow our recurring revenue.",
  },
});
