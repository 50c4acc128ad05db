/**
 * The rows of a kind as a page's language shows them (decision 049): the
 * public reads of each kind take it, and the default language's is the rows
 * as stored (server/content/site-content.ts lays a translation over them).
 */
export type InLanguage = <R extends { id: number }>(rows: R[]) => Promise<R[]>;

/** The default language's: the rows as stored. */
export const sameRows: InLanguage = async (rows) => rows;
