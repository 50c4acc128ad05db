import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { STAMP_FILE, currentStamp } from "./build-stamp.ts";

// Runs after `react-router build`: writes .br and .gz beside every text file of
// the client build (maximum compression, paid once at build time) and records
// the build stamp that `npm start` compares against.
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

let count = 0;
for (const file of walk(join(process.env.BUILD_DIR || "build", "client"))) {
  if (!compressible.has(extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
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
  STAMP_FILE,
  JSON.stringify({ stamp: currentStamp(), builtAt: new Date().toISOString() }),
);
console.log(`Pre-compressed ${count} files (brotli, gzip).`);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (!path.endsWith(".br") && !path.endsWith(".gz")) yield path;
  }
}
