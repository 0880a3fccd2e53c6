/** @jsxRuntime automatic @jsxImportSource react */
import { linkTo } from "../env";
import { ActionButton, Heading, Layout, Muted, Paragraph } from "../layout";
import { strangerGreeting } from "../stranger-text";
import { defineTemplate } from "../template";

export interface RegistrationWelcomeData {
  /** As typed at registration; only its first 40 characters are shown. */
  firstName: string;
  /** The e-mail verification link's token (contract §14). */
  verifyToken?: string | null;
}

/**
 * Contract §9 and §14: a new owner is welcomed and asked to confirm the address. It is not
 * yet known to be theirs, so nothing they typed appears but the first name.
 */
export const registrationWelcome = defineTemplate<RegistrationWelcomeData>({
  label: "Registration welcome",
  subject: (_data, env) => `Welcome to ${env.brand.product}: please confirm your email`,
  render: (data, env) => (
    <Layout env={env} preview={`Your ${env.brand.product} account is ready`}>
      <Heading>Welcome to {env.brand.product}</Heading>
      <Paragraph>
        {strangerGreeting(data.firstName)} your account is ready. Start with the free courses, check your
        numbers in the scorecard, and book a session with your coach when you are ready.
      </Paragraph>
      {data.verifyToken ? (
        <>
          <Paragraph>Please confirm that this email address is yours:</Paragraph>
          <ActionButton href={linkTo(env, `/verify-email?token=${encodeURIComponent(data.verifyToken)}`)}>
            Confirm my email address
          </ActionButton>
          <Muted>If you did not create an account, ignore this email.</Muted>
        </>
      ) : (
        <ActionButton href={linkTo(env, "/dashboard")}>Go to your dashboard</ActionButton>
      )}
      <Paragraph>Questions? Reply to this email or write to {env.brand.email}.</Paragraph>
    </Layout>
  ),
  sample: { firstName: "Dana", verifyToken: "sample-token" },
});
