import { PLAN_LEVELS, RESOURCE_TYPES } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, nullableText, timestampOutput } from "./common";

const resourceFields = {
  id: idOutput,
  title: z.string(),
  description: z.string(),
  type: z.enum(RESOURCE_TYPES),
  accessLevel: z.enum(PLAN_LEVELS),
  featured: z.boolean(),
  thumbnailUrl: nullableText,
  fileName: z.string(),
  downloadCount: z.number().int().nonnegative(),
  categoryId: idOutput.nullable(),
  categoryName: nullableText,
  createdAt: timestampOutput,
  updatedAt: timestampOutput,
};

/** A member's view: a resource above their plan comes locked and without its file URL. */
export const resourceItemOutput = z.object({
  ...resourceFields,
  fileUrl: nullableText,
  locked: z.boolean(),
});

/** Every field, as the admin screens edit it. */
export const adminResourceOutput = z.object({
  ...resourceFields,
  fileUrl: z.string(),
  isActive: z.boolean(),
});

export const downloadOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  fileUrl: z.string(),
  fileName: z.string(),
});

export const categoryOutput = z.object({
  id: idOutput,
  name: z.string(),
  resourceCount: z.number().int().nonnegative(),
  createdAt: timestampOutput,
});

/** `POST /api/admin/uploads`: where the stored file is served, and its name. */
export const uploadOutput = z.object({ fileUrl: z.string(), fileName: z.string() });
