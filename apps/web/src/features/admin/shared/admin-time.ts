import { formatDate, formatTime, zoneAbbreviation } from "@scalemsp/validators";
import { useViewerTimeZone } from "../../../session/time-zone";

/**
 * A moment as the admin's screens write it: date, time and the zone it is in ("Dec 5, 2026
 * 3:05 PM EST"), in the coach's own time zone as the calendar shows times.
 */
export function useAdminWhen(): (iso: string) => string {
  const timeZone = useViewerTimeZone();
  return (iso) =>
    `${formatDate(iso, { timeZone })} ${formatTime(iso, { timeZone })} ${zoneAbbreviation(iso, timeZone)}`;
}
