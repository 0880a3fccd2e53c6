import { z } from "zod";
import { FIGURE_HINTS, MONTHLY_FIGURES, SCORECARD_MESSAGES } from "./figure-labels";
import { type ScorecardEntry, scorecardEntryInput } from "./figures";
import { isFutureMonth, parseMonthText } from "./months";

/** The import file's columns, in the template's order: the month, then contract §13's figures. */
export const SCORECARD_CSV_COLUMNS = ["month", ...MONTHLY_FIGURES] as const;
export type ScorecardCsvColumn = (typeof SCORECARD_CSV_COLUMNS)[number];

export const SCORECARD_CSV_HINTS: Record<ScorecardCsvColumn, string> = {
  month: "The month: 2025-03 (also 2025-03-01, 3/2025, Mar 2025).",
  ...FIGURE_HINTS,
};

/** Rows one file may hold: 50 years of months. */
export const SCORECARD_IMPORT_MAX_ROWS = 600;
/** The file's text, at most this many characters. */
export const SCORECARD_IMPORT_MAX_CHARS = 200_000;
export const SCORECARD_TEMPLATE_FILE_NAME = "scorecard-template.csv";

export const IMPORT_MESSAGES = {
  fileRequired: "Choose a CSV file to import",
  fileTooLarge: `The file may hold at most ${SCORECARD_IMPORT_MAX_CHARS} characters`,
  unreadable: "The file could not be read as CSV",
  noRows: "The file has no rows of figures",
  tooManyRows: `The file may hold at most ${SCORECARD_IMPORT_MAX_ROWS} months`,
  missingColumns: "The file needs a month column and a revenue column",
  unknownColumn: (name: string) => `Unknown column "${name}": use ${SCORECARD_CSV_COLUMNS.join(", ")}`,
  duplicateColumn: (name: string) => `The column "${name}" appears twice`,
  duplicateMonth: (month: string) => `The month ${month} appears twice`,
  row: (row: number, message: string) => `Row ${row}: ${message}`,
} as const;

/** "Recurring Revenue", "recurring_revenue" and "recurringRevenue" name the same column. */
const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");
const COLUMN_BY_KEY = new Map<string, ScorecardCsvColumn>(
  SCORECARD_CSV_COLUMNS.map((column) => [normalize(column), column]),
);

/** The column a header names, or null. A trailing "%" or "($)" in a header is ignored. */
export const csvColumnOf = (header: string): ScorecardCsvColumn | null =>
  COLUMN_BY_KEY.get(normalize(header.replace(/\(\$\)|\(%\)/g, ""))) ??
  COLUMN_BY_KEY.get(`${normalize(header)}pct`) ??
  null;

export const scorecardImportInput = z.object({
  csv: z
    .string({ error: IMPORT_MESSAGES.fileRequired })
    .min(1, { error: IMPORT_MESSAGES.fileRequired })
    .max(SCORECARD_IMPORT_MAX_CHARS, { error: IMPORT_MESSAGES.fileTooLarge }),
  /** Check and show what would be imported, storing nothing. */
  dryRun: z.boolean({ error: "Dry run must be true or false" }).default(false),
});
export type ScorecardImportInput = z.input<typeof scorecardImportInput>;

/**
 * The file `GET /api/scorecard/template.csv` answers: the header row alone, so a template
 * imported unchanged stores nothing; the column list in the docs and the import dialog says
 * what each column takes.
 */
export const scorecardTemplateCsv = (): string => `${SCORECARD_CSV_COLUMNS.join(",")}\r\n`;

export type ImportRowsResult = { entries: ScorecardEntry[]; errors: [] } | { entries: []; errors: string[] };

/** At most this many row errors are reported; the first ones are enough to fix a file. */
const ERRORS_SHOWN = 10;

/**
 * The entries of a parsed file: its first row the headers, each further row a month (blank
 * rows skipped). Every row is checked, months after `now` refused; nothing is returned unless
 * all rows pass.
 */
export function entriesFromRows(rows: readonly (readonly string[])[], now: Date): ImportRowsResult {
  const fail = (...errors: string[]): ImportRowsResult => ({ entries: [], errors });
  const [headers, ...body] = rows;
  if (!headers) return fail(IMPORT_MESSAGES.noRows);
  const columns: (ScorecardCsvColumn | null)[] = [];
  const seen = new Set<ScorecardCsvColumn>();
  for (const header of headers) {
    if (header.trim() === "") {
      columns.push(null);
      continue;
    }
    const column = csvColumnOf(header);
    if (!column) return fail(IMPORT_MESSAGES.unknownColumn(header.trim()));
    if (seen.has(column)) return fail(IMPORT_MESSAGES.duplicateColumn(header.trim()));
    seen.add(column);
    columns.push(column);
  }
  if (!seen.has("month") || !seen.has("revenue")) return fail(IMPORT_MESSAGES.missingColumns);

  const filled = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (filled.length === 0) return fail(IMPORT_MESSAGES.noRows);
  if (filled.length > SCORECARD_IMPORT_MAX_ROWS) return fail(IMPORT_MESSAGES.tooManyRows);

  const entries: ScorecardEntry[] = [];
  const errors: string[] = [];
  const months = new Set<string>();
  for (const { cells, row } of filled) {
    const record: Record<string, string> = {};
    columns.forEach((column, index) => {
      if (column) record[column] = cells[index] ?? "";
    });
    const month = parseMonthText(record.month ?? "");
    const parsed = scorecardEntryInput.safeParse({ ...record, month: month ?? record.month ?? "" });
    if (!parsed.success) {
      errors.push(IMPORT_MESSAGES.row(row, parsed.error.issues[0]?.message ?? "invalid figures"));
    } else if (isFutureMonth(parsed.data.month, now)) {
      errors.push(IMPORT_MESSAGES.row(row, SCORECARD_MESSAGES.monthInFuture));
    } else if (months.has(parsed.data.month)) {
      errors.push(IMPORT_MESSAGES.row(row, IMPORT_MESSAGES.duplicateMonth(parsed.data.month)));
    } else {
      months.add(parsed.data.month);
      entries.push(parsed.data);
    }
    if (errors.length >= ERRORS_SHOWN) break;
  }
  return errors.length > 0 ? fail(...errors) : { entries, errors: [] };
}
