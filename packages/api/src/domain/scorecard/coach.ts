import { asc, businesses, scorecardEntries, type Database } from "@scalemsp/db";
import {
  averageGrowth,
  bandedValues,
  bandsOf,
  deriveFigures,
  firstYearRevenueGrowth,
  growthSinceJoining,
  latestMonth,
  monthOf,
  type ScorecardEntry,
} from "@scalemsp/validators";
import { iso } from "../serialize";
import { readBandSettings, thresholdsOf } from "./band-settings";
import { toEntry } from "./entries";

/**
 * `GET /api/admin/scorecards`: every business with its latest month, derived figures, bands
 * and revenue growth since it joined; and the platform's average revenue growth over clients'
 * first 12 months, computed from the clients who reported the month a year after their start.
 */
export async function listScorecards(db: Database, _now: Date) {
  const [businessRows, entryRows, settings] = await Promise.all([
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        planLevel: businesses.planLevel,
        isActive: businesses.isActive,
        createdAt: businesses.createdAt,
      })
      .from(businesses)
      .orderBy(asc(businesses.name), asc(businesses.id)),
    db.select().from(scorecardEntries).orderBy(asc(scorecardEntries.month)),
    readBandSettings(db),
  ]);
  const thresholds = thresholdsOf(settings);
  const entriesByBusiness = new Map<number, ScorecardEntry[]>();
  for (const row of entryRows) {
    const list = entriesByBusiness.get(row.businessId) ?? [];
    list.push(toEntry(row));
    entriesByBusiness.set(row.businessId, list);
  }

  const firstYearGrowths: (number | null)[] = [];
  const rows = businessRows.map((business) => {
    const entries = entriesByBusiness.get(business.id) ?? [];
    const joinedMonth = monthOf(business.createdAt);
    const month = latestMonth(entries);
    const latest = entries.find((entry) => entry.month === month) ?? null;
    const derived = latest ? deriveFigures(entries) : null;
    if (entries.length > 0) firstYearGrowths.push(firstYearRevenueGrowth(entries, joinedMonth));
    return {
      businessId: business.id,
      name: business.name,
      planLevel: business.planLevel,
      isActive: business.isActive,
      joinedAt: iso(business.createdAt),
      monthsReported: entries.length,
      latest,
      derived,
      bands: latest && derived ? bandsOf(bandedValues(latest, derived), thresholds) : null,
      growthSinceJoining: growthSinceJoining(entries, joinedMonth),
    };
  });
  return { businesses: rows, firstYearRevenueGrowth: averageGrowth(firstYearGrowths) };
}
