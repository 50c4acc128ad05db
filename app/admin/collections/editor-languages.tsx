import { LanguageBar } from "~/components/admin/language-bar";
import type { LanguageRow } from "~/lib/admin/languages";
import { collectionCopy } from "./collection-copy";
import type { CollectionFields, Field, Section } from "./collection";
import { inLanguage } from "./translation";

const copy = collectionCopy.translation;

/** An editor in another language than the default: which, and the default's fields. */
export type EditorTranslation = { language: LanguageRow; defaults: CollectionFields } | null;

const defaultName = (languages: readonly LanguageRow[]) =>
  languages.find((language) => language.isDefault)?.name ?? "";

/** The declaration an editor draws: its own, or in another language its translatable fields (./translation.ts). */
export function declarationIn<
  D extends { fields: readonly Field[]; sections?: readonly Section[] },
>(declaration: D, languages: readonly LanguageRow[], translation: EditorTranslation): D {
  return translation
    ? inLanguage(declaration, translation.defaults, defaultName(languages))
    : declaration;
}

/**
 * The top of a translatable editor: the site's languages (nothing where it
 * has one), and in another language than the default what that means.
 */
export function EditorLanguages({
  path,
  languages,
  translation,
}: {
  /** The editor's address in the default language. */
  path: string;
  languages: readonly LanguageRow[];
  translation: EditorTranslation;
}) {
  return (
    <>
      <LanguageBar
        label={copy.languages}
        path={path}
        languages={languages}
        current={translation?.language.code ?? languages[0]?.code ?? ""}
        unpublished={copy.unpublished}
      />
      {translation && (
        <p className="max-w-prose text-ink-700">
          {copy.intro(translation.language.name, defaultName(languages))}
        </p>
      )}
    </>
  );
}
