/**
 * Spec §9: under 60 minutes shows minutes ("45 min"); otherwise hours and minutes ("1h 30m",
 * "2h 0m"). Negative or fractional input (bad data) is read as whole minutes from 0.
 */
export function formatDuration(minutes: number): string {
  const whole = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}
