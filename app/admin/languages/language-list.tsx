import { Form, Link } from "react-router";
import { languagesCopy } from "./languages-words";
import { LANGUAGES_PATH } from "./languages";
import type { LanguageRow } from "~/lib/admin/languages";
import { prefixOf } from "~/lib/page-language";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { cellStyles, DataTable } from "~/components/admin/data-table";
import { ListSection } from "~/components/admin/list-section";
import { StatusBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";

const copy = languagesCopy.list;
const columns = [
  { label: copy.columns.language },
  { label: copy.columns.address, wide: true },
  { label: copy.columns.status },
  { label: copy.columns.actions },
];

/** Where a language's pages live: the site's addresses, or under its code. */
const addressOf = (language: LanguageRow) => (language.isDefault ? "/" : prefixOf(language.code));

/**
 * The site's languages on /admin/languages, the default first: each by its
 * own name (in its own language, for screen readers too), its code and
 * address, whether visitors see it, and its 'Publish' or 'Unpublish' and
 * 'Delete' (which asks first). The default has neither: it is always
 * published.
 */
export function LanguageList({ languages, busy }: { languages: LanguageRow[]; busy: boolean }) {
  return (
    <ListSection id="languages-heading" heading={copy.heading}>
      <DataTable columns={columns}>
        {languages.map((language) => (
          <tr key={language.code} id={`language-${language.code}`} className={cellStyles.row}>
            <th scope="row" className={`${cellStyles.cell} font-normal`}>
              <span lang={language.code} className="block font-semibold text-ink-900">
                {language.name}
              </span>
              <span className="block font-mono text-xs text-ink-600">{language.code}</span>
            </th>
            <td className={`${cellStyles.wide} font-mono text-[0.8125rem] text-ink-700`}>
              {addressOf(language)}
            </td>
            <td className={cellStyles.cell}>
              {language.isDefault ? (
                <span className="grid justify-items-start gap-1">
                  <StatusBadge status="approved" label={copy.default} />
                  <span className="text-xs text-ink-600">{copy.defaultHint}</span>
                </span>
              ) : (
                <StatusBadge
                  status={language.published ? "approved" : "closed"}
                  label={language.published ? copy.published : copy.unpublished}
                />
              )}
            </td>
            <td className={cellStyles.cell}>
              {!language.isDefault && (
                <div className="flex flex-wrap gap-2">
                  <Form method="post" action={LANGUAGES_PATH}>
                    <input
                      type="hidden"
                      name="intent"
                      value={language.published ? "unpublish" : "publish"}
                    />
                    <input type="hidden" name="code" value={language.code} />
                    <button
                      type="submit"
                      disabled={busy}
                      aria-label={(language.published ? copy.unpublishLabel : copy.publishLabel)(
                        language.name,
                      )}
                      className={`${adminStyles.secondaryButton} min-h-9 px-4 py-1.5`}
                    >
                      {language.published ? copy.unpublish : copy.publish}
                    </button>
                  </Form>
                  <Link
                    to={`${LANGUAGES_PATH}?delete=${encodeURIComponent(language.code)}`}
                    aria-label={copy.deleteLabel(language.name)}
                    className={`${adminStyles.dangerButton} min-h-9 px-4 py-1.5`}
                  >
                    {copy.delete}
                  </Link>
                </div>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </ListSection>
  );
}

/** The deletion's confirmation step: a POST form, or back to the list. */
export function DeleteLanguage({ language }: { language: LanguageRow }) {
  const words = languagesCopy.confirmDelete;
  return (
    <ConfirmStep
      id="delete-language-heading"
      subject={language.code}
      words={{ ...words, text: words.text(language.name, language.code) }}
      cancelHref={LANGUAGES_PATH}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="code" value={language.code} />
    </ConfirmStep>
  );
}
