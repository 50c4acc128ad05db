import type { ReactNode } from "react";
import { EditorForm } from "~/components/admin/editor-form";
import { SaveNotice } from "~/components/admin/save-notice";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import type { MediaChoice } from "~/lib/admin/media";
import { collectionCopy as copy } from "./collection-copy";
import type { CollectionErrors, CollectionFields, Field, Section } from "./collection";
import { FieldCards } from "./field-cards";

/** What a declared editor shows: as stored, or a refused save's answer. */
export interface EditorAnswer {
  /** What the form shows: as stored, or as typed when a save was refused. */
  fields: CollectionFields;
  errors: CollectionErrors;
  message: string | null;
  conflict: boolean;
  saved: boolean;
  /** The media library's images, for 'Choose from library'. */
  library: readonly MediaChoice[];
}

/**
 * The form of an editor drawn from a declaration (a kind's item, a single
 * document): one real form posting to the route's action at the version it
 * was opened at, the declaration's fields in their cards, and the side panel
 * beside them (`children`: 'Save' and what the editor puts there). With
 * JavaScript, leaving with unsaved changes asks first.
 */
export function DeclaredForm({
  declaration,
  identity,
  version,
  answer,
  saved,
  preview,
  noValidate,
  children,
}: {
  declaration: { fields: readonly Field[]; sections?: readonly Section[]; idPrefix: string };
  /** What is edited: another one is another form (EditorForm). */
  identity: string | number | null;
  version: number;
  /** What the form shows, and the notice above it. */
  answer: EditorAnswer;
  /** The notice after a save. */
  saved: string;
  /** The Markdown field's preview, as the page last rendered it. */
  preview?: string;
  /** The server's messages alone, not the browser's (a form whose every refusal is worded). */
  noValidate?: boolean;
  children: ReactNode;
}) {
  const unsaved = useUnsavedChanges(copy.unsaved);
  const pictures = declaration.fields.some((field) => field.kind === "image");
  return (
    <>
      <SaveNotice saved={answer.saved && saved} message={answer.message} />
      <EditorForm
        method="post"
        encType={pictures ? "multipart/form-data" : undefined}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        noValidate={noValidate}
        identity={identity}
        version={version}
        refused={answer.conflict}
        {...unsaved}
        onInput={unsaved.onChange}
      >
        {/* Enter in a field saves: the first submit button is the form's default, not a list's 'Move up'. */}
        <button type="submit" hidden tabIndex={-1} />
        <FieldCards
          fields={declaration.fields}
          sections={declaration.sections}
          idPrefix={declaration.idPrefix}
          values={answer.fields}
          errors={answer.errors}
          library={answer.library}
          preview={preview}
        />
        {children}
      </EditorForm>
    </>
  );
}
