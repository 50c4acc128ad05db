import type { LegalPageFields, PagesConsole, SitePageEntry } from "../../../app/lib/admin/pages.ts";
import { LEGAL_PAGES, type LegalPage, type LegalPageKey } from "../../../app/lib/site-content.ts";
import type { SiteDocuments } from "../../content/site-content-seed.ts";
import { readDocument, saveDocument } from "../../content/site-documents.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { renderMarkdown } from "../../publishing/markdown.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";

/** The legal pages' values of a new database (server/content/site-content-seed.ts). */
export type LegalPageSeeds = Pick<SiteDocuments, `legal:${LegalPageKey}`>;

/** The day a save is made, in UTC: the page's 'Last updated'. */
export const savedOn = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The site's pages of the console for one request (/admin/pages): owners list
 * and edit them, editors get 403. A save is audited, and the public page it
 * changes (under / and /home-two) is dropped from the render cache.
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
  const read = (key: LegalPageKey) =>
    readDocument(database.db, `legal:${key}`, seeds[`legal:${key}`]);

  return requireRole<PagesConsole>(session, "owner", {
    // The legal pages; the pages' copy forms join this list as they come.
    async list() {
      const entries: SitePageEntry[] = [];
      for (const key of LEGAL_PAGES) {
        const { value } = await read(key);
        entries.push({
          title: value.title,
          editPath: `/admin/pages/${key}`,
          publicPath: `/${key}`,
          updatedOn: value.updatedOn,
        });
      }
      return entries;
    },

    async legalPage(_me, key) {
      const { value, version } = await read(key);
      return { key, page: value, version };
    },

    async saveLegalPage(me, key, version, fields: LegalPageFields) {
      const document = `legal:${key}` as const;
      const value: LegalPage = {
        title: fields.title,
        description: fields.description,
        body: fields.body,
        updatedOn: savedOn(options.now?.() ?? new Date()),
      };
      const result = await audited(
        database,
        { actor: me.email, ip: session.ip },
        (trx) => saveDocument(trx, document, seeds[document], { value, version, actor: me.email }),
        (saved) =>
          saved.ok
            ? {
                action: "legal-page-saved",
                target: document,
                detail: saveDetail(key, saved.before, value),
              }
            : null,
      );
      if (!result.ok) return { ok: false, kind: "conflict" };
      options.onChange?.([document]);
      return { ok: true, version: result.version };
    },

    renderPreview: async (_me, markdown) => renderMarkdown(markdown),
  });
}

/** The audit entry's words: "Privacy Policy (/privacy): title, body", what changed. */
function saveDetail(key: LegalPageKey, before: LegalPage, after: LegalPage): string {
  const changed = (["title", "description", "body"] as const).filter(
    (field) => before[field] !== after[field],
  );
  return `${after.title} (/${key}): ${changed.length ? changed.join(", ") : "no change but the date"}`;
}
