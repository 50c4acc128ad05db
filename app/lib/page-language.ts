/**
 * A language visitors see (decision 049): the default keeps the site's
 * addresses, another lives under its prefix (`/de/about`).
 */
export interface PageLanguage {
  /** A canonical BCP 47 tag: `de`, `pt-BR`; the pages' `lang`. */
  code: string;
  /** As the language names itself ('Deutsch'): the language switch's words. */
  name: string;
  isDefault: boolean;
  /** The first segment of its addresses, in lower case (`/pt-br`); "" for the default. */
  prefix: string;
}

/** The default language's code: the site's first language, which cannot be removed (migration 024). */
export const DEFAULT_LANGUAGE = "en";

/** The first segment of a language's addresses: its code in lower case (`pt-BR` is `/pt-br`). */
export const prefixOf = (code: string) => `/${code.toLowerCase()}`;

/** A path of the default language's (`/about`) as it is in `language` (`/de/about`). */
export const pathIn = (language: Pick<PageLanguage, "prefix">, path: string) =>
  language.prefix ? (path === "/" ? language.prefix : `${language.prefix}${path}`) : path;

/** The page's language and the published ones, from the root loader's data among a render's matches. */
export function pageLanguagesOf(
  matches: readonly ({ id?: string; data?: unknown } | undefined)[],
): { language: PageLanguage; languages: PageLanguage[] } | undefined {
  const root = matches.find((match) => match?.id === "root")?.data as
    { language?: PageLanguage; languages?: PageLanguage[] } | undefined;
  return root?.language && root.languages
    ? { language: root.language, languages: root.languages }
    : undefined;
}
