import { sql } from "@scalemsp/db";

/**
 * A table of one row, for a statement that gathers several reads of which any may find nothing
 * (left joins, counts): it answers one row all the same.
 */
export const ONE_ROW = sql`(values (1)) as one_row(one)`;
