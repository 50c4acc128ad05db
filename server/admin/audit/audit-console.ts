import type { AuditConsole } from "../../../app/lib/admin/audit.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import { listAudit } from "./audit-log.ts";

const AUDIT_PAGE_SIZE = 50;

/** The audit log for one request: owners and editors read it; nothing here writes. */
export function auditConsole(database: DatabaseHandle, session: ConsoleSession): AuditConsole {
  return requireRole<AuditConsole>(session, "editor", {
    async page(_me, page) {
      const result = await listAudit(database, { page, pageSize: AUDIT_PAGE_SIZE });
      return { ...result, pageCount: Math.max(1, Math.ceil(result.total / AUDIT_PAGE_SIZE)) };
    },
    recent: async (_me, count) => (await listAudit(database, { page: 1, pageSize: count })).entries,
  });
}
