import { ArrowLeft as arrowLeftShape } from "lucide";
import { Link, useNavigation } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { pagesCopy as copy } from "~/content/admin/pages";
import { LEGAL_PAGE_MAX } from "~/forms/admin/pages-forms";
import type { FieldErrors } from "~/forms/field-errors";
import type { LegalPageEdit, LegalPageFields } from "~/lib/admin/pages";
import { EditorForm } from "./editor-form";
import { describedBy, FormField } from "./form-field";
import type { MediaChoice } from "~/lib/admin/media";
import { MarkdownField } from "./markdown-field";
import { UpdatedOn } from "./page-list";
import { HistoryLink } from "./history-link";
import { PageHeading } from "./page-heading";
import { SaveNotice } from "./save-notice";
import { SavePanel } from "./save-panel";
import { adminStyles } from "./styles";
import { useUnsavedChanges } from "./use-unsaved-changes";

const ArrowLeft = lucideIcon(arrowLeftShape);

const f = copy.fields;

/**
 * The editor of a legal page (/admin/pages/terms, /admin/pages/privacy): one
 * form posting to the route's action ('Save', and 'Update preview', which
 * saves nothing), with a message at each field. With JavaScript the body's
 * preview follows the text and leaving with unsaved changes asks first.
 */
export function LegalPageEditor({
  edit,
  fields,
  errors,
  message,
  conflict,
  previewHtml,
  saved,
  library,
}: {
  edit: LegalPageEdit;
  fields: LegalPageFields;
  errors: FieldErrors;
  message: string | null;
  conflict: boolean;
  previewHtml: string;
  saved: boolean;
  /** The media library's images, for 'Add a picture from the library'. */
  library: readonly MediaChoice[];
}) {
  // Until the saved page's data is back, the form still holds the old version.
  const busy = useNavigation().state !== "idle";
  const unsaved = useUnsavedChanges(copy.unsaved);
  const control = (name: keyof LegalPageFields, hint?: string) => ({
    id: `page-${name}`,
    name,
    defaultValue: fields[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(`page-${name}`, { error: errors[name], hint }),
    className: adminStyles.input,
  });
  return (
    <>
      <PageHeading title={copy.editTitle(edit.page.title)}>
        <Link to="/admin/pages" className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.back}
        </Link>
        <HistoryLink kind="legal" itemKey={edit.key} />
      </PageHeading>

      <SaveNotice saved={saved && copy.saved} message={message} />

      <EditorForm
        method="post"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
        identity={edit.key}
        version={edit.version}
        refused={conflict}
        {...unsaved}
      >
        <section className={`${adminStyles.card} grid content-start gap-5`}>
          <FormField id="page-title" label={f.title} error={errors.title} hint={f.titleHint}>
            <input {...control("title", f.titleHint)} required maxLength={LEGAL_PAGE_MAX.title} />
          </FormField>
          <FormField
            id="page-description"
            label={f.description}
            error={errors.description}
            hint={f.descriptionHint}
          >
            <textarea
              {...control("description", f.descriptionHint)}
              rows={3}
              maxLength={LEGAL_PAGE_MAX.description}
            />
          </FormField>
          <MarkdownField
            id="page-body"
            name="body"
            label={f.body}
            hint={f.bodyHint}
            error={errors.body}
            defaultValue={fields.body}
            previewHtml={previewHtml}
            library={library}
            maxLength={LEGAL_PAGE_MAX.body}
            required
          />
        </section>

        <SavePanel
          idPrefix="page"
          busy={busy}
          label={copy.save}
          hint={copy.saveHint}
          intent="save"
          view={{ href: `/${edit.key}`, label: copy.viewPage }}
        >
          <p className="flex flex-wrap items-center justify-between gap-x-3 text-sm font-semibold text-ink-800">
            {copy.updatedOn}
            <span className="font-normal text-ink-700">
              <UpdatedOn day={edit.page.updatedOn} />
            </span>
          </p>
        </SavePanel>
      </EditorForm>
    </>
  );
}
