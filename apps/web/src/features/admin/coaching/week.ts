import { dayKey } from "@scalemsp/validators";
import { addDays, instantsAround, isoWeekday } from "./calendar-dates";

/** The seven day keys (Monday first, in `timeZone`) of the week holding `instant`, `offset` weeks on. */
export function weekOf(instant: number, timeZone: string, offset: number) {
  // The viewer's date of the instant, then whole calendar days: never 24-hour steps (decision 063).
  const today = dayKey(new Date(instant), timeZone);
  const monday = addDays(today, 1 - isoWeekday(today) + 7 * offset);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  // The range asked of the server: every session of those local days, with a margin.
  return { days, ...instantsAround(monday, addDays(monday, 7)) };
}
