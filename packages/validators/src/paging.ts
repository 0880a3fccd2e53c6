import { z } from "zod";
import { SEARCH_MAX } from "./constants";
import { MESSAGES } from "./messages";

/** Admin tables load a page at a time, searched on the server. */
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

/** Query strings send "" for a filter left empty. */
export const emptyAsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A case-insensitive substring to search for; empty means no search. */
export const searchField = z.preprocess(
  emptyAsUndefined,
  z.string().trim().max(SEARCH_MAX, { error: MESSAGES.searchTooLong }).optional(),
);

/** `page` from 1 and `pageSize` up to PAGE_SIZE_MAX, as numbers or query-string text. */
export const pagingShape = {
  page: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: MESSAGES.pageInvalid })
      .int({ error: MESSAGES.pageInvalid })
      .min(1, { error: MESSAGES.pageInvalid })
      .max(1_000_000, { error: MESSAGES.pageInvalid })
      .default(1),
  ),
  pageSize: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: MESSAGES.pageSizeInvalid })
      .int({ error: MESSAGES.pageSizeInvalid })
      .min(1, { error: MESSAGES.pageSizeInvalid })
      .max(PAGE_SIZE_MAX, { error: MESSAGES.pageSizeInvalid })
      .default(PAGE_SIZE_DEFAULT),
  ),
};
