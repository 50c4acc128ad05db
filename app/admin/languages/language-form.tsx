import { SubmitButton } from "~/components/admin/submit-button";
import { languagesCopy } from "./languages-words";
import { MAX_NAME } from "./languages-forms";
import { LANGUAGES_PATH, type LanguageErrors, type LanguageFields } from "./languages";
import { CollectionField } from "../collections/collection-field";
import type { Field } from "../collections/collection";
import { FormCard } from "~/components/admin/form-card";

const copy = languagesCopy.add;

/** 'Add language''s fields, drawn by the console's one field component. */
const FIELDS: readonly Field[] = [
  { name: "code", kind: "text", label: copy.code, hint: copy.codeHint, max: 35, half: true },
  { name: "name", kind: "text", label: copy.name, hint: copy.nameHint, max: MAX_NAME, half: true },
  { name: "published", kind: "toggle", label: copy.published, hint: copy.publishedHint },
].map((field) => ({ ...field, translatable: false }) as Field);

/**
 * 'Add language' on /admin/languages: 'Code', 'Name' and 'Published',
 * posting to the page's action; a refused field shows its message and keeps
 * what was typed.
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
  return (
    <FormCard
      id="add-language"
      words={copy}
      intent="add"
      message={message}
      action={LANGUAGES_PATH}
      className="grid gap-5 md:grid-cols-[minmax(0,15rem)_minmax(0,1fr)_auto] md:items-start"
    >
      {FIELDS.map((field) => (
        <CollectionField
          key={field.name}
          field={field}
          idPrefix="language"
          value={fields[field.name as keyof LanguageFields]}
          error={errors[field.name as keyof LanguageErrors]}
          library={[]}
        />
      ))}
      <div className="md:col-start-3 md:row-start-1 md:pt-7">
        <SubmitButton busy={busy}>{copy.submit}</SubmitButton>
      </div>
    </FormCard>
  );
}
