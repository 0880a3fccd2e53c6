import { TRPCError } from "@trpc/server";
import { parse } from "csv-parse/sync";
import { and, businesses, eq, scorecardEntries, type Database } from "@scalemsp/db";
import {
  IMPORT_MESSAGES,
  SCORECARD_MESSAGES,
  entriesFromRows,
  type scorecardEntryInput,
  type scorecardImportInput,
  type scorecardMonthInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { FieldErrors, badRequest, forbidden, notFound } from "../../errors";
import { assertNotFuture, entriesOf, upsertEntries } from "./entries";
import { isBusinessOwner, viewerBusiness } from "./read";
import type { ScorecardViewer } from "./viewer";

/** Only the business's owner changes its figures (contract §12). */
function ownedBusiness(viewer: ScorecardViewer) {
  if (!isBusinessOwner(viewer)) throw forbidden(SCORECARD_MESSAGES.ownerOnly);
  return viewerBusiness(viewer);
}

/** `PUT /api/scorecard/{month}`: the month's figures, replacing any stored for it. */
export async function saveEntry(
  db: Database,
  viewer: ScorecardViewer,
  input: z.output<typeof scorecardEntryInput>,
  now: Date,
) {
  const business = ownedBusiness(viewer);
  assertNotFuture(input.month, now);
  const [entry] = await upsertEntries(db, business.id, [input], now);
  return entry!;
}

/** `DELETE /api/scorecard/{month}`: removes a month entered by mistake. */
export async function deleteEntry(
  db: Database,
  viewer: ScorecardViewer,
  input: z.output<typeof scorecardMonthInput>,
  _now: Date,
) {
  const business = ownedBusiness(viewer);
  const deleted = await db
    .delete(scorecardEntries)
    .where(and(eq(scorecardEntries.businessId, business.id), eq(scorecardEntries.month, input.month)))
    .returning({ id: scorecardEntries.id });
  if (deleted.length === 0) throw notFound(SCORECARD_MESSAGES.monthNotFound);
}

/** Spreadsheets save with commas, or with semicolons or tabs in some locales. */
function parseCsv(text: string): string[][] {
  try {
    const rows: string[][] = parse(text, {
      bom: true,
      delimiter: [",", ";", "\t"],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    });
    return rows;
  } catch {
    throw badRequest(IMPORT_MESSAGES.unreadable, "csv");
  }
}

/**
 * `POST /api/scorecard/import`: several months from a CSV file, all or nothing. A month
 * already stored is replaced. With `dryRun` nothing is stored: the answer shows what would be.
 */
export async function importEntries(
  db: Database,
  viewer: ScorecardViewer,
  input: z.output<typeof scorecardImportInput>,
  now: Date,
) {
  const business = ownedBusiness(viewer);
  const result = entriesFromRows(parseCsv(input.csv), now);
  if (result.errors.length > 0) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: result.errors[0]!,
      cause: new FieldErrors({ csv: result.errors.join("\n") }),
    });
  }
  const stored = new Set((await entriesOf(db, business.id)).map((entry) => entry.month));
  const replaced = result.entries.filter((entry) => stored.has(entry.month)).length;
  const entries = input.dryRun
    ? result.entries
    : // One INSERT … ON CONFLICT: every month is written, or none.
      await upsertEntries(db, business.id, result.entries, now);
  return {
    dryRun: input.dryRun,
    entries: [...entries].sort((a, b) => a.month.localeCompare(b.month)),
    added: result.entries.length - replaced,
    replaced,
  };
}

/** `PATCH /api/business {shareScorecardWithTeam}`: the owner opens or closes the figures to the team. */
export async function setScorecardSharing(db: Database, viewer: ScorecardViewer, share: boolean, now: Date) {
  const business = ownedBusiness(viewer);
  await db
    .update(businesses)
    .set({ shareScorecardWithTeam: share, updatedAt: now })
    .where(eq(businesses.id, business.id));
}
