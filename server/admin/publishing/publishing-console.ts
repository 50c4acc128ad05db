import {
  publicPath,
  type EditorialConsole,
  type EditorFields,
  type EditorIntent,
  type ItemKind,
  type SaveResult,
} from "../../../app/admin/publishing/editorial.ts";
import type { ConsoleUser } from "../../../app/lib/admin/roles.ts";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";
import { renderMarkdown } from "../../publishing/markdown.ts";
import { audited } from "../audited.ts";
import type { AuditAction } from "../audit/audit-log.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import { keepRevision, restoredDetail, type Restoring } from "../revisions/revision-store.ts";
import { storeCoverImage } from "./cover-upload.ts";
import { translatedItem } from "./item-translations.ts";
import {
  openTranslation,
  removeTranslated,
  saveTranslated,
  translationProgress,
} from "../collections/translations.ts";
import { ITEM_FIELDS } from "../../../app/admin/publishing/item-fields.ts";
import { itemSubject } from "../../db/translations.ts";
import { REDIRECTS_TAG } from "../../db/redirects.ts";
import { followSlugChange, redirectsFollowed } from "../redirects/redirect-queries.ts";
import { listItems, loadItem, saveItem } from "./editorial-queries.ts";
import { noteSchedule, scheduleOverview } from "./schedule.ts";
import { itemTags, moveToTrash, restoreFromTrash, trashState } from "./trash.ts";

/**
 * The projects and posts of the console for one request: owners and editors
 * list, edit and publish them; every save is audited, and the public pages it
 * changes are dropped from the render cache.
 */
export function publishingConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: {
    /** Where uploaded images are kept (MEDIA_DIR). */
    mediaDir: string;
    /** SITE_URL: a redirect to the site's own absolute address follows a slug change too. */
    siteUrl: string;
    /** Called after a save, with the tags of the public pages it may change (server/http/render-cache.ts). */
    onChange?: (tags: string[]) => void;
  },
): EditorialConsole {
  const save = publishingSave(database, session, options);
  /** An item moved into or out of the trash, audited when it moved. */
  const auditedMove = <T extends { title: string; slug: string; moved: boolean }>(
    me: ConsoleUser,
    kind: ItemKind,
    id: number,
    verb: "trashed" | "restored",
    move: (trx: Kysely<Database>) => Promise<T | null>,
  ) =>
    audited(database, { actor: me.email, ip: session.ip }, move, (item) =>
      item?.moved
        ? {
            action: `${kind}-${verb}`,
            target: `${kind}:${id}`,
            detail: `${item.title} (${publicPath(kind, item.slug)})`,
          }
        : null,
    );
  return requireRole<EditorialConsole>(session, "editor", {
    async list(_me, kind, filter) {
      const items = await listItems(database, kind, filter);
      // How much of each item every other language has ("Deutsch 9 of 9").
      const subject = (id: number) => itemSubject(kind, id);
      const progress = await translationProgress(
        database.db,
        items.map((item) => ({ subject: subject(item.id), fields: ITEM_FIELDS[kind] })),
      );
      return items.map((item) => ({ ...item, translations: progress.get(subject(item.id)) ?? [] }));
    },
    item: (_me, kind, id) => loadItem(database, kind, id),

    save: (me, kind, id, version, fields, intent) => save(me, kind, id, version, fields, intent),

    getTranslation: (_me, kind, id, code) =>
      openTranslation(database.db, translatedItem(database, kind, id), code),
    saveTranslation: (me, kind, id, code, version, typed) =>
      saveTranslated(
        database,
        { me, ip: session.ip },
        translatedItem(database, kind, id),
        { code, version, typed },
        options.onChange,
      ),
    removeTranslation: (me, kind, id, code, version) =>
      removeTranslated(
        database,
        { me, ip: session.ip },
        translatedItem(database, kind, id),
        { code, version },
        options.onChange,
      ),

    async trash(me, kind, id) {
      const moved = await auditedMove(me, kind, id, "trashed", (trx) =>
        moveToTrash(trx, kind, id, { by: me.email, now: new Date() }),
      );
      if (!moved) return { ok: false, reason: "missing" };
      if (!moved.moved) return { ok: false, reason: "already" };
      options.onChange?.(itemTags(kind, moved.slug));
      return { ok: true, title: moved.title };
    },

    async restore(me, kind, id) {
      const restored = await auditedMove(me, kind, id, "restored", (trx) =>
        restoreFromTrash(trx, kind, id),
      );
      if (!restored) return { ok: false, reason: "missing" };
      if (restored.redirectedFrom) return { ok: false, reason: "redirected" };
      if (!restored.moved) return { ok: false, reason: "already" };
      options.onChange?.(itemTags(kind, restored.slug));
      return { ok: true, title: restored.title };
    },

    schedule: () => scheduleOverview(database, { now: new Date() }),

    renderPreview: async (_me, markdown) => renderMarkdown(markdown),
    uploadImage: (me, bytes, name) =>
      storeCoverImage(database, { bytes, name, mediaDir: options.mediaDir, uploadedBy: me.email }),
  });
}

