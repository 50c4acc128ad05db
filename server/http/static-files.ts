import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { extname, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { inlineScriptHashes } from "../security/csp.ts";
import { readAssetVersions, type AssetVersions } from "./asset-versions.ts";
import { walk } from "./files.ts";

/**
 * The built client (docs/decisions/016-static-files-from-disk.md). Pre-rendered
 * documents (.html and .data) are held in memory with their pre-compressed
 * variants and the hashes of their inline scripts, so a page costs one map
 * lookup and one write. Every other file (hashed assets, images, fonts, the
 * showreel) is streamed from disk by @fastify/static, which answers byte
 * ranges, conditional requests and picks the .br/.gz variant.
 */

export interface StaticDocument {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  /** For pre-rendered HTML: the hashes of its inline scripts, for its CSP. */
  scriptHashes?: string[];
  /** It has compressed copies, made when first asked for (`lazilyCompressed`). */
  encoded?: boolean;
}

/**
 * A document whose compressed copies are made when a client first asks for
 * one, then kept: a rendered page costs no compression until someone takes it
 * compressed (browsers always do; a test or a probe may not), and each copy is
 * made once however many ask.
 */
export function lazilyCompressed(
  document: Omit<StaticDocument, "br" | "gzip" | "encoded">,
  { brotliQuality, gzipLevel }: { brotliQuality: number; gzipLevel: number },
): StaticDocument {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    ...document,
    encoded: true,
    get br() {
      return (br ??= brotliCompressSync(document.body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality },
      }));
    },
    get gzip() {
      return (gzip ??= gzipSync(document.body, { level: gzipLevel }));
    },
  };
}

/** A strong validator of a body: the same bytes, the same tag, on every instance. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

export interface PublicFile {
  /** Its path under the client folder, e.g. `assets/entry-abc123.js`. */
  file: string;
  /** Content-hashed (under /assets/): cached for a year and never revalidated. */
  immutable: boolean;
  /** Whether .br/.gz variants were written beside it at build time. */
  encoded: boolean;
}

export interface BuiltClient {
  root: string;
  /** Pre-rendered documents by URL path (`/about`, `/about.data`, `/`). */
  documents: Map<string, StaticDocument>;
  /** Every other built file by URL path. */
  files: Map<string, PublicFile>;
  /** The content version of each file under /images/ and /media/ (./asset-versions.ts). */
  versions: AssetVersions;
}

const documentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
};

// The Cache-Control values that @fastify/send writes for the options below.
const YEAR_SECONDS = 31536000;
const DAY_SECONDS = 86400;
export const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;
export const PUBLIC_FILE = `public, max-age=${DAY_SECONDS}`;
// HTML names hashed assets; it must be revalidated so a deploy never leaves a
// browser on a page whose scripts are gone.
export const REVALIDATE = "no-cache";

export function loadBuiltClient(root: string): BuiltClient {
  const client: BuiltClient = { root, documents: new Map(), files: new Map(), versions: new Map() };
  if (!existsSync(root)) return client;
  client.versions = readAssetVersions(root);
  for (const path of walk(root)) {
    const ext = extname(path);
    if (ext === ".br" || ext === ".gz") continue;
    const rel = relative(root, path).split(sep).join("/");
    const type = documentTypes[ext];
    if (!type) {
      client.files.set(`/${rel}`, {
        file: rel,
        immutable: rel.startsWith("assets/"),
        encoded: existsSync(`${path}.br`) || existsSync(`${path}.gz`),
      });
      continue;
    }
    const body = readFileSync(path);
    const document: StaticDocument = {
      body,
      br: readIfExists(`${path}.br`),
      gzip: readIfExists(`${path}.gz`),
      type,
      etag: etagOf(body),
      scriptHashes: ext === ".html" ? inlineScriptHashes(body.toString("utf8")) : undefined,
    };
    if (rel === "index.html") client.documents.set("/", document);
    else if (rel.endsWith("/index.html"))
      client.documents.set(`/${rel.slice(0, -"/index.html".length)}`, document);
    else client.documents.set(`/${rel}`, document);
  }
  return client;
}

function readIfExists(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined;
}

/**
 * One GET (and HEAD) route per built file, answered by @fastify/static: Range
 * and If-Range, 416, ETag/Last-Modified with 304, the .br/.gz variant the
 * client accepts. Exact routes win over the pages' catch-all, and a request
 * that names no file still reaches it (lower-case redirect, live rendering).
 */
const forAYear = { maxAge: YEAR_SECONDS * 1000, immutable: true };
const forADay = { maxAge: DAY_SECONDS * 1000, immutable: false };

export async function publicFilesPlugin(app: FastifyInstance, client: BuiltClient) {
  await app.register(fastifyStatic, {
    root: client.root,
    serve: false,
    preCompressed: true,
    index: false,
  });
  for (const [url, file] of client.files) {
    // An explicit route (e.g. /robots.txt) keeps precedence, as it always had.
    if (app.hasRoute({ method: "GET", url })) continue;
    const version = client.versions.get(url);
    app.route({
      method: "GET",
      // find-my-way reads ':' as a parameter; '::' is a literal colon.
      url: url.replaceAll(":", "::"),
      // The file is sent as built (or as its pre-compressed variant); compressing a
      // stream again, or a 304, would only cost time and confuse caches.
      compress: false,
      handler: async (request, reply) => {
        if (file.encoded) reply.header("Vary", "Accept-Encoding");
        // Hashed names, or a URL naming this very version (?v=), never change.
        const current = version !== undefined && (request.query as { v?: unknown }).v === version;
        return reply.sendFile(file.file, file.immutable || current ? forAYear : forADay);
      },
    });
  }
}

/** Finds the pre-rendered document a GET/HEAD request names, or undefined to let the app render it. */
export function matchDocument(
  documents: Map<string, StaticDocument>,
  rawUrl: string,
): StaticDocument | undefined {
  // A query string can change what a page shows: live rendering answers it.
  if (rawUrl.includes("?")) return undefined;
  let path = rawUrl;
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  return documents.get(path);
}

export function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticDocument,
  /** A page's own rule (a private page's no-store) instead of revalidating. */
  cacheControl = REVALIDATE,
) {
  reply.header("Cache-Control", cacheControl).header("ETag", file.etag).type(file.type);
  if (file.encoded || file.br || file.gzip) reply.header("Vary", "Accept-Encoding");
  if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  const encoding = pickEncoding(request.headers["accept-encoding"], file);
  if (encoding === "br") return reply.header("Content-Encoding", "br").send(file.br);
  if (encoding === "gzip") return reply.header("Content-Encoding", "gzip").send(file.gzip);
  return reply.send(file.body);
}

function pickEncoding(header: string | undefined, file: StaticDocument): "br" | "gzip" | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  // Asked first: a lazily compressed copy is made only for a client that takes it.
  if ((accepted.has("br") || accepted.has("*")) && file.br) return "br";
  if ((accepted.has("gzip") || accepted.has("*")) && file.gzip) return "gzip";
  return null;
}
