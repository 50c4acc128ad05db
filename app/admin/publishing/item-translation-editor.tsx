import * as lucide from "lucide";
import { Link, useNavigation } from "react-router";
import { collectionCopy } from "~/admin/collections/collection-copy";
import { EditorLanguages } from "~/admin/collections/editor-languages";
import { FieldCards } from "~/admin/collections/field-cards";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { EditorForm } from "~/components/admin/editor-form";
import { PageHeading } from "~/components/admin/page-heading";
import { SaveNotice } from "~/components/admin/save-notice";
import { SavePanel } from "~/components/admin/save-panel";
import { StatusBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { LanguageRow } from "~/lib/admin/languages";
import { prefixOf } from "~/lib/page-language";
import type { CollectionFields } from "../collections/collection";
import { publicPath, type EditorFields, type EditorItem } from "./editorial";
import { itemFieldsIn } from "./item-fields";
import type { ItemEditorAnswer } from "./item-editor";
import { publishingCopy as copy } from "./publishing-words";

const ArrowLeft = lucideIcon(lucide.ArrowLeft);

/** A project or post in another language, as its editor opens it at `?lang=<code>`. */
export interface ItemTranslation {
  language: LanguageRow;
  /** The default language's fields, under each field. */
  defaults: CollectionFields;
  fields: EditorFields;
  /** 0 while the item is not translated into the language. */
  version: number;
  /** 'Remove translation' was pressed: the question comes first. */
  removing: boolean;
}

/**
 * A project's or post's editor in another language than the default
 * (decision 049): the languages' bar, then the same cards with the
 * translatable fields, each with the default's words under it, its title,
 * slug, summary and body (and the cover's alt text) required, since a
 * translation is saved whole and is then live wherever its item is
 * published. The side panel says whether it is translated, with 'Save',
 * 'View the page' and 'Remove translation' (which asks first).
 */
export function ItemTranslationEditor({
  item,
  languages,
  translation,
  ...answer
}: {
  item: EditorItem & { id: number };
  languages: readonly LanguageRow[];
  translation: ItemTranslation;
} & ItemEditorAnswer) {
  const { fields, errors, message, conflict, previewHtml, saved, library } = answer;
  const { kind } = item;
  const { language, defaults, version } = translation;
  const words = copy.translation;
  const base = kind === "project" ? "/admin/projects" : "/admin/posts";
  const here = `${base}/${item.id}?lang=${language.code}`;
  const busy = useNavigation().state !== "idle";
  const unsaved = useUnsavedChanges(copy.unsaved);
  const defaultName = languages.find((other) => other.isDefault)?.name ?? "";
  const declaration = itemFieldsIn(kind, defaults, defaultName);
  // Its page in the language, once it is translated and its item is live.
  const page =
    version > 0 && item.status === "published"
      ? `${prefixOf(language.code)}${publicPath(kind, translation.fields.slug)}`
      : null;
  return (
    <>
      <PageHeading title={copy.editTitle[kind]} description={defaults.title}>
        <Link to={base} className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.back[kind]}
        </Link>
      </PageHeading>
      <EditorLanguages
        path={`${base}/${item.id}`}
        languages={languages}
        translation={translation}
      />
      {translation.removing && (
        <ConfirmStep
          id="remove-translation-heading"
          subject={language.code}
          words={{
            ...words.confirmRemove,
            text: words.confirmRemove.text(
              language.name,
              `${prefixOf(language.code)}${publicPath(kind, translation.fields.slug)}`,
            ),
          }}
          cancelHref={here}
        >
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="version" value={version} />
        </ConfirmStep>
      )}
      <SaveNotice
        saved={
          saved === "removed"
            ? copy.saved.removed
            : saved && collectionCopy.translation.saved(language.name)
        }
        message={message}
      />
      <EditorForm
        method="post"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        identity={`${item.id}:${language.code}`}
        version={version}
        refused={conflict}
        {...unsaved}
      >
        <FieldCards
          fields={declaration.fields}
          sections={declaration.sections}
          idPrefix="item"
          values={{ ...fields }}
          errors={errors}
          library={library}
          preview={previewHtml}
        />
        <SavePanel
          idPrefix="item"
          busy={busy}
          label={collectionCopy.save}
          hint={words.hint}
          view={page ? { href: page, label: words.view } : undefined}
        >
          <p className="flex items-center justify-between gap-3 text-sm font-semibold text-ink-800">
            {words.status}
            <StatusBadge
              status={version > 0 ? "approved" : "closed"}
              label={version > 0 ? words.whole : words.none}
            />
          </p>
          {version > 0 && !translation.removing && (
            <Link to={`${here}&remove`} className={adminStyles.dangerButton}>
              {words.remove}
            </Link>
          )}
        </SavePanel>
      </EditorForm>
    </>
  );
}
