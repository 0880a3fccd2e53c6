/** @jsxRuntime automatic @jsxImportSource react */
import { linkTo } from "../env";
import { ActionButton, Heading, Layout, Muted, Paragraph } from "../layout";
import { defineTemplate } from "../template";

export interface PasswordResetData {
  firstName: string;
  token: string;
}

export const resetPageUrl = (env: Parameters<typeof linkTo>[0], token: string) =>
  linkTo(env, `/reset-password?token=${encodeURIComponent(token)}`);

/** Contract §9: the one-time link a member asked for on the login tab, valid 60 minutes. */
export const passwordReset = defineTemplate<PasswordResetData>({
  label: "Password reset",
  subject: (_data, env) => `Reset your ${env.brand.product} password`,
  render: (data, env) => (
    <Layout env={env} preview="Your link to choose a new password, valid for 60 minutes">
      <Heading>Reset your password</Heading>
      <Paragraph>
        Hi {data.firstName}, someone (we hope you) asked to reset the password of your {env.brand.product}{" "}
        account. The link below works once, within 60 minutes.
      </Paragraph>
      <ActionButton href={resetPageUrl(env, data.token)}>Choose a new password</ActionButton>
      <Muted>
        If you did not ask for this, ignore this email: your password stays as it is. Setting a new one signs
        you out everywhere.
      </Muted>
    </Layout>
  ),
  sample: { firstName: "Dana", token: "sample-reset-token" },
});
