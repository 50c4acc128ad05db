import * as lucide from "lucide";
import { Link, useNavigation } from "react-router";
import { HistoryLink } from "~/components/admin/history-link";
import { OrderPanel } from "~/components/admin/order-panel";
import { PageHeading } from "~/components/admin/page-heading";
import { SavePanel } from "~/components/admin/save-panel";
import { adminStyles } from "~/components/admin/styles";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { LanguageRow } from "~/lib/admin/languages";
import type { RevisionKind } from "~/lib/admin/revisions";
import { collectionCopy as copy } from "./collection-copy";
import { CollectionField } from "./collection-field";
import { DeclaredForm, type EditorAnswer } from "./declared-form";
import { fieldsIn } from "./field-cards";
import type { Collection, CollectionItem } from "./collection";
import { declarationIn, EditorLanguages, type EditorTranslation } from "./editor-languages";

const ArrowLeft = lucideIcon(lucide.ArrowLeft);

/**
 * The editor of any declared kind: one real form posting to the route's
 * action, the kind's fields in its cards, then the side panel with what the
 * kind puts there, the order, the visibility and 'Save' (in the same place
 * in every editor), with a message at each field the server refused. With
 * JavaScript, leaving with unsaved changes asks first. Where the site has
 * several languages, a saved item's editor starts with their bar; in another
 * language than the default the form holds the translatable fields, each
 * with the default's words under it, and 'Save' alone beside them.
 */
export function CollectionEditor({
  collection,
  item,
  languages,
  translation,
  ...answer
}: {
  collection: Collection;
  item: CollectionItem;
  /** The site's languages, the default first. */
  languages: readonly LanguageRow[];
  translation: EditorTranslation;
} & EditorAnswer) {
  const { fields, errors } = answer;
  const { words, idPrefix } = collection;
  // Until the saved item's data is back, the form still holds the old version.
  const busy = useNavigation().state !== "idle";
  const side = fieldsIn(collection.fields, collection.sections, "side");
  const t = copy.translation;
  return (
    <>
      <PageHeading
        title={item.id === null ? words.newItem : words.editTitle}
        description={
          item.id === null
            ? undefined
            : (translation?.defaults ?? item.fields)[collection.list.title]
        }
      >
        <Link to={collection.path} className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {words.back}
        </Link>
        {collection.revisions && item.id !== null && !translation && (
          <HistoryLink kind={collection.kind as RevisionKind} itemKey={String(item.id)} />
        )}
      </PageHeading>
      {item.id !== null && (
        <EditorLanguages
          path={`${collection.path}/${item.id}`}
          languages={languages}
          translation={translation}
        />
      )}

      <DeclaredForm
        declaration={declarationIn(collection, languages, translation)}
        identity={translation ? `${item.id}:${translation.language.code}` : item.id}
        version={item.version}
        answer={answer}
        saved={translation ? t.saved(translation.language.name) : words.saved}
      >
        {translation ? (
          <SavePanel idPrefix={idPrefix} busy={busy} label={copy.save} />
        ) : (
          <OrderPanel
            idPrefix={idPrefix}
            fields={{ position: fields.position ?? "", visible: fields.visible ?? "shown" }}
            errors={errors}
            copy={{
              fields: {
                position: copy.position,
                positionHint: copy.positionHint,
                visible: copy.visible,
                visibleHint: words.visibleHint,
              },
              shown: copy.shown,
              hidden: copy.hidden,
              save: copy.save,
            }}
            busy={busy}
          >
            {side.map((field) => (
              <CollectionField
                key={field.name}
                field={field}
                idPrefix={idPrefix}
                value={fields[field.name] ?? ""}
                error={errors[field.name]}
                library={answer.library}
              />
            ))}
          </OrderPanel>
        )}
      </DeclaredForm>
    </>
  );
}
