import { getTableColumns } from "drizzle-orm";
import { and, asc, businesses, eq, inArray, scorecardEntries, sql, type Database } from "@scalemsp/db";
import {
  MONTHLY_FIGURES,
  SCORECARD_MESSAGES,
  isFutureMonth,
  type ScorecardEntry,
} from "@scalemsp/validators";
import { badRequest } from "../../errors";
import { preparedStatement } from "../prepared";

type EntryRow = typeof scorecardEntries.$inferSelect;

const columns = getTableColumns(scorecardEntries);
/** `excluded.<column>`: the value the conflicting insert carried. */
const excludedColumn = (field: keyof typeof columns) => sql.raw(`excluded.${columns[field].name}`);

/** A stored row as the answer shows it: the month and its figures, nothing else. */
export const toEntry = (row: EntryRow): ScorecardEntry => ({
  month: row.month,
  revenue: row.revenue,
  recurringRevenue: row.recurringRevenue,
  grossMarginPct: row.grossMarginPct,
  netProfitPct: row.netProfitPct,
  clients: row.clients,
  endpoints: row.endpoints,
  employees: row.employees,
  technicians: row.technicians,
  tickets: row.tickets,
  csatPct: row.csatPct,
});

const figuresOf = (entry: ScorecardEntry) =>
  Object.fromEntries(MONTHLY_FIGURES.map((figure) => [figure, entry[figure]])) as Omit<
    ScorecardEntry,
    "month"
  >;

const entriesStatement = preparedStatement((db, _variant: "of-business") =>
  db
    .select()
    .from(scorecardEntries)
    .where(eq(scorecardEntries.businessId, sql.placeholder("businessId")))
    .orderBy(asc(scorecardEntries.month))
    .prepare("scorecard_entries_of_business"),
);

/** A business's months, oldest first. */
export async function entriesOf(db: Database, businessId: number): Promise<ScorecardEntry[]> {
  const rows = await entriesStatement(db, "of-business").execute({ businessId });
  return rows.map(toEntry);
}

/** Every entry of the active businesses for the given months, with each one's plan, for peer comparison. */
export async function activeEntriesOfMonths(db: Database, months: readonly string[]) {
  const rows = await db
    .select({ entry: scorecardEntries, planLevel: businesses.planLevel })
    .from(scorecardEntries)
    .innerJoin(businesses, eq(businesses.id, scorecardEntries.businessId))
    .where(and(inArray(scorecardEntries.month, [...months]), eq(businesses.isActive, true)));
  return rows.map(({ entry, planLevel }) => ({ businessId: entry.businessId, planLevel, ...toEntry(entry) }));
}

export const assertNotFuture = (month: string, now: Date) => {
  if (isFutureMonth(month, now)) throw badRequest(SCORECARD_MESSAGES.monthInFuture, "month");
};

/** Writes one month, replacing whatever was stored for it: one statement, safe when two saves race. */
export async function upsertEntries(
  db: Database,
  businessId: number,
  entries: readonly ScorecardEntry[],
  now: Date,
) {
  if (entries.length === 0) return [];
  const rows = await db
    .insert(scorecardEntries)
    .values(entries.map((entry) => ({ businessId, month: entry.month, ...figuresOf(entry), updatedAt: now })))
    .onConflictDoUpdate({
      target: [scorecardEntries.businessId, scorecardEntries.month],
      set: Object.fromEntries(
        [...MONTHLY_FIGURES, "updatedAt" as const].map((field) => [field, excludedColumn(field)]),
      ),
    })
    .returning();
  return rows.map(toEntry);
}
