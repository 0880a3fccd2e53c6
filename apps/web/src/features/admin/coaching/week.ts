import { dayKey } from "@scalemsp/validators";

const DAY = 86_400_000;

/** The Monday 00:00 (in `timeZone`) of the week holding `instant`, `offset` weeks on, and its seven day keys. */
export function weekOf(instant: number, timeZone: string, offset: number) {
  // Walk back to the local Monday by day keys, so the week is the viewer's, not UTC's.
  let probe = instant + offset * 7 * DAY;
  for (let i = 0; i < 7; i++) {
    const weekday = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" }).format(new Date(probe));
    if (weekday === "Mon") break;
    probe -= DAY;
  }
  const days = Array.from({ length: 7 }, (_, i) => dayKey(new Date(probe + i * DAY), timeZone));
  // The range asked of the server: a day of margin each side covers any zone offset.
  return {
    days,
    from: new Date(probe - DAY).toISOString(),
    to: new Date(probe + 8 * DAY).toISOString(),
  };
}
