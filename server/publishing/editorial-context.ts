import type { FastifyRequest } from "fastify";
import type { AdminContext } from "../../app/lib/admin-context.ts";
import type { EditorialContext } from "../../app/lib/editorial.ts";
import { recordAudit, type AuditAction } from "../admin/audit.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { folderStorage } from "../media/media-storage.ts";
import { ImageError, processImage } from "../media/process-image.ts";
import { listItems, loadItem, saveItem } from "./editorial.ts";
import { renderMarkdown } from "./markdown.ts";
import { MEDIA_PREFIX } from "./media-images.ts";

/**
 * The console's editors for one request (app/lib/editorial.ts). Owners and
 * editors may edit and publish: every call requires a signed-in user with at
 * least the editor role (a signed-out call throws the 303 to the sign-in
 * page), and every save is audited.
 */
export function createEditorialContext(options: {
  database: DatabaseHandle;
  admin: AdminContext;
  request: FastifyRequest;
  /** Where uploaded images are kept (MEDIA_DIR). */
  mediaDir: string;
  /** Called after a save, with the tags of the public pages it may change (server/http/render-cache.ts). */
  onChange?: (tags: string[]) => void;
}): EditorialContext {
  const { database, admin, request } = options;
  return {
    list: async (kind, filter) => {
      await admin.require("editor");
      return listItems(database, kind, filter);
    },
    item: async (kind, id) => {
      await admin.require("editor");
      return loadItem(database, kind, id);
    },
    save: async (kind, id, version, fields, intent) => {
      const user = await admin.require("editor");
      const before = id === null ? null : await loadItem(database, kind, id);
      const result = await saveItem(database, kind, id, version, fields, intent);
      if (result.ok) {
        const verb =
          intent === "publish" ? "published" : intent === "unpublish" ? "unpublished" : "saved";
        const detail = [
          `${fields.title} (/${kind === "project" ? "projects" : "blog"}/${result.slug})`,
          result.status === "scheduled" ? `scheduled for ${fields.publishedAt}` : null,
          before && before.fields.slug !== result.slug
            ? `slug ${before.fields.slug} → ${result.slug}`
            : null,
        ]
          .filter(Boolean)
          .join(", ");
        await recordAudit(database.db, {
          action: `${kind}-${verb}` as AuditAction,
          actor: user.email,
          target: `${kind}:${result.id}`,
          detail,
          ip: request.ip,
        });
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
    renderPreview: async (markdown) => {
      await admin.require("editor");
      return renderMarkdown(markdown);
    },
    uploadImage: async (bytes) => {
      const user = await admin.require("editor");
      try {
        const image = await processImage(Buffer.from(bytes), folderStorage(options.mediaDir));
        await database.db
          .insertInto("media_assets")
          .values({
            id: image.id,
            original_key: image.originalKey,
            mime: image.mime,
            width: image.width,
            height: image.height,
            bytes: image.bytes,
            variants: JSON.stringify(image.variants),
            placeholder: image.placeholder,
            created_by: user.email,
            created_at: new Date().toISOString(),
          })
          .execute();
        // The largest WebP names the image: the path the pages fall back to,
        // and how a save finds the asset whose AVIF and WebP widths they serve.
        const largest = image.variants
          .filter((v) => v.format === "webp")
          .sort((a, b) => b.width - a.width)[0]!;
        return { ok: true, src: `${MEDIA_PREFIX}${largest.key}` };
      } catch (error) {
        if (error instanceof ImageError) return { ok: false, reason: error.reason };
        throw error;
      }
    },
  };
}
