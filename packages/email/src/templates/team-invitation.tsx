/** @jsxRuntime automatic @jsxImportSource react */
import { linkTo } from "../env";
import { ActionButton, Heading, Layout, Muted, Paragraph } from "../layout";
import { defineTemplate } from "../template";

export interface TeamInvitationData {
  businessName: string;
  inviterName: string;
  /** The invited person's first name, when the owner gave one. */
  firstName: string | null;
  token: string;
}

/** Contract §11: an owner's invitation to join the business, a one-time link valid 7 days. */
export const teamInvitation = defineTemplate<TeamInvitationData>({
  label: "Team invitation",
  subject: (data, env) => `${data.inviterName} invited you to ${data.businessName} on ${env.brand.product}`,
  render: (data, env) => (
    <Layout env={env} preview={`Join ${data.businessName} on ${env.brand.product}`}>
      <Heading>You are invited</Heading>
      <Paragraph>
        {data.firstName ? `Hi ${data.firstName}, ` : "Hi, "}
        {data.inviterName} invited you to join {data.businessName} on {env.brand.product}: the growth courses,
        resources and coaching sessions of your business, with progress of your own.
      </Paragraph>
      <ActionButton href={linkTo(env, `/accept-invite?token=${encodeURIComponent(data.token)}`)}>
        Accept the invitation
      </ActionButton>
      <Muted>
        The link works once, within 7 days. If you did not expect this invitation, ignore this e-mail and no
        account is made.
      </Muted>
    </Layout>
  ),
  sample: {
    businessName: "Northwind IT",
    inviterName: "Dana Reyes",
    firstName: "Sam",
    token: "sample-token",
  },
});
