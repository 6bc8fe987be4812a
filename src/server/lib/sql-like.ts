import { ilike, or, type Column, type SQL } from 'drizzle-orm';

/** `text` with LIKE's wildcards (% and _) and its escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The LIKE pattern of any value that contains `text`. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** A search over several columns (or expressions): any of them contains `text`, case-insensitive; no text, no filter. */
export const containsAny = (text: string | undefined, columns: (Column | SQL)[]): SQL | undefined =>
  text ? or(...columns.map((c) => ilike(c, containsPattern(text)))) : undefined;
