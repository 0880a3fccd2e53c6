/** @jsxRuntime automatic @jsxImportSource react */
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Fragment } from "react";
import { linkTo } from "../env";
import { ActionButton, COLORS, Heading, Layout, Muted, Paragraph } from "../layout";
import { strangerGreeting } from "../stranger-text";
import { defineTemplate } from "../template";

/**
 * Contract §15 'weekly check-in': the Friday reminder to an owner who has not checked in, and
 * the coach's comment on a check-in, to the owner and the check-in's author. Both readers are
 * the business's own people; the week is written when the message is queued.
 */
export interface CheckInReminderData {
  firstName: string;
  /** `2027-W05`. */
  week: string;
  /** "March 1": the week's Monday, as the reader reads dates. */
  weekOf: string;
}

export interface CheckInCommentData {
  firstName: string;
  week: string;
  weekOf: string;
  /** The coach who wrote the comment. */
  coachName: string;
  comment: string;
}

/** The coach's words as they wrote them: one paragraph per block, line breaks kept. */
function Quoted({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim() !== "");
  return (
    <Section style={{ borderLeft: `3px solid ${COLORS.primary}`, margin: "0 0 20px", padding: "0 0 0 14px" }}>
      {blocks.map((block, i) => (
        <Text key={i} style={{ color: COLORS.text, fontSize: 15, lineHeight: "24px", margin: "0 0 12px" }}>
          {block.split("\n").map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </Section>
  );
}

export const checkInReminder = defineTemplate<CheckInReminderData>({
  label: "Weekly check-in reminder",
  subject: (data) => `Your weekly check-in for the week of ${data.weekOf}`,
  render: (data, env) => (
    <Layout env={env} preview="Wins, blockers, next week's focus: one minute">
      <Heading>Time for your weekly check-in</Heading>
      <Paragraph>
        {strangerGreeting(data.firstName)} your check-in for the week of {data.weekOf} is still open. It takes
        a minute: your wins, what is in the way, next week&apos;s focus, and how sure you are of each goal
        this quarter. Your coach reads it before your next session.
      </Paragraph>
      <ActionButton href={linkTo(env, "/dashboard")}>Check in now</ActionButton>
      <Muted>The check-in stays open until the end of Sunday.</Muted>
    </Layout>
  ),
  sample: { firstName: "Dana", week: "2027-W09", weekOf: "March 1" },
});

export const checkInComment = defineTemplate<CheckInCommentData>({
  label: "Coach's comment on a weekly check-in",
  subject: (data) => `${data.coachName} commented on your check-in for the week of ${data.weekOf}`,
  render: (data, env) => (
    <Layout env={env} preview={data.comment.slice(0, 120)}>
      <Heading>Your coach commented on your check-in</Heading>
      <Paragraph>
        {strangerGreeting(data.firstName)} {data.coachName} read the check-in for the week of {data.weekOf}{" "}
        and wrote:
      </Paragraph>
      <Quoted text={data.comment} />
      <ActionButton href={linkTo(env, "/dashboard")}>Open your dashboard</ActionButton>
    </Layout>
  ),
  sample: {
    firstName: "Dana",
    week: "2027-W09",
    weekOf: "March 1",
    coachName: "Alex Morgan",
    comment: "Great progress on the recurring revenue.\nLet's look at the hiring blocker on Tuesday.",
  },
});
