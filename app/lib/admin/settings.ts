import type { SiteSettings, Versioned } from "../site-content.ts";
import type { ImageRefusal } from "./editorial.ts";

/**
 * The site's settings (server/admin/settings/): its name, contact details,
 * address, hours, social links and what shared links show. Owners only
 * (editors get 403); read by every public page (app/lib/site-content.ts).
 */

/** A save: done (with the labels of what changed), or someone else saved first. */
export type SettingsSaveResult = { ok: true; changed: string[] } | { ok: false; kind: "conflict" };

/** /admin/settings: owners only (editors get 403). */
export interface SettingsConsole {
  /** The settings as stored (or their seed, version 0, never saved). */
  get(): Promise<Versioned<SiteSettings>>;
  /**
   * Saves them whole at the version the form was opened at; a save by
   * someone else in between answers a conflict and nothing is overwritten.
   * Every public page is dropped from the render cache, on every instance.
   */
  save(version: number, settings: SiteSettings): Promise<SettingsSaveResult>;
  /** A sharing image through the cover images' pipeline: the path to keep, or why not. */
  uploadImage(
    bytes: Uint8Array,
    /** The file's name, as the media library lists it. */
    name?: string,
  ): Promise<{ ok: true; src: string } | { ok: false; reason: ImageRefusal }>;
}
