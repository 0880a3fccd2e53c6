import { eq, inArray, modules, scorecardBands, sql, type Database } from "@scalemsp/db";
import {
  BANDED_FIGURES,
  BAND_DIRECTIONS,
  BAND_MESSAGES,
  DEFAULT_BAND_THRESHOLDS,
  type BandThresholds,
  type BandedFigure,
  type bandSettingsInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest } from "../../errors";
import { preparedStatement } from "../prepared";

export interface BandSetting {
  figure: BandedFigure;
  direction: "higher" | "lower";
  healthyFrom: number;
  topQuartileFrom: number;
  defaults: { healthyFrom: number; topQuartileFrom: number };
  /** The course that addresses the figure, when the admin linked one. */
  course: { id: number; title: string; isActive: boolean } | null;
}

const isBandedFigure = (figure: string): figure is BandedFigure =>
  (BANDED_FIGURES as readonly string[]).includes(figure);

const bandsStatement = preparedStatement((db, _variant: "all") =>
  db
    .select({
      figure: scorecardBands.figure,
      healthyFrom: scorecardBands.healthyFrom,
      topQuartileFrom: scorecardBands.topQuartileFrom,
      moduleId: modules.id,
      moduleTitle: modules.title,
      moduleIsActive: modules.isActive,
    })
    .from(scorecardBands)
    .leftJoin(modules, eq(modules.id, scorecardBands.moduleId))
    .prepare("scorecard_bands"),
);

/** Each banded figure's thresholds (the admin's, else the defaults) and linked course. */
export async function readBandSettings(db: Database): Promise<BandSetting[]> {
  const rows = await bandsStatement(db, "all").execute();
  const stored = new Map(rows.filter((row) => isBandedFigure(row.figure)).map((row) => [row.figure, row]));
  return BANDED_FIGURES.map((figure) => {
    const row = stored.get(figure);
    const defaults = DEFAULT_BAND_THRESHOLDS[figure];
    return {
      figure,
      direction: BAND_DIRECTIONS[figure],
      healthyFrom: row?.healthyFrom ?? defaults.healthyFrom,
      topQuartileFrom: row?.topQuartileFrom ?? defaults.topQuartileFrom,
      defaults: { ...defaults },
      course:
        row?.moduleId != null
          ? { id: row.moduleId, title: row.moduleTitle ?? "", isActive: row.moduleIsActive ?? false }
          : null,
    };
  });
}

export const thresholdsOf = (settings: readonly BandSetting[]): BandThresholds =>
  Object.fromEntries(
    settings.map((setting) => [
      setting.figure,
      { healthyFrom: setting.healthyFrom, topQuartileFrom: setting.topQuartileFrom },
    ]),
  ) as BandThresholds;

type BandSettingsData = z.output<typeof bandSettingsInput>;

/** `PUT /api/admin/scorecard-bands`: the figures sent are written; the others keep theirs. */
export async function saveBandSettings(db: Database, input: BandSettingsData, now: Date) {
  const moduleIds = [
    ...new Set(input.bands.flatMap((band) => (band.moduleId === null ? [] : [band.moduleId]))),
  ];
  if (moduleIds.length > 0) {
    const found = await db.select({ id: modules.id }).from(modules).where(inArray(modules.id, moduleIds));
    if (found.length !== moduleIds.length) throw badRequest(BAND_MESSAGES.courseInvalid, "bands");
  }
  if (input.bands.length > 0) {
    await db
      .insert(scorecardBands)
      .values(input.bands.map((band) => ({ ...band, updatedAt: now })))
      .onConflictDoUpdate({
        target: scorecardBands.figure,
        set: {
          healthyFrom: sql`excluded.healthy_from`,
          topQuartileFrom: sql`excluded.top_quartile_from`,
          moduleId: sql`excluded.module_id`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  return readBandSettings(db);
}
