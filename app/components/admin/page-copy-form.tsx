import { ArrowLeft as arrowLeftShape } from "lucide";
import { Link, useNavigation } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { pageCopyCopy as copy } from "~/content/admin/page-copy";
import { pagesCopy } from "~/content/admin/pages";
import { copyFieldName, maxOf } from "~/forms/admin/page-copy-forms";
import type { FieldErrors } from "~/forms/field-errors";
import type { AnyCopyField, CopyTextField, PageCopyForm } from "~/lib/page-copy";
import { EditorForm } from "./editor-form";
import { describedBy, FormField } from "./form-field";
import { HistoryLink } from "./history-link";
import { PageHeading } from "./page-heading";
import { SaveNotice } from "./save-notice";
import { SavePanel } from "./save-panel";
import { SectionIndex } from "./section-index";
import { adminStyles } from "./styles";
import { useUnsavedChanges } from "./use-unsaved-changes";

const ArrowLeft = lucideIcon(arrowLeftShape);

/**
 * Any page's copy form (/admin/pages/copy/<name>), built from the page's
 * description (app/content/admin/page-copy.ts): a fieldset per section of
 * the page, a labelled input per field, a fieldset per item of a list. One
 * form posting to the route's action, with a message at each field; what was
 * typed comes back in `values` when a save is refused.
 */
export function PageCopyEditor({
  name,
  form,
  current,
  version,
  values,
  errors,
  message,
  conflict,
  saved,
}: {
  name: string;
  form: PageCopyForm<object>;
  /** The copy as stored. */
  current: object;
  version: number;
  /** What was typed, by field name, after a refused save. */
  values: Record<string, string> | null;
  errors: FieldErrors;
  message: string | null;
  conflict: boolean;
  saved: boolean;
}) {
  const busy = useNavigation().state !== "idle";
  const unsaved = useUnsavedChanges(copy.unsaved);
  const stored = current as Record<string, unknown>;

  /** One input (or textarea), labelled, with its message and hint. */
  const input = (fieldName: string, field: CopyTextField | AnyCopyField, storedValue: unknown) => {
    const id = `copy-${fieldName.replaceAll(".", "-")}`;
    const error = errors[fieldName];
    const props = {
      id,
      name: fieldName,
      defaultValue: values?.[fieldName] ?? String(storedValue ?? ""),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(id, { error, hint: field.hint }),
      // A number (a counter's) is a few digits: its box is as narrow.
      className: field.kind === "number" ? `${adminStyles.input} max-w-40` : adminStyles.input,
    };
    return (
      <FormField key={fieldName} id={id} label={field.label} error={error} hint={field.hint}>
        {field.kind === "number" ? (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            required
          />
        ) : field.kind === "longText" ? (
          <textarea
            {...props}
            // As tall as its words where the browser can (no scrolling inside a paragraph), else 3 rows.
            className={`${adminStyles.input} field-sizing-content min-h-24`}
            rows={3}
            maxLength={maxOf(field)}
            required={!field.optional}
          />
        ) : field.kind === "text" ? (
          <input {...props} maxLength={maxOf(field)} required={!field.optional} />
        ) : null}
      </FormField>
    );
  };

  return (
    <>
      <PageHeading title={copy.editTitle(form.title)}>
        <Link to="/admin/pages" className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {pagesCopy.back}
        </Link>
        <HistoryLink kind="page" itemKey={name} />
      </PageHeading>

      <SaveNotice saved={saved && copy.saved} message={message} />

      <EditorForm
        method="post"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
        identity={name}
        version={version}
        refused={conflict}
        {...unsaved}
      >
        <div className="grid content-start gap-6">
          {form.sections.length > 2 && (
            <SectionIndex
              sections={form.sections.map((section, index) => ({
                id: `copy-section-${index}`,
                title: section.legend,
              }))}
            />
          )}
          {form.sections.map((section, index) => (
            <fieldset
              key={section.legend}
              id={`copy-section-${index}`}
              className={`${adminStyles.card} grid scroll-mt-6 gap-5`}
            >
              <legend className="float-left mb-1 w-full text-lg font-bold text-ink-900">
                {section.legend}
              </legend>
              {section.hint && <p className="-mt-3 text-sm text-ink-600">{section.hint}</p>}
              {Object.entries(section.fields).map(([key, described]) => {
                const field = described as AnyCopyField;
                if (field.kind !== "list") return input(key, field, stored[key]);
                const items = (stored[key] ?? []) as Record<string, unknown>[];
                const itemKeys = Object.keys(field.item);
                // An item of one field is that field, labelled "Service 2": two
                // columns of inputs rather than a box around each.
                const single = itemKeys.length === 1 ? itemKeys[0]! : null;
                return (
                  <fieldset key={key} className="grid gap-4 border-t border-ink-100 pt-5">
                    {/* A group of fields ("Points", "Steps"): a heading over its items' labels. */}
                    <legend className="float-left mb-1 w-full text-base font-bold text-ink-900">
                      {field.label}
                    </legend>
                    {field.hint && <p className="-mt-2 text-sm text-ink-600">{field.hint}</p>}
                    {single ? (
                      <div className="grid gap-4 sm:grid-cols-2">
                        {items.map((item, position) =>
                          input(
                            copyFieldName(key, { position, field: single }),
                            { ...field.item[single]!, label: field.itemLabel(position + 1) },
                            item[single],
                          ),
                        )}
                      </div>
                    ) : (
                      items.map((item, position) => (
                        <fieldset
                          key={position}
                          className="grid gap-4 rounded-xl p-4 ring-1 ring-ink-100"
                        >
                          <legend className="px-1 text-sm font-semibold text-ink-700">
                            {field.itemLabel(position + 1)}
                          </legend>
                          {Object.entries(field.item).map(([itemKey, itemField]) =>
                            input(
                              copyFieldName(key, { position, field: itemKey }),
                              itemField,
                              item[itemKey],
                            ),
                          )}
                        </fieldset>
                      ))
                    )}
                  </fieldset>
                );
              })}
            </fieldset>
          ))}
        </div>

        {/* A page's copy is thousands of pixels long on a phone: 'Save' stays at the foot of the
            screen there, beside 'View the page'. */}
        <SavePanel
          idPrefix="copy"
          busy={busy}
          label={copy.save}
          hint={copy.saveHint}
          view={{ href: form.publicPaths[0]!, label: copy.viewPage }}
        />
      </EditorForm>
    </>
  );
}
