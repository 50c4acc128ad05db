import { languagesCopy } from "./languages-words";
import { MAX_NAME } from "./languages-forms";
import { LANGUAGES_PATH, type LanguageErrors, type LanguageFields } from "./languages";
import { describedBy, FormField } from "~/components/admin/form-field";
import { FormCard } from "~/components/admin/form-card";
import { adminStyles } from "~/components/admin/styles";

const copy = languagesCopy.add;

/**
 * 'Add language' on /admin/languages: 'Code' and 'Name', posting to the
 * page's action; a refused field shows its message and keeps what was typed.
 */
export function LanguageForm({
  fields,
  errors,
  message,
  busy,
}: {
  fields: LanguageFields;
  errors: LanguageErrors;
  message: string | null;
  busy: boolean;
}) {
  const input = (name: "code" | "name", hint: string) => ({
    id: `language-${name}`,
    name,
    defaultValue: fields[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(`language-${name}`, { error: errors[name], hint }),
    className: adminStyles.input,
    autoComplete: "off",
    required: true,
  });
  return (
    <FormCard
      id="add-language"
      heading={copy.heading}
      intro={copy.intro}
      intent="add"
      message={message}
      action={LANGUAGES_PATH}
      className="grid gap-5 md:grid-cols-[minmax(0,15rem)_minmax(0,1fr)_auto] md:items-start"
    >
      <FormField id="language-code" label={copy.code} error={errors.code} hint={copy.codeHint}>
        <input {...input("code", copy.codeHint)} maxLength={35} spellCheck={false} />
      </FormField>
      <FormField id="language-name" label={copy.name} error={errors.name} hint={copy.nameHint}>
        <input {...input("name", copy.nameHint)} maxLength={MAX_NAME} />
      </FormField>
      <div className="grid gap-2 md:col-span-2 md:row-start-2">
        <div className="flex items-center gap-3">
          <input
            id="language-published"
            name="published"
            type="checkbox"
            value="yes"
            defaultChecked={fields.published === "yes"}
            aria-describedby="language-published-hint"
            className="size-5 accent-brand-600"
          />
          <label htmlFor="language-published" className={adminStyles.label}>
            {copy.published}
          </label>
        </div>
        <p id="language-published-hint" className="text-sm text-ink-600">
          {copy.publishedHint}
        </p>
      </div>
      <div className="md:col-start-3 md:row-start-1 md:pt-7">
        <button type="submit" disabled={busy} className={adminStyles.primaryButton}>
          {copy.submit}
        </button>
      </div>
    </FormCard>
  );
}
