import { businesses, eq, type Database } from "@scalemsp/db";
import {
  BANDED_FIGURES,
  DERIVED_FIGURES,
  MESSAGES,
  SCORECARD_MESSAGES,
  bandedValues,
  bandsOf,
  deriveFigures,
  latestMonth,
  scorecardRefusal,
  weakestFigure,
  type Band,
  type BandedFigure,
  type DerivedFigures,
} from "@scalemsp/validators";
import { forbidden, notFound } from "../../errors";
import { readBandSettings, thresholdsOf } from "./band-settings";
import { entriesOf } from "./entries";
import { peersOf } from "./peers";
import type { ScorecardViewer } from "./viewer";

const noDerived = (): DerivedFigures =>
  Object.fromEntries(DERIVED_FIGURES.map((figure) => [figure, null])) as DerivedFigures;

export interface NextCourse {
  figure: BandedFigure;
  band: Band;
  moduleId: number;
  title: string;
}

/**
 * Contract §13's scorecard answer for one business: every month, the latest month's derived
 * figures, bands and peer percentiles, each banded figure's thresholds, and the course that
 * addresses the weakest band (when the admin linked an active one).
 */
export async function scorecardOfBusiness(
  db: Database,
  business: { id: number; shareScorecardWithTeam: boolean },
  access: { canEdit: boolean },
  now: Date,
) {
  const [entries, settings] = await Promise.all([entriesOf(db, business.id), readBandSettings(db)]);
  const thresholds = thresholdsOf(settings);
  const month = latestMonth(entries);
  const latest = entries.find((entry) => entry.month === month);
  const derived = deriveFigures(entries) ?? noDerived();
  const values = latest ? bandedValues(latest, derived) : null;
  const bands = values
    ? bandsOf(values, thresholds)
    : (Object.fromEntries(BANDED_FIGURES.map((figure) => [figure, null])) as ReturnType<typeof bandsOf>);
  const weakest = values ? weakestFigure(values, thresholds) : null;
  const course = weakest ? settings.find((setting) => setting.figure === weakest)?.course : null;
  const nextCourse: NextCourse | null =
    weakest && course?.isActive
      ? { figure: weakest, band: bands[weakest]!, moduleId: course.id, title: course.title }
      : null;
  return {
    entries,
    latestMonth: month,
    derived,
    bands,
    peers: await peersOf(db, business.id, month, now),
    thresholds: Object.fromEntries(
      settings.map((setting) => [
        setting.figure,
        {
          healthyFrom: setting.healthyFrom,
          topQuartileFrom: setting.topQuartileFrom,
          direction: setting.direction,
        },
      ]),
    ) as Record<
      BandedFigure,
      { healthyFrom: number; topQuartileFrom: number; direction: "higher" | "lower" }
    >,
    weakestFigure: weakest,
    nextCourse,
    shared: business.shareScorecardWithTeam,
    canEdit: access.canEdit,
  };
}
export type ScorecardAnswer = Awaited<ReturnType<typeof scorecardOfBusiness>>;

/** The viewer's business, or 403 when the viewer has none. */
export function viewerBusiness(viewer: ScorecardViewer) {
  if (!viewer.business) throw forbidden(SCORECARD_MESSAGES.noBusiness);
  return viewer.business;
}

export const isBusinessOwner = (viewer: ScorecardViewer) => viewer.isOwner;

/**
 * `GET /api/scorecard`: the owner reads; the business's members read only while the owner
 * shares the scorecard with the team (contract §12).
 */
export async function readScorecard(db: Database, viewer: ScorecardViewer, now: Date) {
  const refusal = scorecardRefusal(viewer);
  if (refusal) throw forbidden(refusal);
  return scorecardOfBusiness(db, viewerBusiness(viewer), { canEdit: isBusinessOwner(viewer) }, now);
}

/** `GET /api/admin/businesses/{id}/scorecard`: any business's history, for the coach. */
export async function readBusinessScorecard(db: Database, businessId: number, now: Date) {
  const [business] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      shareScorecardWithTeam: businesses.shareScorecardWithTeam,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw notFound(MESSAGES.businessNotFound);
  return {
    business: { id: business.id, name: business.name },
    ...(await scorecardOfBusiness(db, business, { canEdit: false }, now)),
  };
}
