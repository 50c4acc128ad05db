import { Plus as plusShape, Search as searchShape } from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Form, Link } from "react-router";
import { publishingCopy as copy } from "~/content/admin/publishing";
import type { ItemStatus } from "~/lib/admin/statuses";
import { trashCopy } from "~/content/admin/trash";
import type { ItemKind, ItemRow } from "~/lib/admin/editorial";
import { purgeDate } from "~/lib/admin/trash";
import { DateTime } from "./date-time";
import { EmptyState } from "./empty-state";
import { RestoreButton, TrashNotice, type ListNotice } from "./item-trash";
import { PageHeading } from "./page-heading";
import { StatusBadge } from "./status-badge";
import { adminStyles } from "./styles";

const Plus = lucideIcon(plusShape);
const Search = lucideIcon(searchShape);

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
        <div className="grid min-w-0 flex-1 basis-64 gap-2">
          <label htmlFor="items-q" className={adminStyles.label}>
            {copy.searchLabel}
          </label>
          <input
            id="items-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder={copy.searchPlaceholder}
            className={adminStyles.input}
          />
        </div>
        <div className="grid gap-2">
          <label htmlFor="items-status" className={adminStyles.label}>
            {copy.statusLabel}
          </label>
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
        </div>
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
        <div className={`${adminStyles.flushCard} overflow-x-auto`}>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
                  {copy.columns.title}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
                  {copy.columns.status}
                </th>
                {/* Phones: the title and the status fit; the date does not. */}
                <th scope="col" className="hidden px-3 py-3 font-semibold sm:table-cell sm:px-5">
                  {copy.columns.updated}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {items.map((item) => (
                <tr key={item.id} className="hover:bg-ink-50">
                  <td className="px-3 py-3 sm:px-5">
                    <Link to={`${base}/${item.id}`} className={adminStyles.rowLink}>
                      {item.title}
                    </Link>
                    {/* Phones: the title alone; a long slug would break mid-word. */}
                    <span className="hidden text-xs text-ink-600 sm:block">/{item.slug}</span>
                  </td>
                  <td className="px-3 py-3 sm:px-5">
                    <StatusBadge status={tones[item.status]} label={copy.statuses[item.status]} />
                  </td>
                  <td className="hidden px-5 py-3 whitespace-nowrap text-ink-700 sm:table-cell">
                    <DateTime value={item.updatedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The items in the trash: since when, until when, and 'Restore' on each. */
function TrashTable({ kind, base, items }: { kind: ItemKind; base: string; items: ItemRow[] }) {
  const c = trashCopy.columns;
  return (
    <div className={`${adminStyles.flushCard} overflow-x-auto`}>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
              {copy.columns.title}
            </th>
            {/* Phones: the title, when it goes for good and 'Restore' fit; since when does not. */}
            <th scope="col" className="hidden px-3 py-3 font-semibold sm:table-cell sm:px-5">
              {c.trashedAt}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
              {c.purgeAt}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
              <span className="sr-only">{c.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {items.map((item) => (
            <tr key={item.id} className="hover:bg-ink-50">
              <td className="px-3 py-3 sm:px-5">
                <Link to={`${base}/${item.id}`} className={adminStyles.rowLink}>
                  {item.title}
                </Link>
                <span className="hidden text-xs text-ink-600 sm:block">/{item.slug}</span>
              </td>
              <td className="hidden px-5 py-3 text-ink-700 sm:table-cell">
                {item.trashedAt && <DateTime value={item.trashedAt} />}
                {item.trashedBy && (
                  <span className="block text-xs text-ink-600">
                    {trashCopy.by} {item.trashedBy}
                  </span>
                )}
              </td>
              <td className="px-3 py-3 text-ink-700 sm:px-5 sm:whitespace-nowrap">
                {item.trashedAt && <DateTime value={purgeDate(item.trashedAt)} />}
              </td>
              <td className="px-3 py-3 text-right sm:px-5">
                <RestoreButton kind={kind} id={item.id} title={item.title} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
