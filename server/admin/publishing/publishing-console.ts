import type { EditorialConsole, EditorFields, ItemKind } from "../../../app/lib/admin/editorial.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { renderMarkdown } from "../../publishing/markdown.ts";
import { audited } from "../audited.ts";
import type { AuditAction } from "../audit/audit-log.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import { storeCoverImage } from "./cover-upload.ts";
import { listItems, loadItem, saveItem } from "./editorial-queries.ts";

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
    /** Called after a save, with the tags of the public pages it may change (server/http/render-cache.ts). */
    onChange?: (tags: string[]) => void;
  },
): EditorialConsole {
  return requireRole<EditorialConsole>(session, "editor", {
    list: (_me, kind, filter) => listItems(database, kind, filter),
    item: (_me, kind, id) => loadItem(database, kind, id),

    async save(me, kind, id, version, fields, intent) {
      const before = id === null ? null : await loadItem(database, kind, id);
      const result = await audited(
        database,
        { actor: me.email, ip: session.ip },
        (trx) => saveItem(trx, kind, id, version, fields, intent),
        (saved) => {
          if (!saved.ok) return null;
          const verb =
            intent === "publish" ? "published" : intent === "unpublish" ? "unpublished" : "saved";
          return {
            action: `${kind}-${verb}` as AuditAction,
            target: `${kind}:${saved.id}`,
            detail: saveDetail(kind, fields, saved, before?.fields.slug ?? null),
          };
        },
      );
      if (result.ok) {
        // A project's own page (under its old and new slug) and every list of
        // projects; any post change reaches every post page (their sidebar lists posts).
        options.onChange?.(
          kind === "project"
            ? [
                "projects",
                `project:${result.slug}`,
                `project:${before?.fields.slug ?? result.slug}`,
              ]
            : ["posts"],
        );
      }
      return result;
    },

    renderPreview: async (_me, markdown) => renderMarkdown(markdown),
    uploadImage: (me, bytes, name) =>
      storeCoverImage(database, { bytes, name, mediaDir: options.mediaDir, uploadedBy: me.email }),
  });
}

/** The audit entry's words: "Title (/blog/slug), scheduled for …, slug old → new". */
function saveDetail(
  kind: ItemKind,
  fields: EditorFields,
  saved: { slug: string; status: string },
  slugBefore: string | null,
): string {
  return [
    `${fields.title} (/${kind === "project" ? "projects" : "blog"}/${saved.slug})`,
    saved.status === "scheduled" ? `scheduled for ${fields.publishedAt}` : null,
    slugBefore !== null && slugBefore !== saved.slug ? `slug ${slugBefore} → ${saved.slug}` : null,
  ]
    .filter(Boolean)
    .join(", ");
}
