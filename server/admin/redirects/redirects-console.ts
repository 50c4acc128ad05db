import { redirectRules } from "../../../app/admin/redirects/redirects-forms.ts";
import { redirectsCopy } from "../../../app/admin/redirects/redirects-words.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import type {
  AddRedirectResult,
  RedirectErrors,
  RedirectsConsole,
} from "../../../app/admin/redirects/redirects.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { REDIRECTS_TAG } from "../../db/redirects.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import { ownerOf } from "./live-paths.ts";
import { checkRedirect } from "./redirect-check.ts";
import {
  deleteRedirect,
  deleteSlugRedirect,
  insertRedirect,
  knownRedirects,
  redirectsPage,
} from "./redirect-queries.ts";

const errors = redirectsCopy.errors;

/**
 * Redirects and the 404 log for one request (/admin/redirects): owners and
 * editors. A redirect is added only past the form's rules and the ones that
 * need the database (no live page or site path behind it, no loop, no chain),
 * checked in the transaction that stores it; every change is audited
 * (redirect-added, redirect-deleted) and names the tag `redirects`, which
 * every instance's redirect table hears (server/http/redirect-table.ts).
 */
export function redirectsConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: {
    /** SITE_URL: an absolute 'To' on this origin is a path of this site. */
    siteUrl: string;
    /** A path the build serves as a file. */
    isBuiltFile: (path: string) => boolean;
    /** The 404 log of this process: what it counted is written before the page lists the log. */
    notFoundLog?: { flush(): Promise<void> };
    /** Called after a change, with its tags (server/http/render-cache.ts). */
    onChange?: (tags: string[]) => void;
  },
): RedirectsConsole {
  const siteOrigin = new URL(options.siteUrl).origin;
  const by = (email: string) => ({ actor: email, ip: session.ip });
  const changed = () => options.onChange?.([REDIRECTS_TAG]);

  return requireRole<RedirectsConsole>(session, "editor", {
    async page() {
      await options.notFoundLog?.flush();
      return redirectsPage(database.db, siteOrigin);
    },

    async add(me, fields) {
      const checked = parseFields(redirectRules, fields);
      if (!checked.ok) {
        return { ok: false, kind: "invalid", errors: checked.errors as RedirectErrors };
      }
      const values = checked.data;
      // What this process counted of the path is written first, so that the insert forgets it.
      await options.notFoundLog?.flush();
      const store = () =>
        audited(
          database,
          by(me.email),
          async (trx): Promise<AddRedirectResult> => {
            const owner = await ownerOf(trx, values.from, options.isBuiltFile);
            const found: RedirectErrors = checkRedirect(
              values,
              await knownRedirects(trx),
              siteOrigin,
            );
            if (owner === "site") found.from = errors.fromSite;
            else if (owner === "page") found.from = errors.fromLive(values.from);
            else if (owner === "scheduled") found.from = errors.fromScheduled(values.from);
            if (found.from || found.to) return { ok: false, kind: "invalid", errors: found };
            return { ok: true, id: await insertRedirect(trx, values, me.email) };
          },
          (result) =>
            result.ok
              ? {
                  action: "redirect-added",
                  target: `redirect:${values.from}`,
                  detail: `to ${values.to}, ${values.permanent ? "301" : "302"}`,
                }
              : null,
        );
      let result: AddRedirectResult;
      try {
        result = await store();
      } catch (error) {
        // Added by someone else between the check and the insert (its path is unique).
        const taken = await database.db
          .selectFrom("redirects")
          .select("to_target")
          .where("from_path", "=", values.from)
          .executeTakeFirst();
        if (!taken) throw error;
        return { ok: false, kind: "invalid", errors: { from: errors.fromTaken(taken.to_target) } };
      }
      if (result.ok) changed();
      return result;
    },

    async remove(me, id) {
      const gone = await audited(
        database,
        by(me.email),
        (trx) => deleteRedirect(trx, id),
        (deleted) =>
          deleted
            ? {
                action: "redirect-deleted",
                target: `redirect:${deleted.from}`,
                detail: `was to ${deleted.to}`,
              }
            : null,
      );
      if (gone) changed();
      return Boolean(gone);
    },

    async removeAutomatic(me, kind, oldSlug) {
      const gone = await audited(
        database,
        by(me.email),
        (trx) => deleteSlugRedirect(trx, kind, oldSlug),
        (deleted) =>
          deleted
            ? {
                action: "redirect-deleted",
                target: `redirect:${deleted.from}`,
                detail: "automatic",
              }
            : null,
      );
      if (gone) changed();
      return Boolean(gone);
    },
  });
}
