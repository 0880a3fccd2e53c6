/** @jsxRuntime automatic @jsxImportSource react */
import { linkTo, type EmailEnv } from "../env";
import { ActionButton, Heading, Layout, Muted, Paragraph, TextLink } from "../layout";
import { defineTemplate, type EmailAttachment } from "../template";

/**
 * Contract §10 and §13: a session's booking, change, cancellation and reminder. Times are
 * written when the message is queued, in the reader's zone; the calendar file travels in the
 * data, made by the coaching domain with the session's one UID.
 */
export interface SessionEmailData {
  sessionId: number;
  /** The attendee (member or visitor) or the coach. */
  audience: "attendee" | "coach";
  title: string;
  /** Day and times in the reader's zone, the zone named. */
  when: string;
  /** The other side: the coach's name for the attendee, the attendee's for the coach. */
  withName: string;
  topic: string | null;
  /** The signed reschedule-and-cancel token (attendees of one-to-one and strategy sessions). */
  manageToken: string | null;
  meetingUrl: string | null;
  /** The iCalendar file: METHOD REQUEST, or CANCEL for a cancellation; null for reminders. */
  ics: string | null;
  /** A reminder's lead time in hours (contract §13: 24 and 1); absent reads as 24. */
  leadHours?: number;
}

/** "Tomorrow" for the day-before reminder, "In 1 hour" for the last one. */
const reminderLead = (data: SessionEmailData) =>
  (data.leadHours ?? 24) >= 24
    ? "Tomorrow"
    : `In ${data.leadHours} ${data.leadHours === 1 ? "hour" : "hours"}`;

export interface SessionChangeData extends SessionEmailData {
  /** `scheduled`: the coach put a group session in the calendar (the coach's copy). */
  change: "booked" | "moved" | "scheduled";
}

const changeSubject = { booked: "New booking", moved: "Moved", scheduled: "Scheduled" } as const;
const changeHeading = {
  booked: "Your session is booked",
  moved: "Your session has a new time",
  scheduled: "Your group session is scheduled",
} as const;

const icsAttachment = (data: SessionEmailData, cancelled: boolean): EmailAttachment[] =>
  data.ics
    ? [
        {
          filename: "session.ics",
          contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
          content: data.ics,
        },
      ]
    : [];

const manageLink = (env: EmailEnv, data: SessionEmailData) =>
  data.manageToken ? linkTo(env, `/booking?token=${encodeURIComponent(data.manageToken)}`) : null;

function ManageLinks({ env, data }: { env: EmailEnv; data: SessionEmailData }) {
  const link = manageLink(env, data);
  if (data.audience === "coach")
    return <ActionButton href={linkTo(env, "/admin/calendar")}>Open the calendar</ActionButton>;
  if (!link) return null;
  return (
    <>
      <ActionButton href={link}>Reschedule or cancel</ActionButton>
      <Muted>
        No sign-in needed. A one-to-one cancelled 24 hours or more ahead gives your month&apos;s session back.
      </Muted>
    </>
  );
}

function Details({ data }: { data: SessionEmailData }) {
  return (
    <>
      <Paragraph>
        <strong>{data.when}</strong>
      </Paragraph>
      <Paragraph>
        {data.audience === "coach" ? "With" : "Your coach"}: {data.withName}
        {data.topic ? ` · Topic: ${data.topic}` : ""}
      </Paragraph>
    </>
  );
}

const sample: SessionChangeData = {
  sessionId: 1,
  audience: "attendee",
  change: "booked",
  title: "One-to-one coaching session",
  when: "Wednesday, March 11, 2:00 PM – 3:00 PM EDT",
  withName: "Alex Morgan",
  topic: "Pricing our managed services",
  manageToken: "sample-token",
  meetingUrl: null,
  ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
};

export const sessionBooked = defineTemplate<SessionChangeData>({
  label: "Session booked or moved (with a calendar invitation)",
  subject: (data) =>
    data.audience === "coach"
      ? `${changeSubject[data.change]}: ${data.title} with ${data.withName}, ${data.when}`
      : `${data.change === "moved" ? "New time" : "Booked"}: ${data.title}, ${data.when}`,
  attachments: (data) => icsAttachment(data, false),
  render: (data, env) => (
    <Layout env={env} preview={`${data.title}, ${data.when}`}>
      <Heading>{changeHeading[data.change]}</Heading>
      <Details data={data} />
      <Paragraph>
        The calendar invitation is attached: open it to add the session to your calendar. The meeting link
        comes in the reminder the day before.
      </Paragraph>
      <ManageLinks env={env} data={data} />
    </Layout>
  ),
  sample,
});

export const sessionCancelled = defineTemplate<SessionEmailData>({
  label: "Session cancelled (removes it from the calendar)",
  subject: (data) => `Cancelled: ${data.title}, ${data.when}`,
  attachments: (data) => icsAttachment(data, true),
  render: (data, env) => (
    <Layout env={env} preview={`Cancelled: ${data.title}, ${data.when}`}>
      <Heading>This session is cancelled</Heading>
      <Details data={data} />
      <Paragraph>The attached file removes it from your calendar.</Paragraph>
      {data.audience === "coach" ? (
        <ActionButton href={linkTo(env, "/admin/calendar")}>Open the calendar</ActionButton>
      ) : (
        <Paragraph>
          Book a new time whenever it suits you:{" "}
          <TextLink href={linkTo(env, "/sessions")}>your sessions</TextLink> for members, or{" "}
          <TextLink href={linkTo(env, "/contact")}>the contact page</TextLink> for a free strategy session.
        </Paragraph>
      )}
    </Layout>
  ),
  sample: { ...sample, ics: sample.ics },
});

export const sessionReminder = defineTemplate<SessionEmailData>({
  label: "Session reminder, 24 hours and 1 hour before",
  subject: (data) => `${reminderLead(data)}: ${data.title}, ${data.when}`,
  render: (data, env) => (
    <Layout env={env} preview={`${reminderLead(data)}: ${data.title}, ${data.when}`}>
      <Heading>{`Your session starts ${reminderLead(data).toLowerCase()}`}</Heading>
      <Details data={data} />
      {data.meetingUrl ? (
        <ActionButton href={data.meetingUrl}>Join the session</ActionButton>
      ) : (
        <Paragraph>Your coach will send the meeting link.</Paragraph>
      )}
      {manageLink(env, data) ? (
        <Muted>
          Need another time? <TextLink href={manageLink(env, data)!}>Reschedule or cancel</TextLink>.
        </Muted>
      ) : null}
    </Layout>
  ),
  sample: { ...sample, ics: null, meetingUrl: "https://meet.example/alex" },
});
