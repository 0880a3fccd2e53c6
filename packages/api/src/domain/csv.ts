/**
 * CSV for spreadsheet programs: RFC 4180 (CRLF rows, fields with a comma, semicolon,
 * quote or line break in double quotes, quotes doubled), and text that a spreadsheet would
 * run as a formula prefixed with a single quote (OWASP "CSV injection").
 */

export type CsvCell = string | number | boolean | Date | null | undefined;

/** Excel, LibreOffice and Google Sheets start a formula with these; tab and CR can hide one. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "string") text = FORMULA_START.test(value) ? `'${value}` : value;
  else text = String(value);
  // ';' too: spreadsheets in many locales split on it, and an unquoted one starts a new cell.
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
