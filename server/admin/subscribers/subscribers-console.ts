import type { SubscribersConsole } from "../../../app/lib/admin/subscribers.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { audited, noteAudit } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { describeFilter } from "../export-filter.ts";
import { requireRole } from "../require-role.ts";
import {
  exportSubscribers,
  findSubscriber,
  listSubscribers,
  removeSubscriber,
} from "./subscriber-queries.ts";

/** The newsletter's subscribers for one request: owners and editors list, export and remove. */
export function subscribersConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
): SubscribersConsole {
  const { ip } = session;
  return requireRole<SubscribersConsole>(session, "editor", {
    list: (_me, filter) => listSubscribers(database, filter),
    find: (_me, id) => findSubscriber(database, id),

    async exportCsv(me, filter) {
      const { csv, rows } = await exportSubscribers(database, filter);
      await noteAudit(
        database,
        { actor: me.email, ip },
        { action: "subscriber-export", detail: `${rows} rows, ${describeFilter(filter)}` },
      );
      return csv;
    },

    async remove(me, id) {
      const removed = await audited(
        database,
        { actor: me.email, ip },
        (trx) => removeSubscriber(trx, id),
        (row) =>
          row && { action: "subscriber-removed", target: id, detail: `${row.status} subscriber` },
      );
      return removed !== null;
    },
  });
}
