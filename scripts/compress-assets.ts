import { readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readAssetVersions, versionAssetUrls } from "../server/http/asset-versions.ts";
import { walk } from "../server/http/files.ts";
import { currentStamp, stampFile } from "./build-stamp.ts";

// The last step of `npm run build`: names the images of the pre-rendered pages
// by version (server/http/asset-versions.ts), writes .br and .gz beside every
// text file of the client build (maximum compression, paid once at build time)
// and records the build stamp that `npm start` compares against. Written last,
// the stamp also says the build is whole: an interrupted one is built again.
const compressible = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".data",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
  ".ico",
]);

const client = join(process.env.BUILD_DIR || "build", "client");
const versions = readAssetVersions(client);
for (const file of walk(client)) {
  if (extname(file) !== ".html") continue;
  const html = readFileSync(file, "utf8");
  const versioned = versionAssetUrls(html, versions);
  if (versioned !== html) writeFileSync(file, versioned);
}

let count = 0;
for (const file of walk(client)) {
  if (!compressible.has(extname(file))) continue;
  const body = readFileSync(file);
  // Small files too: a variant is kept only where it is smaller, and every
  // page loads a few files of a few hundred bytes (route entries, island declarations).
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  count++;
}
writeFileSync(
  stampFile(),
  JSON.stringify({ ...currentStamp(), builtAt: new Date().toISOString() }),
);
console.log(`Pre-compressed ${count} files (brotli, gzip).`);
