import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { validEnquiry } from "./forms.ts";

/**
 * Keeps account of the enquiries a fault test sends, so it can check what
 * matters to the agency: every enquiry the visitor was told was sent (201) is
 * stored exactly once, and nothing is half-stored (an enquiry without its
 * notification e-mail, or an e-mail without its enquiry).
 */
export interface Sent {
  marker: string;
  /** The HTTP status, or 0 when the connection failed before an answer. */
  status: number;
  contentType: string;
  /** The answer said another request with the same key had already stored it. */
  replayed: boolean;
  /** Why there was no answer (status 0), e.g. "fetch failed" for a connection closed first. */
  error?: string;
}

export interface LedgerCount {
  sent: number;
  acknowledged: number;
  /** Distinct submissions of this ledger found in the database. */
  stored: number;
  /** Acknowledged but not stored. Must be 0. */
  lost: number;
  /** Submissions stored more than once. Must be 0. */
  duplicated: number;
  /** Enquiries of this ledger without exactly one outbox row, plus orphan outbox rows. Must be 0. */
  halfStored: number;
  /** How many answers of each status the visitors saw ("0" = connection failed). */
  statuses: Record<string, number>;
}

export class EnquiryLedger {
  readonly sent: Sent[] = [];
  private readonly run = randomUUID().slice(0, 8);

  /** `mail`: whether the server sends notifications, so each enquiry must have its outbox row. */
  constructor(private readonly options: { mail: boolean } = { mail: true }) {}

  /** POSTs one enquiry with a unique marker; never throws. */
  submit(
    baseUrl: string,
    options: { headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<Sent> {
    const entry: Sent = {
      marker: `fault-${this.run}-${this.sent.length + 1}`,
      status: 0,
      contentType: "",
      replayed: false,
    };
    this.sent.push(entry);
    return this.post(baseUrl, entry, options);
  }

  /** Sends an unanswered submission again, as a visitor's browser would: same content, same key. */
  retry(baseUrl: string, entry: Sent): Promise<Sent> {
    return this.post(baseUrl, entry, {});
  }

  private async post(
    baseUrl: string,
    entry: Sent,
    { headers = {}, timeoutMs = 15_000 }: { headers?: Record<string, string>; timeoutMs?: number },
  ): Promise<Sent> {
    const { marker } = entry;
    try {
      const response = await fetch(`${baseUrl}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": marker, ...headers },
        body: JSON.stringify({ ...validEnquiry, message: `Fault test enquiry ${marker}.` }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      entry.status = response.status;
      entry.error = undefined;
      entry.contentType = response.headers.get("content-type") ?? "";
      entry.replayed = response.headers.get("idempotent-replayed") === "true";
      await response.arrayBuffer();
    } catch (error) {
      entry.status = 0;
      entry.error = error instanceof Error ? error.message : String(error);
    }
    return entry;
  }

  /** Reads the database (directly, not through the app) and counts. */
  async count(database: DatabaseHandle): Promise<LedgerCount> {
    const rows = await database.db
      .selectFrom("contact_enquiries")
      .select(["id", "message"])
      .where("message", "like", `Fault test enquiry fault-${this.run}-%`)
      .execute();
    const outbox = await database.db
      .selectFrom("mail_outbox")
      .leftJoin("contact_enquiries", "contact_enquiries.id", "mail_outbox.enquiry_id")
      .select(["mail_outbox.enquiry_id as enquiryId", "contact_enquiries.id as found"])
      .execute();
    const mailsPerEnquiry = new Map<string, number>();
    for (const row of outbox) {
      if (row.enquiryId)
        mailsPerEnquiry.set(row.enquiryId, (mailsPerEnquiry.get(row.enquiryId) ?? 0) + 1);
    }
    const orphans = outbox.filter((row) => row.enquiryId && !row.found).length;

    const copies = new Map<string, number>();
    for (const row of rows) {
      const marker = /fault-[\w-]+-\d+/.exec(row.message)![0];
      copies.set(marker, (copies.get(marker) ?? 0) + 1);
    }
    const acknowledged = this.sent.filter((s) => s.status === 201);
    const statuses: Record<string, number> = {};
    for (const s of this.sent) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    return {
      sent: this.sent.length,
      acknowledged: acknowledged.length,
      stored: copies.size,
      lost: acknowledged.filter((s) => !copies.has(s.marker)).length,
      duplicated: [...copies.values()].filter((n) => n > 1).length,
      halfStored:
        rows.filter((row) => (mailsPerEnquiry.get(row.id) ?? 0) !== (this.options.mail ? 1 : 0))
          .length + orphans,
      statuses,
    };
  }
}
