import { z } from "zod";
import { PLAN_LEVELS, RESOURCE_TYPES } from "./constants";
import { MESSAGES } from "./messages";

export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 5000;
export const RESOURCE_FILE_NAME_MAX = 255;
export const RESOURCE_URL_MAX = 2048;
export const CATEGORY_NAME_MAX = 100;

/** Contract §8: one uploaded file of at most 50 MB. */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/** The file names the upload accepts, each checked against the file's content. */
export const UPLOAD_EXTENSIONS = [
  "pdf",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "webp",
  "mp4",
  "m4v",
  "docx",
  "xlsx",
  "pptx",
  "txt",
  "csv",
  "md",
  "markdown",
] as const;

/** Texts of the admin resource, category and upload calls. */
export const ADMIN_RESOURCE_MESSAGES = {
  titleRequired: MESSAGES.titleRequired,
  titleTooLong: `Title must be at most ${RESOURCE_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${RESOURCE_DESCRIPTION_MAX} characters`,
  typeInvalid: `Type must be one of: ${RESOURCE_TYPES.join(", ")}`,
  accessLevelInvalid: `Access level must be one of: ${PLAN_LEVELS.join(", ")}`,
  fileUrlRequired: "Please upload a file or enter a link",
  fileUrlInvalid:
    "The file must be an uploaded file (/uploads/...), a bundled download (/downloads/...) or an https:// link",
  fileNameRequired: "File name is required",
  fileNameTooLong: `File name must be at most ${RESOURCE_FILE_NAME_MAX} characters`,
  thumbnailUrlInvalid: "The thumbnail must be an uploaded image (/uploads/...) or an https:// link",
  booleanInvalid: "Must be true or false",
  categoryInvalid: "Please choose a valid category",
  categoryNotFound: "That category does not exist",
  categoryNameRequired: "Category name is required",
  categoryNameTooLong: `Category name must be at most ${CATEGORY_NAME_MAX} characters`,
  categoryNameTaken: "A category with this name already exists",
  resourceNotFound: "Resource not found",
  invalidResourceId: "Please choose a valid resource",
} as const;

export const UPLOAD_MESSAGES = {
  noFile: "Please choose a file to upload",
  oneFileOnly: "Please upload one file at a time",
  empty: "The file is empty",
  tooLarge: `The file is too large. The limit is ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
  typeRefused:
    "This type of file is not accepted. Upload a PDF, PNG, JPEG, GIF, WebP, MP4, Word, Excel, PowerPoint, text, CSV or Markdown file.",
  nameMismatch: "The file's content does not match its name. Please check the file and its extension.",
  malformed: "The upload could not be read. Please try again.",
} as const;

/** Largest value of a PostgreSQL integer column: bigger ids can name no row. */
const INT4_MAX = 2_147_483_647;

const idSchema = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(INT4_MAX, { error: message });

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

const optionalUrlSchema = (invalidMessage: string) =>
  z
    .string({ error: invalidMessage })
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value === "") return null;
      if (!isAllowedFileUrl(value)) {
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

const title = z
  .string({ error: ADMIN_RESOURCE_MESSAGES.titleRequired })
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
const fileName = z
  .string({ error: ADMIN_RESOURCE_MESSAGES.fileNameRequired })
  .trim()
  .min(1, { error: ADMIN_RESOURCE_MESSAGES.fileNameRequired })
  .max(RESOURCE_FILE_NAME_MAX, { error: ADMIN_RESOURCE_MESSAGES.fileNameTooLong });
const thumbnailUrl = optionalUrlSchema(ADMIN_RESOURCE_MESSAGES.thumbnailUrlInvalid);

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
  name: z
    .string({ error: ADMIN_RESOURCE_MESSAGES.categoryNameRequired })
    .trim()
    .min(1, { error: ADMIN_RESOURCE_MESSAGES.categoryNameRequired })
    .max(CATEGORY_NAME_MAX, { error: ADMIN_RESOURCE_MESSAGES.categoryNameTooLong }),
});
export type CategoryCreateInput = z.input<typeof categoryCreateInput>;
