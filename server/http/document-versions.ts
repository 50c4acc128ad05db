import { STAMP_PLACEHOLDER } from "../../app/forms/form-protocol.ts";
import { VISIT_SOURCE_PLACEHOLDER } from "../../app/forms/visit-source.ts";
import type { FormStamps } from "../forms/form-stamp.ts";
import { versionAssetUrls, type AssetVersions } from "./asset-versions.ts";
import { etagOf, lazilyCompressed, type StaticDocument } from "./static-files.ts";
import { withTheme, type Theme } from "./theme.ts";

/**
 * What a page's HTML gets per visitor, pre-rendered or live: the forms'
 * render stamp in place of its placeholder (docs/decisions/017-html-forms-first.md),
 * where the visit came from in the enquiry form's (./visit-source.ts, already
 * escaped for an attribute) and the visitor's theme on `<html>` (server/http/theme.ts). A page rendered
 * now also names its images by version (./asset-versions.ts); pre-rendered
 * ones were versioned at build time.
 */
export function personalise(
  html: string,
  {
    stamp,
    visit = null,
    theme,
    versions,
  }: {
    stamp: string | null;
    visit?: string | null;
    theme: Theme | null;
    versions?: AssetVersions;
  },
) {
  const stamped = stamp ? html.replaceAll(STAMP_PLACEHOLDER, stamp) : html;
  const visited = visit === null ? stamped : stamped.replaceAll(VISIT_SOURCE_PLACEHOLDER, visit);
  const themed = withTheme(visited, theme);
  return versions ? versionAssetUrls(themed, versions) : themed;
}

/**
 * Pre-rendered pages are byte-identical files compressed at build time. A
 * page with a form needs a fresh stamp per response, but stamps count whole
 * seconds, so one version serves every request of the same second; a theme
 * needs one version per theme, and an enquiry form one per visit source (most
 * visits share theirs: this page, no referrer, no campaign). Each version is
 * made (and compressed) once and kept, a few per page at most; every other page
 * is sent exactly as built.
 */
export function createDocumentVersions(stamps: FormStamps) {
  const hasForm = new WeakMap<StaticDocument, { stamp: boolean; visit: boolean }>();
  const versions = new WeakMap<
    StaticDocument,
    Map<string, { second: number; made: StaticDocument }>
  >();
  return {
    /**
     * The document to send now to a visitor with this theme, whose visit came
     * from `visit` (./visit-source.ts).
     */
    serve(
      document: StaticDocument,
      theme: Theme | null,
      visit = "",
      now = Date.now(),
    ): StaticDocument {
      let holds = hasForm.get(document);
      if (holds === undefined) {
        const body = document.body.toString("utf8");
        holds = {
          stamp: body.includes(STAMP_PLACEHOLDER),
          visit: body.includes(VISIT_SOURCE_PLACEHOLDER),
        };
        hasForm.set(document, holds);
      }
      const form = holds.stamp || holds.visit;
      if (!form && !theme) return document;
      const second = form ? Math.floor(now / 1000) : 0;
      const key = holds.visit ? `${theme ?? "system"} ${visit}` : (theme ?? "system");
      let byTheme = versions.get(document);
      if (!byTheme) versions.set(document, (byTheme = new Map()));
      const cached = byTheme.get(key);
      if (cached?.second === second) return cached.made;
      // Visits from many places in one second: the oldest versions go first.
      if (byTheme.size >= MAX_VERSIONS) byTheme.delete(byTheme.keys().next().value!);
      const body = Buffer.from(
        personalise(document.body.toString("utf8"), {
          stamp: holds.stamp ? stamps.issue(now) : null,
          visit: holds.visit ? visit : null,
          theme,
        }),
      );
      // A stamped version lives a second: a fast setting, not the build's maximum.
      const made = lazilyCompressed(
        { body, type: document.type, etag: etagOf(body), scriptHashes: document.scriptHashes },
        { brotliQuality: form ? 5 : 9, gzipLevel: form ? 6 : 9 },
      );
      byTheme.delete(key);
      byTheme.set(key, { second, made });
      return made;
    },
  };
}

/** Versions kept per document: three themes with a few visit sources each. */
const MAX_VERSIONS = 12;
