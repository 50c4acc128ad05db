import { PAGE_COPIES } from "../../../app/admin/pages/page-copies.ts";
import type { PageSaveResult, PagesConsole, SitePageEntry } from "../../../app/lib/admin/pages.ts";
import type { ConsoleUser } from "../../../app/lib/admin/roles.ts";
import { hasRole } from "../../../app/lib/admin/roles.ts";
import { PAGE_COPY_NAMES, type PageCopies, type PageCopyName } from "../../../app/lib/page-copy.ts";
import { LEGAL_PAGES, type LegalPageKey, type Versioned } from "../../../app/lib/site-content.ts";
import type { SiteDocuments } from "../../content/site-content-seed.ts";
import { readDocument, saveDocument } from "../../content/site-documents.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import { keepRevision, restoredDetail, type Restoring } from "../revisions/revision-store.ts";

/** The pages' values of a new database (server/content/site-content-seed.ts). */
export type LegalPageSeeds = Pick<SiteDocuments, `legal:${LegalPageKey}` | `page:${PageCopyName}`>;

/**
 * The site's pages of the console for one request (/admin/pages): owners edit
 * the legal pages (editors get 403), owners and editors the pages' copy. A
 * save is audited, and the public pages it changes (under / and /home-two)
 * are dropped from the render cache.
 */
export function pagesConsole(
  database: DatabaseHandle,
  session: Pick<ConsoleSession, "require" | "ip">,
  options: {
    seeds: LegalPageSeeds;
    /** Called after a save, with the tags of the public pages it changes (server/http/render-cache.ts). */
    onChange?: (tags: string[]) => void;
    /** The clock a save is dated by. */
    now?: () => Date;
  },
): PagesConsole {
  const { seeds } = options;
  const saves = pageSaves(database, session, options);
  const read = (key: LegalPageKey) =>
    readDocument(database.db, `legal:${key}`, seeds[`legal:${key}`]);

  const readCopy = <Name extends PageCopyName>(name: Name) =>
    readDocument(database.db, `page:${name}`, seeds[`page:${name}`] as never) as Promise<
      Versioned<PageCopies[Name]>
    >;

  const editors = requireRole<Pick<PagesConsole, "list" | "pageCopy" | "savePageCopy">>(
    session,
    "editor",
    {
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
        return entries;
      },

      async pageCopy(_me, name) {
        const { value, version } = await readCopy(name);
        return { name, copy: value, version };
      },

      savePageCopy: (me, name, version, copy) => saves.pageCopy(me, name, version, copy),
    },
  );

  return editors;
}

/**
 * The saves of the legal pages and the pages' copy, as their editors' 'Save'
 * and the revisions' 'Restore this version' (`restoring`,
 * server/admin/revisions/) do them: the document at the version its editor
 * opened, a revision of what it saved and the audit entry in one
 * transaction, then the public pages it changes dropped. The role is the
 * caller's to check (owners for the legal pages).
 */
export function pageSaves(
  database: DatabaseHandle,
  session: Pick<ConsoleSession, "ip">,
  options: {
    seeds: LegalPageSeeds;
    onChange?: (tags: string[]) => void;
    now?: () => Date;
  },
) {
  const { seeds } = options;
  return {
    async pageCopy<Name extends PageCopyName>(
      me: ConsoleUser,
      name: Name,
      version: number,
      copy: PageCopies[Name],
      restoring: Restoring | null = null,
    ): Promise<PageSaveResult> {
      const document = `page:${name}` as const;
      const result = await audited(
        database,
        { actor: me.email, ip: session.ip },
        async (trx) => {
          const saved = await saveDocument(trx, document, seeds[document] as never, {
            value: copy as never,
            version,
            actor: me.email,
          });
          if (saved.ok) {
            await keepRevision(trx, {
              kind: "page",
              key: name,
              actor: me.email,
              before: saved.before,
              after: copy,
              restoredFrom: restoring?.id ?? null,
            });
          }
          return saved;
        },
        (saved) =>
          saved.ok
            ? {
                action: restoring ? "revision-restored" : "page-copy-saved",
                target: document,
                detail: withRestore(copyDetail(name, saved.before, copy), restoring),
              }
            : null,
      );
      if (!result.ok) return { ok: false, kind: "conflict" };
      options.onChange?.([document]);
      return { ok: true, version: result.version };
    },
  };
}

const withRestore = (detail: string, restoring: Restoring | null) =>
  restoring ? `${detail}; ${restoredDetail(restoring)}` : detail;

/** The audit entry's words: "Page not found (404): heading, message", the fields that changed. */
function copyDetail(name: PageCopyName, before: object, after: object): string {
  const was = new Map(Object.entries(before));
  const changed = Object.entries(after)
    .filter(([field, value]) => JSON.stringify(was.get(field)) !== JSON.stringify(value))
    .map(([field]) => field);
  return `${PAGE_COPIES[name].title}: ${changed.length ? changed.join(", ") : "no change"}`;
}
