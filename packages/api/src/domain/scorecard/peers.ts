import { and, eq, lt, scorecardPeerDays, type Database } from "@scalemsp/db";
import {
  BANDED_FIGURES,
  addMonths,
  bandedValues,
  deriveFigures,
  peerPercentile,
  type BandedFigure,
  type PeerPercentile,
  type ScorecardEntry,
} from "@scalemsp/validators";
import { activeEntriesOfMonths } from "./entries";

export type Peers = Record<BandedFigure, PeerPercentile | null>;

type PeerDay = typeof scorecardPeerDays.$inferSelect.figures;

const noPeers = (): Peers => Object.fromEntries(BANDED_FIGURES.map((figure) => [figure, null])) as Peers;

/** Every active business's banded figures for `month`, worked out with the same rules as anyone's own. */
async function figuresOfMonth(db: Database, month: string): Promise<PeerDay> {
  // 12-month growth needs each business's month a year earlier too.
  const rows = await activeEntriesOfMonths(db, [month, addMonths(month, -12)]);
  const byBusiness = new Map<number, { paid: boolean; entries: ScorecardEntry[] }>();
  for (const { businessId, planLevel, ...entry } of rows) {
    const business = byBusiness.get(businessId) ?? { paid: planLevel !== "free", entries: [] };
    business.entries.push(entry);
    byBusiness.set(businessId, business);
  }
  const day: PeerDay = {};
  for (const [businessId, { paid, entries }] of byBusiness) {
    const current = entries.find((entry) => entry.month === month);
    const derived = current && deriveFigures(entries, month);
    if (current && derived) day[businessId] = { paid, values: bandedValues(current, derived) };
  }
  return day;
}

/**
 * The figures of `month` as they stood when first read on the UTC day of `now`, kept in the
 * database so every server compares against the same ones all day (contract §14): a change to
 * anyone's figures, one's own included, moves the comparison the next day.
 */
async function peerDayOf(db: Database, month: string, now: Date): Promise<PeerDay> {
  const day = now.toISOString().slice(0, 10);
  const where = and(eq(scorecardPeerDays.month, month), eq(scorecardPeerDays.day, day));
  const [kept] = await db.select({ figures: scorecardPeerDays.figures }).from(scorecardPeerDays).where(where);
  if (kept) return kept.figures;
  const figures = await figuresOfMonth(db, month);
  // Two servers reading first at once: the first row stays, and both answer from it.
  await db.insert(scorecardPeerDays).values({ month, day, figures }).onConflictDoNothing();
  await db
    .delete(scorecardPeerDays)
    .where(and(eq(scorecardPeerDays.month, month), lt(scorecardPeerDays.day, day)));
  const [stored] = await db
    .select({ figures: scorecardPeerDays.figures })
    .from(scorecardPeerDays)
    .where(where);
  return stored?.figures ?? figures;
}

/**
 * Contract §12 and §14: for each banded figure, the business's percentile among the paid
 * businesses that reported it for `month`, only where at least 5 besides it did, as the day's
 * figures stood. Nothing but the rank and the count leaves this function.
 */
export async function peersOf(
  db: Database,
  businessId: number,
  month: string | null,
  now: Date,
): Promise<Peers> {
  const peers = noPeers();
  if (month === null) return peers;
  const day = await peerDayOf(db, month, now);
  const own = day[businessId];
  if (!own) return peers;
  const others = Object.entries(day)
    .filter(([id, business]) => Number(id) !== businessId && business.paid)
    .map(([, business]) => business.values);
  for (const figure of BANDED_FIGURES) {
    const reported = others
      .map((values) => values[figure])
      .filter((value): value is number => typeof value === "number");
    peers[figure] = peerPercentile(own.values[figure] ?? null, reported);
  }
  return peers;
}
