import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { STAMP_PLACEHOLDER } from "../../app/contact/form-protocol.ts";
import type { StaticDocument } from "../static-files.ts";
import type { FormStamps } from "./form-stamp.ts";

/**
 * Pre-rendered pages with a form carry a placeholder where the render stamp
 * goes (docs/decisions/017-html-forms-first.md). Each response needs a fresh
 * stamp, but stamps count whole seconds, so one version of such a page serves
 * every request of the same second: it is made (and compressed, quickly) at
 * most once a second, and the pre-compressed build files of every other page
 * are untouched.
 */
export interface DocumentVersion {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export function hasStampPlaceholder(html: Buffer): boolean {
  return html.includes(STAMP_PLACEHOLDER);
}

export function createStampedDocuments(stamps: FormStamps) {
  const current = new WeakMap<Buffer, { second: number; version: DocumentVersion }>();
  const stamped = new WeakMap<StaticDocument, boolean>();
  return {
    /** The document to send now: itself, or this second's stamped version of it. */
    serve(document: StaticDocument): StaticDocument {
      let hasForm = stamped.get(document);
      if (hasForm === undefined) {
        hasForm = hasStampPlaceholder(document.body);
        stamped.set(document, hasForm);
      }
      return hasForm ? { ...document, ...this.versionOf(document.body) } : document;
    },
    /** This second's version of a document whose body holds the placeholder. */
    versionOf(template: Buffer, now = Date.now()): DocumentVersion {
      const second = Math.floor(now / 1000);
      const cached = current.get(template);
      if (cached?.second === second) return cached.version;
      const body = Buffer.from(
        template.toString("utf8").replaceAll(STAMP_PLACEHOLDER, stamps.issue(now)),
      );
      const version: DocumentVersion = {
        body,
        // Made once a second at most: a fast setting, not the build's maximum.
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: gzipSync(body, { level: 6 }),
        etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      };
      current.set(template, { second, version });
      return version;
    },
  };
}
