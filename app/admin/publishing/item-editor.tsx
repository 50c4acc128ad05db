import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Link, useNavigation } from "react-router";
import { publishingCopy as copy } from "./publishing-words";
import { CollectionField } from "~/admin/collections/collection-field";
import { fieldsIn, FieldCards } from "~/admin/collections/field-cards";
import { ITEM_FIELDS, ITEM_SECTIONS } from "./item-fields";
import { publicPath, type EditorFields, type EditorItem, type FieldErrors } from "./editorial";
import { EditorForm } from "~/components/admin/editor-form";
import { MoveToTrashButton, TrashForm, TrashedPanel } from "./item-trash";
import type { MediaChoice } from "~/lib/admin/media";
import type { LanguageRow } from "~/lib/admin/languages";
import { EditorLanguages } from "~/admin/collections/editor-languages";
import { HistoryLink } from "~/components/admin/history-link";
import { PageHeading } from "~/components/admin/page-heading";
import { SaveNotice } from "~/components/admin/save-notice";
import { StatusBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";

const ArrowLeft = lucideIcon(lucide.ArrowLeft);
const ExternalLink = lucideIcon(lucide.ExternalLink);

const tones = {
  draft: "closed",
  published: "approved",
  scheduled: "pending",
  trash: "spam",
} as const;
// The trash's form, apart from the editor's own: its buttons name it.
const TRASH_FORM = "item-trash";

/**
 * The editor's buttons for an item's status, in order: 'Save draft' while it
 * is a draft, 'Publish' always, 'Unpublish' once it is not a draft.
 */
const intentsOf = (status: EditorItem["status"]) =>
  (
    [
      ["save", "saveDraft", "secondaryButton"],
      ["publish", "publish", "primaryButton"],
      ["unpublish", "unpublish", "dangerButton"],
    ] as const
  ).filter(([intent]) =>
    intent === "save" ? status === "draft" : intent === "unpublish" ? status !== "draft" : true,
  );

/** What a project's or post's editor shows of its data and its action's answer, in any language. */
export interface ItemEditorAnswer {
  fields: EditorFields;
  errors: FieldErrors;
  message: string | null;
  conflict: boolean;
  previewHtml: string;
  saved: keyof typeof copy.saved | null;
  /** The media library's images, for 'Choose from library'. */
  library: readonly MediaChoice[];
}

/**
 * The editor of a project or post: a real form posting to the route's action
 * (Save draft, Publish, Unpublish, Update preview), with per-field messages.
 * Its fields are declared with the kind's (app/admin/publishing/item-fields.ts).
 * With JavaScript: the slug follows the title until it is edited, the body's
 * preview follows the text, and leaving with unsaved changes asks first.
 */
export function ItemEditor({
  item,
  fields,
  errors,
  message,
  conflict,
  previewHtml,
  saved,
  library,
  languages,
}: {
  item: EditorItem;
  /** The site's languages, the default first: a saved item's editor starts with their bar. */
  languages: readonly LanguageRow[];
} & ItemEditorAnswer) {
  const kind = item.kind;
  const base = kind === "project" ? "/admin/projects" : "/admin/posts";
  const itemPath = publicPath(kind, item.fields.slug);
  // Until the saved item's data is back, the form still holds the old version:
  // a second action then would be refused as a conflict with the first.
  const busy = useNavigation().state !== "idle";
  const unsaved = useUnsavedChanges(copy.unsaved);
  const declared = ITEM_FIELDS[kind];
  const side = fieldsIn(declared, ITEM_SECTIONS, "side");

  return (
    <>
      <PageHeading
        title={item.id === null ? copy.newItem[kind] : copy.editTitle[kind]}
        description={item.id === null ? undefined : fields.title}
      >
        <Link to={base} className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.back[kind]}
        </Link>
        {item.id !== null && <HistoryLink kind={kind} itemKey={String(item.id)} />}
      </PageHeading>

      {item.id !== null && (
        <EditorLanguages path={`${base}/${item.id}`} languages={languages} translation={null} />
      )}

      <SaveNotice saved={saved && copy.saved[saved]} message={message} />

      <EditorForm
        method="post"
        encType="multipart/form-data"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        identity={item.id}
        version={item.version}
        refused={conflict}
        {...unsaved}
      >
        <FieldCards
          fields={declared}
          sections={ITEM_SECTIONS}
          idPrefix="item"
          values={{ ...fields }}
          errors={errors}
          library={library}
          preview={previewHtml}
        />

        <aside className="grid content-start gap-4 lg:sticky lg:top-6 lg:self-start">
          <div className={`${adminStyles.card} grid gap-4`}>
            <p className="flex items-center justify-between gap-3 text-sm font-semibold text-ink-800">
              {copy.statusLabel}
              <StatusBadge status={tones[item.status]} label={copy.statuses[item.status]} />
            </p>
            {side.map((field) => (
              <CollectionField
                key={field.name}
                // One column: the side panel's width.
                field={{ ...field, half: true }}
                idPrefix="item"
                value={fields[field.name as keyof EditorFields] ?? ""}
                error={errors[field.name as keyof EditorFields]}
                library={library}
              />
            ))}
            {item.trashedAt && (
              <TrashedPanel
                kind={kind}
                trashedAt={item.trashedAt}
                formId={TRASH_FORM}
                disabled={busy}
              />
            )}
            <div className="grid gap-2" hidden={Boolean(item.trashedAt)}>
              {intentsOf(item.status).map(([intent, label, style]) => (
                <button
                  key={intent}
                  type="submit"
                  name="intent"
                  value={intent}
                  disabled={busy}
                  className={adminStyles[style]}
                >
                  {copy.actions[label]}
                </button>
              ))}
              {item.id !== null && (
                <a
                  href={`${itemPath}?preview=1`}
                  target="_blank"
                  rel="noopener"
                  className={adminStyles.secondaryButton}
                  aria-describedby="item-preview-hint"
                >
                  {copy.actions.preview}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              )}
            </div>
            {item.id !== null && !item.trashedAt && (
              <p id="item-preview-hint" className="text-xs text-ink-600">
                {copy.actions.previewHint}
              </p>
            )}
            {item.id !== null && !item.trashedAt && (
              <MoveToTrashButton kind={kind} formId={TRASH_FORM} disabled={busy} />
            )}
          </div>
        </aside>
      </EditorForm>
      {item.id !== null && (
        <TrashForm
          kind={kind}
          id={item.id}
          intent={item.trashedAt ? "restore" : "trash"}
          formId={TRASH_FORM}
        />
      )}
    </>
  );
}
