import { z } from "zod";
import { BANDED_FIGURES, BAND_MESSAGES, thresholdOrderIssue } from "./bands";

// Apart from the bands' labels and rules: a page that only shows bands does not load zod.

const thresholdNumber = z
  .number({ error: BAND_MESSAGES.thresholdInvalid })
  .refine(Number.isFinite, { error: BAND_MESSAGES.thresholdInvalid })
  .refine((n) => Math.abs(n) <= 1_000_000_000, { error: BAND_MESSAGES.thresholdInvalid });

const MAX_ID = 2_147_483_647;

const bandSettingInput = z
  .object({
    figure: z.enum(BANDED_FIGURES, { error: BAND_MESSAGES.figureInvalid }),
    healthyFrom: thresholdNumber,
    topQuartileFrom: thresholdNumber,
    /** The course that addresses this figure; null for none. */
    moduleId: z
      .number({ error: BAND_MESSAGES.courseInvalid })
      .int({ error: BAND_MESSAGES.courseInvalid })
      .positive({ error: BAND_MESSAGES.courseInvalid })
      .max(MAX_ID, { error: BAND_MESSAGES.courseInvalid })
      .nullable(),
  })
  .superRefine((setting, ctx) => {
    const issue = thresholdOrderIssue(setting.figure, setting);
    if (issue) ctx.addIssue({ code: "custom", path: ["topQuartileFrom"], message: issue });
  });

/** `PUT /api/admin/scorecard-bands`: any of the banded figures, each once. */
export const bandSettingsInput = z.object({
  bands: z
    .array(bandSettingInput, { error: BAND_MESSAGES.figureInvalid })
    .max(BANDED_FIGURES.length, { error: BAND_MESSAGES.duplicateFigure })
    .refine((bands) => new Set(bands.map((band) => band.figure)).size === bands.length, {
      error: BAND_MESSAGES.duplicateFigure,
    }),
});
export type BandSettingsInput = z.input<typeof bandSettingsInput>;
