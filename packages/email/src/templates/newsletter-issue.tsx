/** @jsxRuntime automatic @jsxImportSource react */
import { Section } from "@react-email/section";
import { newsletterIssuePath } from "@scalemsp/validators";
import { linkTo, type EmailEnv } from "../env";
import { Heading, Layout, Muted, TextLink } from "../layout";
import { defineTemplate } from "../template";
import { unsubscribePageUrl } from "./newsletter-welcome";

export interface NewsletterIssueData {
  campaignId: number;
  subject: string;
  slug: string;
  /** The issue's Markdown as sanitized HTML (`issueHtml`). */
  bodyHtml: string;
  /** The subscriber's own token; empty in the admin's test copy, which has no one to unsubscribe. */
  unsubscribeToken: string;
}

/** RFC 8058's one-click link (contract §13): a POST to it unsubscribes without a page. */
export const oneClickUnsubscribeUrl = (env: EmailEnv, token: string) =>
  linkTo(env, `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);

export const archiveIssueUrl = (env: EmailEnv, slug: string) => linkTo(env, newsletterIssuePath(slug));

/** Contract §9: one issue of the weekly newsletter, one copy per subscriber. */
export const newsletterIssue = defineTemplate<NewsletterIssueData>({
  label: "Newsletter issue",
  subject: (data) => data.subject,
  headers: (data, env): Record<string, string> =>
    data.unsubscribeToken
      ? {
          "List-Unsubscribe": `<${oneClickUnsubscribeUrl(env, data.unsubscribeToken)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }
      : {},
  render: (data, env) => (
    <Layout
      env={env}
      preview={data.subject}
      footer={
        <Muted>
          You get this email because you subscribed to the {env.brand.product} newsletter.{" "}
          {data.unsubscribeToken ? (
            <>
              <TextLink href={unsubscribePageUrl(env, data.unsubscribeToken)}>Unsubscribe</TextLink> with one
              click.
            </>
          ) : (
            "This is a test copy: the subscribers' copies carry their own unsubscribe link."
          )}{" "}
          <TextLink href={archiveIssueUrl(env, data.slug)}>Read it on the web</TextLink>.
        </Muted>
      }
    >
      <Heading>{data.subject}</Heading>
      <Section>
        <div dangerouslySetInnerHTML={{ __html: data.bodyHtml }} />
      </Section>
    </Layout>
  ),
  sample: {
    campaignId: 1,
    subject: "Three numbers every MSP owner should know",
    slug: "three-numbers-every-msp-owner-should-know",
    bodyHtml:
      "<p>Recurring revenue share, gross margin and revenue per employee tell you where to grow next.</p>",
    unsubscribeToken: "sample-unsubscribe-token",
  },
});
