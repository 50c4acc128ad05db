/** The audit log (/admin/audit, the overview's recent changes): read only (server/admin/audit/). */

export interface AuditEntryView {
  id: string;
  at: string;
  action: string;
  actor: string | null;
  target: string | null;
  detail: string | null;
  ip: string | null;
}

/** Owners and editors. */
export interface AuditConsole {
  /** One page of the log, newest first. */
  page(page: number): Promise<{ entries: AuditEntryView[]; total: number; pageCount: number }>;
  /** The latest `count` entries. */
  recent(count: number): Promise<AuditEntryView[]>;
}
