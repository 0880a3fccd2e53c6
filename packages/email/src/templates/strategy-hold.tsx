/** @jsxRuntime automatic @jsxImportSource react */
import { linkTo } from "../env";
import { ActionButton, Heading, Layout, Muted, Paragraph } from "../layout";
import { strangerGreeting } from "../stranger-text";
import { defineTemplate } from "../template";

export interface StrategyHoldData {
  /** The visitor's first name as typed; only its first 40 characters are shown. */
  firstName: string;
  /** The held time in the visitor's zone, as the server wrote it. */
  when: string;
  holdMinutes: number;
  token: string;
}

/**
 * Contract §14: the confirmation link of a held free strategy session. The address is not
 * yet known to be the visitor's, so nothing they typed appears but a first name.
 */
export const strategyHold = defineTemplate<StrategyHoldData>({
  label: "Free strategy session to confirm",
  subject: (_data, env) => `Confirm your free strategy session with ${env.brand.product}`,
  render: (data, env) => (
    <Layout env={env} preview="Confirm your free strategy session">
      <Heading>Confirm your free session</Heading>
      <Paragraph>
        {strangerGreeting(data.firstName)} we are holding {data.when} for your free 30-minute strategy
        session. Confirm it within {data.holdMinutes} minutes and it is booked; the calendar invitation
        follows.
      </Paragraph>
      <ActionButton href={linkTo(env, `/booking/confirm?token=${encodeURIComponent(data.token)}`)}>
        Confirm my session
      </ActionButton>
      <Muted>
        If you did not ask for this session, ignore this email: the time is released and nothing is booked.
      </Muted>
    </Layout>
  ),
  sample: {
    firstName: "Sam",
    when: "Tue, Mar 10, 2:00 PM – 2:30 PM EDT",
    holdMinutes: 60,
    token: "sample-token",
  },
});
