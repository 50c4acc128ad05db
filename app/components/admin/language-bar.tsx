import { Link } from "react-router";
import type { LanguageRow } from "~/lib/admin/languages";

/**
 * The languages at the top of a translatable editor: each by its own name
 * (marked with its own `lang`), a link to the same editor in it
 * (`?lang=<code>`; the default's address has none), the current one marked.
 * A language visitors do not see yet says so. Nothing when the site has one.
 */
export function LanguageBar({
  label,
  path,
  languages,
  current,
  unpublished,
}: {
  /** The bar's name for assistive technology. */
  label: string;
  /** The editor's address in the default language. */
  path: string;
  languages: readonly LanguageRow[];
  /** The code of the language the editor is in. */
  current: string;
  /** The words after a language visitors do not see yet. */
  unpublished: string;
}) {
  if (languages.length < 2) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {languages.map((language) => {
          const here = language.code === current;
          return (
            <li key={language.code}>
              <Link
                to={language.isDefault ? path : `${path}?lang=${encodeURIComponent(language.code)}`}
                aria-current={here ? "page" : undefined}
                className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors ${
                  here
                    ? "bg-ink-900 text-white ring-ink-900"
                    : "bg-white text-ink-800 ring-ink-200 hover:bg-ink-50"
                }`}
              >
                <span lang={language.code}>{language.name}</span>
                {!language.published && (
                  <span className={`text-xs font-medium ${here ? "text-ink-200" : "text-ink-600"}`}>
                    {unpublished}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
