import { TranslatedCounts } from "~/components/admin/translated-counts";
import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Form, Link } from "react-router";
import { publishingCopy as copy } from "./publishing-words";
import type { ItemStatus } from "~/lib/admin/statuses";
import { trashCopy } from "./trash-words";
import type { ItemKind, ItemRow } from "./editorial";
import { purgeDate } from "./trash";
import { cellStyles, DataTable, RowTitle } from "~/components/admin/data-table";
import { DateTime } from "~/components/admin/date-time";
import { FormField } from "~/components/admin/form-field";
import { EmptyState } from "~/components/admin/empty-state";
import { RestoreButton, TrashNotice, type ListNotice } from "./item-trash";
import { PageHeading } from "~/components/admin/page-heading";
import { StatusBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";

const Plus = lucideIcon(lucide.Plus);
const Search = lucideIcon(lucide.Search);

const tones: Record<ItemStatus, string> = {
  draft: "closed",
  published: "approved",
  scheduled: "pending",
  trash: "spam",
};

/**
 * The console's list of projects or posts: search, status filter (a GET form)
 * and a table; with the 'Trash' filter, the items in the trash with 'Restore'.
 */
export function ItemList({
  kind,
  items,
  q,
  status,
  notice = null,
}: {
  kind: ItemKind;
  items: ItemRow[];
  q: string;
  status: ItemStatus | null;
  notice?: ListNotice | null;
}) {
  const base = kind === "project" ? "/admin/projects" : "/admin/posts";
  return (
    <>
      <PageHeading title={copy.titles[kind]} description={copy.descriptions[kind]}>
        <Link to={`${base}/new`} className={adminStyles.primaryButton}>
          <Plus aria-hidden="true" className="size-4" />
          {copy.newItem[kind]}
        </Link>
      </PageHeading>
      {notice && <TrashNotice kind={kind} notice={notice} />}
      <Form
        method="get"
        action={base}
        role="search"
        className={`${adminStyles.card} flex flex-wrap items-end gap-3`}
      >
        <FormField id="items-q" label={copy.searchLabel} className="min-w-0 flex-1 basis-64">
          <input
            id="items-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder={copy.searchPlaceholder}
            className={adminStyles.input}
          />
        </FormField>
        <FormField id="items-status" label={copy.statusLabel}>
          <select
            id="items-status"
            name="status"
            defaultValue={status ?? ""}
            className={adminStyles.input}
          >
            <option value="">{copy.anyStatus}</option>
            {(Object.keys(copy.statuses) as ItemStatus[]).map((s) => (
              <option key={s} value={s}>
                {copy.statuses[s]}
              </option>
            ))}
          </select>
        </FormField>
        <button type="submit" className={adminStyles.secondaryButton}>
          <Search aria-hidden="true" className="size-4" />
          {copy.filter}
        </button>
      </Form>
      {status === "trash" && <p className="text-sm text-ink-700">{trashCopy.trashIntro(kind)}</p>}
      {items.length === 0 ? (
        <EmptyState title={status === "trash" && !q ? trashCopy.empty[kind] : copy.empty[kind]} />
      ) : status === "trash" ? (
        <TrashTable kind={kind} base={base} items={items} />
      ) : (
        <DataTable
          columns={[
            { label: copy.columns.title },
            { label: copy.columns.status },
            // Phones: the title and the status fit; the date does not.
            { label: copy.columns.updated, wide: true },
          ]}
        >
          {items.map((item) => (
            <tr key={item.id} className={cellStyles.row}>
              <td className={cellStyles.cell}>
                <ItemTitle base={base} item={item} />
              </td>
              <td className={cellStyles.cell}>
                <StatusBadge status={tones[item.status]} label={copy.statuses[item.status]} />
                <TranslatedCounts translations={item.translations} className="mt-1" />
              </td>
              <td className={`${cellStyles.wide} whitespace-nowrap text-ink-700`}>
                <DateTime value={item.updatedAt} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

/** The items in the trash: since when, until when, and 'Restore' on each. */
function TrashTable({ kind, base, items }: { kind: ItemKind; base: string; items: ItemRow[] }) {
  const c = trashCopy.columns;
  return (
    <DataTable
      columns={[
        { label: copy.columns.title },
        // Phones: the title, when it goes for good and 'Restore' fit; since when does not.
        { label: c.trashedAt, wide: true },
        { label: c.purgeAt },
        { label: <span className="sr-only">{c.actions}</span> },
      ]}
    >
      {items.map((item) => (
        <tr key={item.id} className={cellStyles.row}>
          <td className={cellStyles.cell}>
            <ItemTitle base={base} item={item} />
          </td>
          <td className={`${cellStyles.wide} text-ink-700`}>
            {item.trashedAt && <DateTime value={item.trashedAt} />}
            {item.trashedBy && (
              <span className="block text-xs text-ink-600">
                {trashCopy.by} {item.trashedBy}
              </span>
            )}
          </td>
          <td className={`${cellStyles.cell} text-ink-700 sm:whitespace-nowrap`}>
            {item.trashedAt && <DateTime value={purgeDate(item.trashedAt)} />}
          </td>
          <td className={`${cellStyles.cell} text-right`}>
            <RestoreButton kind={kind} id={item.id} title={item.title} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** An item linked by its title to its editor, its slug under it (phones: the title alone, a long slug would break mid-word). */
function ItemTitle({ base, item }: { base: string; item: ItemRow }) {
  return (
    <RowTitle
      href={`${base}/${item.id}`}
      title={item.title}
      detail={`/${item.slug}`}
      detailFromSm
    />
  );
}
