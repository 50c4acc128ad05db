import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { STAMP_PLACEHOLDER } from "../../app/forms/form-protocol.ts";
import type { FormStamps } from "../forms/form-stamp.ts";
import { versionAssetUrls, type AssetVersions } from "./asset-versions.ts";
import { etagOf, type StaticDocument } from "./static-files.ts";
import { withTheme, type Theme } from "./theme.ts";

/**
 * What a page's HTML gets per visitor, pre-rendered or live: the forms'
 * render stamp in place of its placeholder (docs/decisions/017-html-forms-first.md)
 * and the visitor's theme on `<html>` (server/http/theme.ts). A page rendered
 * now also names its images by version (./asset-versions.ts); pre-rendered
 * ones were versioned at build time.
 */
export function personalise(
  html: string,
  {
    stamp,
    theme,
    versions,
  }: { stamp: string | null; theme: Theme | null; versions?: AssetVersions },
) {
  const stamped = stamp ? html.replaceAll(STAMP_PLACEHOLDER, stamp) : html;
  const themed = withTheme(stamped, theme);
  return versions ? versionAssetUrls(themed, versions) : themed;
}

/**
 * Pre-rendered pages are byte-identical files compressed at build time. A
 * page with a form needs a fresh stamp per response, but stamps count whole
 * seconds, so one version serves every request of the same second; a theme
 * needs one version per theme. Each version is made (and compressed) once and
 * kept; every other page is sent exactly as built.
 */
export function createDocumentVersions(stamps: FormStamps) {
  const hasForm = new WeakMap<StaticDocument, boolean>();
  const versions = new WeakMap<
    StaticDocument,
    Map<string, { second: number; made: StaticDocument }>
  >();
  return {
    /** The document to send now to a visitor with this theme. */
    serve(document: StaticDocument, theme: Theme | null, now = Date.now()): StaticDocument {
      let form = hasForm.get(document);
      if (form === undefined) {
        form = document.body.includes(STAMP_PLACEHOLDER);
        hasForm.set(document, form);
      }
      if (!form && !theme) return document;
      const second = form ? Math.floor(now / 1000) : 0;
      const key = theme ?? "system";
      let byTheme = versions.get(document);
      if (!byTheme) versions.set(document, (byTheme = new Map()));
      const cached = byTheme.get(key);
      if (cached?.second === second) return cached.made;
      const body = Buffer.from(
        personalise(document.body.toString("utf8"), {
          stamp: form ? stamps.issue(now) : null,
          theme,
        }),
      );
      // A stamped version lives a second: a fast setting, not the build's maximum.
      const quality = form ? 5 : 9;
      const made: StaticDocument = {
        ...document,
        body,
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
        gzip: gzipSync(body, { level: form ? 6 : 9 }),
        etag: etagOf(body),
      };
      byTheme.set(key, { second, made });
      return made;
    },
  };
}
