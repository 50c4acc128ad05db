/**
 * Privacy requests and retention (/admin/privacy, owners): what its page asks of
 * the server (server/admin/privacy/). The address is always the one typed,
 * trimmed and in lower case; it travels in forms' bodies, never in an address
 * (decision 017).
 */

/** A value of a stored row as JSON carries it. */
export type StoredValue = string | number | boolean | null | StoredValue[] | StoredObject;
export interface StoredObject {
  [field: string]: StoredValue;
}

/** One table's rows about the address. */
export interface PersonalDataGroup {
  /** The table, e.g. "contact_enquiries". */
  table: string;
  /** What the page shows of each row: a field's name and its value. */
  rows: Record<string, string | null>[];
  /**
   * "delete": erasure deletes these rows; "clear": they stay, and erasure clears
   * what in them is about the person (the audit log's entries about their rows).
   */
  erasure: "delete" | "clear";
}

/** Everything stored about one address, table by table (tables with no row left out). */
export interface PersonalDataReport {
  address: string;
  groups: PersonalDataGroup[];
  /** Rows in all. */
  total: number;
}

/** What an erasure did: rows deleted, from how many tables, and entries cleared. */
export interface ErasureResult {
  rows: number;
  tables: number;
  cleared: number;
}

/**
 * The kinds of record the retention job deletes after their period (RETENTION_*_DAYS):
 * enquiries, enquiries and comments marked spam, newsletter sign-ups never
 * confirmed, e-mails already sent, the 404 log's paths not seen for a while.
 */
export type RetentionKind =
  "enquiries" | "spam" | "unconfirmedSubscribers" | "sentEmails" | "notFoundLog" | "analytics";

/** A kind of record and how many days it is kept before it is deleted (0: until erased). */
export interface RetentionPeriod {
  kind: RetentionKind;
  days: number;
}

/** Owners only: editors get 403. */
export interface PrivacyConsole {
  /** The retention periods in force (RETENTION_*_DAYS). */
  retention(): Promise<RetentionPeriod[]>;
  /** What is stored about an address. */
  find(address: string): Promise<PersonalDataReport>;
  /** All of it as a JSON document (article 15; audited). */
  exportJson(address: string): Promise<{ json: string; rows: number }>;
  /** Deletes all of it in one transaction (article 17; audited without the address). */
  erase(address: string): Promise<ErasureResult>;
}
