/** @jsxRuntime automatic @jsxImportSource react */
import { linkTo } from "../env";
import { ActionButton, Heading, Layout, Muted, Paragraph } from "../layout";
import { strangerGreeting } from "../stranger-text";
import { defineTemplate } from "../template";

export interface TeamInvitationData {
  /** The invited person's first name, when the owner gave one; only its first 40 characters are shown. */
  firstName: string | null;
  token: string;
}

/**
 * Contract §11: an owner's invitation to join the business, a one-time link valid 7 days.
 * The address is not yet known to be the invitee's, so nothing the owner typed appears but
 * the first name (contract §14): the business is named on the page the link opens.
 */
export const teamInvitation = defineTemplate<TeamInvitationData>({
  label: "Team invitation",
  subject: (_data, env) => `You are invited to join your team on ${env.brand.product}`,
  render: (data, env) => (
    <Layout env={env} preview={`Join your team on ${env.brand.product}`}>
      <Heading>You are invited</Heading>
      <Paragraph>
        {strangerGreeting(data.firstName)} you are invited to join your team on {env.brand.product}: the
        growth courses, resources and coaching sessions of your business, with progress of your own. The link
        shows which business invited you before you accept.
      </Paragraph>
      <ActionButton href={linkTo(env, `/accept-invite?token=${encodeURIComponent(data.token)}`)}>
        See the invitation
      </ActionButton>
      <Muted>
        The link works once, within 7 days. If you did not expect this invitation, ignore this email and no
        account is made.
      </Muted>
    </Layout>
  ),
  sample: { firstName: "Sam", token: "sample-token" },
});
