import * as lucide from "lucide";
import { Link, useNavigation } from "react-router";
import { HistoryLink } from "~/components/admin/history-link";
import { PageHeading } from "~/components/admin/page-heading";
import { DateOn } from "~/components/admin/date-time";
import { SavePanel } from "~/components/admin/save-panel";
import { adminStyles } from "~/components/admin/styles";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { collectionCopy as copy } from "./collection-copy";
import { DeclaredForm, type EditorAnswer } from "./declared-form";
import type { LanguageRow } from "~/lib/admin/languages";
import { pathIn, prefixOf } from "~/lib/page-language";
import type { Single, SingleEdit } from "./single";
import { declarationIn, EditorLanguages, type EditorTranslation } from "./editor-languages";

const ArrowLeft = lucideIcon(lucide.ArrowLeft);

/**
 * The editor of a single document (the settings): one real form posting to
 * the route's action, its fields in their cards and 'Save' beside them (at
 * the foot of a phone's screen), as in every editor, with a message at each
 * field the server refused. With JavaScript, leaving with unsaved changes
 * asks first. Where the site has several languages, their bar comes first;
 * in another language than the default the form holds its translatable
 * fields, each with the default's words under it.
 */
export function SingleEditor({
  single,
  edit,
  version,
  preview,
  languages,
  translation,
  ...answer
}: {
  single: Single;
  /** The site's languages, the default first. */
  languages: readonly LanguageRow[];
  translation: EditorTranslation;
  /** The document as stored. */
  edit: SingleEdit;
  /** The version the form is sent at: as stored, or as sent when a save was refused. */
  version: number;
  /** The Markdown field's preview, as the page last rendered it. */
  preview?: string;
} & EditorAnswer) {
  const { words, idPrefix } = single;
  // Until the saved document's data is back, the form still holds the old version.
  const busy = useNavigation().state !== "idle";
  const declaration = declarationIn(single, languages, translation);
  const t = copy.translation;
  return (
    <>
      <PageHeading
        title={single.heading?.(translation?.defaults ?? edit.fields) ?? words.title}
        description={words.description}
      >
        {single.back && (
          <Link to={single.back.href} className={adminStyles.secondaryButton}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {single.back.label}
          </Link>
        )}
        {single.revisions && !translation && (
          <HistoryLink kind={single.revisions.kind} itemKey={single.revisions.key} />
        )}
      </PageHeading>
      <EditorLanguages path={single.path} languages={languages} translation={translation} />
      <DeclaredForm
        declaration={declaration}
        identity={translation ? `${single.document}:${translation.language.code}` : single.document}
        version={version}
        answer={answer}
        saved={translation ? t.saved(translation.language.name) : words.saved}
        preview={preview}
        noValidate
      >
        <SavePanel
          idPrefix={idPrefix}
          busy={busy}
          label={copy.save}
          hint={single.saveHint}
          // The public page in the language being written.
          view={
            translation && single.view
              ? {
                  ...single.view,
                  href: pathIn({ prefix: prefixOf(translation.language.code) }, single.view.href),
                }
              : single.view
          }
        >
          {single.updated && !translation && (
            <p className="flex flex-wrap items-center justify-between gap-x-3 text-sm font-semibold text-ink-800">
              {single.updated.label}
              <span className="font-normal text-ink-700">
                {edit.updated && <DateOn day={edit.updated} />}
              </span>
            </p>
          )}
        </SavePanel>
      </DeclaredForm>
    </>
  );
}
