import { backupsCopy } from "./backups-words";
import { BACKUPS_PATH } from "./backups";
import { FormCard } from "~/components/admin/form-card";
import { SubmitButton } from "~/components/admin/submit-button";

const copy = backupsCopy.backUpNow;

/**
 * 'Back up now' on /admin/backups: one button, posting to the page's
 * action; a refusal (one is running already) shows its message above it.
 */
export function BackUpNow({ message, busy }: { message: string | null; busy: boolean }) {
  return (
    <FormCard
      id="back-up-now"
      words={copy}
      message={message}
      action={BACKUPS_PATH}
      className="grid justify-items-start gap-4"
    >
      <SubmitButton busy={busy}>{copy.submit}</SubmitButton>
    </FormCard>
  );
}
