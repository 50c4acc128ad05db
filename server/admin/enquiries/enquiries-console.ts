import type { EnquiriesConsole } from "../../../app/lib/admin/enquiries.ts";
import type { SiteDocuments } from "../../content/site-content-seed.ts";
import { readDocument } from "../../content/site-documents.ts";
import { formatEnquiries } from "../../cli/enquiry-formats.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { EnquiryAlerts, StoredEnquiry } from "../../db/enquiries.ts";
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
  deleteEnquiry,
  enquiryDetail,
  exportInbox,
  leadSourcesByWeek,
  listInbox,
} from "./enquiry-queries.ts";
import {
  addEnquiryReply,
  deleteReplyTemplate,
  listReplyTemplates,
  saveReplyTemplate,
} from "./enquiry-replies.ts";
import { moveEnquiryOutOfSpam } from "./enquiry-spam.ts";

/**
 * The inbox for one request: owners and editors read, change and export
 * enquiries; owners alone delete one (for privacy requests).
 */
export function enquiriesConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: {
    /** The settings before the agency first saves them: a reply is signed with the site's name. */
    settingsSeed: SiteDocuments["settings"];
    /** Composes an enquiry's notification; null when enquiry e-mails are off (ENQUIRY_NOTIFY_TO). */
    notification?: ((enquiry: StoredEnquiry) => OutboxMessage) | null;
    /** Queues an enquiry's lead alerts; 'Not spam' sends those held back. */
    alerts?: EnquiryAlerts | null;
    /** Wakes the outbox relay after an e-mail was queued. */
    onMailQueued?: () => void;
  },
): EnquiriesConsole {
  const { ip } = session;
  const owners = requireRole<Pick<EnquiriesConsole, "remove">>(session, "owner", {
    async remove(me, id) {
      // The entry says that an enquiry was deleted and which one (its id), never who sent it or what it said.
      const deleted = await audited(
        database,
        { actor: me.email, ip },
        (trx) => deleteEnquiry(trx, id),
        (gone) =>
          gone && {
            action: "enquiry-deleted",
            target: id,
            detail: `${gone.status} enquiry received ${gone.createdAt}; ${gone.events} history ${gone.events === 1 ? "entry" : "entries"} and ${gone.mails} e-mail${gone.mails === 1 ? "" : "s"} deleted with it`,
          },
      );
      return deleted !== null;
    },
  });
  const editors = requireRole<Omit<EnquiriesConsole, "remove">>(session, "editor", {
    newCount: () => countNewEnquiries(database),
    sourcesByWeek: () => leadSourcesByWeek(database),
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
          moveEnquiryOutOfSpam(trx, {
            id,
            actor: me.email,
            notification: options.notification ?? null,
            alerts: options.alerts ?? null,
          }),
        (result) =>
          result?.moved
            ? {
                action: "enquiry-not-spam",
                target: id,
                detail: `spam → new${result.notified ? ", notification queued" : ""}${result.alerts ? `, ${result.alerts} lead alert${result.alerts === 1 ? "" : "s"} queued` : ""}`,
              }
            : null,
      );
      if (outcome?.notified || outcome?.alerts) options.onMailQueued?.();
      return outcome && { moved: outcome.moved };
    },

    addNote: (me, id, note) =>
      audited(
        database,
        { actor: me.email, ip },
        (trx) => addEnquiryNote(trx, { id, note, actor: me.email }),
        (added) => (added ? { action: "enquiry-note", target: id } : null),
      ),

    reply: (me, id, text) =>
      audited(
        database,
        { actor: me.email, ip },
        async (trx) => {
          const settings = await readDocument(trx, "settings", options.settingsSeed);
          return addEnquiryReply(trx, {
            id,
            text,
            actor: me.email,
            siteName: settings.value.siteName,
          });
        },
        // The entry names the enquiry, not what was written to whom.
        (sent) => (sent ? { action: "enquiry-reply", target: id } : null),
      ).then((sent) => sent !== null),

    replyTemplates: () => listReplyTemplates(database.db),

    saveReplyTemplate: (me, template) =>
      audited(
        database,
        { actor: me.email, ip },
        (trx) => saveReplyTemplate(trx, template),
        (saved) =>
          saved ? { action: "reply-template-saved", target: saved, detail: template.title } : null,
      ),

    deleteReplyTemplate: (me, id) =>
      audited(
        database,
        { actor: me.email, ip },
        (trx) => deleteReplyTemplate(trx, id),
        (title) => (title ? { action: "reply-template-deleted", target: id, detail: title } : null),
      ).then((title) => title !== null),

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
  return { ...editors, ...owners };
}
