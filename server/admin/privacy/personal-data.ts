import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * Where the site keeps data about a visitor, found by their e-mail address
 * (docs/privacy.md): one source per table, in the order the console shows
 * them. A source finds its rows (it may use what the sources before it found:
 * an enquiry's history, the e-mails about it) and says how erasure treats
 * them: deleted, or kept with what in them is about the person cleared. A new
 * table holding visitors' data is one more source here; the erasure test
 * looks for the address in every table, so a forgotten one fails it.
 *
 * Not here, by decision (docs/privacy.md): console accounts, their sessions
 * and the audit log's entries by or about staff are staff records, not
 * visitors' data; visitors upload no files (media_assets holds the console's
 * uploads only).
 */

/** A row as the database gave it. */
export type Row = Record<string, unknown>;

/** What the sources found so far, by table. */
export type Found = ReadonlyMap<string, readonly Row[]>;

export interface PersonalDataSource {
  table: keyof Database & string;
  /** Erasure deletes the rows, or keeps them and clears what in them is about the person. */
  erasure: "delete" | "clear";
  find(db: Kysely<Database>, address: string, found: Found): Promise<Row[]>;
  /** Deletes (or clears) the rows found; how many. */
  erase(db: Kysely<Database>, rows: readonly Row[]): Promise<number>;
  /** What the console shows of a row, field by field (labels: app/admin/privacy/privacy-words.ts). */
  summary(row: Row): Record<string, string | null>;
  /** The row as the JSON download carries it (the outbox's payload parsed). */
  exported?(row: Row): Row;
}

/** An address as typed, as it is compared: trimmed, lower case. */
export const normaliseAddress = (typed: string): string => typed.trim().toLowerCase();

// What may stand just before an address's local part, and continue its domain.
const LOCAL_PART_CHAR = /[a-z0-9!#$%&'*+/=?^_`{|}~.-]/;
const DOMAIN_GOES_ON = /^(?:[a-z0-9-]|\.[a-z0-9-])/;

/**
 * Whether `text` names `address` as a whole address, in any case: not as the
 * tail of a longer one ("jo" + "ann@example.com") nor the head of one with a
 * longer domain ("ann@example.com.au"). A full stop ending a sentence is fine.
 */
export function mentionsAddress(text: string, address: string): boolean {
  const haystack = text.toLowerCase();
  const needle = address.toLowerCase();
  if (!needle) return false;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = at > 0 ? haystack[at - 1]! : "";
    const after = haystack.slice(at + needle.length, at + needle.length + 2);
    if (!(before && LOCAL_PART_CHAR.test(before)) && !DOMAIN_GOES_ON.test(after)) return true;
  }
  return false;
}

/** Every string in a JSON value (an outbox payload's subject, text, recipient, headers). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function parsePayload(payload: unknown): unknown {
  try {
    return JSON.parse(String(payload));
  } catch {
    return payload;
  }
}

/** A LIKE pattern that finds `text` anywhere, its own % and _ matching only themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows of a table whose `email` is the address, in any case and spacing, oldest first. */
const rowsOf = (
  db: Kysely<Database>,
  table: "contact_enquiries" | "blog_comments" | "newsletter_subscriptions",
  address: string,
): Promise<Row[]> =>
  db
    .selectFrom(table)
    .selectAll()
    .where(sql<boolean>`lower(trim(${sql.ref("email")})) = ${address}`)
    .orderBy("created_at")
    .execute();

const ids = (rows: readonly Row[] | undefined) => (rows ?? []).map((row) => String(row.id));

/** The rows of a table about the enquiries found, oldest first. */
async function ofEnquiries(
  db: Kysely<Database>,
  table: "enquiry_events" | "webhook_deliveries",
  found: Found,
): Promise<Row[]> {
  const enquiries = ids(found.get("contact_enquiries"));
  if (!enquiries.length) return [];
  return db
    .selectFrom(table)
    .selectAll()
    .where("enquiry_id", "in", enquiries)
    .orderBy("created_at")
    .execute();
}

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }[]) =>
  result.reduce((sum, r) => sum + Number(r.numDeletedRows ?? r.numUpdatedRows ?? 0), 0);

