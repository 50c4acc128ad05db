import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";

/**
 * The audit log: who did what and when. Rows are only ever inserted (here)
 * and read (the console's /admin/audit); nothing deletes them, and only a
 * privacy erasure changes one: it clears the detail of the entries about the
 * rows it erased (server/admin/privacy/personal-data.ts).
 */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "enquiry-status",
  "enquiry-note",
  "enquiry-export",
  "enquiry-reply",
  "reply-template-saved",
  "reply-template-deleted",
  "comment-approved",
  "comment-rejected",
  "comment-spam",
  "comment-deleted",
  "user-added",
  "user-disabled",
  "user-enabled",
  "user-password",
  "user-invited",
  "invitation-accepted",
  "password-reset-requested",
  "password-reset",
  "password-changed",
  "sessions-revoked",
  "two-factor-enabled",
  "two-factor-disabled",
  "sign-in-code-failed",
  "project-saved",
  "project-published",
  "project-unpublished",
  "post-saved",
  "post-published",
  "post-unpublished",
  "legal-page-saved",
  "page-copy-saved",
  "subscriber-removed",
  "subscriber-export",
  "settings-saved",
  "testimonial-saved",
  "member-saved",
  "partner-saved",
  "plan-saved",
  "service-saved",
  "redirect-added",
  "redirect-deleted",
  // The trash and the schedule.
  "project-trashed",
  "project-restored",
  "project-purged",
  "post-trashed",
  "post-restored",
  "post-purged",
  "project-went-live",
  "post-went-live",
  "enquiry-deleted",
  "preview-link-created",
  "preview-link-revoked",
  "enquiry-not-spam",
  "comment-not-spam",
  "webhook-added",
  "webhook-test",
  "webhook-paused",
  "webhook-resumed",
  "webhook-deleted",
  "revision-restored",
  "media-uploaded",
  "media-saved",
  "media-replaced",
  "media-deleted",
  // Privacy requests (docs/privacy.md).
  "privacy-export",
  "privacy-erasure",
  // The site's languages.
  "language-added",
  "language-published",
  "language-unpublished",
  "language-deleted",
  "translation-removed",
  // Backups (docs/backups.md).
  "backup-taken",
  "backup-failed",
  "backup-downloaded",
  "backup-restored",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  /** Who did it: a console user's e-mail, 'cli', or the address typed at a failed sign-in. */
  actor: string | null;
  /** What it was done to: an enquiry or comment id, a user's e-mail. */
  target?: string | null;
  /** A short human summary, e.g. "new → open" or "12 rows, status new". */
  detail?: string | null;
  ip?: string | null;
}

export interface AuditRecord extends Required<AuditEntry> {
  id: string;
  at: string;
}

export async function recordAudit(
  db: Kysely<Database>,
  entry: AuditEntry,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      action: entry.action,
      actor_email: entry.actor,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
      ip: entry.ip ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}

export async function listAudit(
  database: DatabaseHandle,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ entries: AuditRecord[]; total: number }> {
  const [rows, count] = await Promise.all([
    database.db
      .selectFrom("audit_log")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    database.db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    entries: rows.map((r) => ({
      id: r.id,
      at: r.created_at,
      action: r.action as AuditAction,
      actor: r.actor_email,
      target: r.target,
      detail: r.detail,
      ip: r.ip,
    })),
  };
}
