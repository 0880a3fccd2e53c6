// `pnpm bench --forks N`: the bench run N times, each in a fresh process, and each layer's share
// of the bare route judged on the median of the forks. V8 decides afresh in every process what
// to inline and optimise, and the server's code and the bare route's share a process: between
// two processes of the same code a ratio moves by several points, more than within one run
// (docs/benchmarks.md). Several forks are the remedy JMH applies to the JVM's JIT for the same reason.
import { markdownTable, pctTenths, verdict } from "./report-format.mjs";

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One table over every fork's results (each the `--json` file of one run: `{ layers }`, its
 * `LayerResult`s in forks.d.mts, the targets as the run judged them): per backend, endpoint and full-stack layer its share of bare in each fork and their
 * median, judged against its target, and its paced p99s. Returns the table and how many layers
 * missed their share on the median.
 */
export function summarizeForks(forks) {
  const keys = [];
  const byKey = new Map();
  for (const fork of forks) {
    for (const entry of fork.layers) {
      if (entry.layer === "bare") continue;
      const key = `${entry.backend}|${entry.endpoint}|${entry.layer}`;
      if (!byKey.has(key)) {
        byKey.set(key, { ...entry, ratios: [], p99s: [] });
        keys.push(key);
      }
      const row = byKey.get(key);
      if (entry.ofBare !== undefined) row.ratios.push(entry.ofBare);
      if (entry.paced) row.p99s.push(entry.paced);
    }
  }
  let misses = 0;
  const rows = keys.map((key) => {
    const row = byKey.get(key);
    const middle = median(row.ratios);
    const met = middle !== undefined && middle >= row.target;
    if (!met) misses++;
    const p99Misses = row.p99s.filter((paced) => !paced.met).length;
    return [
      row.backend,
      row.endpoint,
      row.layer,
      row.ratios.map(pctTenths).join(", "),
      pctTenths(middle),
      `${verdict(met)} (≥ ${Math.round(row.target * 100)}%)`,
      row.p99s.length === 0
        ? ""
        : `${row.p99s.map((paced) => paced.p99.toFixed(1)).join(", ")} (${p99Misses} of ${row.p99s.length} over ${row.p99Target} ms)`,
    ];
  });
  const header = [
    "database",
    "endpoint",
    "layer",
    "of bare in each fork",
    "median",
    "target",
    "paced p99 ms in each fork",
  ];
  return { table: markdownTable(header, rows), misses };
}
