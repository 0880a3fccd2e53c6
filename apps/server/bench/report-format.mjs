// How the bench writes its figures: Markdown tables, shares as percentages, targets as
// met / MISSED. One module for the bench's run (run.ts) and its summary across forks (forks.mjs).

/** A share as a whole percentage; nothing for a share there is none of. */
export const pct = (value) => (value === undefined ? "" : `${Math.round(value * 100)}%`);

/**
 * A share to a tenth of a percent: for every share printed beside a target's verdict, which a
 * whole percentage could round onto the target (84.6 % is not 85 %).
 */
export const pctTenths = (value) => (value === undefined ? "" : `${(value * 100).toFixed(1)}%`);

/** A target's verdict, in capitals when missed so that it stands out in a table. */
export const verdict = (met) => (met ? "met" : "MISSED");

/** A Markdown table, each column as wide as its widest cell, right-aligned where asked. */
export function markdownTable(header, rows, rightAligned = []) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (rightAligned[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (rightAligned[i] ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}
