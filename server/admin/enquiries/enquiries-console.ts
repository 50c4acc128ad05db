import type { EnquiriesConsole } from "../../../app/lib/admin/enquiries.ts";
import { formatEnquiries } from "../../cli/enquiry-formats.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { StoredEnquiry } from "../../db/enquiries.ts";
import type { OutboxMessage } from "../../db/outbox.ts";
import { notificationsByEnquiry } from "../../db/enquiry-notifications.ts";
import { audited, noteAudit } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import { describeFilter } from "../export-filter.ts";
import {
  addEnquiryNote,
  changeEnquiryStatus,
  countNewEnquiries,
  enquiryDetail,
  exportInbox,
  listInbox,
} from "./enquiry-queries.ts";
import { moveEnquiryOutOfSpam } from "./enquiry-spam.ts";

/** The inbox for one request: owners and editors read, change and export enquiries. */
export function enquiriesConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  mail: {
    /** Composes an enquiry's notification; null when enquiry e-mails are off (ENQUIRY_NOTIFY_TO). */
    notification: ((enquiry: StoredEnquiry) => OutboxMessage) | null;
    /** Wakes the outbox relay after an e-mail was queued. */
    onMailQueued?: () => void;
  } = { notification: null },
): EnquiriesConsole {
  const { ip } = session;
  return requireRole<EnquiriesConsole>(session, "editor", {
    newCount: () => countNewEnquiries(database),
    list: (_me, filter) => listInbox(database, filter),
    detail: (_me, id) => enquiryDetail(database, id),

    async setStatus(me, id, status) {
      const changed = await audited(
        database,
        { actor: me.email, ip },
        (trx) => changeEnquiryStatus(trx, { id, status, actor: me.email }),
        (before) =>
          before && before.from !== status
            ? { action: "enquiry-status", target: id, detail: `${before.from} → ${status}` }
            : null,
      );
      return changed !== null;
    },

    async notSpam(me, id) {
      const outcome = await audited(
        database,
        { actor: me.email, ip },
        (trx) =>
          moveEnquiryOutOfSpam(trx, { id, actor: me.email, notification: mail.notification }),
        (result) =>
          result?.moved
            ? {
                action: "enquiry-not-spam",
                target: id,
                detail: result.notified ? "spam → new, notification queued" : "spam → new",
              }
            : null,
      );
      if (outcome?.notified) mail.onMailQueued?.();
      return outcome && { moved: outcome.moved };
    },

    addNote: (me, id, note) =>
      audited(
        database,
        { actor: me.email, ip },
        (trx) => addEnquiryNote(trx, { id, note, actor: me.email }),
        (added) => (added ? { action: "enquiry-note", target: id } : null),
      ),

    async exportCsv(me, filter) {
      const rows = await exportInbox(database, filter);
      await noteAudit(
        database,
        { actor: me.email, ip },
        { action: "enquiry-export", detail: `${rows.length} rows, ${describeFilter(filter)}` },
      );
      return formatEnquiries(rows, "csv", await notificationsByEnquiry(database));
    },
  });
}
