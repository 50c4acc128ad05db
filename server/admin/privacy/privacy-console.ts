import type { PrivacyConsole } from "../../../app/lib/admin/privacy.ts";
import type { RetentionPeriod } from "../../../app/lib/admin/privacy.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { audited, noteAudit } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import { addressHash, appendErasure, ERASURE_TARGET_PREFIX } from "./erasure-log.ts";
import { normaliseAddress } from "./personal-data.ts";
import {
  erasePersonalData,
  erasureDetail,
  personalDataDocument,
  personalDataReport,
} from "./privacy-queries.ts";

/**
 * Privacy requests for one request (/admin/privacy): owners only. Finding is
 * a read; the download is noted in the audit log as an export; the erasure
 * and its entry are one transaction. No entry holds the address: keeping it
 * there would undo the erasure (and an export's entry would tell who asked).
 */
export function privacyConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: {
    /** The retention periods in force (./retention.ts, `retentionPeriods`). */
    retention: RetentionPeriod[];
    /** Told the tags of the public pages an erasure changes (server/http/render-cache.ts). */
    onContentChange?: (tags: string[]) => void;
    /** `erasures.log` beside the backups (./erasure-log.ts); null: the audit log alone. */
    erasureLog?: string | null;
    log?: { warn(details: object, message: string): void } | undefined;
    /** Writes the analytics' counted views first, so an enquiry just sent is found with its day. */
    flush?: () => Promise<void>;
  },
): PrivacyConsole {
  const { ip } = session;
  return requireRole<PrivacyConsole>(session, "owner", {
    retention: async () => options.retention,

    async find(_me, typed) {
      await options.flush?.();
      return personalDataReport(database.db, normaliseAddress(typed));
    },

    async exportJson(me, typed) {
      await options.flush?.();
      const { json, rows, tables } = await personalDataDocument(
        database.db,
        normaliseAddress(typed),
        { retention: options.retention, now: new Date() },
      );
      await noteAudit(
        database,
        { actor: me.email, ip },
        { action: "privacy-export", detail: `${rows} rows from ${tables} tables` },
      );
      return { json, rows };
    },

    async erase(me, typed) {
      await options.flush?.();
      const address = normaliseAddress(typed);
      const erasure = await audited(
        database,
        { actor: me.email, ip },
        (trx) => erasePersonalData(trx, address),
        (done) =>
          done.rows + done.cleared > 0
            ? {
                action: "privacy-erasure",
                // Its hash, so a restore of an older backup erases them again.
                target: ERASURE_TARGET_PREFIX + addressHash(address),
                detail: erasureDetail(done),
              }
            : null,
      );
      if (erasure.rows + erasure.cleared > 0 && options.erasureLog) {
        const record = { hash: addressHash(address), at: new Date().toISOString() };
        await appendErasure(options.erasureLog, record).catch((error: unknown) =>
          options.log?.warn(
            { err: error, file: options.erasureLog },
            "Privacy: the erasure is done and audited, but erasures.log beside the backups could not be written",
          ),
        );
      }
      // A post showed the approved comment; its lists show the counts.
      if (erasure.approvedComment) options.onContentChange?.(["posts"]);
      return { rows: erasure.rows, tables: erasure.tables, cleared: erasure.cleared };
    },
  });
}
