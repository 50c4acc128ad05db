import { useNavigation } from "react-router";
import { EditorForm } from "~/components/admin/editor-form";
import { PageHeading } from "~/components/admin/page-heading";
import { SaveNotice } from "~/components/admin/save-notice";
import { SavePanel } from "~/components/admin/save-panel";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import type { MediaChoice } from "~/lib/admin/media";
import { collectionCopy as copy } from "./collection-copy";
import type { CollectionErrors, CollectionFields } from "./collection";
import { FieldCards } from "./field-cards";
import type { Single } from "./single";

/**
 * The editor of a single document (the settings): one real form posting to
 * the route's action, its fields in their cards and 'Save' beside them (at
 * the foot of a phone's screen), as in every editor, with a message at each
 * field the server refused. With JavaScript, leaving with unsaved changes
 * asks first.
 */
export function SingleEditor({
  single,
  version,
  fields,
  errors,
  message,
  conflict,
  saved,
  library,
}: {
  single: Single;
  version: number;
  fields: CollectionFields;
  errors: CollectionErrors;
  message: string | null;
  conflict: boolean;
  saved: boolean;
  /** The media library's images, for 'Choose from library'. */
  library: readonly MediaChoice[];
}) {
  const { words, idPrefix } = single;
  // Until the saved document's data is back, the form still holds the old version.
  const busy = useNavigation().state !== "idle";
  const unsaved = useUnsavedChanges(copy.unsaved);
  const pictures = single.fields.some((field) => field.kind === "image");
  return (
    <>
      <PageHeading title={words.title} description={words.description} />
      <SaveNotice saved={saved && words.saved} message={message} />
      <EditorForm
        method="post"
        encType={pictures ? "multipart/form-data" : undefined}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
        noValidate
        identity={single.kind}
        version={version}
        refused={conflict}
        {...unsaved}
        onInput={unsaved.onChange}
      >
        {/* Enter in a field saves: the first submit button is the form's default, not a list's 'Move up'. */}
        <button type="submit" hidden tabIndex={-1} />
        <FieldCards
          fields={single.fields}
          sections={single.sections}
          idPrefix={idPrefix}
          values={fields}
          errors={errors}
          library={library}
        />
        <SavePanel idPrefix={idPrefix} busy={busy} label={copy.save} />
      </EditorForm>
    </>
  );
}
