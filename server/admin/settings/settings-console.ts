import type { SettingsConsole } from "../../../app/lib/admin/settings.ts";
import type { SiteDocuments } from "../../content/site-content-seed.ts";
import { readDocument, saveDocument } from "../../content/site-documents.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { storeCoverImage } from "../publishing/cover-upload.ts";
import { requireRole } from "../require-role.ts";
import { changedSettings } from "./settings-changes.ts";

/**
 * The site's settings for one request (/admin/settings): owners read and save
 * them, editors get 403. A save is whole, at the version the form was opened
 * at (a stale one changes nothing), audited with the fields it changed, and
 * drops every kept public page: each shows the settings.
 */
export function settingsConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: {
    /** The settings' value before the agency first saves them (server/content/site-content-seed.ts). */
    seed: SiteDocuments["settings"];
    /** Where uploaded images are kept (MEDIA_DIR). */
    mediaDir: string;
    /** Called after a save, with the tags of the public pages it changes (server/http/render-cache.ts). */
    onChange?: (tags: string[]) => void;
  },
): SettingsConsole {
  const { seed } = options;
  return requireRole<SettingsConsole>(session, "owner", {
    get: () => readDocument(database.db, "settings", seed),

    async save(me, version, settings) {
      const result = await audited(
        database,
        { actor: me.email, ip: session.ip },
        async (trx) => {
          const current = await readDocument(trx, "settings", seed);
          if (current.version !== version) return { ok: false as const, kind: "conflict" as const };
          // The form as it was: nothing to write, to log or to drop.
          const changed = changedSettings(current.value, settings);
          if (changed.length === 0) return { ok: true as const, changed };
          const saved = await saveDocument(trx, "settings", seed, {
            value: settings,
            version,
            actor: me.email,
          });
          return saved.ok
            ? { ok: true as const, changed }
            : { ok: false as const, kind: "conflict" as const };
        },
        (outcome) =>
          outcome.ok && outcome.changed.length > 0
            ? { action: "settings-saved", target: "settings", detail: outcome.changed.join(", ") }
            : null,
      );
      // Every public page reads the settings (its header, footer and title).
      if (result.ok && result.changed.length > 0) options.onChange?.(["settings"]);
      return result;
    },

    uploadImage: (me, bytes, name) =>
      storeCoverImage(database, { bytes, name, mediaDir: options.mediaDir, uploadedBy: me.email }),
  });
}
