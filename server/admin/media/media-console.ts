import {
  MEDIA_PAGE_SIZE,
  type MediaConsole,
  type MediaFile,
  ownersOnlyUse,
} from "../../../app/lib/admin/media.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { folderStorage } from "../../media/media-storage.ts";
import {
  ImageError,
  processImage,
  storedKeys,
  type ProcessedImage,
} from "../../media/process-image.ts";
import { parseList } from "../../publishing/list-json.ts";
import type { MediaVariant } from "../../publishing/media-images.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import {
  artworkMatching,
  cleanName,
  fileColumns,
  insertMedia,
  loadMedia,
  mediaChoices,
  mediaItem,
  mediaName,
  mediaPage,
  mediaSrc,
  updateMedia,
} from "./media-queries.ts";
import { mediaUsage, repointMedia } from "./media-usage.ts";
import { hasRole } from "../../../app/lib/admin/roles.ts";

/**
 * The media library for one request (/admin/media; docs/decisions/040):
 * owners and editors upload, describe, replace and delete images. Every
 * change is audited; one the public pages show (an alt text, a focal point,
 * a new file) drops exactly the pages using the image from the render cache.
 * Files are written before their row and removed after it, so a row never
 * names a file that is not there.
 */
export function mediaConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: {
    /** Where uploaded images are kept (MEDIA_DIR). */
    mediaDir: string;
    /** Called after a change, with the tags of the public pages it changes (server/http/render-cache.ts). */
    onChange?: (tags: string[]) => void;
  },
): MediaConsole {
  const storage = folderStorage(options.mediaDir);
  const by = (email: string) => ({ actor: email, ip: session.ip });
  const tagsOf = async (id: string) => (await mediaUsage(database.db)).get(id)?.tags ?? [];
  const drop = (tags: string[]) => {
    if (tags.length > 0) options.onChange?.(tags);
  };

  return requireRole<MediaConsole>(session, "editor", {
    async list(_me, { q, page }) {
      // The site's artwork follows the uploads, in the same pages and count.
      const artwork = artworkMatching(q);
      const [found, usage] = await Promise.all([
        mediaPage(database.db, q, page, MEDIA_PAGE_SIZE, artwork.length),
        mediaUsage(database.db),
      ]);
      const { rows, rest, ...paging } = found;
      return {
        items: rows.map((row) => mediaItem(row, usage.get(row.id))),
        artwork: artwork.slice(rest.from, rest.to),
        artworkTotal: artwork.length,
        ...paging,
      };
    },

    async item(_me, id) {
      const row = await loadMedia(database.db, id);
      return row ? mediaItem(row, (await mediaUsage(database.db)).get(id)) : null;
    },

    choices: () => mediaChoices(database.db),

    async upload(me, files) {
      // Each file is checked and stored first; if one is refused, the ones
      // before it are removed and nothing is recorded.
      const done: { image: ProcessedImage; name: string }[] = [];
      for (const file of files) {
        try {
          done.push({
            image: await processImage(Buffer.from(file.bytes), storage),
            name: file.name,
          });
        } catch (error) {
          await storage.remove(done.flatMap(({ image }) => storedKeys(image)));
          if (error instanceof ImageError) {
            return { ok: false, name: cleanName(file.name), reason: error.reason };
          }
          throw error;
        }
      }
      await audited(
        database,
        by(me.email),
        async (trx) => {
          for (const { image, name } of done) await insertMedia(trx, image, { name, by: me.email });
        },
        () => ({
          action: "media-uploaded",
          target: done.length === 1 ? `media:${done[0]!.image.id}` : null,
          detail: done.map(({ name }) => cleanName(name) || "unnamed").join(", "),
        }),
      );
      return { ok: true, ids: done.map(({ image }) => image.id) };
    },

    async saveAlt(me, id, alt) {
      const row = await loadMedia(database.db, id);
      if (!row) return false;
      if (row.alt === alt) return true;
      const saved = await audited(
        database,
        by(me.email),
        (trx) => updateMedia(trx, id, { alt }, me.email),
        (ok) =>
          ok
            ? {
                action: "media-saved",
                target: `media:${id}`,
                detail: `${mediaName(row)}: alt text`,
              }
            : null,
      );
      // Pages showing it without an alt text of their own say the new one.
      if (saved) drop(await tagsOf(id));
      return saved;
    },

    async saveFocus(me, id, focus) {
      const row = await loadMedia(database.db, id);
      if (!row) return false;
      const saved = await audited(
        database,
        by(me.email),
        (trx) =>
          updateMedia(trx, id, { focus_x: focus?.x ?? null, focus_y: focus?.y ?? null }, me.email),
        (ok) =>
          ok
            ? {
                action: "media-saved",
                target: `media:${id}`,
                detail: `${mediaName(row)}: focal point ${focus ? `${focus.x}, ${focus.y}` : "centre"}`,
              }
            : null,
      );
      if (saved) drop(await tagsOf(id));
      return saved;
    },

    async replace(me, id, file: MediaFile) {
      const row = await loadMedia(database.db, id);
      if (!row) return { ok: false, kind: "missing" };
      // Replacing rewrites every place the image is used: an editor may not
      // change, through it, what only owners edit.
      if (!hasRole(me, "owner")) {
        const uses = (await mediaUsage(database.db)).get(id)?.uses ?? [];
        const ownersOnly = uses.filter(ownersOnlyUse);
        if (ownersOnly.length > 0) return { ok: false, kind: "owners-only", uses: ownersOnly };
      }
      const revision = row.revision + 1;
      let image: ProcessedImage;
      try {
        image = await processImage(Buffer.from(file.bytes), storage, undefined, { id, revision });
      } catch (error) {
        if (error instanceof ImageError)
          return { ok: false, kind: "refused", reason: error.reason };
        throw error;
      }
      const before = (await mediaUsage(database.db)).get(id);
      const src = mediaSrc({
        variants: JSON.stringify(image.variants),
        original_key: image.originalKey,
      });
      const tags = await audited(
        database,
        by(me.email),
        async (trx) => {
          const now = new Date().toISOString();
          const current = await loadMedia(trx, id);
          if (!current) return null;
          await updateMedia(
            trx,
            id,
            {
              ...fileColumns(image),
              original_name: cleanName(file.name) || current.original_name,
              revision,
            },
            me.email,
          );
          // Every field and body naming the old files names the new ones.
          return repointMedia(trx, id, src, now);
        },
        (changed) =>
          changed
            ? {
                action: "media-replaced",
                target: `media:${id}`,
                detail: `${mediaName(row)} → ${cleanName(file.name) || "a new file"} (${image.width} × ${image.height})`,
              }
            : null,
      );
      if (tags === null) {
        await storage.remove(storedKeys(image));
        return { ok: false, kind: "missing" };
      }
      // The old files are gone once no row names them; pages kept with them are dropped.
      await storage.remove(
        storedKeys({
          originalKey: row.original_key,
          variants: parseList<MediaVariant>(row.variants),
        }),
      );
      drop([...new Set([...tags, ...(before?.tags ?? [])])]);
      return { ok: true, uses: before?.uses ?? [] };
    },

    async remove(me, id) {
      const outcome = await audited(
        database,
        by(me.email),
        async (trx) => {
          const row = await loadMedia(trx, id);
          if (!row) return { ok: false as const, kind: "missing" as const };
          // Checked in the transaction that deletes: nothing may start using it in between unseen.
          const uses = (await mediaUsage(trx)).get(id)?.uses ?? [];
          if (uses.length > 0) return { ok: false as const, kind: "used" as const, uses };
          await trx.deleteFrom("media_assets").where("id", "=", id).execute();
          return { ok: true as const, row };
        },
        (result) =>
          result.ok
            ? { action: "media-deleted", target: `media:${id}`, detail: mediaName(result.row) }
            : null,
      );
      if (!outcome.ok) return outcome;
      await storage.remove(
        storedKeys({
          originalKey: outcome.row.original_key,
          variants: parseList<MediaVariant>(outcome.row.variants),
        }),
      );
      return { ok: true };
    },
  });
}
