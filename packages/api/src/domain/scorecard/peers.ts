import type { Database } from "@scalemsp/db";
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

const noPeers = (): Peers => Object.fromEntries(BANDED_FIGURES.map((figure) => [figure, null])) as Peers;

/**
 * Contract §12: for each banded figure, the business's percentile among the active businesses
 * that reported it for `month`, only where at least 5 did (the business's own included). Every
 * business's banded figures are worked out with the same rules as its own; nothing but the
 * rank and the count leaves this function.
 */
export async function peersOf(db: Database, businessId: number, month: string | null): Promise<Peers> {
  const peers = noPeers();
  if (month === null) return peers;
  // 12-month growth needs each business's month a year earlier too.
  const rows = await activeEntriesOfMonths(db, [month, addMonths(month, -12)]);
  const byBusiness = new Map<number, ScorecardEntry[]>();
  for (const { businessId: id, ...entry } of rows) {
    const list = byBusiness.get(id) ?? [];
    list.push(entry);
    byBusiness.set(id, list);
  }
  const ownEntries = byBusiness.get(businessId);
  const own = ownEntries?.find((entry) => entry.month === month);
  if (!ownEntries || !own) return peers;
  const valuesOf = (entries: ScorecardEntry[]) => {
    const current = entries.find((entry) => entry.month === month);
    const derived = current && deriveFigures(entries, month);
    return current && derived ? bandedValues(current, derived) : null;
  };
  const ownValues = valuesOf(ownEntries)!;
  const all = [...byBusiness.values()].map(valuesOf).filter((values) => values !== null);
  for (const figure of BANDED_FIGURES) {
    const reported = all.map((values) => values[figure]).filter((value): value is number => value !== null);
    peers[figure] = peerPercentile(ownValues[figure], reported);
  }
  return peers;
}
