import { SubmitButton } from "~/components/admin/submit-button";
import { redirectsCopy } from "./redirects-words";
import { MAX_FROM, MAX_TO } from "./redirects-forms";
import { REDIRECTS_PATH, type RedirectErrors, type RedirectFields } from "./redirects";
import { controlProps, FormField } from "~/components/admin/form-field";
import { CheckboxField } from "~/components/admin/checkbox-field";
import { FormCard } from "~/components/admin/form-card";

const copy = redirectsCopy.add;

/**
 * 'Add a redirect' on /admin/redirects: 'From', 'To', 'Permanent' (ticked:
 * 301) and 'Add redirect', posting to the page's action; a refused field
 * shows its message and keeps what was typed. 'Create a redirect' in the 404
 * log opens the page with `?from=` and this form's 'From' filled in.
 */
export function RedirectForm({
  fields,
  errors,
  message,
  busy,
}: {
  fields: RedirectFields;
  errors: RedirectErrors;
  message: string | null;
  busy: boolean;
}) {
  const input = (name: "from" | "to", hint: string) => ({
    ...controlProps(`redirect-${name}`, name, { value: fields[name], error: errors[name], hint }),
    autoComplete: "off",
    spellCheck: false,
    required: true,
  });
  return (
    <FormCard
      id="add-redirect"
      words={copy}
      intent="add"
      message={message}
      // Not the address's ?from=: once posted, the form holds what was typed.
      action={REDIRECTS_PATH}
      className="grid gap-5 md:grid-cols-2"
    >
      <FormField id="redirect-from" label={copy.from} error={errors.from} hint={copy.fromHint}>
        <input {...input("from", copy.fromHint)} maxLength={MAX_FROM} />
      </FormField>
      <FormField id="redirect-to" label={copy.to} error={errors.to} hint={copy.toHint}>
        <input {...input("to", copy.toHint)} maxLength={MAX_TO} />
      </FormField>
      <CheckboxField
        id="redirect-permanent"
        name="permanent"
        label={copy.permanent}
        hint={copy.permanentHint}
        checked={fields.permanent === "yes"}
        className="md:col-span-2"
      />
      <div className="md:col-span-2">
        <SubmitButton busy={busy}>{copy.submit}</SubmitButton>
      </div>
    </FormCard>
  );
}
