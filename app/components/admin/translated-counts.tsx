import { consoleCopy } from "~/content/admin/console";
import type { TranslationProgress } from "~/lib/admin/languages";

/**
 * How much of a thing each other language has (a list's row, a page of
 * /admin/pages): "Deutsch 12 of 40 · Français 0 of 40", each language by its
 * own name. Nothing where the site has one language.
 */
export function TranslatedCounts({
  translations = [],
  className = "",
}: {
  translations?: readonly TranslationProgress[];
  className?: string;
}) {
  if (translations.length === 0) return null;
  return (
    <span className={`block text-xs text-ink-600 ${className}`}>
      <span className="sr-only">{consoleCopy.translatedLabel}: </span>
      {translations.map((language, at) => (
        <span key={language.code}>
          {at > 0 && " · "}
          <span lang={language.code}>{language.name}</span>{" "}
          <span className={language.done === language.of ? "font-semibold text-emerald-800" : ""}>
            {consoleCopy.translated(language.done, language.of)}
          </span>
        </span>
      ))}
    </span>
  );
}
