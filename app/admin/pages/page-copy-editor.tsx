import { ArrowLeft as arrowLeftShape } from "lucide";
import { Link, useNavigation } from "react-router";
import { EditorForm } from "~/components/admin/editor-form";
import { HistoryLink } from "~/components/admin/history-link";
import { PageHeading } from "~/components/admin/page-heading";
import { SaveNotice } from "~/components/admin/save-notice";
import { SavePanel } from "~/components/admin/save-panel";
import { adminStyles } from "~/components/admin/styles";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { pagesCopy } from "~/content/admin/pages";
import type { CollectionErrors, CollectionFields } from "../collections/collection";
import { FieldCards } from "../collections/field-cards";
import type { PageCopy } from "./page-copy-fields";
import { pageCopyWords as words } from "./page-copy-words";

const ArrowLeft = lucideIcon(arrowLeftShape);

/**
 * A page's copy editor (/admin/pages/copy/<name>): its declaration's fields
 * in a card per section of the page, with an index to jump to, in one form
 * posting to the route's action; 'Save' and 'View the page' beside it (at the
 * foot of a phone's screen), its history in the heading.
 */
export function PageCopyEditor({
  copy,
  version,
  fields,
  errors,
  message,
  conflict,
  saved,
}: {
  copy: PageCopy;
  version: number;
  /** What the form shows: as stored, or as typed when a save was refused. */
  fields: CollectionFields;
  errors: CollectionErrors;
  message: string | null;
  conflict: boolean;
  saved: boolean;
}) {
  const busy = useNavigation().state !== "idle";
  const unsaved = useUnsavedChanges(words.unsaved);
  return (
    <>
      <PageHeading title={copy.words.title}>
        <Link to="/admin/pages" className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {pagesCopy.back}
        </Link>
        <HistoryLink kind="page" itemKey={copy.name} />
      </PageHeading>

      <SaveNotice saved={saved && words.saved} message={message} />

      <EditorForm
        method="post"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
        identity={copy.name}
        version={version}
        refused={conflict}
        {...unsaved}
      >
        <FieldCards
          fields={copy.fields}
          sections={copy.sections}
          idPrefix={copy.idPrefix}
          values={fields}
          errors={errors}
          library={[]}
        />
        {/* A page's copy is thousands of pixels long on a phone: 'Save' stays at the foot of the
            screen there, beside 'View the page'. */}
        <SavePanel
          idPrefix={copy.idPrefix}
          busy={busy}
          label={words.save}
          hint={words.saveHint}
          view={{ href: copy.publicPaths[0]!, label: words.viewPage }}
        />
      </EditorForm>
    </>
  );
}
