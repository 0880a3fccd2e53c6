// How the bench writes its figures: Markdown tables, and targets as met / MISSED.

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
