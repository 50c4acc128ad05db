import { singleSubject } from "../../db/translations.ts";
import { PAGE_COPIES } from "../../../app/admin/pages/page-copies.ts";
import type { PagesConsole, SitePageEntry } from "../../../app/lib/admin/pages.ts";
import { hasRole } from "../../../app/lib/admin/roles.ts";
import { PAGE_COPY_NAMES, type PageCopies, type PageCopyName } from "../../../app/lib/page-copy.ts";
import { LEGAL_PAGES, type LegalPageKey, type Versioned } from "../../../app/lib/site-content.ts";
import type { SiteDocuments } from "../../content/site-content-seed.ts";
import { readDocument } from "../../content/site-documents.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import { translationProgress } from "../collections/translations.ts";
import { LEGAL_SINGLES } from "../../../app/admin/legal/legal-pages.ts";
import type { Single } from "../../../app/admin/collections/single.ts";

/** The pages' values of a new database (server/content/site-content-seed.ts). */
export type LegalPageSeeds = Pick<SiteDocuments, `legal:${LegalPageKey}` | `page:${PageCopyName}`>;

/**
 * The list of the site's pages for one request (/admin/pages): the legal
 * pages for owners, the pages' copy for owners and editors, each with the day
 * it was last saved. Each is edited as a single document
 * (server/admin/collections/single-console.ts).
 */
export function pagesConsole(
  database: DatabaseHandle,
  session: Pick<ConsoleSession, "require">,
  options: { seeds: LegalPageSeeds },
): PagesConsole {
  const { seeds } = options;
  const read = (key: LegalPageKey) =>
    readDocument(database.db, `legal:${key}`, seeds[`legal:${key}`]);

  const readCopy = <Name extends PageCopyName>(name: Name) =>
    readDocument(database.db, `page:${name}`, seeds[`page:${name}`] as never) as Promise<
      Versioned<PageCopies[Name]>
    >;

  const editors = requireRole<PagesConsole>(session, "editor", {
    // The pages' copy for everyone; the legal pages for owners.
    async list(me) {
      const entries: SitePageEntry[] = [];
      if (hasRole(me, "owner")) {
        for (const key of LEGAL_PAGES) {
          const { value } = await read(key);
          entries.push({
            title: value.title,
            editPath: `/admin/pages/${key}`,
            publicPath: `/${key}`,
            updatedOn: value.updatedOn,
          });
        }
      }
      for (const name of PAGE_COPY_NAMES) {
        const { updatedAt, version } = await readCopy(name);
        entries.push({
          title: PAGE_COPIES[name].title,
          editPath: `/admin/pages/copy/${name}`,
          publicPath: PAGE_COPIES[name].publicPaths[0]!,
          updatedOn: version > 0 && updatedAt ? updatedAt.slice(0, 10) : null,
        });
      }
      // How much of each each other language has (the translations of single documents).
      const declared = [...LEGAL_SINGLES, ...Object.values(PAGE_COPIES)] as Single[];
      const things = entries.map((entry) => {
        const single = declared.find((s) => s.path === entry.editPath)!;
        return { subject: singleSubject(single.document), fields: single.fields };
      });
      const progress = await translationProgress(database.db, things);
      return entries.map((entry, at) => ({
        ...entry,
        translations: progress.get(things[at]!.subject) ?? [],
      }));
    },
  });

  return editors;
}
