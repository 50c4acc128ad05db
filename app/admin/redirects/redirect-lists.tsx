import { Form, Link } from "react-router";
import { redirectsCopy as copy } from "./redirects-words";
import {
  REDIRECTS_PATH,
  type BotNoiseRow,
  type NotFoundRow,
  type RedirectRow,
  type SlugRedirectRow,
} from "./redirects";
import { DateTime } from "~/components/admin/date-time";
import { StatusBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";

const th = "px-3 py-3 font-semibold sm:px-5";
const td = "px-3 py-3 align-top sm:px-5";
/** Phones: the columns that say what and where fit; dates and counts beyond them do not. */
const wide = "hidden sm:table-cell";
const path = "font-mono text-[0.8125rem] [overflow-wrap:anywhere] text-ink-900";
/** On phones, what the hidden columns said, under the row's first cell. */
const phoneOnly = "mt-1 block text-xs text-ink-600 sm:hidden";

/** A titled card holding one table, named by its heading. */
function TableCard({
  id,
  heading,
  intro,
  empty,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  /** Shown instead of the table when there are no rows. */
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`${adminStyles.card} grid gap-4`}>
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-bold text-ink-900">
          {heading}
        </h2>
        {intro && <p className="mt-1 text-ink-600">{intro}</p>}
      </div>
      {empty ? (
        <p className="text-ink-600">{empty}</p>
      ) : (
        <div className="-mx-5 overflow-x-auto sm:-mx-6">
          <table aria-labelledby={`${id}-heading`} className="w-full text-left text-sm">
            {children}
          </table>
        </div>
      )}
    </section>
  );
}

