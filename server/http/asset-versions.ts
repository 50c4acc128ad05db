import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { walk } from "./files.ts";

/**
 * Long-lived caching for the files under /images/ and /media/.
 * Their names carry no content hash (they are referenced from content and
 * CSS by name), so a page names each with `?v=<hash of its bytes>`, and only
 * a request whose `v` matches the file as it is now is cached for a year,
 * `immutable`; a bare or outdated URL keeps the one-day cache with
 * revalidation. A changed image gets a new URL on the next page, and no
 * browser is left with a stale one.
 *
 * Pre-rendered pages are versioned once at build time (scripts/compress-assets.ts,
 * before they are compressed and their inline scripts hashed for the CSP);
 * pages rendered per request on their way out (server/http/document-versions.ts).
 */
export type AssetVersions = ReadonlyMap<string, string>;

const VERSIONED_FOLDERS = ["images", "media"];

/** The version of every file under the client's /images/ and /media/, by URL path. */
export function readAssetVersions(clientRoot: string): AssetVersions {
  const versions = new Map<string, string>();
  for (const folder of VERSIONED_FOLDERS) {
    const dir = join(clientRoot, folder);
    if (!existsSync(dir)) continue;
    for (const file of walk(dir)) {
      if (file.endsWith(".br") || file.endsWith(".gz")) continue;
      const url = `/${relative(clientRoot, file).split(sep).join("/")}`;
      versions.set(url, versionOf(readFileSync(file)));
    }
  }
  return versions;
}

export function versionOf(body: Buffer): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 10);
}

// Where a page names a file to load: the attributes that fetch (a form
// field's value, or text that mentions a path, is left as it is), and CSS
// url()s in its inline styles.
const FETCHING_ATTRIBUTE = /\b(src|srcset|poster|href|imagesrcset)="([^"]*)"/g;
const CSS_URL = /url\((["']?)(\/(?:images|media)\/[^"')?#]+)\1\)/g;
// A root-relative URL of a file in a versioned folder, not already carrying a query.
const ASSET_URL = /(?<=^|[\s,])\/(?:images|media)\/[\w./-]+\.[a-z0-9]+(?![\w?#])/gi;

/** The page with `?v=` on every URL it fetches of a file it knows; other URLs are left alone. */
export function versionAssetUrls(html: string, versions: AssetVersions): string {
  if (!versions.size) return html;
  const versioned = (url: string) => {
    const version = versions.get(url);
    return version ? `${url}?v=${version}` : url;
  };
  return html
    .replace(
      FETCHING_ATTRIBUTE,
      (_match, name: string, value: string) => `${name}="${value.replace(ASSET_URL, versioned)}"`,
    )
    .replace(
      CSS_URL,
      (_match, quote: string, url: string) => `url(${quote}${versioned(url)}${quote})`,
    );
}
