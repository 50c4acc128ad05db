import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { inlineScriptHashes } from "./security/csp.ts";

/**
 * The built client (hashed assets, pre-rendered HTML and `.data` files, public
 * images) held in memory with its pre-compressed variants, so a pre-rendered
 * page costs one map lookup and one write (docs/decisions/002-serving-static-files.md).
 */

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** Pre-rendered documents are served only for requests without a query string. */
  document: boolean;
  /** For pre-rendered HTML: the hashes of its inline scripts, for its CSP. */
  scriptHashes?: string[];
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
};

export const IMMUTABLE = "public, max-age=31536000, immutable";
// HTML names hashed assets; it must be revalidated so a deploy never leaves a
// browser on a page whose scripts are gone.
const REVALIDATE = "no-cache";
const PUBLIC_FILE = "public, max-age=86400";

export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(root)) return files;
  for (const path of walk(root)) {
    const ext = extname(path);
    if (ext === ".br" || ext === ".gz") continue;
    const rel = relative(root, path).split(sep).join("/");
    const body = readFileSync(path);
    const document = ext === ".html" || ext === ".data";
    const file: StaticFile = {
      body,
      br: readIfExists(`${path}.br`),
      gzip: readIfExists(`${path}.gz`),
      type: types[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      cacheControl: rel.startsWith("assets/") ? IMMUTABLE : document ? REVALIDATE : PUBLIC_FILE,
      document,
      scriptHashes: ext === ".html" ? inlineScriptHashes(body.toString("utf8")) : undefined,
    };
    if (rel === "index.html") files.set("/", file);
    else if (rel.endsWith("/index.html"))
      files.set(`/${rel.slice(0, -"/index.html".length)}`, file);
    else files.set(`/${rel}`, file);
  }
  return files;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

function readIfExists(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined;
}

/** Finds the file a GET/HEAD request names, or undefined to let the app render it. */
export function matchStaticFile(
  files: Map<string, StaticFile>,
  rawUrl: string,
): StaticFile | undefined {
  const q = rawUrl.indexOf("?");
  let path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const file = files.get(path);
  if (!file || (file.document && q !== -1)) return undefined;
  return file;
}

export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  reply.header("Cache-Control", file.cacheControl).header("ETag", file.etag).type(file.type);
  if (file.br || file.gzip) reply.header("Vary", "Accept-Encoding");
  if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  const encoding = pickEncoding(request.headers["accept-encoding"], file);
  if (encoding === "br") return reply.header("Content-Encoding", "br").send(file.br);
  if (encoding === "gzip") return reply.header("Content-Encoding", "gzip").send(file.gzip);
  return reply.send(file.body);
}

function pickEncoding(header: string | undefined, file: StaticFile): "br" | "gzip" | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (file.br && (accepted.has("br") || accepted.has("*"))) return "br";
  if (file.gzip && (accepted.has("gzip") || accepted.has("*"))) return "gzip";
  return null;
}
