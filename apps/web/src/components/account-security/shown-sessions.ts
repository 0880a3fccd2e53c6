/** Sessions listed before 'Show all': a phone's screen, not a page of every browser ever used. */
export const SESSIONS_SHOWN = 5;

/**
 * The sessions the card lists: all of them when asked, else this browser's and the most recently
 * seen others (the list comes newest first), `SESSIONS_SHOWN` in all; `hidden` counts the rest.
 */
export function shownSessions<T extends { current: boolean }>(
  sessions: readonly T[],
  all: boolean,
): { shown: T[]; hidden: number } {
  const ordered = [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
  const shown = all ? ordered : ordered.slice(0, SESSIONS_SHOWN);
  return { shown, hidden: ordered.length - shown.length };
}
