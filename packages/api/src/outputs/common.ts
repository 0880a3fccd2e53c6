import { z } from "zod";

/**
 * Pieces of the answers' schemas. Each procedure with a REST row declares its answer with
 * `.output()`: tRPC checks every answer against it, and the OpenAPI document shows it.
 */

/** Ids are integers everywhere. */
export const idOutput = z.number().int().positive();
/** Timestamps leave the server as ISO 8601 UTC strings. */
export const timestampOutput = z.iso.datetime();
export const nullableText = z.string().nullable();

/** A 204: no body. */
export const noContent = z.void();

/** The answer of a REST row declared with `file`: the file's name and content. */
export const fileAnswer = z.object({ fileName: z.string(), content: z.string() });
export type FileAnswer = z.output<typeof fileAnswer>;

/** A page of a list: its items and how many the whole list holds. */
export const itemsAndTotal = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative() });

/** The same with the page's number and size, as asked for. */
export const numberedPage = <T extends z.ZodType>(item: T) =>
  itemsAndTotal(item).extend({ page: z.number().int().positive(), pageSize: z.number().int().positive() });

/** A CSV export: the file's name and its text. */
export const csvExportOutput = z.object({ fileName: z.string(), csv: z.string() });

/** `{success: true, message}`: the public forms' and the download's success answer. */
export const successAnswer = z.object({ success: z.literal(true), message: z.string() });
