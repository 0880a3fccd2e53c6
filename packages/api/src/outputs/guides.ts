import { RESOURCE_TYPES } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, timestampOutput } from "./common";

/** Contract §13 'public guides': the free guides, with the files left out while the e-mail gate is on. */
export const guidesOutput = z.object({
  emailGate: z.boolean(),
  guides: z.array(
    z.object({
      id: idOutput,
      title: z.string(),
      description: z.string(),
      type: z.enum(RESOURCE_TYPES),
      categoryName: z.string().nullable(),
      thumbnailUrl: z.string().nullable(),
      fileName: z.string(),
      fileUrl: z.string().nullable(),
    }),
  ),
});

export const guideDownloadOutput = z.object({
  fileUrl: z.string(),
  fileName: z.string(),
  message: z.string(),
});

export const guideLeadOutput = z.object({
  id: idOutput,
  email: z.string(),
  guide: z.string(),
  newsletterConsent: z.boolean(),
  createdAt: timestampOutput,
});
export const guideLeadPageOutput = z.object({ items: z.array(guideLeadOutput), total: z.number().int() });
