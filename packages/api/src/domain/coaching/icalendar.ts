import ical, { ICalCalendarMethod, ICalEventStatus, type ICalAttendeeData } from "ical-generator";

/**
 * iCalendar files (RFC 5545, with RFC 5546 methods) for a coaching session: one UID per
 * session for its whole life, a SEQUENCE that grows with each change, so a calendar app
 * updates or removes the event it already holds instead of adding another.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  title: string;
  description: string;
  /** The meeting link, when there is one. */
  location: string | null;
  /** A page of the site about the session. */
  url: string | null;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  cancelled: boolean;
}

/** The calendar's PRODID names the brand that sends it. */
const productId = (brand: string) => ({ company: brand, product: "Coaching sessions", language: "EN" });

function addEvent(calendar: ReturnType<typeof ical>, event: CalendarEvent, stamp: Date) {
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp,
    start: event.startsAt,
    end: event.endsAt,
    summary: event.title,
    description: event.description,
    location: event.location,
    url: event.url,
    organizer: { name: event.organizer.name, email: event.organizer.email },
    attendees: event.attendees.map((a): ICalAttendeeData => ({ name: a.name, email: a.email, rsvp: false })),
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** The file an e-mail carries: REQUEST for a booking or change, CANCEL for a cancellation. */
export function invitationFile(event: CalendarEvent, brand: string, now: Date): string {
  const calendar = ical({
    prodId: productId(brand),
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addEvent(calendar, event, now);
  return calendar.toString();
}

/** A subscribed feed (no method: it publishes, it does not invite). */
export function feedFile(brand: string, name: string, events: readonly CalendarEvent[], now: Date): string {
  const calendar = ical({ prodId: productId(brand), name, ttl: 15 * 60 });
  for (const event of events) addEvent(calendar, event, now);
  return calendar.toString();
}
