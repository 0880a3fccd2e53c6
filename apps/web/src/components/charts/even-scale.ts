/** The steps an axis may count in, per power of ten: labels a reader can add up at a glance. */
const ROUND_STEPS = [1, 2, 2.5, 5, 10];

/**
 * An axis from `low` to `high` in even, round steps (about `count` of them), for a chart whose
 * bounds are data rather than round numbers; never below zero when `low` is not.
 */
export function evenScale(
  low: number,
  high: number,
  count = 4,
): { domain: [number, number]; ticks: number[] } {
  const span = high - low || Math.abs(high) || 1;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = (ROUND_STEPS.find((round) => raw <= round * magnitude) ?? 10) * magnitude;
  const start = Math.floor(low / step) * step;
  const from = low >= 0 ? Math.max(0, start) : start;
  const to = Math.max(Math.ceil(high / step) * step, from + step);
  const ticks: number[] = [];
  // Rounded to the step's own decimals, so 0.1 + 0.2 labels as 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let tick = from; tick <= to + step / 2; tick += step) ticks.push(Number(tick.toFixed(decimals)));
  return { domain: [ticks[0]!, ticks.at(-1)!], ticks };
}
