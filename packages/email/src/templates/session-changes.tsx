/** @jsxRuntime automatic @jsxImportSource react */
import { linkTo } from "../env";
import { ActionButton, Heading, Layout, Paragraph } from "../layout";
import { defineTemplate, type EmailAttachment } from "../template";

/**
 * Contract §14 'coach notifications': the coach's notices about one member's sessions go at most
 * once an hour; the changes made meanwhile arrive together in this one message, each with its
 * calendar file.
 */
export interface SessionChangeItem {
  change: "booked" | "moved" | "cancelled";
  sessionId: number;
  title: string;
  /** Day and times in the coach's zone, the zone named. */
  when: string;
  topic: string | null;
  ics: string | null;
}

export interface SessionChangesData {
  /** The member or visitor the changes are about. */
  withName: string;
  changes: SessionChangeItem[];
}

const changeLabel = { booked: "New booking", moved: "Moved", cancelled: "Cancelled" } as const;

const attachments = (data: SessionChangesData): EmailAttachment[] =>
  data.changes.flatMap((item, i) =>
    item.ics
      ? [
          {
            filename: `session-${i + 1}.ics`,
            contentType: `text/calendar; charset=utf-8; method=${item.change === "cancelled" ? "CANCEL" : "REQUEST"}`,
            content: item.ics,
          },
        ]
      : [],
  );

export const sessionChanges = defineTemplate<SessionChangesData>({
  label: "Several session changes by one member, for the coach (at most one an hour)",
  subject: (data) => `${data.changes.length} session changes with ${data.withName}`,
  attachments,
  render: (data, env) => (
    <Layout env={env} preview={`${data.changes.length} session changes with ${data.withName}`}>
      <Heading>{`Session changes with ${data.withName}`}</Heading>
      {data.changes.map((item, i) => (
        <Paragraph key={i}>
          <strong>{changeLabel[item.change]}</strong>: {item.title}, {item.when}
          {item.topic ? ` · Topic: ${item.topic}` : ""}
        </Paragraph>
      ))}
      <Paragraph>The calendar files are attached, in the order of the changes.</Paragraph>
      <ActionButton href={linkTo(env, "/admin/calendar")}>Open the calendar</ActionButton>
    </Layout>
  ),
  sample: {
    withName: "Dana Reyes",
    changes: [
      {
        change: "booked",
        sessionId: 1,
        title: "One-to-one coaching session",
        when: "Wednesday, March 11, 2:00 PM – 3:00 PM EDT",
        topic: "Pricing our managed services",
        ics: null,
      },
      {
        change: "cancelled",
        sessionId: 1,
        title: "One-to-one coaching session",
        when: "Wednesday, March 11, 2:00 PM – 3:00 PM EDT",
        topic: null,
        ics: null,
      },
    ],
  },
});
