import { Form } from "react-router";
import { privacyCopy as copy } from "./privacy-words";
import type { PersonalDataGroup, PersonalDataReport, RetentionPeriod } from "~/lib/admin/privacy";
import { DateTime } from "~/components/admin/date-time";
import { describedBy, FormField } from "~/components/admin/form-field";
import { adminStyles } from "~/components/admin/styles";
import { MessageForm } from "~/components/admin/message-form";

const cell = "px-3 py-2.5 align-top sm:px-4 [overflow-wrap:anywhere]";
const headCell = "px-3 py-2.5 font-semibold sm:px-4";
const heading2 = "text-xl font-bold text-ink-900";

/** An e-mail address typed in, with its label, message and hint (neither saved nor checked by the browser's spelling). */
function AddressField({
  id,
  name,
  label,
  hint,
  error,
  value,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error?: string;
  value?: string;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type="email"
        autoComplete="off"
        spellCheck={false}
        required
        defaultValue={value}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, { error, hint })}
        className={adminStyles.input}
      />
    </FormField>
  );
}

/** 'Email' and 'Find': the address travels in the body, never in the page's address. */
export function FindForm({
  email,
  error,
  busy,
}: {
  email?: string;
  error?: string;
  busy: boolean;
}) {
  const c = copy.find;
  return (
    <section aria-labelledby="privacy-find-heading" className={`${adminStyles.card} grid gap-4`}>
      <h2 id="privacy-find-heading" className={heading2}>
        {c.heading}
      </h2>
      <Form
        method="post"
        className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start"
        aria-describedby={error ? "privacy-find-message" : undefined}
      >
        <input type="hidden" name="intent" value="find" />
        <AddressField
          id="privacy-email"
          name="email"
          label={c.email}
          hint={c.hint}
          error={error}
          value={email}
        />
        <button type="submit" disabled={busy} className={`${adminStyles.primaryButton} md:mt-7`}>
          {c.submit}
        </button>
      </Form>
    </section>
  );
}

function Group({ group }: { group: PersonalDataGroup }) {
  const fields = Object.keys(group.rows[0] ?? {});
  const headingId = `privacy-${group.table}`;
  const title = copy.tables[group.table] ?? group.table;
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-table={group.table}>
      <h3 id={headingId} className="flex flex-wrap items-baseline gap-x-3 font-bold text-ink-900">
        {title}
        <span className="text-sm font-semibold text-ink-600">
          {copy.found.rows(group.rows.length)}
        </span>
      </h3>
      {group.erasure === "clear" && <p className="text-sm text-ink-600">{copy.found.cleared}</p>}
      {/* A row a list item, its fields labelled: two columns on a phone, all of them beside each other wider. */}
      <ul className="divide-y divide-ink-100 rounded-xl text-sm ring-1 ring-ink-100">
        {group.rows.map((row, index) => (
          <li key={index} className="px-3 py-2.5 sm:px-4">
            <dl
              className={`grid grid-cols-2 gap-x-4 gap-y-2 ${fields.length > 3 ? "sm:grid-cols-4" : "sm:grid-cols-3"}`}
            >
              {fields.map((field) => {
                const value = row[field];
                return (
                  <div key={field} className="min-w-0">
                    <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
                      {copy.fields[field] ?? field}
                    </dt>
                    <dd className="text-ink-800 [overflow-wrap:anywhere]">
                      {value && field.endsWith("_at") ? <DateTime value={value} /> : (value ?? "—")}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What was found, table by table, then 'Download JSON' and 'Erase everything'. */
export function PersonalDataFound({
  report,
  confirm,
  confirmError,
  busy,
}: {
  report: PersonalDataReport;
  confirm?: string;
  confirmError?: string;
  busy: boolean;
}) {
  const e = copy.erase;
  return (
    <>
      <section aria-labelledby="privacy-found-heading" className={`${adminStyles.card} grid gap-5`}>
        <div>
          <h2 id="privacy-found-heading" className={`${heading2} [overflow-wrap:anywhere]`}>
            {copy.found.heading(report.address)}
          </h2>
          <p role="status" className="mt-1 font-semibold text-ink-600">
            {copy.found.total(report.total)}
          </p>
        </div>
        {report.groups.map((group) => (
          <Group key={group.table} group={group} />
        ))}
        <div className="grid gap-1 text-sm text-ink-600">
          <p>{copy.found.uploads}</p>
          <p>{copy.found.staff}</p>
        </div>
      </section>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="privacy-download-heading"
          className={`${adminStyles.card} grid content-start gap-3`}
        >
          <h2 id="privacy-download-heading" className={heading2}>
            {copy.download.heading}
          </h2>
          <p className="text-ink-700">{copy.download.text}</p>
          {/* A file, not a page: the browser downloads it, with or without script. */}
          <Form method="post" action="/admin/privacy/export" reloadDocument>
            <input type="hidden" name="email" value={report.address} />
            <button type="submit" className={adminStyles.secondaryButton}>
              {copy.download.submit}
            </button>
          </Form>
        </section>
        <section
          aria-labelledby="privacy-erase-heading"
          className={`${adminStyles.card} grid content-start gap-3 ring-rose-200`}
        >
          <h2 id="privacy-erase-heading" className={heading2}>
            {e.heading}
          </h2>
          <p className="text-ink-700">{e.text}</p>
          <MessageForm
            id="privacy-erase"
            message={confirmError}
            className="grid gap-4"
            intent="erase"
          >
            <input type="hidden" name="email" value={report.address} />
            <AddressField
              id="privacy-confirm"
              name="confirm"
              label={e.confirm}
              hint={e.confirmHint}
              error={confirmError}
              value={confirm}
            />
            <button
              type="submit"
              disabled={busy}
              className={`${adminStyles.dangerButton} justify-self-start`}
            >
              {e.submit}
            </button>
          </MessageForm>
        </section>
      </div>
    </>
  );
}

/** The retention periods in force. */
export function RetentionTable({ periods }: { periods: RetentionPeriod[] }) {
  const r = copy.retention;
  return (
    <section
      aria-labelledby="privacy-retention-heading"
      className={`${adminStyles.card} grid gap-3`}
    >
      <h2 id="privacy-retention-heading" className={heading2}>
        {r.heading}
      </h2>
      <p className="text-ink-700">{r.text}</p>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className={headCell}>
              {r.kind}
            </th>
            <th scope="col" className={headCell}>
              {r.period}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100 text-ink-800">
          {periods.map((p) => (
            <tr key={p.kind}>
              <th scope="row" className={`${cell} font-normal`}>
                {r.kinds[p.kind]}
              </th>
              <td className={`${cell} whitespace-nowrap`}>{r.days(p.days)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
