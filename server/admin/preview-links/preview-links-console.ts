import type { PreviewLinksConsole } from "../../../app/admin/publishing/preview-links.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { newPreviewToken, previewLinkState } from "../../publishing/preview-links.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import {
  ENDED_LINKS_KEPT_MS,
  insertPreviewLink,
  listPreviewLinks,
  previewItem,
  purgeEndedPreviewLinks,
  revokePreviewLink,
} from "./preview-link-queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Preview links of projects and posts for one request (decision 039):
 * owners and editors make, list and revoke them. A new link's token is
 * returned once, to be shown once; the row keeps its SHA-256. Making and
 * revoking are audited with the item and the link's id, never the token.
 * Nothing here changes a public page, so no kept page is dropped: a preview
 * is never kept (docs/decisions/039-preview-links.md).
 */
export function previewLinksConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: { siteUrl: string; now?: () => Date },
): PreviewLinksConsole {
  const now = options.now ?? (() => new Date());
  return requireRole<PreviewLinksConsole>(session, "editor", {
    list: (_me, kind, itemId) => listPreviewLinks(database.db, kind, itemId, now().toISOString()),

    async create(me, kind, itemId, days) {
      const { token, hash } = newPreviewToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + days * DAY_MS).toISOString();
      const made = await audited(
        database,
        { actor: me.email, ip: session.ip },
        async (trx) => {
          const item = await previewItem(trx, kind, itemId);
          if (!item) return null;
          await purgeEndedPreviewLinks(
            trx,
            new Date(at.getTime() - ENDED_LINKS_KEPT_MS).toISOString(),
          );
          const id = await insertPreviewLink(trx, {
            hash,
            kind,
            itemId,
            createdBy: me.email,
            createdAt: at.toISOString(),
            expiresAt,
          });
          return { id, item };
        },
        (made) =>
          made && {
            action: "preview-link-created",
            target: `${kind}:${itemId}`,
            detail: `${made.item.title} (${made.item.path}), link ${made.id}, works until ${expiresAt}`,
          },
      );
      return made ? { ok: true, id: made.id, token, expiresAt } : { ok: false, reason: "missing" };
    },

    async address(_me, kind, itemId, token) {
      const link = await previewLinkState(database.db, token, now());
      if (!link.ok || link.kind !== kind || link.itemId !== itemId) return null;
      const item = await previewItem(database.db, kind, itemId);
      return item
        ? new URL(`${item.path}?preview=${encodeURIComponent(token)}`, options.siteUrl).href
        : null;
    },

    async revoke(me, kind, itemId, linkId) {
      const revoked = await audited(
        database,
        { actor: me.email, ip: session.ip },
        async (trx) => {
          const ended = await revokePreviewLink(
            trx,
            kind,
            itemId,
            linkId,
            me.email,
            now().toISOString(),
          );
          return ended && { ...ended, item: await previewItem(trx, kind, itemId) };
        },
        (revoked) =>
          revoked && {
            action: "preview-link-revoked",
            target: `${kind}:${itemId}`,
            detail: [
              revoked.item ? `${revoked.item.title} (${revoked.item.path})` : null,
              `link ${linkId}, would have worked until ${revoked.expiresAt}`,
            ]
              .filter(Boolean)
              .join(", "),
          },
      );
      return revoked !== null;
    },
  });
}
