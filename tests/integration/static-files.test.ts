import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promoVideo } from "../../app/content/media.ts";
import { versionOf } from "../../server/http/asset-versions.ts";
import { IMMUTABLE, PUBLIC_FILE } from "../../server/http/static-files.ts";
import { startBuiltApp } from "../support/built-app.ts";

// The production build, through the whole server (media that plays everywhere).
const client = resolve(process.env.BUILD_DIR || "build", "client");
const videoPath = promoVideo.sources.find((source) => source.type === "video/mp4")!.src;

let app: FastifyInstance;
let video: Buffer;

beforeAll(async () => {
  ({ app } = await startBuiltApp());
  video = readFileSync(join(client, videoPath));
});

afterAll(async () => {
  await app?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("the showreel video, as Safari and every other player asks for it", () => {
  it("advertises byte ranges and answers the first-two-bytes probe Safari sends", async () => {
    const full = await get(videoPath);
    expect(full.statusCode).toBe(200);
    expect(full.headers["accept-ranges"]).toBe("bytes");
    expect(full.headers["content-type"]).toBe("video/mp4");
    expect(full.rawPayload.equals(video)).toBe(true);

    const probe = await get(videoPath, { range: "bytes=0-1" });
    expect(probe.statusCode).toBe(206);
    expect(probe.headers["content-range"]).toBe(`bytes 0-1/${video.length}`);
    expect(probe.headers["content-length"]).toBe("2");
    expect(probe.rawPayload.equals(video.subarray(0, 2))).toBe(true);
  });

  it("answers a range in the middle with 206 and exactly those bytes", async () => {
    const response = await get(videoPath, { range: "bytes=1000-65535" });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes 1000-65535/${video.length}`);
    expect(response.rawPayload.equals(video.subarray(1000, 65536))).toBe(true);
  });

  it("answers an open-ended range and a suffix range (bytes=-100) with the file's tail", async () => {
    const open = await get(videoPath, { range: `bytes=${video.length - 500}-` });
    expect(open.statusCode).toBe(206);
    expect(open.headers["content-range"]).toBe(
      `bytes ${video.length - 500}-${video.length - 1}/${video.length}`,
    );
    expect(open.rawPayload.equals(video.subarray(video.length - 500))).toBe(true);

    const suffix = await get(videoPath, { range: "bytes=-100" });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers["content-range"]).toBe(
      `bytes ${video.length - 100}-${video.length - 1}/${video.length}`,
    );
    expect(suffix.rawPayload.equals(video.subarray(video.length - 100))).toBe(true);
  });

  it("honours If-Range: 206 while the ETag or date still matches, the whole file once it is stale", async () => {
    const { etag, "last-modified": lastModified } = (await get(videoPath)).headers;
    const current = await get(videoPath, { range: "bytes=0-99", "if-range": String(etag) });
    expect(current.statusCode).toBe(206);
    expect(current.rawPayload.equals(video.subarray(0, 100))).toBe(true);

    const byDate = await get(videoPath, { range: "bytes=0-99", "if-range": String(lastModified) });
    expect(byDate.statusCode).toBe(206);

    const stale = await get(videoPath, { range: "bytes=0-99", "if-range": '"an-older-cut"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers["content-range"]).toBeUndefined();
    expect(stale.rawPayload.equals(video)).toBe(true);
  });

  it("answers 416 with the file's length to a range past its end", async () => {
    const response = await get(videoPath, { range: `bytes=${video.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-range"]).toBe(`bytes */${video.length}`);
    // An error is not cached as if it were the file.
    expect(response.headers["cache-control"]).toBeUndefined();
  });

  it("answers 304 without a body to If-None-Match and If-Modified-Since", async () => {
    const { etag, "last-modified": lastModified } = (await get(videoPath)).headers;
    const byTag = await get(videoPath, { "if-none-match": String(etag) });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    const byDate = await get(videoPath, { "if-modified-since": String(lastModified) });
    expect(byDate.statusCode).toBe(304);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await app.inject({ method: "HEAD", url: videoPath });
    const full = await get(videoPath);
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const name of ["content-type", "content-length", "etag", "accept-ranges", "cache-control"])
      expect(head.headers[name]).toBe(full.headers[name]);
  });

  it("is cached for a day and carries the security headers", async () => {
    const response = await get(videoPath);
    expect(response.headers["cache-control"]).toBe(PUBLIC_FILE);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });
});

describe("hashed assets and public files", () => {
  const script = readdirSync(join(client, "assets")).find(
    (name) => name.endsWith(".js") && readdirSync(join(client, "assets")).includes(`${name}.br`),
  )!;
  const scriptUrl = `/assets/${script}`;

  it("serves a script's brotli variant to a browser that accepts it, immutable for a year", async () => {
    const response = await get(scriptUrl, { "accept-encoding": "br, gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["content-type"]).toMatch(/javascript; charset=utf-8$/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(
      brotliDecompressSync(response.rawPayload).equals(
        readFileSync(join(client, "assets", script)),
      ),
    ).toBe(true);
  });

  it("serves gzip to a client that accepts only gzip, and the file itself to one that accepts neither", async () => {
    const gzip = await get(scriptUrl, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await get(scriptUrl);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-length"]).toBe(
      String(statSync(join(client, "assets", script)).size),
    );
  });

  it("serves images, icons and the manifest for a day", async () => {
    for (const url of ["/favicon.svg", "/icon-192.png", "/site.webmanifest", "/images/404.svg"]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers["cache-control"]).toBe(PUBLIC_FILE);
    }
  });

  it("names every image of a pre-rendered page by its content version, cached for a year", async () => {
    const html = (await get("/about")).body;
    const images = [...html.matchAll(/src="(\/images\/[^"]+)"/g)].map((m) => m[1]!);
    expect(images.length).toBeGreaterThan(2);
    for (const src of images) {
      const [path, query] = src.split("?");
      const version = versionOf(readFileSync(join(client, path!)));
      expect({ src, query }).toEqual({ src, query: `v=${version}` });
      const response = await get(src);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    }
  });

  it("caches a bare or outdated image URL for a day only, so a changed image is never stuck", async () => {
    const [, path] = /src="(\/images\/[^"?]+)\?v=/.exec((await get("/about")).body)!;
    expect((await get(path!)).headers["cache-control"]).toBe(PUBLIC_FILE);
    expect((await get(`${path}?v=outdated00`)).headers["cache-control"]).toBe(PUBLIC_FILE);
  });

  it("names the images of a page rendered per request by version too", async () => {
    // A query string makes the server render the page now instead of sending the pre-rendered file.
    const html = (await get("/about?utm_source=test")).body;
    const images = [...html.matchAll(/src="(\/images\/[^"]+)"/g)].map((m) => m[1]!);
    expect(images.length).toBeGreaterThan(0);
    for (const src of images) expect(src).toMatch(/\?v=[\w-]{10}$/);
  });

  it("keeps pre-rendered pages in memory: revalidated, with their script hashes in the CSP", async () => {
    const response = await get("/about");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(String(response.headers["content-security-policy"])).toContain("'sha256-");
    const again = await get("/about", { "if-none-match": String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("still redirects a mixed-case path to lower case and renders a path that names no file", async () => {
    const upper = await get("/Favicon.svg");
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe("/favicon.svg");
    const missing = await get("/images/no-such-picture.svg");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/^text\/html/);
    // Under /media/ (the uploads' store) a missing file is a plain 404.
    const upload = await get("/media/no-such-clip.mp4");
    expect(upload.statusCode).toBe(404);
    expect(upload.headers["content-type"]).toMatch(/^text\/plain/);
  });
});
