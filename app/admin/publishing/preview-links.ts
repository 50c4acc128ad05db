/**
 * What the editor's 'Share preview' asks of the server
 * (docs/decisions/039-preview-links.md): preview links of a project or post,
 * made, listed and revoked by owners and editors, each change audited (never
 * with the token). Built per request by server/admin/preview-links/.
 */

import type { PreviewLinkDays } from "../../lib/preview-link.ts";
import type { ItemKind } from "./editorial.ts";

/** A link that still works, as the editor lists it (its token is never shown again). */
export interface PreviewLinkRow {
  id: number;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
}

export type NewPreviewLink =
  { ok: true; id: number; token: string; expiresAt: string } | { ok: false; reason: "missing" };

export interface PreviewLinksConsole {
  /** The item's links that still work (not revoked, not expired), the newest first. */
  list(kind: ItemKind, itemId: number): Promise<PreviewLinkRow[]>;
  /** A new link to the item, working for `days`; for an item that does not exist, nothing is stored. */
  create(kind: ItemKind, itemId: number, days: PreviewLinkDays): Promise<NewPreviewLink>;
  /**
   * The whole address of a link just made, from its token (which only the
   * page after 'Share preview' holds), if it still is a working link of the item.
   */
  address(kind: ItemKind, itemId: number, token: string): Promise<string | null>;
  /** Ends one of the item's links now; false when it was not working anyway. */
  revoke(kind: ItemKind, itemId: number, linkId: number): Promise<boolean>;
}
