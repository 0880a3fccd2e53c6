/** @jsxRuntime automatic @jsxImportSource react */
import { linkTo } from "../env";
import { Heading, Layout, Muted, Paragraph, TextLink } from "../layout";
import { defineTemplate } from "../template";

export interface NewsletterWelcomeData {
  unsubscribeToken: string;
}

export const unsubscribePageUrl = (env: Parameters<typeof linkTo>[0], token: string) =>
  linkTo(env, `/unsubscribe?token=${encodeURIComponent(token)}`);

/** Contract §9: a new subscriber hears what to expect, and how to leave. */
export const newsletterWelcome = defineTemplate<NewsletterWelcomeData>({
  label: "Newsletter welcome",
  subject: (_data, env) => `Welcome to the ${env.brand.product} growth newsletter`,
  render: (data, env) => {
    const unsubscribe = unsubscribePageUrl(env, data.unsubscribeToken);
    return (
      <Layout
        env={env}
        preview="One practical growth idea for your MSP, every week"
        footer={
          <Muted>
            You subscribed to the {env.brand.product} newsletter.{" "}
            <TextLink href={unsubscribe}>Unsubscribe</TextLink> at any time.
          </Muted>
        }
      >
        <Heading>You are subscribed</Heading>
        <Paragraph>
          Thanks for subscribing. Every week you will get one practical idea to grow your managed services
          business: pricing, sales, service delivery and the numbers that matter.
        </Paragraph>
        <Paragraph>
          Past issues are in the <TextLink href={linkTo(env, "/newsletter")}>newsletter archive</TextLink>.
        </Paragraph>
        <Paragraph>
          Not for you? <TextLink href={unsubscribe}>Unsubscribe</TextLink> with one click.
        </Paragraph>
      </Layout>
    );
  },
  sample: { unsubscribeToken: "sample-unsubscribe-token" },
});
