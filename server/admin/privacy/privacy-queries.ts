import type { Kysely } from "kysely";
import type {
  ErasureResult,
  PersonalDataReport,
  RetentionPeriod,
} from "../../../app/lib/admin/privacy.ts";
import type { Database } from "../../db/schema.ts";
import { findPersonalData, PERSONAL_DATA_SOURCES, type Row } from "./personal-data.ts";

/**
 * The privacy requests' queries (/admin/privacy): what is stored about an
 * address, as the page shows it and as the JSON download carries it
 * (article 15), and its erasure (article 17). They take a Kysely, so the
 * erasure runs in the transaction of its audit entry, and write no log.
 */

/** The page's view: each table with rows, its rows' key fields. */
export async function personalDataReport(
  db: Kysely<Database>,
  address: string,
): Promise<PersonalDataReport> {
  const found = await findPersonalData(db, address);
  const groups = PERSONAL_DATA_SOURCES.flatMap((source) => {
    const rows = found.get(source.table) ?? [];
    return rows.length
      ? [{ table: source.table, erasure: source.erasure, rows: rows.map(source.summary) }]
      : [];
  });
  return { address, groups, total: groups.reduce((sum, g) => sum + g.rows.length, 0) };
}

/** Keeps a value as JSON writes it: a driver's Date as its ISO text, a bigint as a number. */
const jsonSafe = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).map(([field, value]) => [
      field,
      value instanceof Date
        ? value.toISOString()
        : typeof value === "bigint"
          ? Number(value)
          : value,
    ]),
  );

/**
 * Everything stored about the address as one JSON document: every table's
 * rows as stored (an e-mail's payload parsed), the retention periods, and
 * what is not kept at all.
 */
export async function personalDataDocument(
  db: Kysely<Database>,
  address: string,
  { retention, now }: { retention: RetentionPeriod[]; now: Date },
): Promise<{ json: string; rows: number; tables: number }> {
  const found = await findPersonalData(db, address);
  const tables: Record<string, Row[]> = {};
  let rows = 0;
  for (const source of PERSONAL_DATA_SOURCES) {
    const stored = found.get(source.table) ?? [];
    tables[source.table] = stored.map((row) => jsonSafe(source.exported?.(row) ?? row));
    rows += stored.length;
  }
  const document = {
    address,
    exportedAt: now.toISOString(),
    tables,
    uploads: [],
    retentionDays: Object.fromEntries(retention.map((r) => [r.kind, r.days || null])),
    notes:
      "Every table of the site's database holding data about this address, each row as stored. " +
      "Visitors cannot upload files, so there are none. retentionDays: how long each kind of record " +
      "is kept before it is deleted (null: until erased). docs/privacy.md says what each table is for.",
  };
  return {
    json: JSON.stringify(document, null, 2),
    rows,
    tables: Object.values(tables).filter((t) => t.length).length,
  };
}

/** What an erasure did, and what it changes on the public pages. */
export interface Erasure extends ErasureResult {
  /** Rows deleted per table, for the audit entry. */
  perTable: { table: string; rows: number }[];
  /** Whether an approved comment went: the posts' kept pages showed it. */
  approvedComment: boolean;
}

/**
 * Finds and erases, in the caller's transaction, everything stored about the
 * address: rows are deleted in the reverse of the sources' order (an
 * enquiry's history and e-mails before the enquiry), entries to clear are
 * cleared. Found inside the transaction, so a row that arrived since the page
 * was shown goes too.
 */
export async function erasePersonalData(db: Kysely<Database>, address: string): Promise<Erasure> {
  const found = await findPersonalData(db, address);
  const perTable: Erasure["perTable"] = [];
  let cleared = 0;
  for (const source of [...PERSONAL_DATA_SOURCES].reverse()) {
    const rows = found.get(source.table) ?? [];
    if (!rows.length) continue;
    const done = await source.erase(db, rows);
    if (source.erasure === "clear") cleared += done;
    else perTable.unshift({ table: source.table, rows: done });
  }
  return {
    rows: perTable.reduce((sum, t) => sum + t.rows, 0),
    tables: perTable.length,
    cleared,
    perTable,
    approvedComment: (found.get("blog_comments") ?? []).some((c) => c.status === "approved"),
  };
}

/** The audit entry's detail: counts and table names, never the address nor what was erased. */
export function erasureDetail(erasure: Erasure): string {
  const tables = erasure.perTable.map((t) => `${t.table} ${t.rows}`).join(", ");
  const cleared = erasure.cleared
    ? `; ${erasure.cleared} audit ${erasure.cleared === 1 ? "entry" : "entries"} cleared`
    : "";
  return `privacy erasure: ${erasure.rows} ${erasure.rows === 1 ? "row" : "rows"} from ${erasure.tables} ${erasure.tables === 1 ? "table" : "tables"} (${tables})${cleared}`;
}
