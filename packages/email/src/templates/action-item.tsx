/** @jsxRuntime automatic @jsxImportSource react */
import { linkTo } from "../env";
import { ActionButton, Detail, Heading, Layout, Muted, Paragraph } from "../layout";
import { defineTemplate } from "../template";

/**
 * Contract §15 'action items': the assignee hears of an item given to them (not one they gave
 * themselves), and on the morning of its due date if it is still open. The due date is written
 * when the message is queued, as the reader reads dates.
 */
export interface ActionItemEmailData {
  actionItemId: number;
  title: string;
  details: string | null;
  /** The due date written out ("Friday, March 5, 2027"), or null. */
  due: string | null;
  /** Who assigned it (the assigned message), or null. */
  assignedBy: string | null;
}

const openLink = (env: Parameters<typeof linkTo>[0]) => linkTo(env, "/dashboard");

export const actionItemAssigned = defineTemplate<ActionItemEmailData>({
  label: "Action item assigned",
  subject: (data) => `New action item for you: ${data.title}`,
  render: (data, env) => (
    <Layout env={env} preview={`${data.assignedBy ?? "Your team"} gave you an action item`}>
      <Heading>A new action item for you</Heading>
      <Paragraph>
        {data.assignedBy ?? "Someone on your team"} gave you an action item on {env.brand.product}.
      </Paragraph>
      <Detail label="Action item" value={data.title} />
      {data.due ? <Detail label="Due" value={data.due} /> : null}
      {data.details ? <Paragraph>{data.details}</Paragraph> : null}
      <ActionButton href={openLink(env)}>See your action items</ActionButton>
      <Muted>Tick it off on your dashboard once it is done.</Muted>
    </Layout>
  ),
  sample: {
    actionItemId: 1,
    title: "Raise the managed-services price by 8%",
    details: "Start with the contracts renewing next quarter.",
    due: "Friday, March 5, 2027",
    assignedBy: "Alex Coach",
  },
});

export const actionItemDue = defineTemplate<ActionItemEmailData>({
  label: "Action item due today",
  subject: (data) => `Due today: ${data.title}`,
  render: (data, env) => (
    <Layout env={env} preview={`Your action item is due today`}>
      <Heading>Your action item is due today</Heading>
      <Detail label="Action item" value={data.title} />
      {data.details ? <Paragraph>{data.details}</Paragraph> : null}
      <ActionButton href={openLink(env)}>See your action items</ActionButton>
      <Muted>Already done? Tick it off on your dashboard.</Muted>
    </Layout>
  ),
  sample: {
    actionItemId: 1,
    title: "Raise the managed-services price by 8%",
    details: null,
    due: "Friday, March 5, 2027",
    assignedBy: null,
  },
});
