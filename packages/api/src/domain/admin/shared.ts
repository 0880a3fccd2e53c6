/** A search term as an ILIKE pattern that matches it literally anywhere (spec §5). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
