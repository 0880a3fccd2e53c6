/** @jsxRuntime automatic @jsxImportSource react */
import { linkTo } from "../env";
import { ActionButton, Heading, Layout, Paragraph } from "../layout";
import { defineTemplate } from "../template";

export interface RegistrationWelcomeData {
  firstName: string;
  businessName: string;
}

/** Contract §9: a new owner is welcomed and pointed at the member area. */
export const registrationWelcome = defineTemplate<RegistrationWelcomeData>({
  label: "Registration welcome",
  subject: (_data, env) => `Welcome to ${env.brand.product}`,
  render: (data, env) => (
    <Layout env={env} preview={`Your ${env.brand.product} account for ${data.businessName} is ready`}>
      <Heading>Welcome, {data.firstName}</Heading>
      <Paragraph>
        Your account for {data.businessName} is ready. Start with the free courses, check your numbers in the
        scorecard, and book a session with your coach when you are ready.
      </Paragraph>
      <ActionButton href={linkTo(env, "/dashboard")}>Go to your dashboard</ActionButton>
      <Paragraph>Questions? Reply to this e-mail or write to {env.brand.email}.</Paragraph>
    </Layout>
  ),
  sample: { firstName: "Dana", businessName: "Northwind IT" },
});
