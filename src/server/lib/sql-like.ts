/** `text` with LIKE's wildcards (% and _) and its escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The LIKE pattern of any value that contains `text`. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
