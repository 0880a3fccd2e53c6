/** @jsxRuntime automatic @jsxImportSource react */
import { linkTo } from "../env";
import { Heading, Layout, Muted, Paragraph, TextLink } from "../layout";
import { defineTemplate } from "../template";

export interface NewsletterResubscribeData {
  /** The one-time token of the confirmation link. */
  token: string;
}

/**
 * Contract §14: someone asked to subscribe an address that had unsubscribed; only its owner's
 * click brings it back. Nothing in it comes from the person who filled in the form.
 */
export const newsletterResubscribe = defineTemplate<NewsletterResubscribeData>({
  label: "Newsletter re-subscription",
  subject: (_data, env) => `Confirm your ${env.brand.product} newsletter subscription`,
  render: (data, env) => {
    const confirm = linkTo(env, `/subscribe?token=${encodeURIComponent(data.token)}`);
    return (
      <Layout
        env={env}
        preview="Confirm that you want our newsletter again"
        footer={<Muted>If you did not ask for this, ignore this email: nothing changes.</Muted>}
      >
        <Heading>Subscribe again?</Heading>
        <Paragraph>
          Someone asked to subscribe this address to the {env.brand.product} newsletter, which it left
          earlier. To receive it again, confirm within 24 hours:
        </Paragraph>
        <Paragraph>
          <TextLink href={confirm}>Confirm my subscription</TextLink>
        </Paragraph>
      </Layout>
    );
  },
  sample: { token: "sample-resubscribe-token" },
});
