/**
 * How a session's time reads, in a given IANA zone with the zone named (contract §10
 * 'time'): the web app passes the viewer's zone, e-mails the recipient's. Intl only, so
 * the same text on the server and in every browser.
 */
import { dateTimeFormat } from "./format";

const format = (iso: string | Date, zone: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat({ timeZone: zone, ...options }).format(new Date(iso));

/** 'Tuesday, December 1' */
export const sessionDay = (iso: string | Date, zone: string) =>
  format(iso, zone, { weekday: "long", month: "long", day: "numeric" });

/** 'Tue, Dec 1' */
export const sessionDayShort = (iso: string | Date, zone: string) =>
  format(iso, zone, { weekday: "short", month: "short", day: "numeric" });

/** '10:00 AM' */
export const sessionClock = (iso: string | Date, zone: string) =>
  format(iso, zone, { hour: "numeric", minute: "2-digit" });

/** The zone's name at that instant: 'Eastern Daylight Time', 'British Summer Time'. */
export function zoneName(iso: string | Date, zone: string): string {
  const part = dateTimeFormat({ timeZone: zone, timeZoneName: "long" })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}

/** The zone's short name: 'EDT', 'GMT+1'. */
export function zoneAbbreviation(iso: string | Date, zone: string): string {
  const part = dateTimeFormat({ timeZone: zone, timeZoneName: "short" })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}

/** 'Tuesday, December 1, 10:00 AM – 11:00 AM EST' */
export const sessionWhen = (startsAt: string | Date, endsAt: string | Date, zone: string) =>
  `${sessionDay(startsAt, zone)}, ${sessionClock(startsAt, zone)} – ${sessionClock(endsAt, zone)} ${zoneAbbreviation(startsAt, zone)}`;

/** The `YYYY-MM-DD` of an instant in a zone, for grouping slots by the viewer's day. */
export const dayKey = (iso: string | Date, zone: string) =>
  format(iso, zone, { year: "numeric", month: "2-digit", day: "2-digit" }).replace(
    /^(\d{2})\/(\d{2})\/(\d{4})$/,
    "$3-$1-$2",
  );

/** The browser's or server's own zone. */
export const localTimeZone = () => dateTimeFormat({}).resolvedOptions().timeZone || "UTC";
