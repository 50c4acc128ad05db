import * as lucide from "lucide";
import { Link, useNavigation } from "react-router";
import { HistoryLink } from "~/components/admin/history-link";
import { OrderPanel } from "~/components/admin/order-panel";
import { PageHeading } from "~/components/admin/page-heading";
import { adminStyles } from "~/components/admin/styles";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { RevisionKind } from "~/lib/admin/revisions";
import { collectionCopy as copy } from "./collection-copy";
import { CollectionField } from "./collection-field";
import { DeclaredForm, type EditorAnswer } from "./declared-form";
import { fieldsIn } from "./field-cards";
import type { Collection, CollectionItem } from "./collection";

const ArrowLeft = lucideIcon(lucide.ArrowLeft);

/**
 * The editor of any declared kind: one real form posting to the route's
 * action, the kind's fields in its cards, then the side panel with what the
 * kind puts there, the order, the visibility and 'Save' (in the same place
 * in every editor), with a message at each field the server refused. With
 * JavaScript, leaving with unsaved changes asks first.
 */
export function CollectionEditor({
  collection,
  item,
  ...answer
}: { collection: Collection; item: CollectionItem } & EditorAnswer) {
  const { fields, errors } = answer;
  const { words, idPrefix } = collection;
  // Until the saved item's data is back, the form still holds the old version.
  const busy = useNavigation().state !== "idle";
  const side = fieldsIn(collection.fields, collection.sections, "side");
  return (
    <>
      <PageHeading
        title={item.id === null ? words.newItem : words.editTitle}
        description={item.id === null ? undefined : item.fields[collection.list.title]}
      >
        <Link to={collection.path} className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {words.back}
        </Link>
        {collection.revisions && item.id !== null && (
          <HistoryLink kind={collection.kind as RevisionKind} itemKey={String(item.id)} />
        )}
      </PageHeading>

      <DeclaredForm
        declaration={collection}
        identity={item.id}
        version={item.version}
        answer={answer}
        saved={words.saved}
      >
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
      </DeclaredForm>
    </>
  );
}
