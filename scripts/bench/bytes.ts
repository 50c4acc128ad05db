import { gzipSync } from "node:zlib";
import type { PageResult } from "./lighthouse.ts";
import { rawRequest } from "./net.ts";

export interface Asset {
  /** Path on our origin, or the full URL of another host. */
  url: string;
  /** Body bytes when requested with `Accept-Encoding: gzip` (what the budgets count). */
  gzipBytes: number;
  /** Bytes as Chromium transferred them in the Lighthouse run (brotli, headers included). */
  transferBytes: number;
}

export interface PageBytes {
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  scripts: Asset[];
  styles: Asset[];
  /** Lighthouse's total page weight (every response as transferred, median of the runs). */
  totalBytes: number;
}

const gzipSizes = new Map<string, Promise<number>>();

/**
 * JavaScript and CSS a page loads before any interaction, taken from the
 * network records of its typical mobile Lighthouse run (Lighthouse only loads
 * the page and waits for the network to settle). Each same-origin file is
 * requested again with `Accept-Encoding: gzip` to count its gzip size.
 */
export async function pageBytes(result: PageResult, origin: string): Promise<PageBytes> {
  const requests = (result.typical?.requests ?? []).filter(
    (r) => r.status >= 200 && r.status < 300,
  );
  const assets = async (type: string): Promise<Asset[]> => {
    const list = await Promise.all(
      requests
        .filter((r) => r.resourceType === type)
        .map(async (r) => ({
          url: r.url.startsWith(origin) ? r.url.slice(origin.length) : r.url,
          gzipBytes: r.url.startsWith(origin) ? await gzipSize(r.url) : r.transferBytes,
          transferBytes: r.transferBytes,
        })),
    );
    return list.sort((a, b) => b.gzipBytes - a.gzipBytes);
  };
  const scripts = await assets("Script");
  const styles = [...(await assets("Stylesheet")), ...(await inlineStyles(origin + result.path))];
  const sum = (list: Asset[]) => list.reduce((total, a) => total + a.gzipBytes, 0);
  return {
    path: result.path,
    jsGzipBytes: sum(scripts),
    cssGzipBytes: sum(styles),
    scripts,
    styles,
    totalBytes: result.median?.totalBytes ?? Number.NaN,
  };
}

/**
 * The stylesheet each page carries inline (app/lib/finish-document.server.ts):
 * counted as CSS in gzip bytes, as if it were a file, so inlining never hides
 * weight from the CSS budget. Its transfer bytes are part of the document's.
 */
async function inlineStyles(pageUrl: string): Promise<Asset[]> {
  const html = (await rawRequest(pageUrl)).body.toString("utf8");
  return [...html.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/g)].map(
    ([, href = "", css = ""]) => ({
      url: `${href} (inline)`,
      gzipBytes: gzipSync(css).length,
      transferBytes: 0,
    }),
  );
}

function gzipSize(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = rawRequest(url, { headers: { "accept-encoding": "gzip" } }).then((r) => r.bodyBytes);
    gzipSizes.set(url, size);
  }
  return size;
}
