import { BACKUP_TRIGGERS, type BackupTrigger } from "../../app/admin/backups/backups.ts";

/**
 * Who started a backup, as the process that starts `npm run backup` tells
 * it (BACKUP_TRIGGER, BACKUP_ACTOR): the scheduled job, or 'Back up now' and
 * the owner who asked. Run by hand, the command is 'command'.
 */
export interface BackupStarter {
  trigger: BackupTrigger;
  /** The owner's e-mail for 'console'; null otherwise. */
  actor: string | null;
}

/** The variables that tell the command who started it. */
export function starterEnv({ trigger, actor }: BackupStarter): Record<string, string> {
  return { BACKUP_TRIGGER: trigger, ...(actor && { BACKUP_ACTOR: actor }) };
}

/** Who started this run, from its environment; an unknown BACKUP_TRIGGER reads as by hand. */
export function starterOf(env: NodeJS.ProcessEnv): BackupStarter {
  const trigger =
    BACKUP_TRIGGERS.find((known) => known === env.BACKUP_TRIGGER?.trim()) ?? "command";
  const actor = trigger === "console" ? env.BACKUP_ACTOR?.trim() || null : null;
  return { trigger, actor };
}

/** Who the audit log names for a run: the owner, the scheduled job, or the command line. */
export const auditActorOf = ({ trigger, actor }: BackupStarter): string =>
  actor ?? (trigger === "schedule" ? "scheduled job" : "command line");