function Head({ columns }: { columns: [string, boolean][] }) {
  return (
    <thead className="border-y border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
      <tr>
        {columns.map(([label, onPhones]) => (
          <th key={label} scope="col" className={`${th} ${onPhones ? "" : wide}`}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A row's delete button: a POST of its own, named by what it deletes. */
function DeleteButton({
  label,
  fields,
  busy,
}: {
  label: string;
  fields: Record<string, string>;
  busy: boolean;
}) {
  return (
    <Form method="post" action={REDIRECTS_PATH}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        disabled={busy}
        aria-label={label}
        className={`${adminStyles.dangerButton} min-h-9 px-4 py-1.5`}
      >
        {copy.list.delete}
      </button>
    </Form>
  );
}

/** The redirects made here: from, to, 301 or 302, who added it when, and 'Delete'. */
export function RedirectTable({ rows, busy }: { rows: RedirectRow[]; busy: boolean }) {
  const c = copy.list.columns;
  return (
    <TableCard
      id="redirects"
      heading={copy.list.heading}
      empty={rows.length ? null : copy.list.empty}
    >
      <Head
        columns={[
          [c.from, true],
          [c.to, false],
          [c.type, false],
          [c.added, false],
          [c.actions, true],
        ]}
      />
      <tbody className="divide-y divide-ink-100">
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={`${td} font-normal`}>
              <span className={path}>{row.from}</span>
              <span className={phoneOnly}>
                → <span className={path}>{row.to}</span> ·{" "}
                {row.permanent ? copy.list.permanent : copy.list.temporary}
                {row.goesOnTo && (
                  <span className="block font-medium text-amber-900">
                    {copy.list.goesOnTo(row.goesOnTo)}
                  </span>
                )}
              </span>
            </th>
            <td className={`${td} ${wide}`}>
              <span className={path}>{row.to}</span>
              {row.goesOnTo && (
                <span className="mt-1 block text-xs font-medium text-amber-900">
                  {copy.list.goesOnTo(row.goesOnTo)}
                </span>
              )}
            </td>
            <td className={`${td} ${wide} whitespace-nowrap`}>
              <StatusBadge
                status={row.permanent ? "approved" : "pending"}
                label={row.permanent ? copy.list.permanent : copy.list.temporary}
              />
            </td>
            <td className={`${td} ${wide} text-ink-700`}>
              <DateTime value={row.createdAt} />
              {row.createdBy && (
                <span className="block text-xs">{copy.list.by(row.createdBy)}</span>
              )}
            </td>
            <td className={td}>
              <DeleteButton
                label={copy.list.deleteLabel(row.from)}
                fields={{ intent: "delete", id: String(row.id) }}
                busy={busy}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

/** The automatic redirects of slug changes: old address, current one, since when, and 'Delete'. */
export function AutomaticTable({ rows, busy }: { rows: SlugRedirectRow[]; busy: boolean }) {
  const c = copy.automatic.columns;
  return (
    <TableCard
      id="automatic"
      heading={copy.automatic.heading}
      intro={copy.automatic.intro}
      empty={rows.length ? null : copy.automatic.empty}
    >
      <Head
        columns={[
          [c.from, true],
          [c.to, false],
          [c.since, false],
          [c.actions, true],
        ]}
      />
      <tbody className="divide-y divide-ink-100">
        {rows.map((row) => (
          <tr key={`${row.kind}:${row.oldSlug}`}>
            <th scope="row" className={`${td} font-normal`}>
              <span className="block text-xs text-ink-600">{copy.automatic.kinds[row.kind]}</span>
              <span className={path}>{row.from}</span>
              <span className={phoneOnly}>
                → <span className={path}>{row.to}</span>
                {row.targetHidden && (
                  <span className="block font-medium text-amber-900">{copy.automatic.hidden}</span>
                )}
              </span>
            </th>
            <td className={`${td} ${wide}`}>
              <span className={path}>{row.to}</span>
              {row.targetHidden && (
                <span className="mt-1 block text-xs font-medium text-amber-900">
                  {copy.automatic.hidden}
                </span>
              )}
            </td>
            <td className={`${td} ${wide} whitespace-nowrap text-ink-700`}>
              <DateTime value={row.createdAt} />
            </td>
            <td className={td}>
              <DeleteButton
                label={copy.automatic.deleteLabel(row.from)}
                fields={{ intent: "delete-automatic", kind: row.kind, slug: row.oldSlug }}
                busy={busy}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

/** Where 'Create a redirect' goes: this page with 'From' filled in, at the form. */
export const createRedirectHref = (from: string) =>
  `${REDIRECTS_PATH}?${new URLSearchParams({ from })}#add-redirect`;

/**
 * The 404 log, 'Not found': each path with how often and when it answered
 * 404, the host that linked to it, and 'Create a redirect'; the bots' noise
 * counted by kind below it, folded away.
 */
export function NotFoundTable({
  rows,
  total,
  noise,
}: {
  rows: NotFoundRow[];
  total: number;
  noise: BotNoiseRow[];
}) {
  const c = copy.notFound.columns;
  const noiseHits = noise.reduce((sum, row) => sum + row.hits, 0);
  return (
    <>
      <TableCard
        id="not-found"
        heading={copy.notFound.heading}
        intro={
          total > rows.length
            ? `${copy.notFound.intro} ${copy.notFound.shown(rows.length, total)}`
            : copy.notFound.intro
        }
        empty={rows.length ? null : copy.notFound.empty}
      >
        <Head
          columns={[
            [c.path, true],
            [c.hits, false],
            [c.firstSeen, false],
            [c.lastSeen, false],
            [c.referrer, false],
            [c.actions, true],
          ]}
        />
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.path}>
              <th scope="row" className={`${td} font-normal`}>
                <span className={path}>{row.path}</span>
                <span className={phoneOnly}>
                  {copy.notFound.times(row.hits)}
                  {row.referrerHost && ` · ${row.referrerHost}`}
                </span>
              </th>
              <td className={`${td} ${wide} text-ink-700 tabular-nums`}>{row.hits}</td>
              <td className={`${td} ${wide} whitespace-nowrap text-ink-700`}>
                <DateTime value={row.firstSeen} />
              </td>
              <td className={`${td} ${wide} whitespace-nowrap text-ink-700`}>
                <DateTime value={row.lastSeen} />
              </td>
              <td className={`${td} ${wide} whitespace-nowrap text-ink-700`}>
                {row.referrerHost ?? copy.notFound.noReferrer}
              </td>
              <td className={td}>
                <Link
                  to={createRedirectHref(row.path)}
                  reloadDocument
                  aria-label={copy.notFound.createLabel(row.path)}
                  className={`${adminStyles.secondaryButton} min-h-9 px-4 py-1.5 whitespace-nowrap`}
                >
                  {copy.notFound.create}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      {noise.length > 0 && (
        <details className={`${adminStyles.card} group`}>
          <summary className="cursor-pointer font-semibold text-ink-900">
            {copy.noise.summary(noiseHits)}
          </summary>
          <div className="mt-4 grid gap-4">
            <p className="text-ink-600">{copy.noise.intro}</p>
            <div className="-mx-5 overflow-x-auto sm:-mx-6">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{copy.noise.heading}</caption>
                <Head
                  columns={[
                    [copy.noise.columns.group, true],
                    [copy.noise.columns.hits, true],
                    [copy.noise.columns.lastSeen, false],
                    [copy.noise.columns.example, false],
                  ]}
                />
                <tbody className="divide-y divide-ink-100">
                  {noise.map((row) => (
                    <tr key={row.group}>
                      <th scope="row" className={`${td} font-normal text-ink-900`}>
                        {copy.noise.groups[row.group]}
                      </th>
                      <td className={`${td} text-ink-700 tabular-nums`}>{row.hits}</td>
                      <td className={`${td} ${wide} whitespace-nowrap text-ink-700`}>
                        <DateTime value={row.lastSeen} />
                      </td>
                      <td className={`${td} ${wide}`}>
                        <span className={path}>{row.example}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </details>
      )}
    </>
  );
}
