import { z } from "zod";
import { singleLine } from "./text";
import {
  CATEGORY_NAME_MAX,
  PLAN_LEVELS,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_FILE_NAME_MAX,
  RESOURCE_TITLE_MAX,
  RESOURCE_TYPES,
  RESOURCE_URL_MAX,
} from "./constants";
import { idSchema } from "./ids";
import { ADMIN_RESOURCE_MESSAGES } from "./admin-messages";
import { parseImageRef } from "./images";

/** `/uploads/<name>` or `/downloads/<path>`: segments of safe characters, none starting with a dot. */
const LOCAL_FILE_PATH = /^\/(uploads|downloads)(\/[A-Za-z0-9_~%-][A-Za-z0-9._~%-]*)+$/;

/** Contract §8: a file this site serves, or an external https:// link. */
export function isAllowedFileUrl(value: string): boolean {
  if (value.length > RESOURCE_URL_MAX) return false;
  if (value.startsWith("/")) return LOCAL_FILE_PATH.test(value) && !/%2f|%5c|%2e/i.test(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
}

const fileUrlSchema = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine(isAllowedFileUrl, { error: invalidMessage });

const optionalUrlSchema = (
  invalidMessage: string,
  isAllowed: (value: string) => boolean = isAllowedFileUrl,
) =>
  z
    .string({ error: invalidMessage })
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value === "") return null;
      if (!isAllowed(value)) {
        ctx.addIssue({ code: "custom", message: invalidMessage });
        return z.NEVER;
      }
      return value;
    });

/** A select box sends "" or null for "no category"; tRPC sends a number, a form may send a string. */
const categoryIdSchema = z
  .union([z.number(), z.string().trim(), z.null()], { error: ADMIN_RESOURCE_MESSAGES.categoryInvalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value === "") return null;
    const parsed = idSchema(ADMIN_RESOURCE_MESSAGES.categoryInvalid).safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: ADMIN_RESOURCE_MESSAGES.categoryInvalid });
      return z.NEVER;
    }
    return parsed.data;
  });

const title = singleLine(ADMIN_RESOURCE_MESSAGES.titleRequired)
  .trim()
  .min(1, { error: ADMIN_RESOURCE_MESSAGES.titleRequired })
  .max(RESOURCE_TITLE_MAX, { error: ADMIN_RESOURCE_MESSAGES.titleTooLong });
const description = z
  .string({ error: ADMIN_RESOURCE_MESSAGES.descriptionTooLong })
  .trim()
  .max(RESOURCE_DESCRIPTION_MAX, { error: ADMIN_RESOURCE_MESSAGES.descriptionTooLong });
const type = z.enum(RESOURCE_TYPES, { error: ADMIN_RESOURCE_MESSAGES.typeInvalid });
const accessLevel = z.enum(PLAN_LEVELS, { error: ADMIN_RESOURCE_MESSAGES.accessLevelInvalid });
const flag = z.boolean({ error: ADMIN_RESOURCE_MESSAGES.booleanInvalid });
const fileUrl = fileUrlSchema(
  ADMIN_RESOURCE_MESSAGES.fileUrlRequired,
  ADMIN_RESOURCE_MESSAGES.fileUrlInvalid,
);
const fileName = singleLine(ADMIN_RESOURCE_MESSAGES.fileNameRequired)
  .trim()
  .min(1, { error: ADMIN_RESOURCE_MESSAGES.fileNameRequired })
  .max(RESOURCE_FILE_NAME_MAX, { error: ADMIN_RESOURCE_MESSAGES.fileNameTooLong });
/** An image uploaded for it (`/images/…`, in every size and format), or a file or link as before. */
const thumbnailUrl = optionalUrlSchema(
  ADMIN_RESOURCE_MESSAGES.thumbnailUrlInvalid,
  (value) => parseImageRef(value) !== null || isAllowedFileUrl(value),
);

export const adminResourceCreateInput = z.object({
  title,
  description: description.nullish().transform((value) => value ?? ""),
  type,
  accessLevel: accessLevel.default("free"),
  featured: flag.default(false),
  fileUrl,
  fileName,
  categoryId: categoryIdSchema.transform((value) => value ?? null),
  isActive: flag.default(true),
  thumbnailUrl: thumbnailUrl.transform((value) => value ?? null),
});
export type AdminResourceCreateInput = z.input<typeof adminResourceCreateInput>;

/** Any of the create fields; none at all answers 400 (contract §2). */
export const adminResourceUpdateInput = z.object({
  id: idSchema(ADMIN_RESOURCE_MESSAGES.invalidResourceId),
  title: title.optional(),
  description: description.nullish().transform((value) => (value === null ? "" : value)),
  type: type.optional(),
  accessLevel: accessLevel.optional(),
  featured: flag.optional(),
  fileUrl: fileUrl.optional(),
  fileName: fileName.optional(),
  categoryId: categoryIdSchema,
  isActive: flag.optional(),
  thumbnailUrl,
});
export type AdminResourceUpdateInput = z.input<typeof adminResourceUpdateInput>;

export const categoryCreateInput = z.object({
  name: singleLine(ADMIN_RESOURCE_MESSAGES.categoryNameRequired)
    .trim()
    .min(1, { error: ADMIN_RESOURCE_MESSAGES.categoryNameRequired })
    .max(CATEGORY_NAME_MAX, { error: ADMIN_RESOURCE_MESSAGES.categoryNameTooLong }),
});
export type CategoryCreateInput = z.input<typeof categoryCreateInput>;
