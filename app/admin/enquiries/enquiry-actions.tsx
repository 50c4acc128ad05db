import { Form, useNavigation } from "react-router";
import { enquiryStatuses } from "~/content/admin/enquiry-statuses";
import { enquiryCopy as copy } from "./enquiries-words";
import type { FieldErrors } from "~/forms/field-errors";
import type { EnquiryStatus } from "~/lib/admin/statuses";
import { controlProps, FormField } from "~/components/admin/form-field";
import { adminStyles } from "~/components/admin/styles";

/** The two things one does to an enquiry: change its status, add a note. Plain POST forms. */
export function EnquiryActions({
  status,
  errors = {},
  saved,
}: {
  status: EnquiryStatus;
  /** The refused form's message, at its field ('status' or 'note'). */
  errors?: FieldErrors;
  saved: string | null;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <section aria-label={copy.statusHeading} className={`${adminStyles.card} grid gap-6`}>
      {saved && (
        <p role="status" className={adminStyles.success}>
          {saved === "note" ? copy.noteSaved : copy.statusSaved}
        </p>
      )}
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="status" />
        <FormField id="enquiry-status" label={copy.statusLabel} error={errors.status}>
          <select
            {...controlProps("enquiry-status", "status", { value: status, error: errors.status })}
            key={status}
          >
            {enquiryStatuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </FormField>
        <button type="submit" disabled={busy("status")} className={adminStyles.primaryButton}>
          {busy("status") ? copy.saving : copy.statusButton}
        </button>
      </Form>
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="note" />
        <FormField id="enquiry-note" label={copy.noteLabel} error={errors.note}>
          <textarea
            {...controlProps("enquiry-note", "note", { value: "", error: errors.note })}
            rows={4}
            required
          />
        </FormField>
        <button type="submit" disabled={busy("note")} className={adminStyles.secondaryButton}>
          {busy("note") ? copy.saving : copy.noteButton}
        </button>
      </Form>
    </section>
  );
}