/** Deletes rows of `table` by id, in slices that stay under both dialects' parameter limits. */
async function deleteByIds(
  db: Kysely<Database>,
  table:
    | "contact_enquiries"
    | "enquiry_events"
    | "blog_comments"
    | "newsletter_subscriptions"
    | "mail_outbox"
    | "webhook_deliveries"
    | "analytics_views",
  rows: readonly Row[],
): Promise<number> {
  let deleted = 0;
  const all = ids(rows);
  for (let start = 0; start < all.length; start += 500) {
    const slice = all.slice(start, start + 500);
    deleted += count([await db.deleteFrom(table).where("id", "in", slice).executeTakeFirst()]);
  }
  return deleted;
}

export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  {
    // Enquiries they sent.
    table: "contact_enquiries",
    erasure: "delete",
    find: (db, address) => rowsOf(db, "contact_enquiries", address),
    erase: (db, rows) => deleteByIds(db, "contact_enquiries", rows),
    summary: (row) => ({
      created_at: text(row.created_at),
      name: text(row.name),
      subject: text(row.subject),
      status: text(row.status),
    }),
  },
  {
    // Their enquiries' history: status changes and the agency's notes.
    table: "enquiry_events",
    erasure: "delete",
    find: (db, _address, found) => ofEnquiries(db, "enquiry_events", found),
    erase: (db, rows) => deleteByIds(db, "enquiry_events", rows),
    summary: (row) => ({
      created_at: text(row.created_at),
      kind: text(row.kind),
      to_status: text(row.to_status),
      actor_email: text(row.actor_email),
    }),
  },
  {
    // Blog comments they wrote, whatever their status.
    table: "blog_comments",
    erasure: "delete",
    find: (db, address) => rowsOf(db, "blog_comments", address),
    erase: (db, rows) => deleteByIds(db, "blog_comments", rows),
    summary: (row) => ({
      created_at: text(row.created_at),
      name: text(row.name),
      post_slug: text(row.post_slug),
      status: text(row.status),
    }),
  },
  {
    // Their newsletter subscription (one row an address).
    table: "newsletter_subscriptions",
    erasure: "delete",
    find: (db, address) => rowsOf(db, "newsletter_subscriptions", address),
    erase: (db, rows) => deleteByIds(db, "newsletter_subscriptions", rows),
    summary: (row) => ({
      created_at: text(row.created_at),
      status: text(row.status),
      confirmed_at: text(row.confirmed_at),
    }),
  },
  {
    // E-mails to or about them: an enquiry's notification, a newsletter
    // confirmation, any e-mail whose recipient, reply-to, subject, text or
    // headers name the address (a LIKE narrows, the parsed payload decides).
    table: "mail_outbox",
    erasure: "delete",
    find: async (db, address, found) => {
      const enquiries = ids(found.get("contact_enquiries"));
      const rows = await db
        .selectFrom("mail_outbox")
        .selectAll()
        .where((eb) =>
          eb.or([
            sql<boolean>`lower(${sql.ref("payload")}) like ${containing(address)} escape '\\'`,
            ...(enquiries.length ? [eb("enquiry_id", "in", enquiries)] : []),
          ]),
        )
        .orderBy("created_at")
        .execute();
      return rows.filter(
        (row) =>
          (row.enquiry_id !== null && enquiries.includes(row.enquiry_id)) ||
          strings(parsePayload(row.payload)).some((value) => mentionsAddress(value, address)),
      );
    },
    erase: (db, rows) => deleteByIds(db, "mail_outbox", rows),
    summary: (row) => {
      const payload = parsePayload(row.payload) as { subject?: unknown } | null;
      return {
        created_at: text(row.created_at),
        kind: text(row.kind),
        status: text(row.status),
        subject: text(payload?.subject),
      };
    },
    exported: (row) => ({ ...row, payload: parsePayload(row.payload) }),
  },
  {
    // The lead alerts sent about their enquiries (whose bodies are outbox rows, above): to
    // whom their data went, and how each delivery went.
    table: "webhook_deliveries",
    erasure: "delete",
    find: (db, _address, found) => ofEnquiries(db, "webhook_deliveries", found),
    erase: (db, rows) => deleteByIds(db, "webhook_deliveries", rows),
    summary: (row) => ({
      created_at: text(row.created_at),
      event: text(row.event),
      state: text(row.state),
      status_code: text(row.status_code),
    }),
  },
  {
    // The analytics' record of the days they sent enquiries (docs/analytics.md): each
    // enquiry's row and the pages read that day under the same pseudonym, which the
    // enquiry ties to them. No address, no User-Agent.
    table: "analytics_views",
    erasure: "delete",
    find: async (db, _address, found) => {
      const enquiries = ids(found.get("contact_enquiries"));
      if (!enquiries.length) return [];
      const sent = await db
        .selectFrom("analytics_views")
        .select(["day", "visitor"])
        .where("enquiry_id", "in", enquiries)
        .execute();
      if (!sent.length) return [];
      return db
        .selectFrom("analytics_views")
        .selectAll()
        .where((eb) =>
          eb.or(
            sent.map((row) => eb.and([eb("day", "=", row.day), eb("visitor", "=", row.visitor)])),
          ),
        )
        .orderBy("at")
        .execute();
    },
    erase: (db, rows) => deleteByIds(db, "analytics_views", rows),
    summary: (row) => ({ viewed_at: text(row.at), kind: text(row.kind), path: text(row.path) }),
  },
  {
    // The idempotency keys their enquiries and comments claimed: a key holds
    // no address (a request's key and a hash of its fields), but is tied to
    // the row it stored by its form and its time, written in the same
    // transaction (server/db/enquiries.ts, comments.ts). Kept 24 hours.
    table: "idempotency_keys",
    erasure: "delete",
    find: async (db, _address, found) => {
      const claims = [
        { scope: "contact", rows: found.get("contact_enquiries") ?? [] },
        { scope: "comment", rows: found.get("blog_comments") ?? [] },
      ].filter((claim) => claim.rows.length);
      if (!claims.length) return [];
      return db
        .selectFrom("idempotency_keys")
        .selectAll()
        .where((eb) =>
          eb.or(
            claims.map((claim) =>
              eb.and([
                eb("scope", "=", claim.scope),
                eb(
                  "created_at",
                  "in",
                  claim.rows.map((row) => String(row.created_at)),
                ),
              ]),
            ),
          ),
        )
        .orderBy("created_at")
        .execute();
    },
    erase: async (db, rows) => {
      const results = [];
      for (const row of rows) {
        results.push(
          await db
            .deleteFrom("idempotency_keys")
            .where("scope", "=", String(row.scope))
            .where("key", "=", String(row.key))
            .executeTakeFirst(),
        );
      }
      return count(results);
    },
    summary: (row) => ({ created_at: text(row.created_at), scope: text(row.scope) }),
  },
  {
    // The audit log's entries about their rows (a comment's moderation names
    // its author): the entries stay, as the record of what the staff did;
    // their detail is cleared. Entries by or about staff are not here.
    table: "audit_log",
    erasure: "clear",
    find: async (db, _address, found) => {
      const targets = [
        ...ids(found.get("contact_enquiries")),
        ...ids(found.get("blog_comments")),
        ...ids(found.get("newsletter_subscriptions")),
      ];
      if (!targets.length) return [];
      return db
        .selectFrom("audit_log")
        .selectAll()
        .where("target", "in", targets)
        .where("detail", "is not", null)
        .orderBy("created_at")
        .execute();
    },
    erase: async (db, rows) => {
      if (!rows.length) return 0;
      const result = await db
        .updateTable("audit_log")
        .set({ detail: null })
        .where("id", "in", ids(rows))
        .executeTakeFirst();
      return count([result]);
    },
    summary: (row) => ({
      created_at: text(row.created_at),
      action: text(row.action),
      actor_email: text(row.actor_email),
    }),
    // What was done to their rows, and when; who did it and from where is the staff's.
    exported: ({ id, action, target, detail, created_at }) => ({
      id,
      action,
      target,
      detail,
      created_at,
    }),
  },
];

/** Each source's rows about `address` (already normalised), in the sources' order. */
export async function findPersonalData(
  db: Kysely<Database>,
  address: string,
): Promise<Map<string, Row[]>> {
  const found = new Map<string, Row[]>();
  for (const source of PERSONAL_DATA_SOURCES) {
    found.set(source.table, await source.find(db, address, found));
  }
  return found;
}
