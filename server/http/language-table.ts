import type { FastifyBaseLogger } from "fastify";
import { DEFAULT_LANGUAGE, prefixOf, type PageLanguage } from "../../app/lib/page-language.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { LANGUAGES_TAG, listLanguages } from "../db/languages.ts";
import { keptRead } from "./kept-read.ts";

export type SiteLanguage = PageLanguage;

/** The default language while the database has never been read: the site's content is English. */
export const ENGLISH: SiteLanguage = {
  code: DEFAULT_LANGUAGE,
  name: "English",
  isDefault: true,
  prefix: "",
};

export interface LanguageTable {
  /** The published languages, the default first. */
  published(): Promise<SiteLanguage[]>;
  /** The published language other than the default whose addresses `path` is among, or null. */
  at(path: string): Promise<SiteLanguage | null>;
  onDrop(tags: readonly string[] | "all"): void;
}

/**
 * The site's published languages, as the pages' catch-all reads them on
 * every request (./react-router.ts), kept in memory (./kept-read.ts) until a
 * change of the languages (the tag `languages`) drops them on every instance.
 */
export function createLanguageTable(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
}): LanguageTable {
  const table = keptRead<SiteLanguage[]>({
    read: async () =>
      (await listLanguages(options.database.db))
        .filter((language) => language.published)
        .map((language) => ({
          code: language.code,
          name: language.name,
          isDefault: language.isDefault,
          prefix: language.isDefault ? "" : prefixOf(language.code),
        })),
    tag: LANGUAGES_TAG,
    fallback: [ENGLISH],
    log: options.log,
    failure: "Could not read the site's languages; answering with the last copy",
  });
  return {
    published: table.get,
    async at(path) {
      // `/de`, `/de/about`, and the client's data requests (`/de.data`, `/de/_root.data`).
      const first = /^\/([^/]+?)(?:\.data)?(?:\/|$)/.exec(path)?.[1]?.toLowerCase();
      if (!first) return null;
      const languages = await table.get();
      return languages.find((language) => language.prefix === `/${first}`) ?? null;
    },
    onDrop: table.onDrop,
  };
}