/**
 * The save of a project or post, as the editor's buttons and the revisions'
 * 'Restore this version' (`restoring`, server/admin/revisions/) do it: the
 * editor's rules and slug redirects (editorial-queries.ts), a revision of
 * what it saved and its audit entry in the same transaction, then the public
 * pages it changes dropped from the render cache.
 */
export function publishingSave(
  database: DatabaseHandle,
  session: Pick<ConsoleSession, "ip">,
  options: { siteUrl: string; onChange?: (tags: string[]) => void },
) {
  const { onChange } = options;
  const siteOrigin = new URL(options.siteUrl).origin;
  return async (
    me: ConsoleUser,
    kind: ItemKind,
    id: number | null,
    version: number,
    fields: EditorFields,
    intent: EditorIntent,
    restoring: Restoring | null = null,
  ): Promise<SaveResult> => {
    const { result, before, repointed } = await audited(
      database,
      { actor: me.email, ip: session.ip },
      async (trx) => {
        const inTransaction = { ...database, db: trx };
        const before = id === null ? null : await loadItem(inTransaction, kind, id);
        // An item in the trash takes no save until it is restored.
        if (id !== null && (await trashState(trx, kind, id))?.trashed_at) {
          return { result: { ok: false, kind: "trashed" } as SaveResult, before, repointed: 0 };
        }
        const result = await saveItem(trx, kind, id, version, fields, intent);
        let repointed = 0;
        if (result.ok) {
          const slugBefore = before?.fields.slug;
          if (slugBefore && slugBefore !== result.slug) {
            const change = { from: slugBefore, to: result.slug };
            repointed = await followSlugChange(trx, kind, change, siteOrigin);
          }
          await noteSchedule(trx, kind, result.id, result.status, new Date());
          const after = await loadItem(inTransaction, kind, result.id);
          await keepRevision(trx, {
            kind,
            key: String(result.id),
            actor: me.email,
            before: before?.fields ?? null,
            after: after!.fields,
            restoredFrom: restoring?.id ?? null,
          });
        }
        return { result, before, repointed };
      },
      ({ result: saved, before, repointed }) => {
        if (!saved.ok) return null;
        const verb =
          intent === "publish" ? "published" : intent === "unpublish" ? "unpublished" : "saved";
        const detail = saveDetail(kind, fields, saved, before?.fields.slug ?? null, repointed);
        return restoring
          ? {
              action: "revision-restored",
              target: `${kind}:${saved.id}`,
              detail: `${detail}, ${restoredDetail(restoring)}`,
            }
          : { action: `${kind}-${verb}` as AuditAction, target: `${kind}:${saved.id}`, detail };
      },
    );
    if (result.ok) {
      // A project's own page (under its old and new slug) and every list of
      // projects; any post change reaches every post page (their sidebar lists posts).
      onChange?.([
        ...(kind === "project"
          ? ["projects", `project:${result.slug}`, `project:${before?.fields.slug ?? result.slug}`]
          : ["posts"]),
        ...(repointed > 0 ? [REDIRECTS_TAG] : []),
      ]);
    }
    return result;
  };
}

/** The audit entry's words: "Title (/blog/slug), scheduled for …, slug old → new". */
function saveDetail(
  kind: ItemKind,
  fields: EditorFields,
  saved: { slug: string; status: string },
  slugBefore: string | null,
  repointed: number,
): string {
  return [
    `${fields.title} (/${kind === "project" ? "projects" : "blog"}/${saved.slug})`,
    saved.status === "scheduled" ? `scheduled for ${fields.publishedAt}` : null,
    slugBefore !== null && slugBefore !== saved.slug ? `slug ${slugBefore} → ${saved.slug}` : null,
    repointed > 0 ? redirectsFollowed(repointed) : null,
  ]
    .filter(Boolean)
    .join(", ");
}
